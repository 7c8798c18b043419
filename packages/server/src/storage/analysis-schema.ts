/** The analysis tables as Kysely sees them (migrations 002, 006); `Db.withTables` adds them to the schema. */
import type { ColumnType, Generated, Kysely } from 'kysely';
import type { Db } from './db.ts';
import type { Database } from './schema.ts';

type Defaulted<T> = ColumnType<T, T | undefined, T>;

export type JobStatus = 'queued' | 'running' | 'done' | 'failed';

export interface AnalysisJobsTable {
  id: Generated<number>;
  /** One job per play: the analysis is the game's, whoever asked for it. */
  play_id: number;
  status: JobStatus;
  total_moves: number;
  /** Moves analysed so far (rows in analysis_steps). */
  progress: Defaulted<number>;
  /** Times a runner took the job. */
  attempts: Defaulted<number>;
  /** GNU Go's level the job runs at. */
  level: number;
  /** The last failure, '' when none. */
  error: Defaulted<string>;
  requested_by: number;
  created_at: number;
  updated_at: number;
  finished_at: number | null;
  /**
   * The process (`server_nodes.node_id`) that took the job last, null until a runner takes it
   * (migration 006). It counts only while the job is running: the claimer owns it until it
   * finishes, releases or fails it, or stops beating and another process puts it back.
   */
  claimed_by: Defaulted<string | null>;
}

export interface AnalysisStepsTable {
  job_id: number;
  step: number;
  /** Black's lead after the move played, tenths of a point. */
  lead_tenths: number;
  /** The engine's choice for this move, SGF point (`tt` a pass). */
  mpt: string;
  /** Black's lead after the engine's choice instead, tenths of a point. */
  mlead_tenths: number;
  at: number;
}

/** One row per analysis started at someone's request: whether it was free, and what it cost. */
export interface AnalysisRequestsTable {
  id: Generated<number>;
  user_id: number;
  play_id: number;
  job_id: number;
  decision: 'free' | 'charged';
  beans: Defaulted<number>;
  ledger_id: number | null;
  /** The requester's usertype and free quota at the time, for audits. */
  membership: number;
  free_per_day: number;
  /** The start (Unix ms, UTC midnight) of the quota day the request counted in. */
  day_start: number;
  at: number;
}

export interface AnalysisAsksTable {
  id: Generated<number>;
  user_id: number;
  play_id: number;
  step: number;
  /** JSON array of SGF points: the variation tried after `step`. */
  testpos: string;
  /** JSON array of SGF points: the engine's line. */
  moves: string;
  /** The ledger row that paid for it. */
  ledger_id: number;
  deleted: Defaulted<number>;
  at: number;
}

export type AnalysisTables = {
  analysis_jobs: AnalysisJobsTable;
  analysis_steps: AnalysisStepsTable;
  analysis_requests: AnalysisRequestsTable;
  analysis_asks: AnalysisAsksTable;
};

export type AnalysisDb = Kysely<Database & AnalysisTables>;

export function withAnalysis(db: Db): AnalysisDb {
  return db.withTables<AnalysisTables>();
}
