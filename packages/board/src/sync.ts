import { type MoveVertex, moveToSgf, type Stone, sgfToMove, sgfToVertex } from '@tengen/core';
import { goto, next, placeStone, playMove, prev } from './game-tree.ts';
import type { BoardState } from './state.ts';
import type { ActionResult, PuzzleMode, PuzzleResult } from './types.ts';

/**
 * What one client sends so that another shows the same board. Points are SGF (`tt` a pass), so
 * the operations can travel as JSON unchanged.
 */
export type SyncOp =
  | { readonly op: 'play'; readonly point: string; readonly color: Stone }
  | { readonly op: 'place'; readonly point: string; readonly color: Stone | 0 }
  | { readonly op: 'prev' }
  | { readonly op: 'next' }
  | { readonly op: 'goto'; readonly move: number }
  | { readonly op: 'mode'; readonly mode: PuzzleMode }
  | { readonly op: 'result'; readonly result: PuzzleResult };

export function emit(state: BoardState, op: SyncOp): void {
  state.events.onSync?.(op);
}

export function playOp(state: BoardState, vertex: MoveVertex, color: Stone): SyncOp {
  return { op: 'play', point: moveToSgf(vertex, state.game.size), color };
}

/** Whether operations from another client may be applied now: watch, play and solution modes. */
function accepts(state: BoardState): boolean {
  const mode = state.puzzle?.mode;
  return mode === undefined || mode === 'WATCH' || mode === 'PLAY' || mode === 'SHIXIA';
}

/** Applies another client's operation as it is, without judging it and without echoing it. */
export function applySync(state: BoardState, op: SyncOp): ActionResult {
  if (!accepts(state)) {
    state.log('WRONG_MODE', `sync ${op.op} in mode ${state.puzzle?.mode}`);
    return 'ERROR';
  }
  const size = state.game.size;
  switch (op.op) {
    case 'play': {
      const v = sgfToMove(op.point, size);
      if (!v.ok) break;
      const result = playMove(state, v.value, op.color);
      if (result === 'OK' && state.puzzle) state.puzzle.played.push(v.value);
      return result;
    }
    case 'place': {
      const v = sgfToVertex(op.point, size);
      if (!v.ok) break;
      placeStone(state, v.value, op.color === 0 ? 'alternate' : op.color);
      return 'OK';
    }
    case 'prev':
      return prev(state);
    case 'next':
      return next(state);
    case 'goto':
      return goto(state, op.move);
    case 'mode':
      if (state.puzzle) state.puzzle.mode = op.mode;
      return state.puzzle ? 'OK' : 'ERROR';
    case 'result':
      if (state.puzzle) state.puzzle.result = op.result;
      return state.puzzle ? 'OK' : 'ERROR';
  }
  state.log('BAD_POINT', `sync ${op.op} with point ${(op as { point?: string }).point}`);
  return 'ERROR';
}
