/**
 * The server's Prometheus metrics (docs/operations.md lists them), in a registry of its own so
 * several servers in one process never share or clash. The live play counts into plain fields
 * (`LiveCounts`) that counters read when scraped; the rooms and the engine pool are asked for
 * their sizes at scrape time; a commit, an engine job and an HTTP answer each observe one value.
 */
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { EndedJob, EnginePoolMetrics } from '../engines/pool.ts';
import { LiveCounts } from '../play/live-counts.ts';

export interface RoomCounts {
  /** Game rooms held in memory. */
  readonly rooms: number;
  /** Of those, the games not finished (waiting to start or in play). */
  readonly live: number;
  /** Of the rooms, those this process steps as the games' owner (all of them for one process). */
  readonly owned: number;
}

/** The running parts the gauges read when scraped; a part not given reads as zero. */
export interface MetricSources {
  readonly rooms?: () => RoomCounts;
  readonly engines?: () => EnginePoolMetrics;
}

/** The store's log commits from well under a millisecond (an idle SSD) to a stalled disk. */
const COMMIT_BUCKETS = [0.0005, 0.001, 0.002, 0.004, 0.008, 0.016, 0.032, 0.064, 0.128, 0.256, 0.512, 1];
/** A machine move or dead-stone count takes well under a second; an analysis, up to minutes. */
const ENGINE_JOB_BUCKETS = [0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60, 120, 300];
const ENGINE_WAIT_BUCKETS = [0.001, 0.01, 0.1, 0.5, 1, 2.5, 5, 10, 30, 60, 120];

const SOCKET_ERROR_KINDS = [
  ['malformed', 'malformedFrames'],
  ['rate_limited', 'limitedFrames'],
  ['handler', 'handlerErrors'],
  ['socket', 'brokenSockets'],
] as const satisfies readonly (readonly [string, keyof LiveCounts])[];

export class Metrics {
  readonly registry = new Registry();
  /** Counted by the rooms, the socket hub and the connections. */
  readonly live = new LiveCounts();
  private sources: MetricSources = {};
  private readonly commitSeconds: Histogram;
  private readonly engineJobSeconds: Histogram<'lane' | 'outcome'>;
  private readonly engineWaitSeconds: Histogram<'lane'>;
  private readonly httpRequests: Counter<'method' | 'route' | 'status'>;
  private readonly httpErrors: Counter;

  constructor() {
    const registers = [this.registry];
    collectDefaultMetrics({ register: this.registry });
    const live = this.live;
    const rooms = () => this.sources.rooms?.() ?? { rooms: 0, live: 0, owned: 0 };
    const engines = () => this.sources.engines?.() ?? null;

    const liveGames: Gauge = new Gauge({
      name: 'tengen_live_games',
      help: 'Games held in memory that are not finished (waiting to start or in play).',
      registers,
      collect: () => liveGames.set(rooms().live),
    });
    const gameRooms: Gauge = new Gauge({
      name: 'tengen_game_rooms',
      help: 'Game rooms held in memory, finished games included.',
      registers,
      collect: () => gameRooms.set(rooms().rooms),
    });
    const ownedGames: Gauge = new Gauge({
      name: 'tengen_owned_games',
      help: 'Game rooms this process steps as the owner; the others are replicas of games owned elsewhere.',
      registers,
      collect: () => ownedGames.set(rooms().owned),
    });
    const sockets: Gauge = new Gauge({
      name: 'tengen_open_sockets',
      help: 'WebSockets open now (game rooms and the lobby).',
      registers,
      collect: () => sockets.set(live.openSockets),
    });
    const moves: Counter = new Counter({
      name: 'tengen_moves_total',
      help: 'Moves and passes accepted and stored by the game rooms; rate() gives moves per second.',
      registers,
      collect: () => {
        moves.reset();
        moves.inc(live.moves);
      },
    });
    const socketErrors: Counter<'kind'> = new Counter({
      name: 'tengen_socket_errors_total',
      help: 'Socket failures: malformed frames, frames over the rate limit, handler errors, broken sockets.',
      labelNames: ['kind'],
      registers,
      collect: () => {
        socketErrors.reset();
        for (const [kind, field] of SOCKET_ERROR_KINDS) socketErrors.inc({ kind }, live[field]);
      },
    });
    this.commitSeconds = new Histogram({
      name: 'tengen_store_commit_seconds',
      help: "Time to commit one batch of the rooms' event log (all the rows of a group commit).",
      buckets: COMMIT_BUCKETS,
      registers,
    });

    const queued: Gauge<'lane'> = new Gauge({
      name: 'tengen_engine_queue_length',
      help: 'Engine jobs waiting for a process, by lane (live games first, then background).',
      labelNames: ['lane'],
      registers,
      collect: () => {
        const pool = engines();
        queued.set({ lane: 'live' }, pool?.queuedLive ?? 0);
        queued.set({ lane: 'background' }, pool?.queuedBackground ?? 0);
      },
    });
    const processes: Gauge = new Gauge({
      name: 'tengen_engine_processes',
      help: 'Engine processes running now.',
      registers,
      collect: () => processes.set(engines()?.processes ?? 0),
    });
    const running: Gauge = new Gauge({
      name: 'tengen_engine_jobs_running',
      help: 'Engine jobs running now.',
      registers,
      collect: () => running.set(engines()?.running ?? 0),
    });
    const refused: Counter = new Counter({
      name: 'tengen_engine_jobs_refused_total',
      help: 'Engine jobs refused because the queue was full.',
      registers,
      collect: () => {
        refused.reset();
        refused.inc(engines()?.refused ?? 0);
      },
    });
    this.engineJobSeconds = new Histogram({
      name: 'tengen_engine_job_seconds',
      help: 'Time an engine job ran (its position set up included), by lane and outcome (ok, failed).',
      labelNames: ['lane', 'outcome'],
      buckets: ENGINE_JOB_BUCKETS,
      registers,
    });
    this.engineWaitSeconds = new Histogram({
      name: 'tengen_engine_wait_seconds',
      help: 'Time an engine job waited for a process, by lane.',
      labelNames: ['lane'],
      buckets: ENGINE_WAIT_BUCKETS,
      registers,
    });

    this.httpRequests = new Counter({
      name: 'tengen_http_requests_total',
      help: "HTTP answers by method, route (the route's pattern; 'unmatched' for no route) and status.",
      labelNames: ['method', 'route', 'status'],
      registers,
    });
    this.httpErrors = new Counter({
      name: 'tengen_http_errors_total',
      help: 'HTTP answers with a server error (status 500 or above).',
      registers,
    });
  }

  /** Where the gauges read the rooms and the engine pool from. */
  watch(sources: MetricSources): void {
    this.sources = { ...this.sources, ...sources };
  }

  /** One commit of the event log took this long. */
  readonly observeCommit = (seconds: number): void => {
    this.commitSeconds.observe(seconds);
  };

  readonly observeEngineJob = (ended: EndedJob): void => {
    this.engineJobSeconds.observe(
      { lane: ended.lane, outcome: ended.ok ? 'ok' : 'failed' },
      ended.runMs / 1000,
    );
    this.engineWaitSeconds.observe({ lane: ended.lane }, ended.waitMs / 1000);
  };

  /** One HTTP answer; `route` is the matched route's pattern, undefined when none matched. */
  countRequest(method: string, route: string | undefined, status: number): void {
    this.httpRequests.inc({ method, route: route ?? 'unmatched', status: String(status) });
    if (status >= 500) this.httpErrors.inc();
  }

  /**
   * Lets go of the server: Node's GC observer, which prom-client never disconnects, holds the
   * registry, so a closed server's rooms and pool would otherwise stay in memory with it.
   */
  stop(): void {
    this.registry.clear();
    this.sources = {};
  }

  /** The text a Prometheus server scrapes, and its content type. */
  async exposition(): Promise<{ readonly text: string; readonly contentType: string }> {
    return { text: await this.registry.metrics(), contentType: this.registry.contentType };
  }
}
