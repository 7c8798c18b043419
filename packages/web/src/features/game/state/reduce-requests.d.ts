/** The reducer's part for requests between the players: take-back, counting, early start, referee. */
import type { ServerMessageOf } from '@tengen/protocol';
import { type GameState } from './state.ts';
export declare function onRestoreTip(
  state: GameState,
  m: ServerMessageOf<'restore_tip'>,
  at: number,
): GameState;
export declare function onCalcStoneTip(
  state: GameState,
  m: ServerMessageOf<'calcstone_tip'>,
  at: number,
): GameState;
/** Counting agreed: the asker sees the count (13a); the opponent decides on it (21, from state). */
export declare function onCalcScoreTip(
  state: GameState,
  m: ServerMessageOf<'calc_score_tip'>,
  at: number,
): GameState;
/** The opponent rejected the count: play continues, and the asker is told (22). */
export declare function onCountRejected(
  state: GameState,
  m: ServerMessageOf<'calc_stone_no_result_tip'>,
  at: number,
): GameState;
export declare function onScoreTip(state: GameState, m: ServerMessageOf<'score_tip'>): GameState;
export declare function onCallJudgeTip(
  state: GameState,
  m: ServerMessageOf<'call_judge_tip'>,
  at: number,
): GameState;
export declare function onStartNowTip(
  state: GameState,
  m: ServerMessageOf<'start_now_tip'>,
  at: number,
): GameState;
/** The early start was accepted: the game starts now (the page also reloads, see effects.ts). */
export declare function onStartNowYes(state: GameState, at: number): GameState;
export declare function onStartNowNo(
  state: GameState,
  m: ServerMessageOf<'startnow_no_resp'>,
  at: number,
): GameState;
