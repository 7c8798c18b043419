/**
 * KataGo's eight board symmetries (nninputs.cpp), numbered by three bits: 1 flips rows (y),
 * 2 flips columns (x), 4 transposes. Inputs are copied into the symmetric frame and the
 * network's spatial outputs copied back; for a transposing symmetry the two flips swap roles
 * on the way in, so that the way back undoes the way in.
 */
export type Symmetry = 0 | 1 | 2 | 3 | 4 | 5 | 6 | 7;

export const SYMMETRIES: readonly Symmetry[] = [0, 1, 2, 3, 4, 5, 6, 7];

export function isSymmetry(value: unknown): value is Symmetry {
  return Number.isInteger(value) && (value as number) >= 0 && (value as number) <= 7;
}

const cache = new Map<number, Int32Array>();

/**
 * Where each point (y * size + x) of the original frame goes in the symmetric frame, as KataGo's
 * copyWithSymmetry computes it for the inputs (`toNet`) or, reversed, for the outputs.
 */
function destinations(size: number, symmetry: Symmetry, toNet: boolean): Int32Array {
  const key = (size * 8 + symmetry) * 2 + (toNet ? 1 : 0);
  const known = cache.get(key);
  if (known) return known;
  const transpose = (symmetry & 4) !== 0;
  let flipX = (symmetry & 2) !== 0;
  let flipY = (symmetry & 1) !== 0;
  if (transpose && toNet) [flipX, flipY] = [flipY, flipX];
  let hBase = 0;
  let hStride = size;
  let wBase = 0;
  let wStride = 1;
  if (flipY) {
    hBase = (size - 1) * size;
    hStride = -size;
  }
  if (flipX) {
    wBase = size - 1;
    wStride = -1;
  }
  if (transpose) [hStride, wStride] = [wStride, hStride];
  const out = new Int32Array(size * size);
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) out[y * size + x] = hBase + y * hStride + wBase + x * wStride;
  }
  cache.set(key, out);
  return out;
}

/** Index in the network's frame of point `point` (y * size + x) of the board. */
export function pointToNet(point: number, size: number, symmetry: Symmetry): number {
  return destinations(size, symmetry, true)[point] as number;
}

/** Copies `planes` planes of size × size from the board's frame into the network's frame. */
export function planesToNet(
  source: Float32Array,
  planes: number,
  size: number,
  symmetry: Symmetry,
): Float32Array {
  if (symmetry === 0) return source.slice();
  const map = destinations(size, symmetry, true);
  const area = size * size;
  const out = new Float32Array(source.length);
  for (let f = 0; f < planes; f++) {
    const base = f * area;
    for (let i = 0; i < area; i++) out[base + (map[i] as number)] = source[base + i] as number;
  }
  return out;
}

/**
 * Copies one size × size plane of the network's answer back to the board's frame: answer
 * `index` of the network frame belongs to the board point this returns the value for.
 */
export function planeFromNet(source: ArrayLike<number>, size: number, symmetry: Symmetry): Float32Array {
  const area = size * size;
  const out = new Float32Array(area);
  if (symmetry === 0) {
    for (let i = 0; i < area; i++) out[i] = source[i] as number;
    return out;
  }
  const map = destinations(size, symmetry, false);
  for (let i = 0; i < area; i++) out[map[i] as number] = source[i] as number;
  return out;
}

/** The symmetry that undoes `symmetry` (KataGo's SymmetryHelpers::invert). */
export function invertSymmetry(symmetry: Symmetry): Symmetry {
  if (symmetry === 5) return 6;
  if (symmetry === 6) return 5;
  return symmetry;
}
