/**
 * Storage of game analysis (migrations 002, 006): jobs a runner takes from the database, the results
 * of each analysed move, ask-a-move answers, and the free-or-charged record of each analysis.
 */
import { err, ok, type Result } from '@tengen/core';
import { type Selectable, sql } from 'kysely';
import type { AnalysisJobsTable, AnalysisRequestsTable } from './analysis-schema.ts';
import { type AnalysisDb, withAnalysis } from './analysis-schema.ts';
import type {
  AnalysedStep,
  AnalysisJob,
  AnalysisRequest,
  AnalysisRequestRecord,
  AnalysisStart,
  AskRecord,
  NewAsk,
} from './analysis-types.ts';
import { type Db, inWriteTransaction, isUniqueViolation } from './db.ts';
import type { Dialect } from './types.ts';

export interface AnalysisStore {
  /**
   * Queues the play's analysis for a user, in one transaction: nothing is charged when the play
   * already has a job (a failed one is queued again); otherwise the user's requests of the day
   * decide free or charged (`price` beans through the ledger). INSUFFICIENT_BEANS changes nothing.
   */
  startAnalysis(request: AnalysisRequest): Promise<Result<AnalysisStart, 'INSUFFICIENT_BEANS'>>;
  /** Analyses the user started (free or charged) in the quota day beginning at `dayStart`. */
  analysesOn(userId: number, dayStart: number): Promise<number>;
  requestsOf(userId: number): Promise<AnalysisRequestRecord[]>;
  jobOfPlay(playId: number): Promise<AnalysisJob | null>;
  jobById(id: number): Promise<AnalysisJob | null>;
  /** Jobs queued or running, oldest first (the runner takes them in this order). */
  unfinishedJobs(): Promise<AnalysisJob[]>;
  /**
   * Takes the oldest queued job for the process `node` (its `server_nodes` id): the job becomes
   * running, claimed by `node`, with one more attempt. Concurrent claims, from this process or
   * others, never take the same job (SQLite: one writer at a time; PostgreSQL: the row is locked
   * and others skip it).
   */
  claimNextJob(at: number, node: string): Promise<AnalysisJob | null>;
  /**
   * Puts back (queued, attempts and progress kept) the running jobs whose claimer is lost: its
   * claim is null, or it has no `server_nodes` row with `beat_at >= aliveSince`. The jobs of a
   * process that beat at or after `aliveSince` stay running. One UPDATE; answers how many.
   */
  requeueOrphans(at: number, aliveSince: number): Promise<number>;
  /** Stores one analysed move (again: ignored) and sets the job's progress to the moves stored. */
  saveStep(jobId: number, step: AnalysedStep, at: number): Promise<number>;
  stepsOf(jobId: number): Promise<AnalysedStep[]>;
  /** When each move was stored (tests of resuming). */
  stepTimes(jobId: number): Promise<Map<number, number>>;
  /*
   * The three ends of a run below change the job only while `node` still holds it (running and
   * claimed by `node`): a process that was taken for lost, and whose job another process took
   * over, cannot end that job when it comes back. Each answers whether it changed the job.
   */
  finishJob(jobId: number, node: string, at: number): Promise<boolean>;
  /** Records the error; `retry` queues the job again, else it is failed. */
  failJob(jobId: number, node: string, error: string, at: number, retry: boolean): Promise<boolean>;
  /** A running job back to queued without counting a failure (a runner stopping). */
  releaseJob(jobId: number, node: string, at: number): Promise<boolean>;

  addAsk(ask: NewAsk): Promise<AskRecord>;
  /** The user's asks on the play that are not deleted, oldest first. */
  asksOf(userId: number, playId: number): Promise<AskRecord[]>;
  /** Every ask the user made on the play, deleted ones included. */
  askCount(userId: number, playId: number): Promise<number>;
  deleteAsk(id: number, userId: number): Promise<Result<void, 'NO_SUCH_ASK' | 'NOT_YOURS'>>;
}

const toTenths = (points: number) => Math.round(points * 10);

/** Whether an UPDATE changed a row. */
const held = (result: { numUpdatedRows: bigint }) => result.numUpdatedRows > 0n;

export function analysisStore(base: Db, dialect: Dialect): AnalysisStore {
  const db = withAnalysis(base);

  const jobById = async (id: number) =>
    jobFrom(await db.selectFrom('analysis_jobs').selectAll().where('id', '=', id).executeTakeFirst());

  return {
    startAnalysis: async (request) => {
      try {
        return await inWriteTransaction(base, dialect, (tx) => startIn(withAnalysis(tx), dialect, request));
      } catch (error) {
        // Two first requests for one play at once: the other one created the job.
        if (!isUniqueViolation(error)) throw error;
        return inWriteTransaction(base, dialect, (tx) => startIn(withAnalysis(tx), dialect, request));
      }
    },

    analysesOn: (userId, dayStart) => countRequests(db, userId, dayStart),

    requestsOf: async (userId) => {
      const rows = await db
        .selectFrom('analysis_requests')
        .selectAll()
        .where('user_id', '=', userId)
        .orderBy('id')
        .execute();
      return rows.map(requestFrom);
    },

    jobOfPlay: async (playId) =>
      jobFrom(
        await db.selectFrom('analysis_jobs').selectAll().where('play_id', '=', playId).executeTakeFirst(),
      ),

    jobById,

    unfinishedJobs: async () => {
      const rows = await db
        .selectFrom('analysis_jobs')
        .selectAll()
        .where('status', 'in', ['queued', 'running'])
        .orderBy('id')
        .execute();
      return rows.map((row) => jobFrom(row) as AnalysisJob);
    },

    claimNextJob: (at, node) =>
      inWriteTransaction(base, dialect, async (tx) => {
        const adb = withAnalysis(tx);
        // One row: FOR UPDATE locks every row the query answers, and other claimers skip them all.
        let query = adb
          .selectFrom('analysis_jobs')
          .select('id')
          .where('status', '=', 'queued')
          .orderBy('id')
          .limit(1);
        if (dialect === 'postgres') query = query.forUpdate().skipLocked();
        const next = await query.executeTakeFirst();
        if (next === undefined) return null;
        const row = await adb
          .updateTable('analysis_jobs')
          .set({ status: 'running', attempts: sql`attempts + 1`, claimed_by: node, updated_at: at })
          .where('id', '=', next.id)
          .returningAll()
          .executeTakeFirstOrThrow();
        return jobFrom(row);
      }),

    requeueOrphans: async (at, aliveSince) => {
      const rows = await db
        .updateTable('analysis_jobs')
        .set({ status: 'queued', updated_at: at })
        .where('status', '=', 'running')
        .where((eb) =>
          eb.or([
            eb('claimed_by', 'is', null),
            eb.not(
              eb.exists(
                eb
                  .selectFrom('server_nodes')
                  .select('server_nodes.node_id')
                  .whereRef('server_nodes.node_id', '=', 'analysis_jobs.claimed_by')
                  .where('server_nodes.beat_at', '>=', aliveSince),
              ),
            ),
          ]),
        )
        .returning('id')
        .execute();
      return rows.length;
    },

    saveStep: async (jobId, step, at) => {
      await db
        .insertInto('analysis_steps')
        .values({
          job_id: jobId,
          step: step.step,
          lead_tenths: toTenths(step.lead),
          mpt: step.mpt,
          mlead_tenths: toTenths(step.mlead),
          at,
        })
        .onConflict((oc) => oc.columns(['job_id', 'step']).doNothing())
        .execute();
      const counted = await db
        .updateTable('analysis_jobs')
        .set({
          progress: (eb) =>
            eb
              .selectFrom('analysis_steps')
              .select(eb.fn.countAll<number>().as('n'))
              .where('job_id', '=', jobId),
          updated_at: at,
        })
        .where('id', '=', jobId)
        .returning('progress')
        .executeTakeFirstOrThrow();
      return Number(counted.progress);
    },

    stepsOf: async (jobId) => {
      const rows = await db
        .selectFrom('analysis_steps')
        .selectAll()
        .where('job_id', '=', jobId)
        .orderBy('step')
        .execute();
      return rows.map((r) => ({
        step: r.step,
        lead: r.lead_tenths / 10,
        mpt: r.mpt,
        mlead: r.mlead_tenths / 10,
      }));
    },

    stepTimes: async (jobId) => {
      const rows = await db
        .selectFrom('analysis_steps')
        .select(['step', 'at'])
        .where('job_id', '=', jobId)
        .execute();
      return new Map(rows.map((r) => [r.step, Number(r.at)]));
    },

    finishJob: async (jobId, node, at) =>
      held(
        await db
          .updateTable('analysis_jobs')
          .set({ status: 'done', error: '', updated_at: at, finished_at: at })
          .where('id', '=', jobId)
          .where('status', '=', 'running')
          .where('claimed_by', '=', node)
          .executeTakeFirst(),
      ),

    failJob: async (jobId, node, error, at, retry) =>
      held(
        await db
          .updateTable('analysis_jobs')
          .set({
            status: retry ? 'queued' : 'failed',
            error: error.slice(0, 1000),
            updated_at: at,
            finished_at: retry ? null : at,
          })
          .where('id', '=', jobId)
          .where('status', '=', 'running')
          .where('claimed_by', '=', node)
          .executeTakeFirst(),
      ),

    releaseJob: async (jobId, node, at) =>
      held(
        await db
          .updateTable('analysis_jobs')
          .set({ status: 'queued', updated_at: at })
          .where('id', '=', jobId)
          .where('status', '=', 'running')
          .where('claimed_by', '=', node)
          .executeTakeFirst(),
      ),

    addAsk: async (ask) => {
      const row = await db
        .insertInto('analysis_asks')
        .values({
          user_id: ask.userId,
          play_id: ask.playId,
          step: ask.step,
          testpos: JSON.stringify(ask.testpos),
          moves: JSON.stringify(ask.moves),
          ledger_id: ask.ledgerId,
          at: ask.at,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return { ...ask, id: row.id };
    },

    asksOf: async (userId, playId) => {
      const rows = await db
        .selectFrom('analysis_asks')
        .selectAll()
        .where('user_id', '=', userId)
        .where('play_id', '=', playId)
        .where('deleted', '=', 0)
        .orderBy('id')
        .execute();
      return rows.map((r) => ({
        id: r.id,
        userId: r.user_id,
        playId: r.play_id,
        step: r.step,
        testpos: JSON.parse(r.testpos) as string[],
        moves: JSON.parse(r.moves) as string[],
        ledgerId: r.ledger_id,
        at: Number(r.at),
      }));
    },

    askCount: async (userId, playId) => {
      const row = await db
        .selectFrom('analysis_asks')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('user_id', '=', userId)
        .where('play_id', '=', playId)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    deleteAsk: async (id, userId) => {
      const row = await db
        .selectFrom('analysis_asks')
        .select(['user_id', 'deleted'])
        .where('id', '=', id)
        .executeTakeFirst();
      if (row === undefined || row.deleted === 1) return err('NO_SUCH_ASK');
      if (row.user_id !== userId) return err('NOT_YOURS');
      await db.updateTable('analysis_asks').set({ deleted: 1 }).where('id', '=', id).execute();
      return ok(undefined);
    },
  };
}

async function countRequests(db: AnalysisDb, userId: number, dayStart: number): Promise<number> {
  const row = await db
    .selectFrom('analysis_requests')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', userId)
    .where('day_start', '=', dayStart)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

async function startIn(
  tx: AnalysisDb,
  dialect: Dialect,
  request: AnalysisRequest,
): Promise<Result<AnalysisStart, 'INSUFFICIENT_BEANS'>> {
  const { userId, playId, at } = request;
  // PostgreSQL: the user's row is the lock that keeps two requests from both using the last free one.
  if (dialect === 'postgres') {
    await tx.selectFrom('users').select('id').where('id', '=', userId).forUpdate().executeTakeFirst();
  }
  const existing = jobFrom(
    await tx.selectFrom('analysis_jobs').selectAll().where('play_id', '=', playId).executeTakeFirst(),
  );
  if (existing !== null && existing.status !== 'failed') return ok({ job: existing, decision: 'existing' });
  if (existing !== null) {
    const row = await tx
      .updateTable('analysis_jobs')
      .set({ status: 'queued', attempts: 0, error: '', updated_at: at, finished_at: null })
      .where('id', '=', existing.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    return ok({ job: jobFrom(row) as AnalysisJob, decision: 'retried' });
  }

  const used = await countRequests(tx, userId, request.dayStart);
  const free = used < request.freePerDay;
  let ledgerId: number | null = null;
  if (!free) {
    const moved = await tx
      .updateTable('users')
      .set({ beans: sql`beans - ${request.price}` })
      .where('id', '=', userId)
      .where(sql<number>`beans - ${request.price}`, '>=', 0)
      .returning('beans')
      .executeTakeFirst();
    if (moved === undefined) return err('INSUFFICIENT_BEANS');
    const ledger = await tx
      .insertInto('bean_ledger')
      .values({
        user_id: userId,
        delta: -request.price,
        balance_after: moved.beans,
        reason: 'analysis',
        reference: `play:${playId}`,
        at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    ledgerId = ledger.id;
  }
  const job = await tx
    .insertInto('analysis_jobs')
    .values({
      play_id: playId,
      status: 'queued',
      total_moves: request.totalMoves,
      level: request.level,
      requested_by: userId,
      created_at: at,
      updated_at: at,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  await tx
    .insertInto('analysis_requests')
    .values({
      user_id: userId,
      play_id: playId,
      job_id: job.id,
      decision: free ? 'free' : 'charged',
      beans: free ? 0 : request.price,
      ledger_id: ledgerId,
      membership: request.membership,
      free_per_day: request.freePerDay,
      day_start: request.dayStart,
      at,
    })
    .execute();
  return ok({ job: jobFrom(job) as AnalysisJob, decision: free ? 'free' : 'charged' });
}

function jobFrom(row: Selectable<AnalysisJobsTable> | undefined): AnalysisJob | null {
  if (row === undefined) return null;
  return {
    id: row.id,
    playId: row.play_id,
    status: row.status,
    totalMoves: row.total_moves,
    progress: row.progress,
    attempts: row.attempts,
    level: row.level,
    error: row.error,
    requestedBy: row.requested_by,
    createdAt: Number(row.created_at),
    updatedAt: Number(row.updated_at),
    finishedAt: row.finished_at === null ? null : Number(row.finished_at),
  };
}

function requestFrom(row: Selectable<AnalysisRequestsTable>): AnalysisRequestRecord {
  return {
    id: row.id,
    userId: row.user_id,
    playId: row.play_id,
    jobId: row.job_id,
    decision: row.decision,
    beans: row.beans,
    ledgerId: row.ledger_id,
    membership: row.membership,
    freePerDay: row.free_per_day,
    dayStart: Number(row.day_start),
    at: Number(row.at),
  };
}
