import { BLACK, WHITE } from '../types.ts';

/**
 * Bouzy's 5/21 algorithm (Bruno Bouzy's thesis, after Zobrist's influence model; GNU Go's
 * `estimate_score`): stones start at ±128, empty points at 0; 5 dilations spread each colour's
 * influence, then 21 erosions eat it back wherever it borders the other colour or nothing.
 * What survives is territory. 21 = 1 + n(n−1) for n = 5 dilations: enough for an isolated
 * stone to keep no territory.
 */
export const BOUZY_DILATIONS = 5;
export const BOUZY_EROSIONS = 21;
export const BOUZY_STONE_VALUE = 128;

/**
 * The work is done on a board padded with a ring of zeros, so every point has four neighbours
 * at fixed offsets; `degree` (the real neighbours) corrects the erosion, where an off-board zero
 * would otherwise count against the point.
 */
const degreeCache = new Map<number, Uint8Array>();

function paddedDegree(size: number): Uint8Array {
  const cached = degreeCache.get(size);
  if (cached) return cached;
  const width = size + 2;
  const degree = new Uint8Array(width * width);
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      degree[(y + 1) * width + x + 1] = 4 - +(x === 0) - +(x === size - 1) - +(y === 0) - +(y === size - 1);
    }
  }
  degreeCache.set(size, degree);
  return degree;
}

/** Influence per point of a size×size board: positive black, negative white, 0 nobody's. */
export function bouzyInfluence(
  board: Int8Array,
  size: number,
  dilations = BOUZY_DILATIONS,
  erosions = BOUZY_EROSIONS,
): Int32Array {
  const width = size + 2;
  const degree = paddedDegree(size);
  let cur = new Int32Array(width * width);
  let next = new Int32Array(width * width);
  for (let y = 0, i = 0; y < size; y++) {
    for (let x = 0, p = (y + 1) * width + 1; x < size; x++, p++, i++) {
      cur[p] = board[i] === BLACK ? BOUZY_STONE_VALUE : board[i] === WHITE ? -BOUZY_STONE_VALUE : 0;
    }
  }
  for (let d = 0; d < dilations; d++) {
    dilate(cur, next, size);
    const t = cur;
    cur = next;
    next = t;
  }
  // Erosion is a function of the board alone, so once a step changes nothing no later one will.
  for (let e = 0; e < erosions; e++) {
    const changed = erode(cur, next, size, degree);
    const t = cur;
    cur = next;
    next = t;
    if (!changed) break;
  }
  const out = new Int32Array(size * size);
  for (let y = 0, i = 0; y < size; y++) {
    for (let x = 0, p = (y + 1) * width + 1; x < size; x++, p++, i++) out[i] = cur[p];
  }
  return out;
}

// For an int32 v (never -2^31 here), `v >>> 31` is 1 when v < 0 and `-v >>> 31` is 1 when v > 0.

/**
 * A point not below 0 with no negative neighbour gains one per positive neighbour; mirrored for
 * white. Where the colours meet neither spreads, which keeps a zero border between them.
 */
function dilate(from: Int32Array, to: Int32Array, size: number): void {
  const width = size + 2;
  for (let y = 1; y <= size; y++) {
    for (let p = y * width + 1, end = p + size; p < end; p++) {
      const a = from[p - width];
      const b = from[p - 1];
      const c = from[p + 1];
      const d = from[p + width];
      const plus = (-a >>> 31) + (-b >>> 31) + (-c >>> 31) + (-d >>> 31);
      const minus = (a >>> 31) + (b >>> 31) + (c >>> 31) + (d >>> 31);
      const v = from[p];
      if (v >= 0 && minus === 0) to[p] = v + plus;
      else if (v <= 0 && plus === 0) to[p] = v - minus;
      else to[p] = v;
    }
  }
}

/**
 * A positive point loses one per neighbour at or below 0, stopping at 0; mirrored for white.
 * Answers whether any point changed.
 */
function erode(from: Int32Array, to: Int32Array, size: number, degree: Uint8Array): boolean {
  const width = size + 2;
  let changed = false;
  for (let y = 1; y <= size; y++) {
    for (let p = y * width + 1, end = p + size; p < end; p++) {
      const v = from[p];
      let left = 0;
      if (v > 0) {
        const plus =
          (-from[p - width] >>> 31) +
          (-from[p - 1] >>> 31) +
          (-from[p + 1] >>> 31) +
          (-from[p + width] >>> 31);
        left = Math.max(0, v - (degree[p] - plus));
      } else if (v < 0) {
        const minus =
          (from[p - width] >>> 31) + (from[p - 1] >>> 31) + (from[p + 1] >>> 31) + (from[p + width] >>> 31);
        left = Math.min(0, v + (degree[p] - minus));
      }
      to[p] = left;
      if (left !== v) changed = true;
    }
  }
  return changed;
}
