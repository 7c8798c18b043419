import type { Board } from './board.ts';
import { BLACK, type Stone, WHITE } from './types.ts';

/** How a random playout went. */
export interface PlayoutResult {
  /** Stones played. */
  moves: number;
  /** Passes made, the final two included. */
  passes: number;
  /** True when two passes in a row ended it; false when it stopped at `maxMoves`. */
  endedByPasses: boolean;
}

/**
 * Mulberry32: a tiny seedable generator of floats in [0, 1), so that playouts are reproducible.
 * Statistically fine for playouts, not for anything secret.
 */
export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * Plays one random legal move for `color` that does not fill its own eye (`Board.isEye`): from a
 * random place in the board's empty list, the first such point found going round the list.
 * Answers the padded index played, or -1 when there is none (the board is left as it was).
 */
export function playRandomMove(board: Board, color: Stone, random: () => number): number {
  const n = board.emptyCount;
  const empties = board.empties;
  let i = Math.floor(random() * n);
  for (let k = 0; k < n; k++, i++) {
    if (i === n) i = 0;
    const p = empties[i];
    // playIndex changes nothing when it refuses, and the list is not read again after a move.
    if (!board.isEye(p, color) && board.playIndex(p, color) >= 0) return p;
  }
  return -1;
}

/**
 * Plays random moves (`playRandomMove`) from the position on `board`, the colours alternating
 * from `firstColor`, until two passes in a row or `maxMoves` stones. Allocates nothing per move.
 */
export function randomPlayout(
  board: Board,
  firstColor: Stone,
  random: () => number,
  maxMoves = 3 * board.size * board.size,
): PlayoutResult {
  let color = firstColor;
  let moves = 0;
  let passes = 0;
  let passedLast = false;
  while (moves < maxMoves) {
    if (playRandomMove(board, color, random) >= 0) {
      moves++;
      passedLast = false;
    } else {
      board.pass();
      passes++;
      if (passedLast) return { moves, passes, endedByPasses: true };
      passedLast = true;
    }
    color = color === BLACK ? WHITE : BLACK;
  }
  return { moves, passes, endedByPasses: false };
}
