import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { useGameSlice } from '../game-context.tsx';
import { isOwnTurn } from '../state/rules.ts';

/**
 * One line: the move being waited for and whose it is ("Move 1 · Your move"); before the start
 * only that the game waits, and once over how many moves were played.
 */
export function GameStatusLine() {
  const { t } = useTranslation('play');
  const state = useGameSlice((s) => s);
  const seat = state.viewer?.seat ?? 0;
  const played = state.moves.length;
  let parts: string[];
  if (state.finish) parts = [t('status.gameOver'), t('status.movesPlayed', { count: played })];
  else if (state.status === 'waiting') parts = [t('status.waiting')];
  else {
    let turn: string;
    if (state.pendingMove) turn = t('status.sending');
    else if (seat !== 0) turn = isOwnTurn(state) ? t('status.yourTurn') : t('status.opponentTurn');
    else turn = state.nextColor === 1 ? t('status.blackToPlay') : t('status.whiteToPlay');
    parts = [t('status.moveNumber', { count: played + 1 }), turn];
  }
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
