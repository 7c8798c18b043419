/**
 * Situation judgement: who is ahead and by how much, counted the way the game room counts.
 * Two methods, chosen by the position:
 * - **final** — the moves end with two passes: dead stones from `final_status_list dead`
 *   (fast once a game is played out), then exactly the room's area count. If the engine does
 *   not answer within `finalTimeoutMs` (the players passed early), the estimate is used.
 * - **estimate** — a game in play: dead stones from GNU Go's dragon analysis (dead dragons,
 *   and critical ones the side to move can kill), empty points shared by its territory values
 *   (judge-score.ts).
 */
import {
  BLACK,
  Board,
  type CountScore,
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
import { type Dragon, finalDeadStones, weakDragons } from './dead-stones.ts';
import type { EngineLane } from './fair-queue.ts';
import { isGtpError } from './gtp-errors.ts';
import type { EnginePosition } from './gtp-position.ts';
import { estimatedScore, finalScore, stonesAt } from './judge-score.ts';
import type { EnginePool } from './pool.ts';
import { territoryValues } from './territory.ts';

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

export function endsWithTwoPasses(moves: readonly string[]): boolean {
  return moves.length >= 2 && moves.at(-1) === 'tt' && moves.at(-2) === 'tt';
}

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
  const position = enginePositionOf(request);
  const counting = { size: request.size, handicap: request.rangzi, komiShift: request.daotiemu };
  const job = { owner: options.owner, lane: options.lane, level: options.level, position };

  if (endsWithTwoPasses(request.moves)) {
    try {
      const dead = await pool.run({
        ...job,
        work: (engine) => finalDeadStones(engine, request.size, options.finalTimeoutMs),
      });
      const vertices = stonesAt(pos.value, dead);
      const score = finalScore(pos.value, vertices, counting);
      if (score.ok) return ok({ score: score.value, dead, method: 'final' });
    } catch (error) {
      if (!isGtpError(error, 'TIMEOUT')) throw error;
    }
  }

  const seen = await pool.run({
    ...job,
    work: async (engine) => ({
      dragons: await weakDragons(engine, request.size),
      toMove: engine.toMove,
      territory: await territoryValues(engine, request.size, engine.toMove),
    }),
  });
  const dead = deadInPlay(pos.value, seen.dragons, seen.toMove);
  const score = estimatedScore(pos.value, stonesAt(pos.value, dead), seen.territory, counting);
  if (!score.ok) return err(`the position cannot be counted: ${score.error}`);
  return ok({ score: score.value, dead, method: 'estimate' });
}

/** Dead dragons, and critical dragons of the side not to move: its opponent moves first and kills. */
export function deadInPlay(pos: Position, dragons: readonly Dragon[], toMove: Stone): string[] {
  return dragons.flatMap((dragon) => {
    if (dragon.status === 'dead') return dragon.stones;
    const [first] = stonesAt(pos, dragon.stones);
    const color = first ? pos.signs[first.y * pos.size + first.x] : 0;
    return color !== 0 && color !== toMove ? dragon.stones : [];
  });
}

/**
 * The dead stones for a count that ends a game (two passes, or counting agreed): the engine's
 * `final_status_list dead`; if that takes longer than `finalTimeoutMs` (the players stopped
 * before the end), the estimate's dead stones. Throws what the engine throws.
 */
export async function deadStonesForCount(
  pool: EnginePool,
  request: JudgeRequest,
  options: JudgeOptions,
): Promise<string[]> {
  const pos = replay(request);
  if (!pos.ok) throw new Error(`the position cannot be counted: ${pos.error}`);
  const job = {
    owner: options.owner,
    lane: options.lane,
    level: options.level,
    position: enginePositionOf(request),
  };
  try {
    return await pool.run({
      ...job,
      work: (engine) => finalDeadStones(engine, request.size, options.finalTimeoutMs),
    });
  } catch (error) {
    if (!isGtpError(error, 'TIMEOUT')) throw error;
  }
  return pool.run({
    ...job,
    work: async (engine) => deadInPlay(pos.value, await weakDragons(engine, request.size), engine.toMove),
  });
}
