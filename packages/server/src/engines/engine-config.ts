/** The engine settings (`TENGEN_ENGINE…`, read by config/server-config.ts; see docs/configuration.md). */
export interface EngineConfig {
  /** The GTP engine's program and arguments. */
  readonly command: readonly string[];
  readonly processes: number;
  /** Processes beyond `processes` kept for live work (a count, a machine's move). */
  readonly liveProcesses: number;
  readonly maxQueued: number;
  readonly maxQueuedLive: number;
  readonly commandTimeoutMs: number;
  readonly judgeLevel: number;
  readonly finalTimeoutMs: number;
  readonly machineBeans: number;
  /** Situation judgements (POST /jwt/getmuscore/) per minute: per address for guests, per user. */
  readonly judgementsPerMinute: { readonly guest: number; readonly user: number };
}

export const DEFAULT_ENGINE_COMMAND = '/usr/games/gnugo --mode gtp';
