/**
 * Problem moves: the moves where the mover lost the most win rate against the engine's own
 * choice in the same position (`mrate` − `rate`, seen from the mover's side, each judged after
 * the opponent's best reply: analyse-steps.ts). Comparing two continuations of one position
 * cancels the estimate's swing with the turn. One misreading of the engine's, repeated (it
 * wants the same point move after move and the player keeps playing elsewhere), is one
 * problem: a side's losses in a row with the same engine choice count once, at the first
 * move, with the largest loss among them (docs/analysis.md has the threshold and why).
 */
import { BLACK, moverOf, type Stone } from '@tengen/core';
import type { ProblemMove, RatePoint } from '@tengen/protocol';

/**
 * A move is a problem when it loses at least this much (tenths of a percent: 3 points of win
 * rate, about 4½ points of score in an even game; docs/analysis.md).
 */
export const PROBLEM_THRESHOLD = 30;
/** At most this many problem moves per side, the largest losses. */
export const PROBLEMS_PER_SIDE = 10;

export function problemMoves(
  rates: readonly RatePoint[],
  firstColor: Stone,
): { black: ProblemMove[]; white: ProblemMove[] } {
  const bySide: Record<'black' | 'white', ProblemMove[]> = { black: [], white: [] };
  // per side: the engine choice of its last problem move, while its problems follow in a row
  const last: Record<'black' | 'white', { mpt: string; step: number; at: number } | null> = {
    black: null,
    white: null,
  };
  for (const point of [...rates].sort((a, b) => a.step - b.step)) {
    const mover = moverOf(point.step, firstColor);
    const side = mover === BLACK ? 'black' : 'white';
    const downrate = mover === BLACK ? point.mrate - point.rate : point.rate - point.mrate;
    if (downrate < PROBLEM_THRESHOLD) {
      last[side] = null;
      continue;
    }
    const before = last[side];
    if (before !== null && before.mpt === point.mpt && point.step - before.step === 2) {
      const merged = bySide[side][before.at];
      bySide[side][before.at] = { step: merged.step, downrate: Math.max(merged.downrate, downrate) };
      last[side] = { ...before, step: point.step };
      continue;
    }
    last[side] = { mpt: point.mpt, step: point.step, at: bySide[side].length };
    bySide[side].push({ step: point.step, downrate });
  }
  const worst = (moves: ProblemMove[]) =>
    moves
      .sort((a, b) => b.downrate - a.downrate || a.step - b.step)
      .slice(0, PROBLEMS_PER_SIDE)
      .sort((a, b) => a.step - b.step);
  return { black: worst(bySide.black), white: worst(bySide.white) };
}
