/**
 * A rated game's result changed after it was rated (an accepted complaint, docs/appeals.md):
 * its rating change is undone and done again with the new score. Later games are not replayed:
 * the difference the new score makes is added to each player's rating now and to the history
 * rows after the game, so the chart moves by it too, and each later game keeps its own change.
 */
import { sql } from 'kysely';
import type { Db } from './db.ts';
import { withRatings } from './rating-schema.ts';
import type { GlickoState, StoredRating } from './rating-store.ts';
import type { Dialect } from './types.ts';

/** One player of a game rated again: as the game found them, and as they are now. */
export interface RescoreSide {
  readonly userId: number;
  /** The rating the game started from. */
  readonly before: GlickoState;
  readonly now: StoredRating;
  /** `users.rank` now. */
  readonly level: number;
}

/** What the new score makes of one player: the rating difference and the level it leaves. */
export interface RescoredSide {
  readonly delta: number;
  readonly level: number;
}

/** The rating model for a changed result; pure. `from` and `to` are black's old and new score. */
export type RescoreGame = (
  black: RescoreSide,
  white: RescoreSide,
  from: 0 | 0.5 | 1,
  to: 0 | 0.5 | 1,
) => { readonly black: RescoredSide; readonly white: RescoredSide };

/**
 * Rates the play again with black's score `to`, in the caller's write transaction. False when
 * it was never rated, or was already rated with that score (then nothing changes).
 */
export async function rescorePlayIn(
  tx: Db,
  dialect: Dialect,
  playId: number,
  to: 0 | 0.5 | 1,
  rescore: RescoreGame,
): Promise<boolean> {
  const rdb = withRatings(tx);
  const rows = await rdb
    .selectFrom('rating_history')
    .selectAll()
    .where('play_id', '=', playId)
    .orderBy('color')
    .execute();
  if (rows.length !== 2) return false;
  const from = Number(rows[0].score) as 0 | 0.5 | 1;
  if (from === to) return false;
  const ids = rows.map((r) => r.user_id);
  // Locked in id order first, as ratePlay locks them, so a game being rated waits for this.
  const users = await rdb
    .selectFrom('users')
    .select(['id', 'rank'])
    .where('id', 'in', ids)
    .orderBy('id')
    .$if(dialect === 'postgres', (q) => q.forUpdate())
    .execute();
  const ratings = await rdb.selectFrom('ratings').selectAll().where('user_id', 'in', ids).execute();
  const side = (row: (typeof rows)[number]): RescoreSide => {
    const now = ratings.find((r) => r.user_id === row.user_id);
    if (now === undefined) throw new Error(`rated user ${row.user_id} has no rating`);
    return {
      userId: row.user_id,
      // The volatility before the game is not kept; the one after it differs from it very little,
      // and both scores are rated from it, so the same score gives no difference at all.
      before: {
        rating: Number(row.rating_before),
        rd: Number(row.rd_before),
        volatility: Number(row.volatility_after),
        games: row.games_after - 1,
        startLevel: now.start_level,
      },
      now: {
        rating: Number(now.rating),
        rd: Number(now.rd),
        volatility: Number(now.volatility),
        games: now.games,
        startLevel: now.start_level,
        ratedAt: Number(now.updated_at),
      },
      level: users.find((u) => u.id === row.user_id)?.rank ?? -101,
    };
  };
  const result = rescore(side(rows[0]), side(rows[1]), from, to);
  for (const [row, changed, score] of [
    [rows[0], result.black, to],
    [rows[1], result.white, 1 - to],
  ] as const) {
    const d = changed.delta;
    const later = await rdb
      .selectFrom('rating_history')
      .select('play_id')
      .where('user_id', '=', row.user_id)
      .where((eb) =>
        eb.or([eb('at', '>', row.at), eb.and([eb('at', '=', row.at), eb('play_id', '>', playId)])]),
      )
      .execute();
    await rdb
      .updateTable('rating_history')
      .set({
        score,
        rating_after: sql`rating_after + ${d}`,
        ...(later.length === 0 ? { level_after: changed.level } : {}),
      })
      .where('play_id', '=', playId)
      .where('user_id', '=', row.user_id)
      .execute();
    if (later.length > 0)
      await rdb
        .updateTable('rating_history')
        .set({ rating_before: sql`rating_before + ${d}`, rating_after: sql`rating_after + ${d}` })
        .where('user_id', '=', row.user_id)
        .where(
          'play_id',
          'in',
          later.map((l) => l.play_id),
        )
        .execute();
    await rdb
      .updateTable('ratings')
      .set({ rating: sql`rating + ${d}` })
      .where('user_id', '=', row.user_id)
      .execute();
    await rdb.updateTable('users').set({ rank: changed.level }).where('id', '=', row.user_id).execute();
  }
  return true;
}
