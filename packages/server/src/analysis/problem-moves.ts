/**
 * Problem moves: the moves where the mover lost the most win rate against the engine's own
 * choice in the same position (`mrate` − `rate`, seen from the mover's side). Comparing two
 * continuations of one position cancels the estimate's swing with the turn.
 */
import { BLACK, moverOf, type Stone } from '@tengen/core';
import type { ProblemMove, RatePoint } from '@tengen/protocol';

/** A move is a problem when it loses at least this much (tenths of a percent: 5 points of win rate). */
export const PROBLEM_THRESHOLD = 50;
/** At most this many problem moves per side, the largest losses. */
export const PROBLEMS_PER_SIDE = 10;

export function problemMoves(
  rates: readonly RatePoint[],
  firstColor: Stone,
): { black: ProblemMove[]; white: ProblemMove[] } {
  const bySide: Record<'black' | 'white', ProblemMove[]> = { black: [], white: [] };
  for (const point of rates) {
    const mover = moverOf(point.step, firstColor);
    const downrate = mover === BLACK ? point.mrate - point.rate : point.rate - point.mrate;
    if (downrate >= PROBLEM_THRESHOLD)
      bySide[mover === BLACK ? 'black' : 'white'].push({ step: point.step, downrate });
  }
  const worst = (moves: ProblemMove[]) =>
    moves
      .sort((a, b) => b.downrate - a.downrate || a.step - b.step)
      .slice(0, PROBLEMS_PER_SIDE)
      .sort((a, b) => a.step - b.step);
  return { black: worst(bySide.black), white: worst(bySide.white) };
}
