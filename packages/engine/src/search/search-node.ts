import type { PositionState } from '../position/position-state.ts';

/** A node's own value, from White's point of view: a network answer or a counted end of game. */
export interface NodeValue {
  readonly winLoss: number;
  readonly noResult: number;
  readonly scoreMean: number;
  readonly scoreMeanSq: number;
  readonly lead: number;
  /** White's ownership per point (row by row from the top), +1 White … −1 Black. */
  readonly ownership: Float32Array;
}

/** A move from a node, with the network's prior for it and the node it leads to once visited. */
export interface SearchEdge {
  /** y * size + x, or PASS_POINT. */
  readonly move: number;
  readonly prior: number;
  child: SearchNode | null;
}

/** One position of the tree, with the sums of the values backed up through it (White's view). */
export class SearchNode {
  value: NodeValue | null = null;
  /** White's utility of `value`, as the FPU of its children needs it. */
  valueUtility = 0;
  edges: SearchEdge[] = [];
  terminal = false;
  /** Set while the node's network answer is awaited, so other descents wait for it. */
  pending: Promise<void> | null = null;
  visits = 0;
  virtualLosses = 0;
  utilitySum = 0;
  utilitySqSum = 0;
  winLossSum = 0;
  noResultSum = 0;
  scoreMeanSum = 0;
  scoreMeanSqSum = 0;
  leadSum = 0;

  constructor(readonly state: PositionState) {}

  get utilityAvg(): number {
    return this.visits > 0 ? this.utilitySum / this.visits : 0;
  }

  add(value: NodeValue, utility: number): void {
    this.visits += 1;
    this.utilitySum += utility;
    this.utilitySqSum += utility * utility;
    this.winLossSum += value.winLoss;
    this.noResultSum += value.noResult;
    this.scoreMeanSum += value.scoreMean;
    this.scoreMeanSqSum += value.scoreMeanSq;
    this.leadSum += value.lead;
  }
}
