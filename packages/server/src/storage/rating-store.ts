/** Storage of ratings (migration 008): the rating of each rated user and the history of rated games. */
import { err, ok, type Result } from '@tengen/core';
import type { Selectable } from 'kysely';
import { type Db, inWriteTransaction } from './db.ts';
import { type RatingDb, type RatingHistoryTable, withRatings } from './rating-schema.ts';
import type { Dialect } from './types.ts';

/** A Glicko-2 rating and what the level rules need of it. */
export interface GlickoState {
  readonly rating: number;
  readonly rd: number;
  readonly volatility: number;
  readonly games: number;
  /** The level when first rated: -101 (Auto) or one an administrator gave. */
  readonly startLevel: number;
}

/** A user's rating as stored: as of their last rated game. */
export interface StoredRating extends GlickoState {
  /** When the last rated game was rated, Unix ms. */
  readonly ratedAt: number;
}

/** One player of a game about to be rated: their rating (null before their first rated game) and level. */
export interface RatingSide {
  readonly userId: number;
  readonly rating: StoredRating | null;
  readonly level: number;
}

/** What the rating of one player comes to: where it started, where it ends, the level it gives. */
export interface RatedSide {
  readonly before: GlickoState;
  readonly after: GlickoState;
  readonly level: number;
}

/** The rating model, as a pure function from both players, black's score and the time. */
export type RateGame = (
  black: RatingSide,
  white: RatingSide,
  blackScore: 0 | 0.5 | 1,
  at: number,
) => { readonly black: RatedSide; readonly white: RatedSide };

/** One player of one rated game, as the history keeps it. */
export interface RatingChange {
  readonly playId: number;
  readonly userId: number;
  readonly username: string;
  readonly opponentId: number;
  readonly opponentName: string;
  /** 1 black, 2 white. */
  readonly color: 1 | 2;
  readonly score: number;
  readonly ratingBefore: number;
  readonly rdBefore: number;
  readonly ratingAfter: number;
  readonly rdAfter: number;
  readonly levelBefore: number;
  readonly levelAfter: number;
  readonly gamesAfter: number;
  readonly at: number;
}

export interface RatePlayResult {
  /** True when this call rated the game; false when it had been rated before (nothing changed). */
  readonly rated: boolean;
  /** Black's row, then white's. */
  readonly changes: readonly RatingChange[];
}

export interface RatingStore {
  /**
   * Rates a finished ranked game once: in one write transaction, reads both players' ratings
   * and levels, runs `rate`, stores both ratings, both history rows and both levels
   * (`users.rank`). A game rated before answers its rows and changes nothing; so does a second
   * call racing the first (the players' rows are locked first, on PostgreSQL). Null for a play
   * that is not a finished, ranked, non-test game.
   */
  ratePlay(playId: number, rate: RateGame, at: number): Promise<RatePlayResult | null>;
  /** The user's rating, or null before their first rated game. */
  ratingOf(userId: number): Promise<StoredRating | null>;
  /**
   * Sets where the user's rating starts and their level (`users.rank`) before any rated game,
   * in one write transaction: `start` null removes the rating (the level given is then the
   * table's `Auto`). Once the user has a rated game, nothing changes: ALREADY_RATED.
   */
  setStartingRating(
    userId: number,
    start: GlickoState | null,
    level: number,
    at: number,
  ): Promise<Result<void, 'ALREADY_RATED'>>;
  /** The user's rated games, oldest first; the newest `limit` of them. */
  historyOf(userId: number, limit: number): Promise<RatingChange[]>;
  /** The rows of one game (black's first); empty when it was not rated. */
  changesOf(playId: number): Promise<RatingChange[]>;
}

export function ratingStore(base: Db, dialect: Dialect): RatingStore {
  const db = withRatings(base);
  return {
    ratePlay: (playId, rate, at) =>
      inWriteTransaction(base, dialect, async (tx) => {
        const rdb = withRatings(tx);
        const play = await rdb
          .selectFrom('plays')
          .select(['black_id', 'white_id', 'result'])
          .where('id', '=', playId)
          .where('status', '=', 1)
          .where('ranked', '=', 1)
          .where('is_test', '=', 0)
          .where('result', 'in', [1, 2, 3])
          .executeTakeFirst();
        if (play === undefined) return null;
        const ids = [play.black_id, play.white_id];
        // Locked in id order, so two games of the same players rated at once wait for each other.
        const users = await rdb
          .selectFrom('users')
          .select(['id', 'rank'])
          .where('id', 'in', ids)
          .orderBy('id')
          .$if(dialect === 'postgres', (q) => q.forUpdate())
          .execute();
        const done = await changesIn(rdb, playId);
        if (done.length > 0) return { rated: false, changes: done };

        const ratings = await rdb.selectFrom('ratings').selectAll().where('user_id', 'in', ids).execute();
        const side = (userId: number): RatingSide => {
          const row = ratings.find((r) => r.user_id === userId);
          return {
            userId,
            level: users.find((u) => u.id === userId)?.rank ?? -101,
            rating: row === undefined ? null : toRating(row),
          };
        };
        const blackScore = play.result === 1 ? 1 : play.result === 2 ? 0 : 0.5;
        const [black, white] = [side(play.black_id), side(play.white_id)];
        const rated = rate(black, white, blackScore, at);
        const rows: RatingHistoryTable[] = [
          historyRow(playId, black, white.userId, 1, blackScore, rated.black, at),
          historyRow(playId, white, black.userId, 2, 1 - blackScore, rated.white, at),
        ];
        for (const [userId, r] of [
          [play.black_id, rated.black],
          [play.white_id, rated.white],
        ] as const) {
          const values = {
            rating: r.after.rating,
            rd: r.after.rd,
            volatility: r.after.volatility,
            games: r.after.games,
            start_level: r.after.startLevel,
            updated_at: at,
          };
          await rdb
            .insertInto('ratings')
            .values({ user_id: userId, ...values })
            .onConflict((oc) => oc.column('user_id').doUpdateSet(values))
            .execute();
          await rdb.updateTable('users').set({ rank: r.level }).where('id', '=', userId).execute();
        }
        await rdb.insertInto('rating_history').values(rows).execute();
        return { rated: true, changes: await changesIn(rdb, playId) };
      }),

    setStartingRating: (userId, start, level, at) =>
      inWriteTransaction(base, dialect, async (tx) => {
        const rdb = withRatings(tx);
        await rdb
          .selectFrom('users')
          .select('id')
          .where('id', '=', userId)
          .$if(dialect === 'postgres', (q) => q.forUpdate())
          .execute();
        const row = await rdb
          .selectFrom('ratings')
          .select('games')
          .where('user_id', '=', userId)
          .executeTakeFirst();
        if (row !== undefined && row.games > 0) return err('ALREADY_RATED' as const);
        if (start === null) await rdb.deleteFrom('ratings').where('user_id', '=', userId).execute();
        else {
          const values = {
            rating: start.rating,
            rd: start.rd,
            volatility: start.volatility,
            games: 0,
            start_level: start.startLevel,
            updated_at: at,
          };
          await rdb
            .insertInto('ratings')
            .values({ user_id: userId, ...values })
            .onConflict((oc) => oc.column('user_id').doUpdateSet(values))
            .execute();
        }
        await rdb.updateTable('users').set({ rank: level }).where('id', '=', userId).execute();
        return ok(undefined);
      }),

    ratingOf: async (userId) => {
      const row = await db.selectFrom('ratings').selectAll().where('user_id', '=', userId).executeTakeFirst();
      return row === undefined ? null : toRating(row);
    },

    historyOf: async (userId, limit) => {
      const rows = await withNames(db)
        .where('h.user_id', '=', userId)
        .orderBy('h.at', 'desc')
        .orderBy('h.play_id', 'desc')
        .limit(limit)
        .execute();
      return rows.reverse().map(toChange);
    },

    changesOf: (playId) => changesIn(db, playId),
  };
}

async function changesIn(db: RatingDb, playId: number): Promise<RatingChange[]> {
  const rows = await withNames(db).where('h.play_id', '=', playId).orderBy('h.color').execute();
  return rows.map(toChange);
}

/** History rows with the player's and the opponent's names. */
function withNames(db: RatingDb) {
  return db
    .selectFrom('rating_history as h')
    .innerJoin('users as u', 'u.id', 'h.user_id')
    .innerJoin('users as o', 'o.id', 'h.opponent_id')
    .selectAll('h')
    .select(['u.username as username', 'o.username as opponent_name']);
}

function historyRow(
  playId: number,
  side: RatingSide,
  opponentId: number,
  color: 1 | 2,
  score: number,
  rated: RatedSide,
  at: number,
): RatingHistoryTable {
  return {
    play_id: playId,
    user_id: side.userId,
    opponent_id: opponentId,
    color,
    score,
    rating_before: rated.before.rating,
    rd_before: rated.before.rd,
    rating_after: rated.after.rating,
    rd_after: rated.after.rd,
    volatility_after: rated.after.volatility,
    level_before: side.level,
    level_after: rated.level,
    games_after: rated.after.games,
    at,
  };
}

function toRating(row: {
  rating: number;
  rd: number;
  volatility: number;
  games: number;
  start_level: number;
  updated_at: number;
}): StoredRating {
  return {
    rating: Number(row.rating),
    rd: Number(row.rd),
    volatility: Number(row.volatility),
    games: row.games,
    startLevel: row.start_level,
    ratedAt: Number(row.updated_at),
  };
}

type NamedRow = Selectable<RatingHistoryTable> & { username: string; opponent_name: string };

function toChange(row: NamedRow): RatingChange {
  return {
    playId: row.play_id,
    userId: row.user_id,
    username: row.username,
    opponentId: row.opponent_id,
    opponentName: row.opponent_name,
    color: row.color === 1 ? 1 : 2,
    score: Number(row.score),
    ratingBefore: Number(row.rating_before),
    rdBefore: Number(row.rd_before),
    ratingAfter: Number(row.rating_after),
    rdAfter: Number(row.rd_after),
    levelBefore: row.level_before,
    levelAfter: row.level_after,
    gamesAfter: row.games_after,
    at: Number(row.at),
  };
}
