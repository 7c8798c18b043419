/** The engine settings (`TENGEN_ENGINE…`, read by config/server-config.ts; see docs/configuration.md). */
export interface EngineConfig {
  /** The GTP engine's program and arguments. */
  readonly command: readonly string[];
  readonly processes: number;
  readonly maxQueued: number;
  readonly commandTimeoutMs: number;
  readonly judgeLevel: number;
  readonly finalTimeoutMs: number;
  readonly machineBeans: number;
}

export const DEFAULT_ENGINE_COMMAND = '/usr/games/gnugo --mode gtp';
