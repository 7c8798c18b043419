/** The tables of migration 008 as Kysely sees them; `withRatings` adds them to the schema. */
import type { Kysely } from 'kysely';
import type { Db } from './db.ts';
import type { Database } from './schema.ts';

/** A rated user's current Glicko-2 rating. */
export interface RatingsTable {
  user_id: number;
  rating: number;
  rd: number;
  volatility: number;
  games: number;
  /** The user's level when first rated: -101 (Auto) or one an administrator gave. */
  start_level: number;
  updated_at: number;
}

/** One player of one rated game: the rating and level before and after it. */
export interface RatingHistoryTable {
  play_id: number;
  user_id: number;
  opponent_id: number;
  /** 1 black, 2 white. */
  color: number;
  /** 1 won, 0.5 draw, 0 lost. */
  score: number;
  rating_before: number;
  rd_before: number;
  rating_after: number;
  rd_after: number;
  volatility_after: number;
  /** `users.rank` before and after the game. */
  level_before: number;
  level_after: number;
  games_after: number;
  at: number;
}

export type RatingTables = {
  ratings: RatingsTable;
  rating_history: RatingHistoryTable;
};

export type RatingDb = Kysely<Database & RatingTables>;

export function withRatings(db: Db): RatingDb {
  return db.withTables<RatingTables>();
}
