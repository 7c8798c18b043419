/** Rating a finished ranked game: the rating model put to the store's once-per-play update. */
import type { RatedSide, RateGame, RatePlayResult, RatingSide } from '../storage/rating-store.ts';
import type { Store } from '../storage/store.ts';
import { type GameScore, idleRating, levelFor, rateGame, startingRating } from './rating-model.ts';

/**
 * Both players of one game through Glicko-2, and the level each then has. A rated player's RD
 * first grows by the days since their last rated game.
 */
export const rateWithGlicko: RateGame = (black, white, blackScore, at) => {
  const before = ({ rating, level }: RatingSide) =>
    rating === null ? startingRating(level) : idleRating(rating, at - rating.ratedAt);
  const [b, w] = [before(black), before(white)];
  const after = rateGame(b, w, blackScore as GameScore);
  const side = (s: RatingSide, from: typeof b, to: typeof b): RatedSide => ({
    before: from,
    after: to,
    level: levelFor(to, s.level),
  });
  return { black: side(black, b, after.black), white: side(white, w, after.white) };
};

/**
 * Rates the play if it is a finished ranked game not rated yet: the players' ratings, history
 * and levels change once, however often this is called for it. Null when the play is not rated.
 */
export function rateFinishedPlay(store: Store, playId: number, at: number): Promise<RatePlayResult | null> {
  return store.ratings.ratePlay(playId, rateWithGlicko, at);
}
