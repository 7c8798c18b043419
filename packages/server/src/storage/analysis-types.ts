/** Game analysis records as the rest of the server sees them. Leads are black's, in points. */
import type { JobStatus } from './analysis-schema.ts';

export type { JobStatus };

export interface AnalysisJob {
  readonly id: number;
  readonly playId: number;
  readonly status: JobStatus;
  readonly totalMoves: number;
  /** Moves analysed so far. */
  readonly progress: number;
  /** Times a runner took the job. */
  readonly attempts: number;
  readonly level: number;
  /** The last failure, '' when none. */
  readonly error: string;
  readonly requestedBy: number;
  readonly createdAt: number;
  readonly updatedAt: number;
  readonly finishedAt: number | null;
}

/** The engine's view of one move. */
export interface AnalysedStep {
  readonly step: number;
  /** After the move played. */
  readonly lead: number;
  /** The engine's choice, SGF point (`tt` a pass). */
  readonly mpt: string;
  /** After the engine's choice instead. */
  readonly mlead: number;
}

export interface AnalysisRequest {
  readonly userId: number;
  readonly playId: number;
  readonly totalMoves: number;
  readonly level: number;
  readonly at: number;
  /** Start of the quota day `at` falls in. */
  readonly dayStart: number;
  readonly membership: number;
  readonly freePerDay: number;
  /** Beans an analysis beyond the free quota costs. */
  readonly price: number;
}

/**
 * - `free` / `charged`: a new job, within the day's free quota or paid through the ledger;
 * - `existing`: the game is already queued, running or analysed — nothing charged;
 * - `retried`: the game's last job failed and is queued again — nothing charged.
 */
export type AnalysisDecision = 'free' | 'charged' | 'existing' | 'retried';

export interface AnalysisStart {
  readonly job: AnalysisJob;
  readonly decision: AnalysisDecision;
}

/** The audit row of a new analysis. */
export interface AnalysisRequestRecord {
  readonly id: number;
  readonly userId: number;
  readonly playId: number;
  readonly jobId: number;
  readonly decision: 'free' | 'charged';
  readonly beans: number;
  readonly ledgerId: number | null;
  readonly membership: number;
  readonly freePerDay: number;
  readonly dayStart: number;
  readonly at: number;
}

export interface AskRecord {
  readonly id: number;
  readonly userId: number;
  readonly playId: number;
  readonly step: number;
  readonly testpos: readonly string[];
  readonly moves: readonly string[];
  readonly ledgerId: number;
  readonly at: number;
}

export type NewAsk = Omit<AskRecord, 'id'>;
