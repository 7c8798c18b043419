import { WHITE } from '@tengen/core';
import type { SearchEdge, SearchNode } from './search-node.ts';
import type { SearchParams } from './search-params.ts';

/** Tiny constant so that the exploration term is positive before any visit (KataGo's). */
const TOTAL_CHILD_WEIGHT_PUCT_OFFSET = 0.01;

/** KataGo's cpuct, growing with the log of the parent's visits. */
export function cpuctOf(params: SearchParams, totalChildWeight: number): number {
  return (
    params.cpuctExploration +
    params.cpuctExplorationLog *
      Math.log((totalChildWeight + params.cpuctExplorationBase) / params.cpuctExplorationBase)
  );
}

/** How far the parent's utility spreads, as a factor of the exploration (KataGo's parentUtilityStdevFactor). */
function utilityStdevFactor(params: SearchParams, node: SearchNode): number {
  const prior = params.cpuctUtilityStdevPrior;
  const weight = node.visits;
  let stdev = prior;
  if (weight > 1) {
    const mean = node.utilityAvg;
    const meanSq = Math.max(node.utilitySqSum / weight, mean * mean);
    const priorWeight = params.cpuctUtilityStdevPriorWeight;
    stdev = Math.sqrt(
      Math.max(
        0,
        ((mean * mean + prior * prior) * priorWeight + meanSq * weight) / (priorWeight + weight - 1) -
          mean * mean,
      ),
    );
  }
  return 1 + params.cpuctUtilityStdevScale * (stdev / prior - 1);
}

/**
 * PUCT as KataGo's selectBestChildToDescend: the child's utility (or the first-play urgency
 * for an unvisited one) from the mover's view, plus cpuct × √(parent weight) × prior / (1 +
 * child weight); virtual losses pull a child being evaluated towards a loss.
 */
export function selectChild(params: SearchParams, node: SearchNode, isRoot: boolean): SearchEdge | null {
  const white = node.state.toMove === WHITE;
  let visitedPolicy = 0;
  let totalChildWeight = 0;
  for (const edge of node.edges) {
    const child = edge.child;
    if (child && child.visits > 0) {
      visitedPolicy += edge.prior;
      totalChildWeight += child.visits;
    }
  }
  const exploreScaling =
    cpuctOf(params, totalChildWeight) *
    Math.sqrt(totalChildWeight + TOTAL_CHILD_WEIGHT_PUCT_OFFSET) *
    utilityStdevFactor(params, node);

  // First-play urgency: the parent's utility, leaning on its own network value while little of
  // the policy has been visited, reduced in proportion to √(visited policy).
  const visitedShare = Math.min(1, visitedPolicy ** params.fpuParentWeightByVisitedPolicyPow);
  const parentUtility = visitedShare * node.utilityAvg + (1 - visitedShare) * node.valueUtility;
  const reduction = (isRoot ? params.rootFpuReductionMax : params.fpuReductionMax) * Math.sqrt(visitedPolicy);
  const fpu = white ? parentUtility - reduction : parentUtility + reduction;
  const utilityRadius =
    params.winLossUtilityFactor + params.staticScoreUtilityFactor + params.dynamicScoreUtilityFactor;

  let best: SearchEdge | null = null;
  let bestValue = Number.NEGATIVE_INFINITY;
  for (const edge of node.edges) {
    const child = edge.child;
    let weight = 0;
    let utility = fpu;
    if (child && child.visits > 0) {
      weight = child.visits;
      utility = child.utilityAvg;
    }
    if (child && child.virtualLosses > 0) {
      const lossWeight = child.virtualLosses * params.numVirtualLossesPerThread;
      const lossUtility = white ? -utilityRadius : utilityRadius;
      const share = lossWeight / (lossWeight + Math.max(0.25, weight));
      utility += (lossUtility - utility) * share;
      weight += lossWeight;
    }
    const value = (exploreScaling * edge.prior) / (1 + weight) + (white ? utility : -utility);
    if (value > bestValue) {
      bestValue = value;
      best = edge;
    }
  }
  return best;
}
