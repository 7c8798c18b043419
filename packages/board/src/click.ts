import { isOnBoard, type Vertex, vertexToSgf } from '@tengen/core';
import { setCandidate } from './confirm.ts';
import { placeStone, playMove } from './game-tree.ts';
import { multiChoiceClick } from './multi-choice.ts';
import { puzzleClick } from './puzzle/session.ts';
import { inRegion } from './region.ts';
import type { BoardState } from './state.ts';
import { applySymbol } from './symbols.ts';
import { emit, playOp } from './sync.ts';
import { trialClick } from './trial.ts';
import type { ActionResult } from './types.ts';
import { voteClick } from './vote.ts';

/** Plays at a point the way the board is set up: trial, puzzle, or a plain move. */
export function playAt(state: BoardState, v: Vertex): ActionResult {
  if (state.trial) return trialClick(state, v);
  if (state.puzzle) return puzzleClick(state, v);
  const color = state.game.toPlay;
  const result = playMove(state, v, color);
  if (result === 'OK') {
    state.events.onPlay?.({ vertex: v, color });
    emit(state, playOp(state, v, color));
  }
  return result;
}

/**
 * A click on a point. Local clicks are ignored on a remote-controlled board; the controller's
 * clicks come in with `remote` set (the controlled-click variant).
 */
export function click(state: BoardState, v: Vertex, options: { remote?: boolean } = {}): ActionResult {
  if (state.remoteControlled && !options.remote) return 'ERROR';
  if (!isOnBoard(v, state.game.size) || !inRegion(v, state.region)) {
    state.log('BAD_POINT', `click at ${v.x},${v.y} outside the window`);
    return 'ERROR';
  }
  if (state.multiChoice.active) return multiChoiceClick(state, v);
  switch (state.clickMode) {
    case 'candidate':
      state.candidate = v;
      state.events.onCandidate?.(v);
      return 'OK';
    case 'play':
      return state.confirmMode ? setCandidate(state, v) : playAt(state, v);
    case 'place': {
      const color = placeStone(state, v, state.placeColor);
      state.events.onPlace?.(v, color);
      emit(state, { op: 'place', point: vertexToSgf(v), color });
      return 'OK';
    }
    case 'symbol':
      return applySymbol(state, v);
    case 'vote':
      if (state.vote.type) return voteClick(state, v);
      state.log('WRONG_MODE', 'vote click without a vote');
      return 'ERROR';
    default:
      return 'ERROR';
  }
}
