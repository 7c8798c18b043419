/**
 * The open move-choice panel's essentials right above the board, for the one-column layouts
 * (phones, tablets) where the panel itself lies below the board and out of sight while the
 * player taps: the move, the tags so far (or the last refusal), and the confirm button. The
 * side-by-side layouts hide it (choices.css): their panel is in view beside the board.
 */

import { useTranslation } from 'react-i18next';
import { Button } from '../../../common/controls/index.ts';
import { useGameSlice } from '../game-context.tsx';
import { usePlayUi } from '../play-ui.tsx';
import { lettersText } from './choice-tags.ts';
import { useChoices } from './choices-context.tsx';
import './choices.css';

export function ChoicesBar() {
  const { t } = useTranslation('choices');
  const choices = useChoices();
  const { review } = usePlayUi();
  const size = useGameSlice((s) => s.setup.size);
  if (!choices.open || review) return null;
  const refusal = choices.note?.kind === 'refused' ? t(`refused.${choices.note.refusal}`) : null;
  const tags = choices.tags.length > 0 ? lettersText(choices.tags, size, '') : t('bar.empty');
  return (
    <div className="tg-choices-bar">
      <p className="tg-choices-bar__text">
        <span className="tg-choices-bar__step">{t('bar.step', { step: choices.step })}</span>{' '}
        <span className="tg-choices-bar__tags">{tags}</span>
        {refusal && <span className="tg-choices-bar__refusal">{refusal}</span>}
      </p>
      <Button variant="primary" busy={choices.sending} onClick={choices.confirm}>
        {choices.saved ? t('bar.replace') : t('bar.confirm')}
      </Button>
    </div>
  );
}
