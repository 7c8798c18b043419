/** Game analysis as the HTTP routes and the server get it: the runner, the pool and the settings. */
import type { EnginePool } from '../engines/pool.ts';
import type { Store } from '../storage/store.ts';
import type { AnalysisConfig } from './analysis-config.ts';
import { AnalysisRunner } from './runner.ts';

export interface AnalysisService {
  readonly runner: AnalysisRunner;
  readonly pool: EnginePool;
  readonly config: AnalysisConfig;
}

export function createAnalysisService(deps: {
  readonly store: Store;
  /** This process's node id (`cluster.node`): the runner claims jobs under it. */
  readonly node: string;
  readonly pool: EnginePool;
  readonly config: AnalysisConfig;
  readonly now: () => number;
  readonly onError: (error: unknown) => void;
}): AnalysisService {
  return { runner: new AnalysisRunner(deps), pool: deps.pool, config: deps.config };
}
