import type { MoveVertex, Stone, Vertex } from '@tengen/core';
import { playMove } from './game-tree.ts';
import type { BoardState } from './state.ts';
import type { ActionResult } from './types.ts';

/** Trial play (shixia): free moves from here, each reported, until leaveTrial goes back. */
export function enterTrial(
  state: BoardState,
  callback?: (move: { vertex: MoveVertex; color: Stone }) => void,
): ActionResult {
  if (!callback) {
    state.log('NO_TRIAL_CALLBACK', 'trial play needs a callback');
    return 'ERROR';
  }
  if (state.trial) {
    state.log('WRONG_MODE', 'trial play is already on');
    return 'ERROR';
  }
  state.trial = { origin: state.game.current, callback };
  return 'OK';
}

export function leaveTrial(state: BoardState): ActionResult {
  if (!state.trial) return 'ERROR';
  state.game.jumpTo(state.trial.origin);
  state.trial = null;
  return 'OK';
}

export function trialClick(state: BoardState, v: Vertex): ActionResult {
  const color = state.game.toPlay;
  const result = playMove(state, v, color);
  if (result === 'OK') state.trial?.callback({ vertex: v, color });
  return result;
}
