/**
 * Study (51) and trial (52): the research window from the position on the board, and trying
 * moves on the board itself (the review's try-variation) once the game is over.
 */
import { OVERLAYS } from '@tengen/protocol';
import { useGameSlice } from '../game-context.tsx';
import type { StudyPanelProps, TrialPanelProps } from '../overlays/panel-overlays.tsx';
import { usePlayUi } from '../play-ui.tsx';
import { moveNumber, NAVIGATION } from '../review/review-navigation.ts';

export function useStudyPanels(): { study: StudyPanelProps; trial: TrialPanelProps } {
  const ui = usePlayUi();
  const moves = useGameSlice((s) => s.moves.length);
  const finished = useGameSlice((s) => s.finish !== null);
  const review = ui.review;
  const study: StudyPanelProps = {
    role: ui.role,
    gameFinished: finished,
    onOpenResearch: () => ui.setResearchFrom(review ? moveNumber(review.state) : moves),
    onTryMoves: review
      ? () => {
          review.dispatch({ type: 'setTrying', on: true });
          ui.overlays.open({ overlay: OVERLAYS.trialPanel });
        }
      : undefined,
    onLogIn: () => window.location.assign(`/login/?next=${encodeURIComponent(window.location.pathname)}`),
  };
  const trial: TrialPanelProps = {
    onBack: () => review?.dispatch(NAVIGATION.back1),
    onReset: () => review?.dispatch({ type: 'goTo', step: review.state.step }),
    onLeave: () => review?.dispatch({ type: 'setTrying', on: false }),
  };
  return { study, trial };
}
