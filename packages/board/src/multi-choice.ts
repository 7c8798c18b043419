import { sgfToVertex, type Vertex } from '@tengen/core';
import type { BoardState } from './state.ts';
import type { ActionResult } from './types.ts';

export const MULTI_CHOICE_LIMIT = 5;

/** Starts choosing several points, optionally with some already chosen (SGF points). */
export function startMultiChoice(state: BoardState, chosen: unknown = []): ActionResult {
  const points: Vertex[] = [];
  if (!Array.isArray(chosen) || chosen.length > MULTI_CHOICE_LIMIT) {
    state.log('BAD_MULTI_CHOICE', 'chosen points must be a list of at most 5 SGF points');
    return 'ERROR';
  }
  for (const p of chosen) {
    const v = typeof p === 'string' ? sgfToVertex(p, state.game.size) : null;
    if (!v?.ok) {
      state.log('BAD_MULTI_CHOICE', `bad point ${String(p)}`);
      return 'ERROR';
    }
    points.push(v.value);
  }
  state.multiChoice = { active: true, points };
  return 'OK';
}

/** Adds a point, or removes it when it is already chosen; at most five. */
export function multiChoiceClick(state: BoardState, v: Vertex): ActionResult {
  const points = state.multiChoice.points;
  const i = points.findIndex((p) => p.x === v.x && p.y === v.y);
  if (i >= 0) points.splice(i, 1);
  else if (points.length >= MULTI_CHOICE_LIMIT) return 'ERROR';
  else points.push(v);
  state.events.onMultiChoice?.([...points], false);
  return 'OK';
}

export function confirmMultiChoice(state: BoardState): ActionResult {
  if (!state.multiChoice.active) return 'ERROR';
  if (state.multiChoice.points.length === 0) return 'NO_PT';
  state.multiChoice.active = false;
  state.events.onMultiChoice?.([...state.multiChoice.points], true);
  return 'OK';
}

export function stopMultiChoice(state: BoardState): void {
  state.multiChoice = { active: false, points: [] };
}
