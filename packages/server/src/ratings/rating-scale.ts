/**
 * Glicko ratings and the seed's levels (`users.rank`, the wire's `gamelevel`). Each rank of the
 * rank table is a band of 100 rating points, as on the EGF's scale: 15K from 600 (everything
 * below is 15K too), 1K from 2000, 1D from 2100, 9D from 2900. Inside a band the level value
 * moves in step from the rank's value to the next rank's, so the level says how far into its
 * rank a player is and `rankLabelFor` reads the rank off it; a new player's 1500 is 6K.
 */
import { RANKS, rankLabelFor } from '@tengen/protocol';

/** The level of an unrated (provisional) player: the table's `Auto`. */
export const AUTO_LEVEL = -101;
/** The rating where 15K starts; each further rank is `RATING_PER_RANK` higher. */
export const LOWEST_RANK_RATING = 600;
export const RATING_PER_RANK = 100;

/** The ranks of the table without `Auto`, weakest first: `[label, level value]`. */
const RANKED = RANKS.filter(([label]) => label !== 'Auto');
const TOP = RANKED.length - 1;

/** Where the band of the rank at `index` (0 = 15K) starts. */
function bandStart(index: number): number {
  return LOWEST_RANK_RATING + index * RATING_PER_RANK;
}

/** The level value for a rating: a whole number from -100 (15K) to 900 (9D). */
export function levelOfRating(rating: number): number {
  const index = Math.floor((rating - LOWEST_RANK_RATING) / RATING_PER_RANK);
  if (index < 0) return RANKED[0][1];
  if (index >= TOP) return RANKED[TOP][1];
  const from = RANKED[index][1];
  const to = RANKED[index + 1][1];
  const into = (rating - bandStart(index)) / RATING_PER_RANK;
  return Math.floor(from + into * (to - from));
}

/**
 * The rating a player starts from who already has a level (one an administrator gave): the
 * middle of the band of that level's rank. `Auto` has no band: null.
 */
export function ratingOfLevel(level: number): number | null {
  if (level <= AUTO_LEVEL) return null;
  const label = rankLabelFor(level);
  const index = RANKED.findIndex(([l]) => l === label);
  return bandStart(index) + RATING_PER_RANK / 2;
}
