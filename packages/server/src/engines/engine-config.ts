/**
 * The engine settings, from the environment:
 *
 * | Variable | Default | Meaning |
 * |---|---|---|
 * | `TENGEN_ENGINE` | `/usr/games/gnugo --mode gtp` | the GTP engine's command line (quotes group words; no shell) |
 * | `TENGEN_ENGINE_PROCESSES` | the number of cores | engine processes at most, shared by games and jobs |
 * | `TENGEN_ENGINE_QUEUE` | 64 | jobs that may wait; more are refused as busy |
 * | `TENGEN_ENGINE_TIMEOUT_MS` | 60000 | the time limit of one GTP command |
 * | `TENGEN_JUDGE_LEVEL` | 3 | GNU Go level of situation judgement and dead stones |
 * | `TENGEN_FINAL_STATUS_TIMEOUT_MS` | 10000 | how long `final_status_list` may take before the estimate is used |
 * | `TENGEN_MACHINE_BEANS` | 5 | what a game against a machine costs |
 */
import { availableParallelism } from 'node:os';
import { err, ok, type Result } from '@tengen/core';
import { splitCommandLine } from './gtp-reply.ts';

export interface EngineConfig {
  readonly command: readonly string[];
  readonly processes: number;
  readonly maxQueued: number;
  readonly commandTimeoutMs: number;
  readonly judgeLevel: number;
  readonly finalTimeoutMs: number;
  readonly machineBeans: number;
}

export const DEFAULT_ENGINE_COMMAND = '/usr/games/gnugo --mode gtp';

type Env = Readonly<Record<string, string | undefined>>;

export function engineConfigFrom(env: Env): Result<EngineConfig, string> {
  const command = splitCommandLine(env.TENGEN_ENGINE || DEFAULT_ENGINE_COMMAND);
  if (command.length === 0) return err('TENGEN_ENGINE is empty');
  const numbers = {
    processes: whole(env.TENGEN_ENGINE_PROCESSES, availableParallelism(), 1),
    maxQueued: whole(env.TENGEN_ENGINE_QUEUE, 64, 0),
    commandTimeoutMs: whole(env.TENGEN_ENGINE_TIMEOUT_MS, 60_000, 1),
    judgeLevel: whole(env.TENGEN_JUDGE_LEVEL, 3, 0),
    finalTimeoutMs: whole(env.TENGEN_FINAL_STATUS_TIMEOUT_MS, 10_000, 1),
    machineBeans: whole(env.TENGEN_MACHINE_BEANS, 5, 0),
  };
  for (const [name, value] of Object.entries(numbers)) {
    if (value === null) return err(`engine setting ${name} must be a whole number in range`);
  }
  return ok({ command, ...(numbers as Record<keyof typeof numbers, number>) });
}

function whole(text: string | undefined, fallback: number, min: number): number | null {
  if (text === undefined || text === '') return fallback;
  const n = Number(text);
  return Number.isSafeInteger(n) && n >= min ? n : null;
}
