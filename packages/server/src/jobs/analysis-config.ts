/**
 * Game analysis settings, from the environment:
 *
 * | Variable | Default | Meaning |
 * |---|---|---|
 * | `TENGEN_ANALYSIS_LEVEL` | 0 | GNU Go's level for analysis and ask-a-move (0 is its fastest; see docs/analysis.md) |
 * | `TENGEN_ANALYSIS_PARALLEL` | the engine processes | engine jobs one analysis keeps in flight |
 * | `TENGEN_ANALYSIS_CHUNK` | 20 | moves per engine job (live games get an engine between jobs) |
 * | `TENGEN_ANALYSIS_ATTEMPTS` | 3 | runs of a job before an engine failure fails it for good |
 * | `TENGEN_ASK_MOVES` | 6 | moves in an ask-a-move answer |
 */
import { err, ok, type Result } from '@tengen/core';

export interface AnalysisConfig {
  readonly level: number;
  readonly parallel: number;
  readonly chunkMoves: number;
  readonly maxAttempts: number;
  readonly askMoves: number;
  /** How often an idle runner looks for jobs another process queued. */
  readonly pollMs: number;
}

type Env = Readonly<Record<string, string | undefined>>;

export function analysisConfigFrom(env: Env, engineProcesses: number): Result<AnalysisConfig, string> {
  const values = {
    level: whole(env.TENGEN_ANALYSIS_LEVEL, 0, 0, 10),
    parallel: whole(env.TENGEN_ANALYSIS_PARALLEL, engineProcesses, 1, 64),
    chunkMoves: whole(env.TENGEN_ANALYSIS_CHUNK, 20, 1, 1000),
    maxAttempts: whole(env.TENGEN_ANALYSIS_ATTEMPTS, 3, 1, 100),
    askMoves: whole(env.TENGEN_ASK_MOVES, 6, 1, 30),
  };
  for (const [name, value] of Object.entries(values)) {
    if (value === null) return err(`analysis setting ${name} must be a whole number in range`);
  }
  return ok({ ...(values as Record<keyof typeof values, number>), pollMs: 5000 });
}

function whole(text: string | undefined, fallback: number, min: number, max: number): number | null {
  if (text === undefined || text === '') return fallback;
  const n = Number(text);
  return Number.isSafeInteger(n) && n >= min && n <= max ? n : null;
}
