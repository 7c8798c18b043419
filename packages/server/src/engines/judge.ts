/**
 * Situation judgement: who is ahead and by how much, counted the way the game room counts, with
 * the dead stones and territory the board shows — all from one ownership map. Two methods:
 * - **final** — the moves end with two passes: dead stones from `final_status_list dead` (fast
 *   once a game is played out), then exactly the room's area count, open borders sealed. If the
 *   engine does not answer within `finalTimeoutMs` (the players passed early), the estimate.
 * - **estimate** — a game in play: GNU Go's territory values with black to move and with white
 *   to move, averaged (territory.ts), with the stones of its dead dragons captured, give the
 *   number, the dead stones and the territory (judge-score.ts), the same whoever is to move.
 */
import {
  BLACK,
  Board,
  type CountScore,
  endsWithTwoPasses,
  err,
  komi,
  ok,
  type Position,
  type Result,
  readSetupLists,
  type Stone,
  sgfToMove,
  WHITE,
} from '@tengen/core';
import { deadDragonStones, finalMarks } from './dead-stones.ts';
import type { EngineLane } from './fair-queue.ts';
import { isGtpError } from './gtp-errors.ts';
import type { EnginePosition } from './gtp-position.ts';
import { finalScore, ownershipScore, stonesAt, type TerritoryMarks, withDeadStones } from './judge-score.ts';
import type { EnginePool } from './pool.ts';
import { meanTerritoryValues } from './territory.ts';

export interface JudgeRequest {
  readonly size: number;
  readonly setup: { readonly black: readonly string[]; readonly white: readonly string[] };
  readonly firstColor: Stone;
  /** SGF points, `tt` a pass. */
  readonly moves: readonly string[];
  /** Handicap stones and komi shift, as the play info has them (they decide komi). */
  readonly rangzi: number;
  readonly daotiemu: number;
}

export interface Judgement {
  readonly score: CountScore;
  /** The stones counted as dead, SGF points. */
  readonly dead: readonly string[];
  /** The empty points shown as each side's. */
  readonly territory: TerritoryMarks;
  readonly method: 'final' | 'estimate';
}

export interface JudgeOptions {
  readonly owner: string;
  readonly lane: EngineLane;
  /** GNU Go's level for the analysis (lower is faster). */
  readonly level: number;
  /** How long `final_status_list` may take before the estimate is used instead. */
  readonly finalTimeoutMs: number;
}

/** The position after the moves, replayed by the rules core; a bad setup or an illegal move is an error. */
export function replay(request: JudgeRequest): Result<Position, string> {
  const { size } = request;
  const setup = readSetupLists(request.setup.black, request.setup.white, size);
  if (!setup.ok) return err(`setup point ${setup.error.point}: ${setup.error.code}`);
  const board = new Board(size);
  board.setStones([
    ...setup.value.black.map((vertex) => ({ vertex, sign: BLACK as Stone })),
    ...setup.value.white.map((vertex) => ({ vertex, sign: WHITE as Stone })),
  ]);
  let color = request.firstColor;
  for (const [i, point] of request.moves.entries()) {
    const move = sgfToMove(point, size);
    if (!move.ok) return err(`move ${i + 1} (${point}) is not a point of a ${size} board`);
    const played = board.play(move.value, color);
    if (!played.ok) return err(`move ${i + 1} (${point}) is illegal: ${played.error}`);
    color = color === BLACK ? WHITE : BLACK;
  }
  return ok({ size, signs: board.signs() });
}

/** The position as the engine gets it: komi in points (the site's komi is in stones). */
export function enginePositionOf(request: JudgeRequest): EnginePosition {
  return {
    size: request.size,
    komi: (komi(request.rangzi, request.daotiemu) * 2) / 100,
    setup: request.setup,
    firstColor: request.firstColor,
    moves: request.moves,
  };
}

const countingOf = (request: JudgeRequest) => ({
  size: request.size,
  handicap: request.rangzi,
  komiShift: request.daotiemu,
});

/**
 * Judges a position. Answers an error (never touching the engine) for a position that is not
 * legal; engine failures (busy, died, timed out) are thrown as EngineBusyError / GtpError.
 */
export async function judge(
  pool: EnginePool,
  request: JudgeRequest,
  options: JudgeOptions,
): Promise<Result<Judgement, string>> {
  const pos = replay(request);
  if (!pos.ok) return pos;
  const counting = countingOf(request);
  // GNU Go answers an empty board's influence with the previous position's (its analysis is not
  // redone after clear_board): a board without stones is judged here, every point shared evenly.
  if (Array.prototype.every.call(pos.value.signs, (s) => s === 0)) {
    const even = ownershipScore(pos.value, new Float64Array(request.size ** 2), counting);
    return ok({ ...even, method: 'estimate' });
  }
  const job = {
    owner: options.owner,
    lane: options.lane,
    level: options.level,
    position: enginePositionOf(request),
  };

  if (endsWithTwoPasses(request.moves)) {
    try {
      const { dead, dame } = await pool.run({
        ...job,
        work: (engine) => finalMarks(engine, request.size, options.finalTimeoutMs),
      });
      const final = finalScore(pos.value, stonesAt(pos.value, dead), counting, dame);
      if (final.ok) return ok({ ...final.value, dead, method: 'final' });
    } catch (error) {
      if (!isGtpError(error, 'TIMEOUT')) throw error;
    }
  }

  const seen = await pool.run({
    ...job,
    work: async (engine) => ({
      values: await meanTerritoryValues(engine, request.size),
      dead: await deadDragonStones(engine, request.size),
    }),
  });
  if (seen.values === null) {
    const plain = finalScore(pos.value, stonesAt(pos.value, seen.dead), counting);
    if (!plain.ok) return err(`the position cannot be counted: ${plain.error}`);
    return ok({ ...plain.value, dead: seen.dead, method: 'estimate' });
  }
  const values = withDeadStones(pos.value, seen.values, seen.dead);
  return ok({ ...ownershipScore(pos.value, values, counting), method: 'estimate' });
}
