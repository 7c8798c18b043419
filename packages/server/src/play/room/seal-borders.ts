/**
 * Sealing open borders before a count, as OGS does. A point left empty between a black and a
 * white stone (an unfilled dame) joins the regions on both sides: a black territory that touches
 * it also touches white, and the area count gives the whole region to nobody (one real game lost
 * 19 points of black territory that way). Under area rules whoever fills the dame gains only that
 * point, so the count treats every neutral point touching live stones of both colours as a wall;
 * what is then bordered by one colour only, and at least as large as the walls closing it, is
 * that colour's. Regions still touching both (an unfinished border, seki's shared liberties)
 * stay neutral. Measured on real games in bench/engine (docs/engines.md).
 */
import { type AreaScore, BLACK, type Position } from '@tengen/core';

function neighbours(i: number, size: number): number[] {
  const x = i % size;
  const out: number[] = [];
  if (i >= size) out.push(i - size);
  if (x > 0) out.push(i - 1);
  if (x < size - 1) out.push(i + 1);
  if (i < size * size - size) out.push(i + size);
  return out;
}

/** The area count with open borders sealed; the same count when nothing is open. */
export function sealOpenBorders(pos: Position, area: AreaScore): AreaScore {
  if (area.neutral === 0) return area;
  const { size, signs } = pos;
  const own = area.ownership;
  // +1 / -1 on a live stone (owned by its own colour), 0 elsewhere
  const live = (i: number) => (signs[i] === 0 ? 0 : own[i] === (signs[i] === BLACK ? 1 : -1) ? own[i] : 0);
  const n = size * size;
  const wall = new Uint8Array(n);
  for (let i = 0; i < n; i++) {
    if (own[i] !== 0) continue;
    let touches = 0;
    for (const j of neighbours(i, size)) touches |= live(j) === 1 ? 1 : live(j) === -1 ? 2 : 0;
    if (touches === 3) wall[i] = 1;
  }
  const ownership = Int8Array.from(own);
  const seen = new Uint8Array(n);
  let black = 0;
  let white = 0;
  for (let start = 0; start < n; start++) {
    if (own[start] !== 0 || wall[start] === 1 || seen[start] === 1) continue;
    const region = [start];
    seen[start] = 1;
    let borders = 0;
    const walls = new Set<number>();
    for (let k = 0; k < region.length; k++) {
      for (const j of neighbours(region[k], size)) {
        const l = live(j);
        if (l !== 0) borders |= l === 1 ? 1 : 2;
        else if (wall[j] === 1) walls.add(j);
        else if (own[j] === 0 && seen[j] === 0) {
          seen[j] = 1;
          region.push(j);
        }
      }
    }
    // A territory leaking through unfilled dame is at least as large as the dame that seal it;
    // a pocket cut out of a neutral zone by more dame than it has points is part of that zone
    // (seki, an unfinished border: one real game, 04645, gave black 3 points that way), and
    // stays neutral.
    if ((borders !== 1 && borders !== 2) || region.length < walls.size) continue;
    for (const i of region) ownership[i] = borders === 1 ? 1 : -1;
    if (borders === 1) black += region.length;
    else white += region.length;
  }
  if (black === 0 && white === 0) return area;
  const side = (s: AreaScore['black'], more: number) => ({
    stones: s.stones,
    territory: s.territory + more,
    area: s.area + more,
  });
  return {
    black: side(area.black, black),
    white: side(area.white, white),
    neutral: area.neutral - black - white,
    ownership,
  };
}
