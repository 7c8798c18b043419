/** What a point holds. Numeric so boards fit in typed arrays. */
export const EMPTY = 0;
export const BLACK = 1;
export const WHITE = 2;
export type Stone = typeof BLACK | typeof WHITE;
export type Sign = typeof EMPTY | Stone;

/** A board point: x is the column from the left, y the row from the top, both from 0 (SGF order). */
export interface Vertex {
  readonly x: number;
  readonly y: number;
}

/** A move is a vertex, or null for a pass. */
export type MoveVertex = Vertex | null;

export function opponent(color: Stone): Stone {
  return color === BLACK ? WHITE : BLACK;
}

/** The colour that plays move `moveNumber` (1-based): colours alternate from `firstColor`, passes included. */
export function moverOf(moveNumber: number, firstColor: Stone): Stone {
  return moveNumber % 2 === 1 ? firstColor : opponent(firstColor);
}

/** Largest board that can be read from a record; play is limited to 2–19. */
export const MAX_READ_SIZE = 25;
export const MIN_SIZE = 2;
export const MAX_PLAY_SIZE = 19;
export const STANDARD_SIZE = 19;

/** Board size clamped to what can be played, as the board engine does on clear and setup. */
export function clampPlaySize(size: number): number {
  if (!Number.isFinite(size)) return STANDARD_SIZE;
  return Math.min(MAX_PLAY_SIZE, Math.max(MIN_SIZE, Math.trunc(size)));
}
