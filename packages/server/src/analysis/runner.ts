/**
 * The analysis runner: takes queued jobs from the database, oldest first, and analyses each
 * one's missing moves through the shared engine pool at background priority, several engine
 * jobs of `chunkMoves` moves at once. Every analysed move is stored before the next, so a job
 * interrupted by a stop, a crash or an engine failure resumes from the moves already stored.
 *
 * One runner per process, any number of processes per database. Each job is claimed by one
 * process (its node id, `analysis_jobs.claimed_by`), which the server's heartbeat in
 * `server_nodes` keeps alive. At start, and then at every poll, the runner puts back the running
 * jobs of processes that stopped beating (a crash, a lost machine), never a live process's.
 */
import { isGtpError } from '../engines/gtp-errors.ts';
import { EngineBusyError, type EnginePool } from '../engines/pool.ts';
import type { AnalysisJob } from '../storage/analysis-types.ts';
import type { Store } from '../storage/store.ts';
import { analyseSteps } from './analyse-steps.ts';
import type { AnalysisConfig } from './analysis-config.ts';
import { type EngineRecord, enginePositionAfter, engineRecordOf } from './engine-record.ts';
import { MoveTiming } from './move-timing.ts';

export interface RunnerDeps {
  readonly store: Store;
  /**
   * This process's node id (`cluster.node`), written on each job it claims. The process must
   * beat in `server_nodes` (server.ts does, every HEARTBEAT_MS) or other processes' runners put
   * its running jobs back after ORPHAN_AFTER_MS.
   */
  readonly node: string;
  readonly pool: EnginePool;
  readonly config: AnalysisConfig;
  readonly now: () => number;
  readonly onError: (error: unknown) => void;
}

interface Chunk {
  readonly from: number;
  readonly to: number;
}

const BUSY_RETRY_MS = 1000;

/**
 * How long a process may go without a heartbeat before its running jobs are put back for
 * another to take: twenty heartbeats (server.ts HEARTBEAT_MS, 0.5 s), so a slow write, a garbage
 * collection or a few seconds of clock difference between machines do not make a live
 * process's jobs run twice, while a lost process's jobs wait at most about this long plus one
 * poll. Should a live process still lose a job (stalled longer than this), both runs go on
 * until one ends it; each move is stored once, by whichever run stores it first.
 */
export const ORPHAN_AFTER_MS = 10_000;

/** The steps 1…total not yet stored, as runs of at most `size` moves. */
export function missingChunks(stored: ReadonlySet<number>, total: number, size: number): Chunk[] {
  const chunks: Chunk[] = [];
  let from = 0;
  for (let step = 1; step <= total + 1; step++) {
    const missing = step <= total && !stored.has(step);
    if (missing && from === 0) from = step;
    if (from > 0 && (!missing || step - from === size)) {
      chunks.push({ from, to: step - 1 });
      from = missing ? step : 0;
    }
  }
  return chunks;
}

export class AnalysisRunner {
  private stopping = false;
  private loop: Promise<void> | null = null;
  private wakeUp: (() => void) | null = null;
  /** When the runner last looked for lost processes' jobs (`requeueOrphans`). */
  private orphansCheckedAt = Number.NEGATIVE_INFINITY;
  private readonly timing = new MoveTiming();

  constructor(private readonly deps: RunnerDeps) {}

  /**
   * Puts back the running jobs of processes that stopped beating (a previous run of this
   * server, another process that died), then starts taking jobs; answers how many were put back.
   */
  async start(): Promise<number> {
    const requeued = await this.requeueOrphans();
    this.loop ??= this.run();
    return requeued;
  }

  /** A job was queued: look now instead of at the next poll. */
  wake(): void {
    this.wakeUp?.();
  }

  /** Stops between two moves; the job in hand goes back to the queue with its progress. */
  async stop(): Promise<void> {
    this.stopping = true;
    this.wake();
    await this.loop;
  }

  /** Measured seconds per analysed move on one engine. */
  get secondsPerMove(): number {
    return this.timing.secondsPerMove;
  }

  get parallel(): number {
    return this.deps.config.parallel;
  }

  /**
   * Jobs claimed by a process with no heartbeat in the last ORPHAN_AFTER_MS back to the queue.
   * Never this process's own while it beats (server.ts, every HEARTBEAT_MS); and the runner
   * looks only between jobs, with none of its own in hand.
   */
  private requeueOrphans(): Promise<number> {
    const at = this.deps.now();
    this.orphansCheckedAt = at;
    return this.deps.store.analysis.requeueOrphans(at, at - ORPHAN_AFTER_MS);
  }

  private async run(): Promise<void> {
    const { store, node, now, onError, config } = this.deps;
    while (!this.stopping) {
      let job: AnalysisJob | null = null;
      try {
        // Every poll, and between jobs when the queue never empties, at most once per pollMs.
        if (now() - this.orphansCheckedAt >= config.pollMs) await this.requeueOrphans();
        job = await store.analysis.claimNextJob(now(), node);
      } catch (error) {
        onError(error);
      }
      if (job === null) {
        await this.idle();
        continue;
      }
      await this.runJob(job).catch(onError);
    }
  }

  private idle(): Promise<void> {
    if (this.stopping) return Promise.resolve();
    return new Promise((resolve) => {
      const timer = setTimeout(done, this.deps.config.pollMs);
      const self = this;
      function done() {
        clearTimeout(timer);
        self.wakeUp = null;
        resolve();
      }
      this.wakeUp = done;
    });
  }

  private async runJob(job: AnalysisJob): Promise<void> {
    const { store, node, now, config } = this.deps;
    const play = await store.playById(job.playId);
    const record =
      play === null ? ({ ok: false, error: 'the play no longer exists' } as const) : engineRecordOf(play);
    if (!record.ok) {
      await store.analysis.failJob(job.id, node, record.error, now(), false);
      return;
    }

    const total = Math.min(job.totalMoves, record.value.moves.length);
    const stored = new Set((await store.analysis.stepsOf(job.id)).map((s) => s.step));
    const chunks = missingChunks(stored, total, config.chunkMoves);
    let failure: unknown = null;
    const halted = () => failure !== null || this.stopping;
    let next = 0;
    const worker = async () => {
      while (next < chunks.length && !halted()) {
        const chunk = chunks[next++];
        try {
          await this.runChunk(job, record.value, chunk, halted);
        } catch (error) {
          failure ??= error;
        }
      }
    };
    await Promise.all(Array.from({ length: Math.min(config.parallel, chunks.length) }, worker));

    const progress = (await store.analysis.stepsOf(job.id)).length;
    if (progress >= total) {
      await store.analysis.finishJob(job.id, node, now());
    } else if (this.stopping || failure instanceof EngineBusyError) {
      await store.analysis.releaseJob(job.id, node, now());
    } else {
      const permanent = failure === null || isGtpError(failure, 'ENGINE_REFUSED');
      const retry = !permanent && job.attempts < config.maxAttempts;
      await store.analysis.failJob(job.id, node, describe(failure), now(), retry);
    }
  }

  private async runChunk(job: AnalysisJob, record: EngineRecord, chunk: Chunk, halted: () => boolean) {
    const { store, pool, now } = this.deps;
    for (;;) {
      try {
        return await pool.run({
          owner: `user:${job.requestedBy}`,
          lane: 'background',
          level: job.level,
          position: enginePositionAfter(record, chunk.from - 1),
          work: async (engine) => {
            let last = performance.now();
            const range = {
              size: record.start.size,
              moves: record.moves,
              firstColor: record.start.firstColor,
              ...chunk,
            };
            await analyseSteps(
              engine,
              range,
              async (estimate) => {
                const t = performance.now();
                this.timing.add((t - last) / 1000);
                await store.analysis.saveStep(job.id, estimate, now());
                last = performance.now();
              },
              halted,
            );
          },
        });
      } catch (error) {
        const busy = error instanceof EngineBusyError && error.reason === 'QUEUE_FULL';
        if (!busy || halted()) throw error;
        await new Promise((resolve) => setTimeout(resolve, BUSY_RETRY_MS));
      }
    }
  }
}

function describe(error: unknown): string {
  if (error === null) return 'the analysis stopped before the last move';
  if (isGtpError(error)) return `${error.failure}: ${error.message}`;
  return error instanceof Error ? error.message : String(error);
}
