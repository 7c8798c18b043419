/**
 * Problems (docs/problems.md): collections, problems, attempts and each user's progress.
 * Loading a collection and recording an attempt each run in one write transaction: a collection
 * loaded by several processes at once is written once, and an attempt and its progress row are
 * written together or not at all.
 */
import { err, ok, type Result } from '@tengen/core';
import { sql } from 'kysely';
import { type Db, inWriteTransaction } from './db.ts';
import { type ProblemDb, withProblems } from './problem-schema.ts';
import { problemReads } from './problem-store-reads.ts';
import type { Dialect } from './types.ts';

export interface StoredCollection {
  readonly id: string;
  readonly name: string;
  readonly description: string;
  readonly source: string;
  readonly licence: string;
  readonly position: number;
  readonly problems: number;
}

export interface StoredProblem {
  readonly id: number;
  readonly collectionId: string;
  readonly number: number;
  readonly kind: string;
  readonly prompt: string;
  /** The PuzzleData as JSON text. */
  readonly data: string;
}

/** A collection as a file gives it, with the hash of the file's text. */
export interface CollectionToLoad {
  readonly id: string;
  readonly name: string;
  readonly description: string;
  readonly source: string;
  readonly licence: string;
  readonly position: number;
  readonly contentHash: string;
  readonly problems: readonly { number: number; kind: string; prompt: string; data: string }[];
}

export type LoadOutcome = 'inserted' | 'updated' | 'unchanged';

export interface ProblemProgress {
  readonly problemId: number;
  readonly attempts: number;
  readonly solved: number;
  readonly failed: number;
  readonly bestMs: number | null;
  readonly lastResult: string;
}

export interface NewAttempt {
  readonly problemId: number;
  readonly userId: number;
  readonly result: 'correct' | 'wrong' | 'variation';
  readonly moves: readonly string[];
  readonly ms: number;
  readonly assignmentId: number | null;
  readonly at: number;
}

/** A user's numbers in one collection (problems solved, tried and never solved, attempts, time). */
export interface CollectionProgress {
  readonly collectionId: string;
  readonly solved: number;
  readonly failed: number;
  readonly attempts: number;
  readonly ms: number;
}

export interface ProblemStore {
  /**
   * Writes a collection: a new one with its problems; a changed one (another hash) updated in
   * place by number, so problem ids (and the attempts and progress on them) stay; the same
   * one not at all. Problems no longer in the file stay, as attempts and assignments name them.
   */
  loadCollection(collection: CollectionToLoad, at: number): Promise<LoadOutcome>;
  /** In their order, with how many problems each has. */
  collections(): Promise<StoredCollection[]>;
  collectionById(id: string): Promise<StoredCollection | null>;
  /** By number. */
  problemsOf(collectionId: string): Promise<StoredProblem[]>;
  problemByNumber(collectionId: string, number: number): Promise<StoredProblem | null>;
  problemById(id: number): Promise<StoredProblem | null>;
  /** The numbers before and after `number` in the collection, null at the ends. */
  neighboursOf(
    collectionId: string,
    number: number,
  ): Promise<{ previous: number | null; next: number | null }>;
  /** The user's progress on the collection's problems (only those tried). */
  progressIn(userId: number, collectionId: string): Promise<ProblemProgress[]>;
  progressOn(userId: number, problemId: number): Promise<ProblemProgress | null>;
  /** Per collection the user has tried. */
  progressByCollection(userId: number): Promise<CollectionProgress[]>;
  /**
   * Records an attempt and updates the user's progress on the problem, in one transaction.
   * RATE_LIMITED (nothing written) when the user has recorded `perMinute` attempts in the
   * minute before `at`; a user's attempts are serialized, so the limit holds under concurrency.
   */
  recordAttempt(attempt: NewAttempt, perMinute: number): Promise<Result<ProblemProgress, 'RATE_LIMITED'>>;
}

/** PostgreSQL: one lock for every process that loads collections at start. */
const LOAD_LOCK = 0x7e46_0012;

export function problemStore(db: Db, dialect: Dialect): ProblemStore {
  const problems = withProblems(db);
  const write = <T>(work: (tx: ProblemDb) => Promise<T>) =>
    inWriteTransaction(db, dialect, (tx) => work(withProblems(tx)));
  const read = problemReads(problems);

  return {
    ...read,

    loadCollection: (c, at) =>
      write(async (tx) => {
        if (dialect === 'postgres') await sql`select pg_advisory_xact_lock(${LOAD_LOCK})`.execute(tx);
        const held = await tx
          .selectFrom('problem_collections')
          .select('content_hash')
          .where('id', '=', c.id)
          .executeTakeFirst();
        if (held?.content_hash === c.contentHash) return 'unchanged';
        const fields = {
          name: c.name,
          description: c.description,
          source: c.source,
          licence: c.licence,
          position: c.position,
          content_hash: c.contentHash,
        };
        if (held) await tx.updateTable('problem_collections').set(fields).where('id', '=', c.id).execute();
        else
          await tx
            .insertInto('problem_collections')
            .values({ id: c.id, ...fields, created_at: at })
            .execute();
        const existing = new Set(
          (await tx.selectFrom('problems').select('number').where('collection_id', '=', c.id).execute()).map(
            (r) => r.number,
          ),
        );
        const fresh = c.problems.filter((p) => !existing.has(p.number));
        for (let i = 0; i < fresh.length; i += 200)
          await tx
            .insertInto('problems')
            .values(fresh.slice(i, i + 200).map((p) => ({ collection_id: c.id, ...p })))
            .execute();
        for (const p of c.problems.filter((p) => existing.has(p.number)))
          await tx
            .updateTable('problems')
            .set({ kind: p.kind, prompt: p.prompt, data: p.data })
            .where('collection_id', '=', c.id)
            .where('number', '=', p.number)
            .execute();
        return held ? 'updated' : 'inserted';
      }),

    recordAttempt: (a, perMinute) =>
      write(async (tx) => {
        if (dialect === 'postgres')
          await tx.selectFrom('users').select('id').where('id', '=', a.userId).forUpdate().execute();
        const recent = await tx
          .selectFrom('problem_attempts')
          .select(({ fn }) => fn.countAll<number>().as('n'))
          .where('user_id', '=', a.userId)
          .where('created_at', '>', a.at - 60_000)
          .executeTakeFirstOrThrow();
        if (Number(recent.n) >= perMinute) return err('RATE_LIMITED' as const);
        await tx
          .insertInto('problem_attempts')
          .values({
            problem_id: a.problemId,
            user_id: a.userId,
            result: a.result,
            moves: a.moves.join(','),
            ms: a.ms,
            assignment_id: a.assignmentId,
            created_at: a.at,
          })
          .execute();
        const success = a.result !== 'wrong';
        const best = success ? a.ms : null;
        await tx
          .insertInto('problem_progress')
          .values({
            user_id: a.userId,
            problem_id: a.problemId,
            attempts: 1,
            solved: success ? 1 : 0,
            failed: success ? 0 : 1,
            best_ms: best,
            last_result: a.result,
            updated_at: a.at,
          })
          .onConflict((oc) =>
            oc.columns(['user_id', 'problem_id']).doUpdateSet({
              attempts: sql`problem_progress.attempts + 1`,
              solved: sql`problem_progress.solved + ${success ? 1 : 0}`,
              failed: sql`problem_progress.failed + ${success ? 0 : 1}`,
              best_ms: success
                ? sql`case when problem_progress.best_ms is null or problem_progress.best_ms > ${a.ms} then ${a.ms} else problem_progress.best_ms end`
                : sql`problem_progress.best_ms`,
              last_result: a.result,
              updated_at: a.at,
            }),
          )
          .execute();
        const row = await tx
          .selectFrom('problem_progress')
          .selectAll()
          .where('user_id', '=', a.userId)
          .where('problem_id', '=', a.problemId)
          .executeTakeFirstOrThrow();
        return ok({
          problemId: row.problem_id,
          attempts: row.attempts,
          solved: row.solved,
          failed: row.failed,
          bestMs: row.best_ms,
          lastResult: row.last_result,
        });
      }),
  };
}
