/** The rating calls' answers (the protocol's `http/ratings.ts`) from what the store keeps. */
import { type CurrentRating, type PlayRatingChange, type RatingPoint, rankLabelFor } from '@tengen/protocol';
import type { RatingChange, StoredRating } from '../storage/rating-store.ts';
import { idleRating, isProvisional, PROVISIONAL_GAMES } from './rating-model.ts';

const level = (value: number) => ({ gamelevel: value, gamelevelname: rankLabelFor(value) });

/** A user's rating as of `now`: the RD grown by the days since their last rated game. */
export function currentRating(stored: StoredRating, userLevel: number, now: number): CurrentRating {
  const rating = idleRating(stored, now - stored.ratedAt);
  return {
    ...level(userLevel),
    rating: Math.round(rating.rating),
    rd: Math.round(rating.rd),
    games: rating.games,
    provisional: isProvisional(rating),
    provisionalgames: PROVISIONAL_GAMES,
  };
}

export function ratingPoint(change: RatingChange): RatingPoint {
  return {
    ...level(change.levelAfter),
    playid: change.playId,
    t: change.at,
    rating: Math.round(change.ratingAfter),
    rd: Math.round(change.rdAfter),
    delta: Math.round(change.ratingAfter) - Math.round(change.ratingBefore),
    score: change.score,
    opponent: change.opponentName,
  };
}

/** `startLevel` is the player's: whether they are still provisional after this game. */
export function playRatingChange(change: RatingChange, startLevel: number): PlayRatingChange {
  return {
    userid: change.userId,
    username: change.username,
    color: change.color,
    before: { ...level(change.levelBefore), rating: Math.round(change.ratingBefore) },
    after: { ...level(change.levelAfter), rating: Math.round(change.ratingAfter) },
    delta: Math.round(change.ratingAfter) - Math.round(change.ratingBefore),
    provisional: isProvisional({ startLevel, games: change.gamesAfter, rating: 0, rd: 0, volatility: 0 }),
    games: change.gamesAfter,
  };
}
