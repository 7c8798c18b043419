/**
 * The live classroom (docs/classroom.md): classes and the state a late joiner gets. Every change
 * of a class's shared state is written only if the class is still at the `seq` it was read at,
 * and moves `seq` on by one, so changes from several processes are stored in one order.
 */
import { err, ok, type Result } from '@tengen/core';
import type { ClassOp, ClassPenBatch, ClassRecord } from '@tengen/protocol';
import { type ClassDb, withClasses } from './class-schema.ts';
import { type Db, inWriteTransaction, isUniqueViolation } from './db.ts';
import { withProblems } from './problem-schema.ts';
import type { Dialect } from './types.ts';

export interface StoredVote {
  readonly no: number;
  readonly open: boolean;
  readonly lettered: boolean;
  readonly points: readonly string[];
  readonly answer: string;
}

export interface ClassListing {
  readonly id: number;
  readonly name: string;
  readonly teacherId: number;
  readonly teacher: string;
  readonly createdAt: number;
}

export interface StoredClass extends ClassListing {
  readonly seq: number;
  /** Null: an empty 19×19 board. */
  readonly record: ClassRecord | null;
  readonly ops: readonly ClassOp[];
  readonly penPoints: number;
  /** The latest vote, open or ended; null before the first. */
  readonly vote: StoredVote | null;
}

/** What one change writes besides moving `seq` on. */
export interface ClassChange {
  /** Null: back to an empty 19×19 board. */
  readonly record?: ClassRecord | null;
  readonly ops?: readonly ClassOp[];
  readonly vote?: StoredVote;
  /** A pen batch with its number of points. */
  readonly pen?: { readonly batch: ClassPenBatch; readonly points: number };
  readonly clearPen?: boolean;
}

export type ClassVoteRefusal = 'NO_VOTE' | 'ALREADY_VOTED';

export interface ClassStore {
  /** A new class; LIMIT when the teacher already has `limit`. */
  createClass(
    input: { teacherId: number; name: string; at: number },
    limit: number,
  ): Promise<Result<number, 'LIMIT'>>;
  classById(classId: number): Promise<StoredClass | null>;
  /** The classes the user teaches and those they joined, newest first. */
  classesOf(userId: number): Promise<{ teaching: ClassListing[]; joined: ClassListing[] }>;
  /** Notes the user as a member (once). */
  join(classId: number, userId: number, at: number): Promise<void>;
  /** Writes `change` if the class is still at `fromSeq`: the new seq, or null (another change came first). */
  change(classId: number, fromSeq: number, change: ClassChange): Promise<number | null>;
  /** A student's pick in the class's open vote `voteNo`, once. */
  vote(
    classId: number,
    voteNo: number,
    userId: number,
    point: string,
  ): Promise<Result<void, ClassVoteRefusal>>;
  /** Picks per point of one vote. */
  voteCounts(classId: number, voteNo: number): Promise<Record<string, number>>;
  /** The user's pick in one vote, or ''. */
  voteOf(classId: number, voteNo: number, userId: number): Promise<string>;
  /** The stored pen batches in order, those stored at `upTo` or before. */
  penOf(classId: number, upTo: number): Promise<ClassPenBatch[]>;
  /** A problem's data (JSON ProblemData) from the problem collections, to hand to a class. */
  problemData(problemId: number): Promise<string | null>;
}

export function classStore(db: Db, dialect: Dialect): ClassStore {
  const classes = withClasses(db);
  const write = <T>(work: (tx: ClassDb) => Promise<T>) =>
    inWriteTransaction(db, dialect, (tx) => work(withClasses(tx)));

  const listing = () =>
    classes
      .selectFrom('classes as c')
      .innerJoin('users as u', 'u.id', 'c.teacher_id')
      .select(['c.id', 'c.name', 'c.teacher_id', 'u.username', 'c.created_at']);

  return {
    async createClass(input, limit) {
      return write(async (tx) => {
        const { n } = await tx
          .selectFrom('classes')
          .select(({ fn }) => fn.countAll<number>().as('n'))
          .where('teacher_id', '=', input.teacherId)
          .executeTakeFirstOrThrow();
        if (Number(n) >= limit) return err('LIMIT' as const);
        const row = await tx
          .insertInto('classes')
          .values({ teacher_id: input.teacherId, name: input.name, created_at: input.at })
          .returning('id')
          .executeTakeFirstOrThrow();
        return ok(row.id);
      });
    },

    async classById(classId) {
      const row = await classes
        .selectFrom('classes as c')
        .innerJoin('users as u', 'u.id', 'c.teacher_id')
        .selectAll('c')
        .select('u.username')
        .where('c.id', '=', classId)
        .executeTakeFirst();
      if (!row) return null;
      return {
        id: row.id,
        name: row.name,
        teacherId: row.teacher_id,
        teacher: row.username,
        createdAt: Number(row.created_at),
        seq: row.seq,
        record: row.record === '' ? null : (JSON.parse(row.record) as ClassRecord),
        ops: JSON.parse(row.ops) as ClassOp[],
        penPoints: row.pen_points,
        vote:
          row.vote_no === 0
            ? null
            : {
                no: row.vote_no,
                open: row.vote_open === 1,
                lettered: row.vote_lettered === 1,
                points: JSON.parse(row.vote_points) as string[],
                answer: row.vote_answer,
              },
      };
    },

    async classesOf(userId) {
      const toListing = (r: {
        id: number;
        name: string;
        teacher_id: number;
        username: string;
        created_at: number;
      }): ClassListing => ({
        id: r.id,
        name: r.name,
        teacherId: r.teacher_id,
        teacher: r.username,
        createdAt: Number(r.created_at),
      });
      const [teaching, joined] = await Promise.all([
        listing().where('c.teacher_id', '=', userId).orderBy('c.id', 'desc').execute(),
        listing()
          .innerJoin('class_members as m', 'm.class_id', 'c.id')
          .where('m.user_id', '=', userId)
          .where('c.teacher_id', '<>', userId)
          .orderBy('c.id', 'desc')
          .execute(),
      ]);
      return { teaching: teaching.map(toListing), joined: joined.map(toListing) };
    },

    async join(classId, userId, at) {
      await classes
        .insertInto('class_members')
        .values({ class_id: classId, user_id: userId, joined_at: at })
        .onConflict((oc) => oc.columns(['class_id', 'user_id']).doNothing())
        .execute();
    },

    async change(classId, fromSeq, change) {
      return write(async (tx) => {
        const seq = fromSeq + 1;
        const vote = change.vote;
        const updated = await tx
          .updateTable('classes')
          .set((eb) => ({
            seq,
            ...(change.record !== undefined
              ? { record: change.record === null ? '' : JSON.stringify(change.record) }
              : {}),
            ...(change.ops !== undefined ? { ops: JSON.stringify(change.ops) } : {}),
            ...(vote
              ? {
                  vote_no: vote.no,
                  vote_open: vote.open ? 1 : 0,
                  vote_lettered: vote.lettered ? 1 : 0,
                  vote_points: JSON.stringify(vote.points),
                  vote_answer: vote.answer,
                }
              : {}),
            ...(change.clearPen ? { pen_points: 0 } : {}),
            ...(change.pen ? { pen_points: eb('pen_points', '+', change.pen.points) } : {}),
          }))
          .where('id', '=', classId)
          .where('seq', '=', fromSeq)
          .executeTakeFirst();
        if (Number(updated.numUpdatedRows) !== 1) return null;
        if (change.clearPen) await tx.deleteFrom('class_pen').where('class_id', '=', classId).execute();
        if (change.pen)
          await tx
            .insertInto('class_pen')
            .values({ class_id: classId, seq, batch: JSON.stringify(change.pen.batch) })
            .execute();
        return seq;
      });
    },

    async vote(classId, voteNo, userId, point) {
      try {
        return await write(async (tx) => {
          const open = await tx
            .selectFrom('classes')
            .select('id')
            .where('id', '=', classId)
            .where('vote_no', '=', voteNo)
            .where('vote_open', '=', 1)
            .executeTakeFirst();
          if (!open) return err('NO_VOTE' as const);
          await tx
            .insertInto('class_votes')
            .values({ class_id: classId, vote_no: voteNo, user_id: userId, point })
            .execute();
          return ok(undefined);
        });
      } catch (error) {
        if (isUniqueViolation(error)) return err('ALREADY_VOTED');
        throw error;
      }
    },

    async voteCounts(classId, voteNo) {
      const rows = await classes
        .selectFrom('class_votes')
        .select(({ fn }) => ['point', fn.countAll<number>().as('n')])
        .where('class_id', '=', classId)
        .where('vote_no', '=', voteNo)
        .groupBy('point')
        .orderBy('point')
        .execute();
      return Object.fromEntries(rows.map((r) => [r.point, Number(r.n)]));
    },

    async voteOf(classId, voteNo, userId) {
      const row = await classes
        .selectFrom('class_votes')
        .select('point')
        .where('class_id', '=', classId)
        .where('vote_no', '=', voteNo)
        .where('user_id', '=', userId)
        .executeTakeFirst();
      return row?.point ?? '';
    },

    async penOf(classId, upTo) {
      const rows = await classes
        .selectFrom('class_pen')
        .select('batch')
        .where('class_id', '=', classId)
        .where('seq', '<=', upTo)
        .orderBy('seq')
        .execute();
      return rows.map((r) => JSON.parse(r.batch) as ClassPenBatch);
    },

    async problemData(problemId) {
      const row = await withProblems(db)
        .selectFrom('problems')
        .select('data')
        .where('id', '=', problemId)
        .executeTakeFirst();
      return row?.data ?? null;
    },
  };
}
