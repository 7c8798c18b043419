/** The rating model for a result changed after the game was rated (docs/appeals.md, docs/ratings.md). */
import type { RescoreGame, RescoreSide } from '../storage/rating-rescore.ts';
import { type GameScore, levelFor, rateGame } from './rating-model.ts';

/**
 * Both scores rated from where the game found the players; each player's difference is what
 * the new score gives minus what the old one gave. The level follows the rating now moved by it.
 */
export const rescoreWithGlicko: RescoreGame = (black, white, from, to) => {
  const old = rateGame(black.before, white.before, from as GameScore);
  const next = rateGame(black.before, white.before, to as GameScore);
  const side = (s: RescoreSide, was: number, is: number) => {
    const delta = is - was;
    return { delta, level: levelFor({ ...s.now, rating: s.now.rating + delta }, s.level) };
  };
  return {
    black: side(black, old.black.rating, next.black.rating),
    white: side(white, old.white.rating, next.white.rating),
  };
};
