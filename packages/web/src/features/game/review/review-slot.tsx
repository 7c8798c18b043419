import { BookSavePanel } from '../../books/book-save-panel.tsx';
import { useGameSlice } from '../game-context.tsx';
import { usePlayUi, useShownMoves } from '../play-ui.tsx';
import { showsJudgement } from '../state/rules.ts';
import { CountExplanation } from './count-explanation.tsx';
import { ReviewToggles } from './review-controls.tsx';

/**
 * Review after the game, beside the navigation (review-nav.tsx, which has the step buttons and
 * keys; the wheel over the board is in GameBoard): try-variation, letters and judgement drive
 * the board through the review-navigation reducer. A counted position is explained above them,
 * and during play while a count waits for acceptance.
 */
export function ReviewSlot() {
  const ui = usePlayUi();
  const judgementShown = useGameSlice(showsJudgement);
  const setup = useGameSlice((s) => s.setup);
  const play = useGameSlice((s) => s.play);
  const shown = useShownMoves();
  const review = ui.review;
  if (!review) return <CountExplanation />;
  const { judgement, judge, turnOff } = ui.judgement;
  return (
    <>
      <CountExplanation />
      <ReviewToggles
        state={review.state}
        dispatch={review.dispatch}
        letters={ui.view.letters}
        onLettersChange={(letters) => ui.setView({ letters })}
        judgement={judgementShown ? judgement.on : undefined}
        onJudgementChange={
          judgementShown
            ? (on) =>
                on ? judge({ setup, moves: shown, rangzi: play.rangzi, daotiemu: play.daotiemu }) : turnOff()
            : undefined
        }
      />
      {/* Saving into record books, after the game only (docs/books.md): the main line's move. */}
      <BookSavePanel playid={play.playid} step={review.state.step} />
    </>
  );
}
