import { BLACK, type GameNode, moveToGtp, type Vertex } from '@tengen/core';
import { fillLabel } from './labels.ts';
import type { BoardState } from './state.ts';
import type { ActionResult } from './types.ts';

/** The words for screen readers: plain functions of the state and its labels, no DOM. */

function colorName(state: BoardState, color: number): string {
  return color === BLACK ? state.labels.black : state.labels.white;
}

/** The board's accessible name ("Go board, 19 by 19"). */
export function boardName(state: BoardState): string {
  return fillLabel(state.labels.board, { size: state.game.size });
}

/** A node's move in words ("Black D4, 2 stones captured", "White passes"); null without a move. */
export function moveWords(state: BoardState, node: GameNode): string | null {
  const move = node.move;
  if (!move) return null;
  const { labels } = state;
  const color = colorName(state, move.color);
  if (move.vertex === null) return fillLabel(labels.pass, { color });
  const words = fillLabel(labels.move, { color, point: moveToGtp(move.vertex, state.game.size) });
  const captured = node.effect?.captured ?? 0;
  if (captured === 0) return words;
  const took = captured === 1 ? labels.capturedOne : fillLabel(labels.capturedMany, { count: captured });
  return fillLabel(labels.moveCaptured, { move: words, captured: took });
}

/** A point and what is on it ("D4, black stone"). */
export function pointWords(state: BoardState, v: Vertex): string {
  const { labels } = state;
  const sign = state.game.board.get(v);
  const content = sign === 0 ? labels.empty : sign === BLACK ? labels.blackStone : labels.whiteStone;
  return fillLabel(labels.point, { point: moveToGtp(v, state.game.size), content });
}

/**
 * The position in brief: who is to play, the stones, the last move; then how to use the keys. Each
 * label is a sentence with its language's own full stop.
 */
export function positionWords(state: BoardState, withKeys: boolean): string {
  const { labels, game } = state;
  let black = 0;
  let white = 0;
  for (const s of game.board.signs()) {
    if (s === BLACK) black++;
    else if (s !== 0) white++;
  }
  const last = moveWords(state, game.current);
  const parts = [
    fillLabel(labels.toPlay, { color: colorName(state, game.toPlay) }),
    fillLabel(labels.stones, { black, white }),
    last ? fillLabel(labels.lastMove, { move: last }) : labels.noMoves,
  ];
  if (withKeys) parts.push(labels.keys);
  return parts.join(' ');
}

/** Why a keyboard move did nothing, in words; null when there is nothing to say. */
export function refusalWords(state: BoardState, result: ActionResult): string | null {
  const { labels } = state;
  if (result === 'NOT_EMPTY') return labels.occupied;
  if (result === 'KO') return labels.ko;
  if (result === 'SUICIDE') return labels.suicide;
  if (result === 'ERROR' && state.clickMode === 'disabled' && !state.multiChoice.active) return labels.notNow;
  return null;
}
