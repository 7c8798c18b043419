import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { useGameSlice } from '../game-context.tsx';
import { statusParts } from './status-text.ts';
import { useGameTitle } from './use-game-title.ts';

/**
 * One line: the move being waited for and whose it is ("Move 1 · Your move"), and after a pass
 * who passed ("Move 7 · White passed — your move"); before the start only that the game waits,
 * and once over how many moves were played. See status-text.ts. The tab's title follows the
 * turn too (use-game-title.ts).
 */
export function GameStatusLine() {
  const { t } = useTranslation('play');
  useGameTitle();
  const state = useGameSlice((s) => s);
  const parts = statusParts(state).map((part) =>
    'count' in part ? t(part.key, { count: part.count }) : t(part.key),
  );
  return (
    <p className="tg-game-status" aria-live="polite">
      {parts.map((part, i) => (
        <Fragment key={part}>
          {i > 0 && <span aria-hidden="true"> · </span>}
          <span>{part}</span>
        </Fragment>
      ))}
    </p>
  );
}
