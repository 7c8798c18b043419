import { type Board, EMPTY, opponent, type Sign, type Stone, type Vertex } from '@tengen/core';

/**
 * Under rules that allow suicide, KataGo allows it only for more than one stone: a move with no
 * liberty that captures nothing but joins a chain of its own colour. Core's `Board` refuses
 * every suicide, so the engine plays these itself.
 */
export function isMultiStoneSuicide(board: Board, p: number, color: Stone): boolean {
  if (board.color[p] !== EMPTY || p === board.koPoint) return false;
  if (!board.neighbours(p).some((n) => board.color[n] === color)) return false;
  const answer = board.analyze(board.vertex(p), color);
  return !answer.ok && answer.error === 'SUICIDE';
}

/** Plays a multi-stone suicide: the chain it would make leaves the board, counted as captured. */
export function playMultiStoneSuicide(board: Board, p: number, color: Stone): void {
  const removed = new Set<number>();
  for (const n of board.neighbours(p)) {
    if (board.color[n] === color) for (const q of board.chainOf(n)) removed.add(q);
  }
  const changes: { vertex: Vertex; sign: Sign }[] = [...removed].map((q) => ({
    vertex: board.vertex(q),
    sign: EMPTY,
  }));
  board.setStones(changes);
  board.captures[opponent(color)] += removed.size + 1;
  board.pass();
}
