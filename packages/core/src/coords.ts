import { err, ok, type Result } from './result.ts';
import type { MoveVertex, Vertex } from './types.ts';

export type CoordError = 'BAD_POINT' | 'OUT_OF_BOARD';

const GTP_COLUMNS = 'ABCDEFGHJKLMNOPQRSTUVWXYZ';
const SGF_LETTERS = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ';

export function isOnBoard(v: Vertex, size: number): boolean {
  return Number.isInteger(v.x) && Number.isInteger(v.y) && v.x >= 0 && v.y >= 0 && v.x < size && v.y < size;
}

function sgfIndex(ch: string): number {
  return SGF_LETTERS.indexOf(ch);
}

/**
 * SGF point: exactly two letters, column then row from the top-left. `tt` (and the empty
 * string of FF[4]) is a pass on boards up to 19.
 */
export function sgfToMove(point: string, size: number): Result<MoveVertex, CoordError> {
  if (point === '' || (point === 'tt' && size <= 19)) return ok(null);
  if (point.length !== 2) return err('BAD_POINT');
  const x = sgfIndex(point[0]);
  const y = sgfIndex(point[1]);
  if (x < 0 || y < 0) return err('BAD_POINT');
  if (x >= size || y >= size) return err('OUT_OF_BOARD');
  return ok({ x, y });
}

/** An SGF point that must be a stone, never a pass (setup stones, marks). */
export function sgfToVertex(point: string, size: number): Result<Vertex, CoordError> {
  if (point.length !== 2) return err('BAD_POINT');
  const x = sgfIndex(point[0]);
  const y = sgfIndex(point[1]);
  if (x < 0 || y < 0) return err('BAD_POINT');
  if (x >= size || y >= size) return err('OUT_OF_BOARD');
  return ok({ x, y });
}

export function vertexToSgf(v: Vertex): string {
  return SGF_LETTERS[v.x] + SGF_LETTERS[v.y];
}

/** A move in SGF: a pass is written `tt` on boards up to 19 and as the empty value above. */
export function moveToSgf(move: MoveVertex, size: number): string {
  if (move === null) return size <= 19 ? 'tt' : '';
  return vertexToSgf(move);
}

/** GTP: a column letter without I, then the row counted from the bottom; `pass` is a pass. */
export function gtpToMove(text: string, size: number): Result<MoveVertex, CoordError> {
  const t = text.trim().toUpperCase();
  if (t === 'PASS') return ok(null);
  if (t.length < 2 || t.length > 3) return err('BAD_POINT');
  const x = GTP_COLUMNS.indexOf(t[0]);
  const digits = t.slice(1);
  if (x < 0 || !/^[0-9]+$/.test(digits)) return err('BAD_POINT');
  const row = Number(digits);
  if (row < 1 || row > size || x >= size) return err('OUT_OF_BOARD');
  return ok({ x, y: size - row });
}

export function moveToGtp(move: MoveVertex, size: number): string {
  if (move === null) return 'pass';
  return `${GTP_COLUMNS[move.x]}${size - move.y}`;
}

/** An SGF point as the board's coordinates name it (D4, Q16); null for a pass or a point off the board. */
export function pointName(point: string, size: number): string | null {
  const move = sgfToMove(point, size);
  return move.ok && move.value !== null ? moveToGtp(move.value, size) : null;
}

/** Whether a move list (SGF points, a pass written `tt`) ends with both players passing. */
export function endsWithTwoPasses(moves: readonly string[]): boolean {
  return moves.length >= 2 && moves.at(-1) === 'tt' && moves.at(-2) === 'tt';
}

/**
 * The seed's `pos` move lists: an array of two-letter points, or one string of them joined by
 * `*`, `,`, `;` or spaces. A string without separators is read two letters at a time.
 */
export function splitPointList(list: string | readonly string[]): string[] {
  if (Array.isArray(list)) return list.map((p) => String(p).trim());
  const text = (list as string).trim();
  if (text === '') return [];
  if (/[*,;\s]/.test(text)) return text.split(/[*,;\s]+/).filter((p) => p !== '');
  const out: string[] = [];
  for (let i = 0; i < text.length; i += 2) out.push(text.slice(i, i + 2));
  return out;
}

/** Index of a vertex in a row-major array of a `size`×`size` board. */
export function vertexIndex(v: Vertex, size: number): number {
  return v.y * size + v.x;
}

export function sameVertex(a: MoveVertex, b: MoveVertex): boolean {
  if (a === null || b === null) return a === b;
  return a.x === b.x && a.y === b.y;
}
