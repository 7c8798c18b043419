import { BLACK, WHITE } from '../types.ts';
import type { Neighbours } from './position.ts';

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

/** Influence per point: positive black, negative white, 0 nobody's. */
export function bouzyInfluence(
  board: Int8Array,
  nb: Neighbours,
  dilations = BOUZY_DILATIONS,
  erosions = BOUZY_EROSIONS,
): Int32Array {
  let cur = new Int32Array(board.length);
  let next = new Int32Array(board.length);
  for (let i = 0; i < board.length; i++) {
    cur[i] = board[i] === BLACK ? BOUZY_STONE_VALUE : board[i] === WHITE ? -BOUZY_STONE_VALUE : 0;
  }
  for (let d = 0; d < dilations; d++) {
    dilate(cur, next, nb);
    [cur, next] = [next, cur];
  }
  for (let e = 0; e < erosions; e++) {
    erode(cur, next, nb);
    [cur, next] = [next, cur];
  }
  return cur;
}

/**
 * A point not below 0 with no negative neighbour gains one per positive neighbour; mirrored for
 * white. Where the colours meet neither spreads, which keeps a zero border between them.
 */
function dilate(from: Int32Array, to: Int32Array, nb: Neighbours): void {
  const { degree, list } = nb;
  for (let i = 0; i < from.length; i++) {
    let plus = 0;
    let minus = 0;
    for (let k = 4 * i, end = k + degree[i]; k < end; k++) {
      const w = from[list[k]];
      if (w > 0) plus++;
      else if (w < 0) minus++;
    }
    const v = from[i];
    if (v >= 0 && minus === 0) to[i] = v + plus;
    else if (v <= 0 && plus === 0) to[i] = v - minus;
    else to[i] = v;
  }
}

/** A positive point loses one per neighbour at or below 0, stopping at 0; mirrored for white. */
function erode(from: Int32Array, to: Int32Array, nb: Neighbours): void {
  const { degree, list } = nb;
  for (let i = 0; i < from.length; i++) {
    const v = from[i];
    if (v === 0) {
      to[i] = 0;
      continue;
    }
    let against = 0;
    for (let k = 4 * i, end = k + degree[i]; k < end; k++) {
      const w = from[list[k]];
      if (v > 0 ? w <= 0 : w >= 0) against++;
    }
    to[i] = v > 0 ? Math.max(0, v - against) : Math.min(0, v + against);
  }
}
