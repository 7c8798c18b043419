/** The profile's rating chart data: x is the rated game's number (0 the start), y the rating after it. */
import type { UserRatingResponse } from '@tengen/protocol';

export type RatingSeries = [number[], number[]];

export function ratingSeries(answer: Pick<UserRatingResponse, 'start' | 'history'>): RatingSeries {
  if (answer.start === null || answer.history.length === 0) return [[], []];
  const games = [0, ...answer.history.map((_, i) => i + 1)];
  const ratings = [answer.start, ...answer.history.map((h) => h.rating)];
  return [games, ratings];
}

/** The y range: the ratings with some room, at least 100 points tall. */
export function ratingRange(ratings: readonly number[]): [number, number] {
  const low = Math.min(...ratings);
  const high = Math.max(...ratings);
  const pad = Math.max(25, (100 - (high - low)) / 2);
  return [Math.floor((low - pad) / 10) * 10, Math.ceil((high + pad) / 10) * 10];
}
