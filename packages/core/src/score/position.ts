import { err, ok, type Result } from '../result.ts';
import { BLACK, EMPTY, MAX_READ_SIZE, MIN_SIZE, type Vertex, WHITE } from '../types.ts';

/**
 * A plain position, independent of any board class: `signs` is row-major (index `y * size + x`)
 * with 0 empty, 1 black, 2 white.
 */
export interface Position {
  size: number;
  signs: ArrayLike<number>;
}

/** Each point's orthogonal neighbours: `list[4 * i + k]` for `k < degree[i]`. */
export interface Neighbours {
  readonly degree: Uint8Array;
  readonly list: Int32Array;
}

/**
 * A copy of the signs as an Int8Array, or BAD_SIZE when the size is not an integer in 2–25, the
 * signs are not size² values, or a value is not 0, 1 or 2.
 */
export function readPosition(pos: Position): Result<Int8Array, 'BAD_SIZE'> {
  const { size, signs } = pos;
  if (!Number.isInteger(size) || size < MIN_SIZE || size > MAX_READ_SIZE) return err('BAD_SIZE');
  if (signs == null || signs.length !== size * size) return err('BAD_SIZE');
  const board = new Int8Array(size * size);
  for (let i = 0; i < board.length; i++) {
    const s = signs[i];
    if (s !== EMPTY && s !== BLACK && s !== WHITE) return err('BAD_SIZE');
    board[i] = s;
  }
  return ok(board);
}

const neighbourCache = new Map<number, Neighbours>();

/** The neighbour table of a size×size board, built once per size. */
export function neighbourTable(size: number): Neighbours {
  const cached = neighbourCache.get(size);
  if (cached) return cached;
  const n = size * size;
  const degree = new Uint8Array(n);
  const list = new Int32Array(4 * n);
  for (let i = 0; i < n; i++) {
    const x = i % size;
    const add = (j: number) => {
      list[4 * i + degree[i]++] = j;
    };
    if (i >= size) add(i - size);
    if (x > 0) add(i - 1);
    if (x < size - 1) add(i + 1);
    if (i < n - size) add(i + size);
  }
  const table = { degree, list };
  neighbourCache.set(size, table);
  return table;
}

/**
 * Every index connected to `start` through points of the same sign as `start` (its chain, or its
 * empty region), marked in `seen` and answered in discovery order.
 */
export function floodFrom(board: Int8Array, nb: Neighbours, start: number, seen: Uint8Array): number[] {
  const sign = board[start];
  const found = [start];
  seen[start] = 1;
  for (let head = 0; head < found.length; head++) {
    const i = found[head];
    for (let k = 0; k < nb.degree[i]; k++) {
      const j = nb.list[4 * i + k];
      if (seen[j] === 0 && board[j] === sign) {
        seen[j] = 1;
        found.push(j);
      }
    }
  }
  return found;
}

/** Each empty point's region number (stones get -1), and how many regions there are. */
export function emptyRegions(board: Int8Array, nb: Neighbours): { id: Int32Array; count: number } {
  const id = new Int32Array(board.length).fill(-1);
  const seen = new Uint8Array(board.length);
  let count = 0;
  for (let i = 0; i < board.length; i++) {
    if (board[i] !== EMPTY || seen[i] === 1) continue;
    for (const j of floodFrom(board, nb, i, seen)) id[j] = count;
    count++;
  }
  return { id, count };
}

/**
 * For each empty region, the colours of the stones next to it as bits: BLACK = 1 and WHITE = 2,
 * so 3 means both and 0 none.
 */
export function regionBorders(
  board: Int8Array,
  nb: Neighbours,
  regionId: Int32Array,
  count: number,
): Uint8Array {
  const borders = new Uint8Array(count);
  for (let i = 0; i < board.length; i++) {
    if (board[i] === EMPTY) continue;
    for (let k = 4 * i, end = k + nb.degree[i]; k < end; k++) {
      const r = regionId[nb.list[k]];
      if (r >= 0) borders[r] |= board[i];
    }
  }
  return borders;
}

export function indexToVertex(i: number, size: number): Vertex {
  return { x: i % size, y: Math.floor(i / size) };
}
