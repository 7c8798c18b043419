/**
 * The strength a new player chooses at registration (or on the account page until their first
 * rated game): where their Glicko-2 rating starts, with a deviation wider than an
 * administrator's level has, since it is the player's own guess. The table is docs/ratings.md's.
 */
import type { Result } from '@tengen/core';
import { rankLabelFor, type StartingStrength, type StartingStrengthResponse } from '@tengen/protocol';
import type { GlickoState } from '../storage/rating-store.ts';
import type { Store } from '../storage/store.ts';
import { START_VOLATILITY } from './rating-model.ts';
import { AUTO_LEVEL, levelOfRating } from './rating-scale.ts';

/** A chosen strength's RD: wider than LEVELLED_START_RD (200), narrower than nothing known (350). */
export const CHOSEN_START_RD = 250;

/** The rating each strength starts at: the middle of that rank's band (EGF-like, 100 a rank). */
export const STARTING_STRENGTH_RATINGS: Readonly<Record<Exclude<StartingStrength, 'unknown'>, number>> = {
  /** ~20K: below the table's lowest rank, so shown as 15K until the rating climbs. */
  beginner: 150,
  '10k': 1150,
  '5k': 1650,
  '1d': 2150,
  /** ~3D and stronger: a strong player climbs quickly from here. */
  '3d': 2350,
};

/** The rating a strength starts from, and the level it shows; `unknown` has none (`Auto`). */
export function startOfStrength(strength: StartingStrength): { start: GlickoState | null; level: number } {
  if (strength === 'unknown') return { start: null, level: AUTO_LEVEL };
  const rating = STARTING_STRENGTH_RATINGS[strength];
  const level = levelOfRating(rating);
  return {
    start: { rating, rd: CHOSEN_START_RD, volatility: START_VOLATILITY, games: 0, startLevel: level },
    level,
  };
}

/** The strength a stored rating was started from; `unknown` when there is none or games moved it. */
export function strengthOfRating(rating: GlickoState | null): StartingStrength {
  if (rating === null || rating.games > 0) return 'unknown';
  const found = Object.entries(STARTING_STRENGTH_RATINGS).find(([, r]) => r === rating.rating);
  return found ? (found[0] as StartingStrength) : 'unknown';
}

/** The account page's view of a user's starting strength. */
export async function startingStrengthOf(store: Store, userId: number): Promise<StartingStrengthResponse> {
  const [rating, user] = await Promise.all([store.ratings.ratingOf(userId), store.userById(userId)]);
  const level = user?.rank ?? AUTO_LEVEL;
  return {
    strength: strengthOfRating(rating),
    changeable: rating === null || rating.games === 0,
    gamelevel: level,
    gamelevelname: rankLabelFor(level),
  };
}

/** Sets the starting strength; refused once a rated game has been played. */
export function chooseStartingStrength(
  store: Store,
  userId: number,
  strength: StartingStrength,
  at: number,
): Promise<Result<void, 'ALREADY_RATED'>> {
  const { start, level } = startOfStrength(strength);
  return store.ratings.setStartingRating(userId, start, level, at);
}
