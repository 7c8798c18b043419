import { err, ok, type Result, type Stone } from '@tengen/core';
import { type EngineLane, FairQueue } from './fair-queue.ts';
import { GtpClient } from './gtp-client.ts';
import { isGtpError } from './gtp-errors.ts';
import { colorToMove, type EnginePosition, type GtpSender, setUpPosition } from './gtp-position.ts';

export interface EnginePoolOptions {
  /** The engine's command line split into program and arguments. */
  readonly command: readonly string[];
  /** How many engine processes all work shares at most (they start on first use). */
  readonly size: number;
  /**
   * Processes beyond `size` that only live jobs may use (default 0): background work never runs
   * on more than `size` processes at once, so a live job finds an engine free however much
   * background work waits.
   */
  readonly liveReserved?: number;
  /** How many background jobs may wait; one more is refused with EngineBusyError. */
  readonly maxQueued: number;
  /** How many live jobs may wait (default `maxQueued`), counted apart from background jobs. */
  readonly maxQueuedLive?: number;
  /** The time limit of each GTP command unless the job gives another. */
  readonly commandTimeoutMs: number;
  /** The strength of jobs that give none (GNU Go's `level`, 0–10). */
  readonly defaultLevel: number;
  /** Told when each job ends (for the metrics). */
  readonly onJobEnd?: (ended: EndedJob) => void;
  /** Told when an engine process crashes, cannot start, or is killed after a timeout. */
  readonly warn?: (message: string) => void;
}

/** One job's end: its lane, whether it succeeded, and its times in ms. */
export interface EndedJob {
  readonly lane: EngineLane;
  readonly ok: boolean;
  /** From taking an engine to the end, setup included. */
  readonly runMs: number;
  /** From the call to taking an engine. */
  readonly waitMs: number;
}

/** The engine as a job sees it: its position is set up, and it is the job's alone until the job ends. */
export interface EngineSession extends GtpSender {
  readonly position: EnginePosition;
  /** The colour to move after the position's moves. */
  readonly toMove: Stone;
  /** The engine's process id (for logs), null when no process runs. */
  readonly pid: number | null;
}

export interface EngineJob<T> {
  /**
   * Whose work this is: jobs of different owners take turns within a lane (`play:12` for a
   * game, `user:7` for someone's analysis), so nobody's burst of work starves the others.
   */
  readonly owner: string;
  /** `live` (a game in play waits for it) goes before every `background` job. */
  readonly lane: EngineLane;
  readonly position: EnginePosition;
  /** GNU Go's `level` for this job (sent only to engines that know the command). */
  readonly level?: number;
  readonly work: (engine: EngineSession) => Promise<T>;
}

export interface EnginePoolMetrics {
  readonly processes: number;
  readonly running: number;
  readonly queuedLive: number;
  readonly queuedBackground: number;
  readonly completed: number;
  readonly failed: number;
  /** Refused because the queue was full. */
  readonly refused: number;
  /** Time jobs spent running (setup included), and waiting for a process, in ms. */
  readonly totalRunMs: number;
  readonly totalWaitMs: number;
}

/** The pool's queue is full (or the pool is closed): the caller answers "busy, try again". */
export class EngineBusyError extends Error {
  constructor(readonly reason: 'QUEUE_FULL' | 'CLOSED') {
    super(reason === 'QUEUE_FULL' ? 'the engines are busy; try again shortly' : 'the engines are stopped');
    this.name = 'EngineBusyError';
  }
}

interface Waiting {
  readonly job: EngineJob<unknown>;
  readonly queuedAt: number;
  readonly resolve: (value: unknown) => void;
  readonly reject: (error: unknown) => void;
}

interface Worker {
  readonly client: GtpClient;
  /** The lane of the job it runs, null when idle. */
  busy: EngineLane | null;
  /** The commands of the running process (`list_commands`), fetched once per process start. */
  commands: { readonly start: number; readonly names: Promise<ReadonlySet<string>> } | null;
}

/**
 * A bounded pool of GTP engine processes shared by live games and background jobs. A job is a
 * function run on one engine after the pool has set up the job's whole position, so jobs never
 * see each other's state and a process restarted after a crash is as good as the old one.
 * Nothing here blocks the event loop: engines are child processes and every wait is a promise.
 */
export class EnginePool {
  private readonly workers: Worker[] = [];
  private readonly queue: FairQueue<Waiting>;
  private closed = false;
  /** Why the engine's last start failed (no such program…), until a job succeeds again. */
  private startFailure: string | null = null;
  private stats = { completed: 0, failed: 0, refused: 0, totalRunMs: 0, totalWaitMs: 0 };

  constructor(private readonly options: EnginePoolOptions) {
    this.queue = new FairQueue({
      live: options.maxQueuedLive ?? options.maxQueued,
      background: options.maxQueued,
    });
  }

  /** Runs a job when an engine is free; fails with EngineBusyError at once when too many wait. */
  run<T>(job: EngineJob<T>): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      if (this.closed) return reject(new EngineBusyError('CLOSED'));
      const waiting: Waiting = {
        job: job as EngineJob<unknown>,
        queuedAt: performance.now(),
        resolve: resolve as (value: unknown) => void,
        reject,
      };
      if (!this.queue.push(job.lane, job.owner, waiting)) {
        this.stats.refused++;
        return reject(new EngineBusyError('QUEUE_FULL'));
      }
      this.pump();
    });
  }

  metrics(): EnginePoolMetrics {
    return {
      processes: this.workers.filter((w) => w.client.pid !== null).length,
      running: this.workers.filter((w) => w.busy !== null).length,
      queuedLive: this.queue.sizeOf('live'),
      queuedBackground: this.queue.sizeOf('background'),
      ...this.stats,
    };
  }

  /**
   * Whether the pool can run jobs, without starting an engine: it is not closed, and its
   * engine did not fail to start at the last try.
   */
  health(): Result<void, string> {
    if (this.closed) return err('the engine pool is closed');
    if (this.startFailure !== null) return err(this.startFailure);
    return ok(undefined);
  }

  /** Refuses what waits, lets running jobs fail, and ends every process. */
  async close(): Promise<void> {
    this.closed = true;
    for (const waiting of this.queue.drain()) waiting.reject(new EngineBusyError('CLOSED'));
    await Promise.all(this.workers.map((w) => w.client.close()));
  }

  private pump(): void {
    while (this.queue.size > 0) {
      const runningBackground = this.workers.filter((w) => w.busy === 'background').length;
      const lanes: readonly EngineLane[] =
        runningBackground < this.options.size ? ['live', 'background'] : ['live'];
      if (lanes.every((lane) => this.queue.sizeOf(lane) === 0)) return;
      const worker = this.idleWorker();
      if (!worker) return;
      const next = this.queue.shift(lanes) as { lane: EngineLane; item: Waiting };
      worker.busy = next.lane;
      void this.runOn(worker, next.item);
    }
  }

  private idleWorker(): Worker | null {
    const idle = this.workers.find((w) => w.busy === null);
    if (idle) return idle;
    if (this.workers.length >= this.options.size + (this.options.liveReserved ?? 0)) return null;
    const { command, commandTimeoutMs, warn } = this.options;
    const worker: Worker = {
      client: new GtpClient({ command, timeoutMs: commandTimeoutMs, warn }),
      busy: null,
      commands: null,
    };
    this.workers.push(worker);
    return worker;
  }

  private async runOn(worker: Worker, waiting: Waiting): Promise<void> {
    const started = performance.now();
    const waitMs = started - waiting.queuedAt;
    this.stats.totalWaitMs += waitMs;
    const { job } = waiting;
    let succeeded = false;
    try {
      const session = this.session(worker, job.position);
      const level = job.level ?? this.options.defaultLevel;
      if (await session.knows('level')) await session.send(`level ${level}`);
      await setUpPosition(session, job.position);
      const value = await job.work(session);
      this.stats.completed++;
      this.startFailure = null;
      succeeded = true;
      waiting.resolve(value);
    } catch (error) {
      this.stats.failed++;
      if (isGtpError(error, 'SPAWN_FAILED')) this.startFailure = error.message;
      waiting.reject(error);
    } finally {
      const runMs = performance.now() - started;
      this.stats.totalRunMs += runMs;
      this.options.onJobEnd?.({ lane: job.lane, ok: succeeded, runMs, waitMs });
      worker.busy = null;
      if (!this.closed) this.pump();
    }
  }

  private session(worker: Worker, position: EnginePosition): EngineSession {
    const client = worker.client;
    return {
      position,
      toMove: colorToMove(position),
      get pid() {
        return client.pid;
      },
      send: (command, timeoutMs) => client.send(command, timeoutMs),
      knows: async (name) => (await this.commandsOf(worker)).has(name),
    };
  }

  private commandsOf(worker: Worker): Promise<ReadonlySet<string>> {
    const client = worker.client;
    // A restarted process is asked again (its start count moves when the next command runs).
    if (worker.commands && worker.commands.start === client.starts && client.pid !== null) {
      return worker.commands.names;
    }
    const names = client
      .send('list_commands')
      .then((text) => new Set(text.split('\n').map((line) => line.trim())));
    worker.commands = { start: client.starts, names };
    names.catch(() => {
      worker.commands = null;
    });
    return names;
  }
}
