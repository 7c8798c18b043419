import type { Vertex } from '@tengen/core';
import { stepInRegion } from './region.ts';
import type { BoardState } from './state.ts';
import type { ActionResult, Direction } from './types.ts';

/** Confirm mode: a click only sets the candidate. */
export function setCandidate(state: BoardState, v: Vertex): ActionResult {
  state.candidate = v;
  return 'OK';
}

/** Nudges the candidate one point; FAILED at the window edge. */
export function adjustCandidate(state: BoardState, direction: Direction): ActionResult {
  if (!state.confirmMode || !state.candidate) {
    state.log('ADJUST_WITHOUT_CANDIDATE', 'adjust needs confirm mode and a candidate');
    return 'ERROR';
  }
  const moved = stepInRegion(state.candidate, direction, state.region);
  if (!moved) return 'FAILED';
  state.candidate = moved;
  return 'OK';
}

/** Plays the candidate through `play`; NO_PT when there is none. */
export function confirmCandidate(state: BoardState, play: (v: Vertex) => ActionResult): ActionResult {
  if (!state.confirmMode) {
    state.log('WRONG_MODE', 'confirm outside confirm mode');
    return 'ERROR';
  }
  const v = state.candidate;
  if (!v) {
    state.log('CONFIRM_WITHOUT_CANDIDATE', 'nothing to confirm');
    return 'NO_PT';
  }
  state.candidate = null;
  return play(v);
}
