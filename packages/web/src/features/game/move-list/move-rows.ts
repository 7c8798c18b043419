/** The moves of a game as the move list shows them: number, colour, point in board coordinates. */
import { moveToGtp, sgfToMove } from '@tengen/core';

export interface MoveRow {
  /** 1 for the first move. */
  readonly number: number;
  /** 1 black, 2 white. */
  readonly color: 1 | 2;
  /** `Q16`; null for a pass. */
  readonly point: string | null;
}

/** Colours alternate from the side that moves first (white after a handicap's stones). */
export function moveRows(moves: readonly string[], size: number, blackFirst: boolean): MoveRow[] {
  return moves.map((move, i) => {
    const color: 1 | 2 = (i % 2 === 0) === blackFirst ? 1 : 2;
    const read = sgfToMove(move, size);
    const point = !read.ok || read.value === null ? null : moveToGtp(read.value, size);
    return { number: i + 1, color, point };
  });
}
