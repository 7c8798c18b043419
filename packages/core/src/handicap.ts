import type { Vertex } from './types.ts';

/**
 * Fixed handicap placement as GTP's `fixed_handicap` places it: the 4-4 points (3-3 below
 * 13×13) in the order D4 Q16 D16 Q4, then the side star points, the centre for odd counts.
 * Answers null when the board has no room for that many (even sizes have no centre points;
 * boards under 7 have none at all).
 */
export function fixedHandicap(size: number, stones: number): Vertex[] | null {
  if (stones === 0) return [];
  if (stones < 2 || stones > 9 || size < 7) return null;
  const odd = size % 2 === 1;
  if (!odd && stones > 4) return null;
  if (size === 7 && stones > 4) return null;
  const near = size >= 13 ? 3 : 2;
  const far = size - 1 - near;
  const mid = (size - 1) / 2;
  const corners: Vertex[] = [
    { x: near, y: far },
    { x: far, y: near },
    { x: near, y: near },
    { x: far, y: far },
  ];
  const sides: Vertex[] = [
    { x: near, y: mid },
    { x: far, y: mid },
    { x: mid, y: far },
    { x: mid, y: near },
  ];
  const centre: Vertex = { x: mid, y: mid };
  if (stones <= 4) return corners.slice(0, stones);
  const even = stones % 2 === 0 ? stones : stones - 1;
  const points = [...corners, ...sides.slice(0, even - 4)];
  return stones % 2 === 1 ? [...points, centre] : points;
}
