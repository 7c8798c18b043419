import type { Vertex } from '@tengen/core';
import type { Region } from './types.ts';

export function fullRegion(size: number): Region {
  return { x1: 0, x2: size - 1, y1: 0, y2: size - 1 };
}

export function inRegion(v: Vertex, r: Region): boolean {
  return v.x >= r.x1 && v.x <= r.x2 && v.y >= r.y1 && v.y <= r.y2;
}

/** A region clamped to the board, corners put in order; a bad one becomes the full board. */
export function clampRegion(r: Partial<Region>, size: number): Region {
  const nums = [r.x1, r.x2, r.y1, r.y2];
  if (!nums.every((n) => typeof n === 'number' && Number.isFinite(n))) return fullRegion(size);
  const c = (n: number) => Math.min(size - 1, Math.max(0, Math.trunc(n)));
  const [x1, x2, y1, y2] = nums.map((n) => c(n as number));
  return { x1: Math.min(x1, x2), x2: Math.max(x1, x2), y1: Math.min(y1, y2), y2: Math.max(y1, y2) };
}

/** Grows [lo, hi] to `length` points inside 0..size-1, evenly on both sides where the edge allows. */
function widen(lo: number, hi: number, length: number, size: number): [number, number] {
  const need = Math.min(length, size) - (hi - lo + 1);
  if (need <= 0) return [lo, hi];
  lo -= Math.floor(need / 2);
  hi += Math.ceil(need / 2);
  if (lo < 0) [lo, hi] = [0, hi - lo];
  if (hi > size - 1) [lo, hi] = [Math.max(0, lo - (hi - size + 1)), size - 1];
  return [lo, hi];
}

/**
 * A puzzle's window as shown: one line of padding on every side that is not the board edge, then
 * the shorter side widened so the window is square (as far as the board allows).
 */
export function puzzleWindow(r: Region, size: number, padding = 1): Region {
  const p = clampRegion(
    { x1: r.x1 - padding, x2: r.x2 + padding, y1: r.y1 - padding, y2: r.y2 + padding },
    size,
  );
  const side = Math.max(p.x2 - p.x1, p.y2 - p.y1) + 1;
  const [x1, x2] = widen(p.x1, p.x2, side, size);
  const [y1, y2] = widen(p.y1, p.y2, side, size);
  return { x1, x2, y1, y2 };
}

/** The smallest region holding every vertex, or the full board when there is none. */
export function boundingRegion(points: readonly Vertex[], size: number): Region {
  if (points.length === 0) return fullRegion(size);
  let x1 = size;
  let y1 = size;
  let x2 = -1;
  let y2 = -1;
  for (const { x, y } of points) {
    x1 = Math.min(x1, x);
    x2 = Math.max(x2, x);
    y1 = Math.min(y1, y);
    y2 = Math.max(y2, y);
  }
  return { x1, x2, y1, y2 };
}

/** A move one point in `direction`, or null past the region's edge (the seed's adjust rule). */
export function stepInRegion(
  v: Vertex,
  direction: 'up' | 'down' | 'left' | 'right',
  r: Region,
): Vertex | null {
  const d = { up: [0, -1], down: [0, 1], left: [-1, 0], right: [1, 0] }[direction];
  const next = { x: v.x + d[0], y: v.y + d[1] };
  return inRegion(next, r) ? next : null;
}
