/** The engine layer as the rest of the server gets it: one pool and its settings. */
import type { EngineConfig } from './engine-config.ts';
import { EnginePool, type EnginePoolOptions } from './pool.ts';

export interface Engines {
  readonly pool: EnginePool;
  readonly config: EngineConfig;
}

/** The pool starts no process until the first job; `warn` hears of engine crashes. */
export function startEngines(
  config: EngineConfig,
  warn?: (message: string) => void,
  /** Hears of each job's end (the metrics). */
  onJobEnd?: EnginePoolOptions['onJobEnd'],
): Engines {
  const pool = new EnginePool({
    command: config.command,
    size: config.processes,
    liveReserved: config.liveProcesses,
    maxQueued: config.maxQueued,
    maxQueuedLive: config.maxQueuedLive,
    commandTimeoutMs: config.commandTimeoutMs,
    defaultLevel: config.judgeLevel,
    warn,
    onJobEnd,
  });
  return { pool, config };
}
