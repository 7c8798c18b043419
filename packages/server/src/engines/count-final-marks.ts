/**
 * The dead stones and dame for a count that ends a game (two passes, or counting agreed). Never a
 * silent guess: `final_status_list dead` gets `finalTimeoutMs`; if it times out (a busy machine,
 * or the players stopped before the end and the engine reads the whole board out), it is asked
 * again on a fresh process (the timed-out one is killed; the pool may hand the job to another)
 * with `RETRY_FACTOR` times the limit. If that fails too, the count is refused
 * (`CountUnavailableError`) and the players are told so; the game goes on and they may pass or
 * ask to count again.
 */
import { type FinalMarks, finalMarks } from './dead-stones.ts';
import { isGtpError } from './gtp-errors.ts';
import { enginePositionOf, type JudgeOptions, type JudgeRequest, replay } from './judge.ts';
import type { EnginePool } from './pool.ts';

/** The second attempt's time limit, as a multiple of the first. */
export const RETRY_FACTOR = 6;

/** The engine could not mark the dead stones within both time limits. */
export class CountUnavailableError extends Error {
  constructor(readonly waitedMs: number) {
    super(`the engine did not mark the dead stones within ${Math.round(waitedMs / 1000)} s`);
    this.name = 'CountUnavailableError';
  }
}

export async function finalMarksForCount(
  pool: EnginePool,
  request: JudgeRequest,
  options: JudgeOptions,
): Promise<FinalMarks> {
  const pos = replay(request);
  if (!pos.ok) throw new Error(`the position cannot be counted: ${pos.error}`);
  const job = {
    owner: options.owner,
    lane: options.lane,
    level: options.level,
    position: enginePositionOf(request),
  };
  const limits = [options.finalTimeoutMs, options.finalTimeoutMs * RETRY_FACTOR];
  for (const limit of limits) {
    try {
      return await pool.run({ ...job, work: (engine) => finalMarks(engine, request.size, limit) });
    } catch (error) {
      if (!isGtpError(error, 'TIMEOUT')) throw error;
    }
  }
  throw new CountUnavailableError(limits[0] + limits[1]);
}
