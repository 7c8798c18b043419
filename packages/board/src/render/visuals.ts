import type { Mark, Stone } from '@tengen/core';
import { keyCursorOf, keysAccepted } from '../key-cursor.ts';
import { shownMarks } from '../marks.ts';
import type { BoardState } from '../state.ts';
import type { AnswerColor } from '../types.ts';

/** Everything drawn on one point above its stone. Numbers and text are already decided here. */
export type Overlay =
  | { readonly t: 'mark'; readonly mark: Mark }
  | { readonly t: 'sign' }
  | { readonly t: 'last' }
  | { readonly t: 'moveNumber'; readonly n: number }
  | { readonly t: 'answer'; readonly color: AnswerColor }
  | { readonly t: 'territory'; readonly color: Stone }
  | { readonly t: 'winrate'; readonly text: string }
  | { readonly t: 'voteCount'; readonly n: number }
  | { readonly t: 'voted'; readonly by: 'stu' | 'tea' }
  | { readonly t: 'multi' }
  | { readonly t: 'ghost'; readonly color: Stone; readonly kind: 'ghost' | 'candidate' | 'cursor' }
  | { readonly t: 'keyCursor' };

export interface PointVisuals {
  /** Row-major signs. */
  readonly stones: Uint8Array;
  /** Row-major overlays; an empty list on most points. */
  readonly overlays: Overlay[][];
}

/** Moves of the current line to number: all, or the last `n`; a re-used point shows its last move. */
function moveNumbers(state: BoardState, out: Overlay[][]): number | null {
  const size = state.game.size;
  const nodes = state.game.current.path().filter((n) => n.move?.vertex);
  const setting = state.moveNumbers;
  if (setting === 'none') return null;
  const from = setting === 'all' ? 0 : Math.max(0, nodes.length - setting);
  let last: number | null = null;
  for (let i = from; i < nodes.length; i++) {
    const v = nodes[i].move!.vertex!;
    const k = v.y * size + v.x;
    if (state.game.board.get(v) === 0) continue;
    out[k] = out[k].filter((o) => o.t !== 'moveNumber');
    out[k].push({ t: 'moveNumber', n: nodes[i].moveNumber });
    last = k;
  }
  return last;
}

export function pointVisuals(state: BoardState): PointVisuals {
  const { game } = state;
  const size = game.size;
  const stones = game.board.signs();
  const overlays: Overlay[][] = Array.from({ length: size * size }, () => []);
  // A point the state holds off this board (none should be) is dropped, not drawn elsewhere.
  const nowhere: Overlay[] = [];
  const at = (x: number, y: number) =>
    x >= 0 && y >= 0 && x < size && y < size ? overlays[y * size + x] : nowhere;
  const atIndex = (k: number) => overlays[k] ?? nowhere;

  if (state.territory) {
    for (const v of state.territory.bs) at(v.x, v.y).push({ t: 'territory', color: 1 });
    for (const v of state.territory.ws) at(v.x, v.y).push({ t: 'territory', color: 2 });
  }
  for (const [k, color] of state.answerColors) if (color !== 'none') atIndex(k).push({ t: 'answer', color });
  const numbered = moveNumbers(state, overlays);
  const lastMove = game.current.move?.vertex;
  if (
    state.lastMoveMark &&
    lastMove &&
    numbered !== lastMove.y * size + lastMove.x &&
    stones[lastMove.y * size + lastMove.x]
  )
    at(lastMove.x, lastMove.y).push({ t: 'last' });
  for (const v of state.signs) at(v.x, v.y).push({ t: 'sign' });
  for (const [k, mark] of shownMarks(state)) atIndex(k).push({ t: 'mark', mark });
  for (const [k, text] of state.winrates) atIndex(k).push({ t: 'winrate', text });
  for (const [k, n] of state.vote.counts) atIndex(k).push({ t: 'voteCount', n });
  const chosen = state.vote.chosen;
  if (chosen && state.vote.type) at(chosen.x, chosen.y).push({ t: 'voted', by: state.vote.type });
  if (state.multiChoice.active) for (const v of state.multiChoice.points) at(v.x, v.y).push({ t: 'multi' });

  const toPlay = game.toPlay;
  const ghost = (
    v: { x: number; y: number } | null,
    color: Stone,
    kind: 'ghost' | 'candidate' | 'cursor',
  ) => {
    if (v && v.x < size && v.y < size && stones[v.y * size + v.x] === 0)
      at(v.x, v.y).push({ t: 'ghost', color, kind });
  };
  if (state.ghost) ghost(state.ghost.vertex, state.ghost.color, 'ghost');
  ghost(state.candidate, toPlay, 'candidate');
  if (state.clickMode === 'play' || state.clickMode === 'place') ghost(state.cursor, toPlay, 'cursor');
  // The keyboard's cursor is drawn last, over everything, while the board has the focus.
  if (state.keyFocus && keysAccepted(state)) {
    const k = keyCursorOf(state);
    at(k.x, k.y).push({ t: 'keyCursor' });
  }
  return { stones, overlays };
}

/** A text key of what a point shows, to repaint only points whose key changed. */
export function overlayKey(list: readonly Overlay[]): string {
  return list.length === 0 ? '' : JSON.stringify(list);
}
