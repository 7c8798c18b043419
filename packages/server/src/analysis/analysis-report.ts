/** The getplayparsedata answer's analysis part, from a job and its analysed moves. */
import type { Stone } from '@tengen/core';
import { ANALYSIS_STATUS, type AnalysisStatus, type ProblemMove, type RatePoint } from '@tengen/protocol';
import type { AnalysedStep, AnalysisJob } from '../storage/analysis-types.ts';
import { problemMoves } from './problem-moves.ts';
import { winRate } from './win-rate.ts';

/** No job, or a failed one (it may be asked for again): not analysed. */
export function analysisStatus(job: AnalysisJob | null): AnalysisStatus {
  if (job === null || job.status === 'failed') return ANALYSIS_STATUS.notAnalysed;
  return job.status === 'done' ? ANALYSIS_STATUS.done : ANALYSIS_STATUS.analysing;
}

export function ratePoints(steps: readonly AnalysedStep[]): RatePoint[] {
  return steps.map((s) => ({
    step: s.step,
    rate: winRate(s.lead, s.step),
    mpt: s.mpt,
    mrate: winRate(s.mlead, s.step),
  }));
}

export interface AnalysisReport {
  readonly rates: RatePoint[];
  readonly bad: { readonly black: ProblemMove[]; readonly white: ProblemMove[] };
}

/** Rates of the moves analysed so far (a running job shows its progress), and the problem moves among them. */
export function analysisReport(steps: readonly AnalysedStep[], firstColor: Stone): AnalysisReport {
  const rates = ratePoints(steps);
  return { rates, bad: problemMoves(rates, firstColor) };
}
