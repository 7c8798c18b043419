import type { Stone } from '@tengen/core';

/** One candidate of the root, from the side to move's point of view. */
export interface MoveAnalysis {
  /** y * size + x, or PASS_POINT. */
  readonly move: number;
  readonly visits: number;
  /** The side to move's chance to win, 0–1. */
  readonly winrate: number;
  /** Points the side to move is ahead by (KataGo's lead). */
  readonly scoreLead: number;
  /** The side to move's expected score in self-play (KataGo's scoreSelfplay). */
  readonly scoreSelfplay: number;
  readonly scoreStdev: number;
  readonly utility: number;
  /** A lower confidence bound of the win rate (winrate − 2 standard errors of the utility / 2). */
  readonly lcb: number;
  readonly prior: number;
  /** The principal variation, this move first. */
  readonly pv: readonly number[];
  /** Rank, 0 best. */
  readonly order: number;
}

/** What a search found, from the side to move's point of view unless named White's. */
export interface SearchResult {
  /** The side to move at the root, whose view the values take. */
  readonly toMove: Stone;
  /** The move to play: the first candidate (visits, or the best lower confidence bound), after the pass rules (docs/engine.md, "Search"). */
  readonly bestMove: number;
  readonly visits: number;
  readonly winrate: number;
  readonly scoreLead: number;
  readonly scoreSelfplay: number;
  readonly scoreStdev: number;
  readonly utility: number;
  /** Every visited candidate, best first. */
  readonly moves: readonly MoveAnalysis[];
  /** White's ownership (+1 White … −1 Black), averaged over the tree as KataGo's getAverageTreeOwnership. */
  readonly whiteOwnership: Float32Array;
  /** Network answers asked for and batches run during this search. */
  readonly evaluations: number;
  readonly batches: number;
  readonly seconds: number;
}
