import type { Stone, Vertex } from '@tengen/core';

/**
 * KataGo's rules, as its `kata-set-rules` JSON names them. The network's global inputs and the
 * search's scoring follow these.
 */
export interface EngineRules {
  readonly ko: 'SIMPLE' | 'POSITIONAL' | 'SITUATIONAL';
  readonly scoring: 'AREA' | 'TERRITORY';
  readonly tax: 'NONE' | 'SEKI' | 'ALL';
  readonly suicide: boolean;
  readonly hasButton: boolean;
  readonly whiteHandicapBonus: '0' | 'N' | 'N-1';
  /**
   * Area scoring only: a pass that would end the game with dead stones left on the board does
   * not end it (KataGo's `friendlyPassOk`; false when absent). Changes what the network is shown
   * after one pass.
   */
  readonly friendlyPassOk?: boolean;
}

/** One move of a position's history; `null` is a pass. */
export interface EngineMove {
  readonly color: Stone;
  readonly point: Vertex | null;
}

/** A position as the engine is told it: a board, its setup stones, then the moves in order. */
export interface GamePosition {
  readonly size: number;
  readonly komi: number;
  readonly rules: EngineRules;
  readonly setup: { readonly black: readonly Vertex[]; readonly white: readonly Vertex[] };
  readonly moves: readonly EngineMove[];
  readonly toMove: Stone;
}

/** The number of spatial and global input planes of model version 8. */
export const SPATIAL_FEATURES = 22;
export const GLOBAL_FEATURES = 19;

/**
 * What the network is fed for one position, already in one of the eight symmetries:
 * `spatial` is SPATIAL_FEATURES planes of size × size, plane-major, row by row from the top
 * (index = feature * size * size + y * size + x); `global` is GLOBAL_FEATURES values.
 */
export interface NetInput {
  readonly size: number;
  readonly spatial: Float32Array;
  readonly global: Float32Array;
}

/**
 * What the network answers for one input, from the side to move's point of view and on the
 * input's (symmetric) frame, after each head's activation and KataGo's scaling for the model
 * version, before any legality mask:
 * `policyLogits` has size * size + 1 values (the last is the pass); `ownership` is tanh-ed
 * (+1 = the side to move owns the point).
 */
export interface NetOutput {
  readonly policyLogits: Float32Array;
  readonly win: number;
  readonly loss: number;
  readonly noResult: number;
  readonly scoreMean: number;
  readonly scoreStdev: number;
  readonly lead: number;
  readonly varTimeLeft: number;
  readonly ownership: Float32Array;
}

/** Evaluates batches of inputs (any mix of board sizes); the answers are in the inputs' order. */
export interface Evaluator {
  evaluate(batch: readonly NetInput[]): Promise<NetOutput[]>;
  /** How many batches it runs at once (its worker threads); 1 when absent. */
  readonly parallelism?: number;
  close(): Promise<void>;
}
