import { EMPTY, sgfToVertex, type Vertex } from '@tengen/core';
import { shownMarks } from './marks.ts';
import { type BoardState, indexOf } from './state.ts';
import type { ActionResult } from './types.ts';

/** Enters a vote mode; the same type twice is refused, a student vote needs a callback. */
export function startVote(
  state: BoardState,
  type: 'stu' | 'tea',
  callback?: (v: Vertex) => void,
): ActionResult {
  if (state.vote.type === type) {
    state.log('WRONG_MODE', `vote mode ${type} is already on`);
    return 'ERROR';
  }
  const cb = callback ?? state.events.onVote ?? null;
  if (type === 'stu' && !cb) {
    state.log('MISSING_DATA', 'a student vote needs a callback');
    return 'ERROR';
  }
  state.vote = { type, chosen: null, counts: new Map(), callback: cb };
  return 'OK';
}

export function stopVote(state: BoardState): void {
  state.vote = { type: null, chosen: null, counts: new Map(), callback: null };
}

/** The points a student may vote for when the board shows letter or named choices. */
function choicePoints(state: BoardState): Set<number> {
  const out = new Set<number>();
  for (const [k, m] of shownMarks(state)) if (m.kind === 'label') out.add(k);
  return out;
}

export function voteClick(state: BoardState, v: Vertex): ActionResult {
  if (state.vote.type === 'tea') {
    state.vote.chosen = v;
    return 'OK';
  }
  if (state.game.board.get(v) !== EMPTY) return 'NOT_EMPTY';
  const choices = choicePoints(state);
  if (choices.size > 0 && !choices.has(indexOf(state, v))) return 'ERROR';
  state.vote.chosen = v;
  state.vote.callback?.(v);
  return 'OK';
}

/** Teacher view: votes per point, SGF point to count. A bad point is logged and skipped. */
export function setVoteCounts(state: BoardState, counts: Record<string, number>): void {
  state.vote.counts = new Map();
  for (const [point, n] of Object.entries(counts)) {
    const v = sgfToVertex(point, state.game.size);
    if (v.ok && Number.isFinite(n)) state.vote.counts.set(indexOf(state, v.value), n);
    else state.log('BAD_POINT', `vote count for ${point}`);
  }
}
