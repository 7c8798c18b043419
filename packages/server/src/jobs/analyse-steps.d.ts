/**
 * The engine work of a game analysis, one move at a time. For the move at `step` (the mover's
 * turn in the position before it) the engine is asked for its own choice (`reg_genmove`, which
 * does not play it), the score is estimated after that choice (`play`, `estimate_score`,
 * `undo`) and after the move actually played, which then stays on the board for the next step.
 */
import { type Stone } from '@tengen/core';
import { type GtpSender } from '../engines/position.ts';
/** What the engine said about one move; leads are black's, in points, komi included. */
export interface StepEstimate {
  readonly step: number;
  /** After the move played. */
  readonly lead: number;
  /** The engine's choice for this move (SGF point, `tt` a pass). */
  readonly mpt: string;
  /** After the engine's choice instead. */
  readonly mlead: number;
}
export interface StepsToAnalyse {
  readonly size: number;
  /** Every move of the game, SGF points. The engine is already at the position before `from`. */
  readonly moves: readonly string[];
  /** The colour of move 1. */
  readonly firstColor: Stone;
  /** 1-based, inclusive. */
  readonly from: number;
  readonly to: number;
}
export declare function estimateLead(engine: GtpSender): Promise<number>;
export declare function moverOf(step: number, firstColor: Stone): Stone;
/**
 * Analyses moves `from`…`to` in order, handing each result to `onStep` before the next begins
 * (so a caller can store progress as it goes). `shouldStop` is asked between moves.
 */
export declare function analyseSteps(
  engine: GtpSender,
  range: StepsToAnalyse,
  onStep: (estimate: StepEstimate) => Promise<void>,
  shouldStop?: () => boolean,
): Promise<void>;
