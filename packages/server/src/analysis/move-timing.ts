/** The engine time one analysed move takes, measured as jobs run: what wait estimates are made of. */

/**
 * Engine seconds per analysed move at level 0 with both cores busy, as `npm run bench:engine`
 * measured it (docs/analysis.md): the estimate until the runner has measured its own.
 */
export const DEFAULT_SECONDS_PER_MOVE = 0.5;

export class MoveTiming {
  private value: number;
  private samples = 0;

  constructor(initial = DEFAULT_SECONDS_PER_MOVE) {
    this.value = initial;
  }

  /** Seconds per move: a moving average that follows the last few hundred moves. */
  get secondsPerMove(): number {
    return this.value;
  }

  add(seconds: number): void {
    if (!(seconds >= 0) || !Number.isFinite(seconds)) return;
    this.samples++;
    const weight = Math.max(1 / this.samples, 0.02);
    this.value += weight * (seconds - this.value);
  }
}

/**
 * Minutes until a job is done: the moves still to analyse in it and in every job ahead of it,
 * spread over the engines one analysis uses, rounded up to a tenth of a minute.
 */
export function waitMinutes(
  jobs: readonly { readonly id: number; readonly totalMoves: number; readonly progress: number }[],
  jobId: number,
  secondsPerMove: number,
  parallel: number,
): number {
  const moves = jobs
    .filter((job) => job.id <= jobId)
    .reduce((sum, job) => sum + Math.max(0, job.totalMoves - job.progress), 0);
  const seconds = (moves * secondsPerMove) / Math.max(1, parallel);
  return Math.ceil(seconds / 6) / 10;
}
