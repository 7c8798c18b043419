import type { NetInput } from '../types.ts';
import { GLOBAL_FEATURES, SPATIAL_FEATURES } from '../types.ts';

/** A small deterministic generator (mulberry32), so a failing input can be made again. */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * A random input of the network's shape: plane 0 (on the board) is all ones as for a real
 * position, the other planes are 0/1 at random, the global values small numbers.
 */
export function randomNetInput(size: number, seed: number): NetInput {
  const next = random(seed);
  const area = size * size;
  const spatial = new Float32Array(SPATIAL_FEATURES * area);
  spatial.fill(1, 0, area);
  for (let i = area; i < spatial.length; i++) spatial[i] = next() < 0.15 ? 1 : 0;
  const global = Float32Array.from({ length: GLOBAL_FEATURES }, () => (next() < 0.5 ? 0 : next() - 0.5));
  return { size, spatial, global };
}

/** An empty board, the side to move giving `komi`, all other inputs 0. */
export function emptyBoardNetInput(size: number, komi: number): NetInput {
  const spatial = new Float32Array(SPATIAL_FEATURES * size * size);
  spatial.fill(1, 0, size * size);
  const global = new Float32Array(GLOBAL_FEATURES);
  global[5] = -komi / 15; // KataGo's global input 5: the komi of the side to move (black: −komi) / 15
  return { size, spatial, global };
}
