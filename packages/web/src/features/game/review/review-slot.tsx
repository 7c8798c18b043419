import { BookSavePanel } from '../../books/book-save-panel.tsx';
import { useGameSlice } from '../game-context.tsx';
import { usePlayUi, useShownMoves } from '../play-ui.tsx';
import { showsJudgement } from '../state/rules.ts';
import { CountExplanation } from './count-explanation.tsx';
import { ReviewControls } from './review-controls.tsx';
import { useReviewKeys } from './use-review-keys.ts';

/**
 * Review after the game: the review controls drive the board through the review-navigation
 * reducer (buttons, auto-play every 500 ms, try-variation, letters, judgement), and so do the
 * arrow keys; the wheel over the board is in GameBoard. A counted position is explained above
 * them, and during play while a count waits for acceptance.
 */
export function ReviewSlot() {
  const ui = usePlayUi();
  const judgementShown = useGameSlice(showsJudgement);
  const setup = useGameSlice((s) => s.setup);
  const play = useGameSlice((s) => s.play);
  const shown = useShownMoves();
  const review = ui.review;
  useReviewKeys(review ? review.dispatch : null);
  if (!review) return <CountExplanation />;
  const { judgement, judge, turnOff } = ui.judgement;
  return (
    <>
      <CountExplanation />
      <ReviewControls
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
