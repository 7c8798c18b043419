import type { SearchParams } from './search-params.ts';

/** What the choice of the move needs of one visited root child, utilities from the mover's view. */
export interface ChildStats {
  readonly visits: number;
  readonly prior: number;
  /** The mean utility of the child's visits, from the side to move at the root. */
  readonly utility: number;
  /** The mean of the squared utilities. */
  readonly utilitySq: number;
}

/**
 * A lower confidence bound of a child's utility and its radius, as KataGo's
 * getSelfUtilityLCBAndRadius with every visit weighing 1: the variance of the visits' utilities,
 * with a small prior that it is the widest the utility's range allows, so that few visits give
 * a wide bound.
 */
export function utilityLcb(params: SearchParams, child: ChildStats): { lcb: number; radius: number } {
  const range =
    params.winLossUtilityFactor + params.staticScoreUtilityFactor + params.dynamicScoreUtilityFactor;
  const n = child.visits;
  if (n <= 0) return { lcb: -2 * range * params.lcbStdevs, radius: 2 * range * params.lcbStdevs };
  const mean = child.utility;
  const priorWeight = 1 / (n * n);
  let meanSq = Math.max(child.utilitySq, mean * mean + 1e-8);
  meanSq = (meanSq * n + (meanSq + range * range) * priorWeight) / (n + priorWeight);
  const weightSum = n + priorWeight;
  const effectiveSamples = (weightSum * weightSum) / (n + priorWeight * priorWeight);
  const radius = Math.sqrt(Math.max(0, meanSq - mean * mean) / effectiveSamples) * params.lcbStdevs;
  return { lcb: mean - radius, radius };
}

/**
 * The weight each root child has in the choice of the move (KataGo's getPlaySelectionValues):
 * its visits, except that with `useLcbForSelection` the child with the best lower confidence
 * bound — among those with at least `minVisitPropForLCB` of the most explored child's visits —
 * is given as much weight as it would need to beat each other child whose bound is lower.
 */
export function playSelectionValues(params: SearchParams, children: readonly ChildStats[]): number[] {
  const values = children.map((c) => c.visits);
  if (!params.useLcbForSelection || children.length === 0) return values;
  // the most explored child, discounting its latest visit and leaning a little on the policy
  let mostExplored = 0;
  let bestGoodness = Number.NEGATIVE_INFINITY;
  children.forEach((c, i) => {
    const goodness = (c.visits * Math.max(0, c.visits - 1)) / Math.max(1, c.visits) + 2 * c.prior;
    if (goodness > bestGoodness) {
      bestGoodness = goodness;
      mostExplored = i;
    }
  });
  const mostExploredWeight = values[mostExplored] as number;
  const bounds = children.map((c) => utilityLcb(params, c));
  let best = -1;
  let bestLcb = Number.NEGATIVE_INFINITY;
  children.forEach((c, i) => {
    const lcb = (bounds[i] as { lcb: number }).lcb;
    if (c.visits > 0 && c.visits >= params.minVisitPropForLCB * mostExploredWeight && lcb > bestLcb) {
      bestLcb = lcb;
      best = i;
    }
  });
  if (best < 0) return values;
  let adjusted = values[best] as number;
  children.forEach((c, i) => {
    if (i === best) return;
    const { lcb, radius } = bounds[i] as { lcb: number; radius: number };
    const excess = bestLcb - lcb;
    if (excess < 0) return;
    // how many times wider the other's bound would have to be to fall below, squared: the
    // weight it stands for (at most 25 times its visits)
    const factor = (radius + excess) / (radius + 0.2 * excess);
    adjusted = Math.max(adjusted, factor * factor * c.visits);
  });
  values[best] = adjusted;
  return values;
}
