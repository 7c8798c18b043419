import { useTranslation } from 'react-i18next';
import { isOwnTurn } from '../../lib/game/rules.ts';
import { useGameSlice } from './game-context.tsx';

/** One line: whose move it is (or that the game waits or is over), and the move number. */
export function GameStatus() {
  const { t } = useTranslation('play');
  const state = useGameSlice((s) => s);
  const seat = state.viewer?.seat ?? 0;
  let text: string;
  if (state.finish) text = t('status.gameOver');
  else if (state.status === 'waiting') text = t('status.waiting');
  else if (state.pendingMove) text = t('status.sending');
  else if (seat !== 0) text = isOwnTurn(state) ? t('status.yourTurn') : t('status.opponentTurn');
  else text = state.nextColor === 1 ? t('status.blackToPlay') : t('status.whiteToPlay');
  return (
    <p className="game-status" aria-live="polite">
      <span>{text}</span> <span>{t('status.moveNumber', { count: state.moves.length })}</span>
    </p>
  );
}
