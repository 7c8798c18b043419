/** Complaints about games (docs/appeals.md): filed, judged, refunded through the ledger. */
import { err, ok, type Result } from '@tengen/core';
import type { Selectable } from 'kysely';
import { type AppealDb, type AppealsTable, withAppeals } from './appeal-schema.ts';
import { changeBeansIn } from './beans.ts';
import { type Db, inWriteTransaction, isUniqueViolation } from './db.ts';
import { changePlayOutcome } from './plays.ts';
import { type RescoreGame, rescorePlayIn } from './rating-rescore.ts';
import type { Dialect } from './types.ts';

export interface StoredAppeal {
  readonly id: number;
  readonly playId: number;
  readonly userId: number;
  readonly username: string;
  readonly reason: 1 | 2 | 100;
  readonly content: string;
  /** 0 under review, 1 rejected, 2 accepted. */
  readonly status: 0 | 1 | 2;
  readonly round: 1 | 2;
  readonly cost: number;
  readonly refunded: number;
  readonly createdAt: number;
  readonly decidedAt: number | null;
  readonly decidedBy: number | null;
  /** The result set on accepting it (0 none). */
  readonly verdict: 0 | 1 | 2 | 3;
  /** The game's result before that verdict; 0 when the verdict changed nothing. */
  readonly previousResult: 0 | 1 | 2 | 3;
}

export interface NewAppeal {
  readonly playId: number;
  readonly userId: number;
  readonly reason: 1 | 2 | 100;
  readonly content: string;
  readonly cost: number;
  readonly at: number;
}

export interface AppealRuling {
  readonly appealId: number;
  readonly byUserId: number;
  readonly accept: boolean;
  /** Beans given back on acceptance (once per complaint). */
  readonly refund: number;
  /** On acceptance, the game's new result (1 black, 2 white, 3 draw); absent: unchanged. */
  readonly verdict?: 1 | 2 | 3;
  /** How a rated game's ratings follow a changed result. */
  readonly rescore: RescoreGame;
  readonly at: number;
}

export type FileError = 'ALREADY_FILED' | 'INSUFFICIENT_BEANS';
export type DecideError = 'NO_SUCH_APPEAL' | 'ALREADY_DECIDED' | 'GAME_NOT_FINISHED';
export type RejudgeError = 'NO_SUCH_APPEAL' | 'NOT_REJECTED' | 'ALREADY_REJUDGED';

export interface AppealStore {
  /**
   * Files a complaint and takes its cost through the ledger, in one write transaction. A
   * player's second complaint about a game answers ALREADY_FILED, a balance short of the
   * cost INSUFFICIENT_BEANS; either changes nothing.
   */
  file(appeal: NewAppeal): Promise<Result<StoredAppeal, FileError>>;
  byId(id: number): Promise<StoredAppeal | null>;
  /** The complaints about one game, oldest first. */
  ofPlay(playId: number): Promise<StoredAppeal[]>;
  /** A user's complaints, newest first. */
  ofUser(userId: number, limit: number): Promise<StoredAppeal[]>;
  /** The complaints under review across the site, oldest first. */
  reviewing(limit: number): Promise<StoredAppeal[]>;
  /**
   * Decides a complaint under review, in one write transaction: its status; on acceptance the
   * refund (a ledger row) and, with a verdict, the game's result, the players' counts and a
   * rated game's ratings. A decided complaint answers ALREADY_DECIDED and changes nothing, so
   * deciding twice, or two judges at once, decides once.
   */
  decide(decision: AppealRuling): Promise<Result<StoredAppeal, DecideError>>;
  /** A rejected complaint under review again (round 2), once. */
  rejudge(appealId: number, at: number): Promise<Result<StoredAppeal, RejudgeError>>;
}

/** Thrown inside a transaction to roll it back: the cost could not be taken. */
class ShortOfBeans extends Error {}
/** Thrown inside a transaction to roll it back: the game has no result to change. */
class NotFinished extends Error {}

export function appealStore(base: Db, dialect: Dialect): AppealStore {
  const db = withAppeals(base);
  return {
    file: async (appeal) => {
      try {
        return await inWriteTransaction(base, dialect, async (tx) => {
          const adb = withAppeals(tx);
          const filed = await adb
            .insertInto('appeals')
            .values({
              play_id: appeal.playId,
              user_id: appeal.userId,
              reason: appeal.reason,
              content: appeal.content,
              cost: appeal.cost,
              created_at: appeal.at,
            })
            .returning('id')
            .executeTakeFirstOrThrow();
          if (appeal.cost > 0) {
            const paid = await changeBeansIn(tx, {
              userId: appeal.userId,
              delta: -appeal.cost,
              reason: 'complaint',
              reference: `appeal:${filed.id}`,
              at: appeal.at,
            });
            if (!paid.ok) throw new ShortOfBeans();
          }
          return ok(await appealIn(adb, filed.id));
        });
      } catch (error) {
        if (error instanceof ShortOfBeans) return err('INSUFFICIENT_BEANS');
        if (isUniqueViolation(error)) return err('ALREADY_FILED');
        throw error;
      }
    },

    byId: async (id) => {
      const row = await named(db).where('a.id', '=', id).executeTakeFirst();
      return row === undefined ? null : toAppeal(row);
    },

    ofPlay: async (playId) =>
      (await named(db).where('a.play_id', '=', playId).orderBy('a.id').execute()).map(toAppeal),

    ofUser: async (userId, limit) =>
      (await named(db).where('a.user_id', '=', userId).orderBy('a.id', 'desc').limit(limit).execute()).map(
        toAppeal,
      ),

    reviewing: async (limit) =>
      (await named(db).where('a.status', '=', 0).orderBy('a.id').limit(limit).execute()).map(toAppeal),

    decide: async (d) => {
      try {
        return await inWriteTransaction(base, dialect, (tx) => decideIn(tx, dialect, d));
      } catch (error) {
        if (error instanceof NotFinished) return err('GAME_NOT_FINISHED');
        throw error;
      }
    },

    rejudge: (appealId, _at) =>
      inWriteTransaction(base, dialect, async (tx) => {
        const adb = withAppeals(tx);
        const row = await adb.selectFrom('appeals').selectAll().where('id', '=', appealId).executeTakeFirst();
        if (row === undefined) return err('NO_SUCH_APPEAL');
        if (row.status !== 1) return err('NOT_REJECTED');
        if (row.round !== 1) return err('ALREADY_REJUDGED');
        await adb
          .updateTable('appeals')
          .set({ status: 0, round: 2, decided_at: null, decided_by: null })
          .where('id', '=', appealId)
          .where('status', '=', 1)
          .where('round', '=', 1)
          .execute();
        return ok(await appealIn(adb, appealId));
      }),
  };
}

async function decideIn(
  tx: Db,
  dialect: Dialect,
  d: AppealRuling,
): Promise<Result<StoredAppeal, DecideError>> {
  const adb = withAppeals(tx);
  const before = await adb.selectFrom('appeals').selectAll().where('id', '=', d.appealId).executeTakeFirst();
  if (before === undefined) return err('NO_SUCH_APPEAL');
  // Only a complaint still under review is decided, and this update is the first write: a second
  // judge at the same time waits for the row, then finds it decided and changes nothing.
  const moved = await adb
    .updateTable('appeals')
    .set({ status: d.accept ? 2 : 1, decided_at: d.at, decided_by: d.byUserId })
    .where('id', '=', d.appealId)
    .where('status', '=', 0)
    .returning('id')
    .executeTakeFirst();
  if (moved === undefined) return err('ALREADY_DECIDED');
  if (d.accept && d.verdict !== undefined) {
    const changed = await changePlayOutcome(tx, dialect, before.play_id, d.verdict);
    if (changed === null) throw new NotFinished();
    const score = d.verdict === 1 ? 1 : d.verdict === 2 ? 0 : 0.5;
    if (changed.changed) await rescorePlayIn(tx, dialect, before.play_id, score, d.rescore);
    await adb
      .updateTable('appeals')
      .set({ verdict: d.verdict, previous_result: changed.changed ? changed.previous : 0 })
      .where('id', '=', d.appealId)
      .execute();
  }
  const refund = Math.min(d.refund, before.cost) - before.refunded;
  if (d.accept && refund > 0) {
    const given = await changeBeansIn(tx, {
      userId: before.user_id,
      delta: refund,
      reason: 'complaint_refund',
      reference: `appeal:${before.id}`,
      at: d.at,
    });
    if (!given.ok) throw new Error(`refund of appeal ${before.id}: ${given.error}`);
    await adb
      .updateTable('appeals')
      .set({ refunded: before.refunded + refund })
      .where('id', '=', d.appealId)
      .execute();
  }
  return ok(await appealIn(adb, d.appealId));
}

function named(db: AppealDb) {
  return db
    .selectFrom('appeals as a')
    .innerJoin('users as u', 'u.id', 'a.user_id')
    .selectAll('a')
    .select('u.username as username');
}

async function appealIn(db: AppealDb, id: number): Promise<StoredAppeal> {
  return toAppeal(await named(db).where('a.id', '=', id).executeTakeFirstOrThrow());
}

function toAppeal(row: Selectable<AppealsTable> & { username: string }): StoredAppeal {
  return {
    id: row.id,
    playId: row.play_id,
    userId: row.user_id,
    username: row.username,
    reason: row.reason as StoredAppeal['reason'],
    content: row.content,
    status: row.status as StoredAppeal['status'],
    round: row.round === 2 ? 2 : 1,
    cost: row.cost,
    refunded: row.refunded,
    createdAt: Number(row.created_at),
    decidedAt: row.decided_at === null ? null : Number(row.decided_at),
    decidedBy: row.decided_by,
    verdict: row.verdict as StoredAppeal['verdict'],
    previousResult: row.previous_result as StoredAppeal['previousResult'],
  };
}
