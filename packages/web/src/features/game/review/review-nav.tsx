import { useTranslation } from 'react-i18next';
import { usePlayUi } from '../play-ui.tsx';
import { ReviewSteps } from './review-controls.tsx';
import { useReviewKeys } from './use-review-keys.ts';

/**
 * The review's navigation after the game, in the layout's own place beside or under the board
 * (play-layout.tsx), so stepping never needs the page to scroll: the step buttons, auto-play and
 * the place in the game. The arrow keys step too, even right after a click on the board.
 */
export function ReviewNav() {
  const { t } = useTranslation('review');
  const review = usePlayUi().review;
  useReviewKeys(review ? review.dispatch : null);
  if (!review) return null;
  return (
    <section className="tg-review tg-review--nav" aria-label={t('controls.label')}>
      <ReviewSteps state={review.state} dispatch={review.dispatch} />
    </section>
  );
}
