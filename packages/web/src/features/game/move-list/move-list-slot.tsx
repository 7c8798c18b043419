/** The move list where the game page shows it: opened by the toolbar's move-list button. */
import { useGameSlice } from '../game-context.tsx';
import { usePlayUi } from '../play-ui.tsx';
import { MoveListWindow } from './move-list-window.tsx';
import { moveRows } from './move-rows.ts';

export function MoveListSlot() {
  const ui = usePlayUi();
  const moves = useGameSlice((s) => s.moves);
  const setup = useGameSlice((s) => s.setup);
  if (!ui.moveListOpen) return null;
  const review = ui.review;
  return (
    <MoveListWindow
      rows={moveRows(moves, setup.size, setup.blackFirst)}
      current={review ? review.state.step : moves.length}
      onGoTo={review ? (step) => review.dispatch({ type: 'goTo', step }) : undefined}
      onClose={() => ui.setMoveListOpen(false)}
    />
  );
}
