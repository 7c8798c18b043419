import { BLACK, type Board, EMPTY, type Sign, type Stone, WHITE } from '@tengen/core';
import { type Chains, labelChains } from './chains.ts';

/**
 * Marks, for one colour, its pass-alive chains and the regions they make pass-alive (Benson's
 * algorithm, as KataGo's Board::calculateAreaForPla computes it), and empty regions bordered only
 * by that colour (`safeBig` when all their borders are pass-alive, `unsafeBig` otherwise, the
 * latter never over a point already marked). Indices of `area` are padded board indices.
 */
function markAreaFor(
  board: Board,
  chains: Chains,
  pla: Stone,
  safeBig: boolean,
  unsafeBig: boolean,
  suicideLegal: boolean,
  area: Uint8Array,
): void {
  const color = board.color;
  const s = board.stride;
  const opp = 3 - pla;
  const cells = color.length;
  const regionOf = new Int32Array(cells).fill(-1);
  const regions: number[][] = [];
  const vital: number[][] = [];
  const internal: number[] = [];
  const containsOpp: boolean[] = [];
  const isEmptyOrOpp = (p: number) => color[p] === EMPTY || color[p] === opp;
  const adjacentToChain = (p: number, id: number) =>
    chains.chain[p - s] === id ||
    chains.chain[p - 1] === id ||
    chains.chain[p + 1] === id ||
    chains.chain[p + s] === id;
  const adjacentToPla = (p: number) =>
    color[p - s] === pla || color[p - 1] === pla || color[p + 1] === pla || color[p + s] === pla;

  let atLeastOnePla = false;
  const size = board.size;
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      const start = (y + 1) * s + x + 1;
      if (regionOf[start] !== -1) continue;
      if (color[start] !== EMPTY) {
        if (color[start] === pla) atLeastOnePla = true;
        continue;
      }
      const id = regions.length;
      let vitalFor: number[] = [];
      for (const n of [start - s, start - 1, start + 1, start + s]) {
        if (color[n] === pla && !vitalFor.includes(chains.chain[n] as number))
          vitalFor.push(chains.chain[n] as number);
      }
      const points = [start];
      regionOf[start] = id;
      let inside = 0;
      let hasOpp = false;
      for (let k = 0; k < points.length; k++) {
        const p = points[k] as number;
        // A region is vital for a chain when all its empty points (all points, if suicide is legal) touch it.
        if (vitalFor.length > 0 && (suicideLegal || color[p] === EMPTY))
          vitalFor = vitalFor.filter((c) => adjacentToChain(p, c));
        if (inside < 2 && !adjacentToPla(p)) inside++;
        if (color[p] === opp) hasOpp = true;
        for (const n of [p - s, p - 1, p + 1, p + s]) {
          if (isEmptyOrOpp(n) && regionOf[n] === -1) {
            regionOf[n] = id;
            points.push(n);
          }
        }
      }
      regions.push(points);
      vital.push(vitalFor);
      internal.push(inside);
      containsOpp.push(hasOpp);
    }
  }

  const plaChains: number[] = [];
  for (let id = 0; id < chains.stones.length; id++) {
    if (color[chains.stones[id]?.[0] as number] === pla) plaChains.push(id);
  }
  const vitalCount = new Map<number, number>(plaChains.map((id) => [id, 0]));
  for (const list of vital) for (const id of list) vitalCount.set(id, (vitalCount.get(id) ?? 0) + 1);
  const killed = new Set<number>();
  const bordersDead = new Array<boolean>(regions.length).fill(false);
  for (let changed = true; changed; ) {
    changed = false;
    for (const id of plaChains) {
      if (killed.has(id) || (vitalCount.get(id) ?? 0) >= 2) continue;
      killed.add(id);
      changed = true;
      for (const q of chains.stones[id] as number[]) {
        for (const n of [q - s, q - 1, q + 1, q + s]) {
          const r = regionOf[n] as number;
          if (r < 0 || bordersDead[r] || !isEmptyOrOpp(n)) continue;
          bordersDead[r] = true;
          for (const c of vital[r] as number[]) vitalCount.set(c, (vitalCount.get(c) ?? 0) - 1);
        }
      }
    }
  }

  for (const id of plaChains) {
    if (!killed.has(id)) for (const q of chains.stones[id] as number[]) area[q] = pla;
  }
  for (let r = 0; r < regions.length; r++) {
    const alive = !bordersDead[r] && atLeastOnePla;
    const mark = (alive && (internal[r] as number) <= 1) || (safeBig && !containsOpp[r] && alive);
    if (mark) {
      for (const p of regions[r] as number[]) area[p] = pla;
    } else if (unsafeBig && !containsOpp[r] && atLeastOnePla) {
      for (const p of regions[r] as number[]) if (area[p] === EMPTY) area[p] = pla;
    }
  }
}

/**
 * KataGo's Board::calculateArea with every option on, as the area-scoring input features use it:
 * pass-alive stones and territory, empty regions bordered by one colour, then every other stone
 * as its own colour. Answers signs by padded board index (the border stays EMPTY).
 */
export function paddedAreaWithPassAlive(
  board: Board,
  suicideLegal: boolean,
  chains: Chains = labelChains(board),
): Uint8Array {
  const padded = new Uint8Array(board.color.length);
  markAreaFor(board, chains, BLACK, true, true, suicideLegal, padded);
  markAreaFor(board, chains, WHITE, true, true, suicideLegal, padded);
  for (let p = 0; p < padded.length; p++) {
    const c = board.color[p];
    if (padded[p] === EMPTY && (c === BLACK || c === WHITE)) padded[p] = c;
  }
  return padded;
}

/** `paddedAreaWithPassAlive` row by row (y * size + x). */
export function areaWithPassAlive(
  board: Board,
  suicideLegal: boolean,
  chains: Chains = labelChains(board),
): Uint8Array {
  return unpad(board, paddedAreaWithPassAlive(board, suicideLegal, chains));
}

export function unpad(board: Board, padded: Uint8Array): Uint8Array {
  const size = board.size;
  const out = new Uint8Array(size * size);
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) out[y * size + x] = padded[(y + 1) * board.stride + x + 1] as Sign;
  }
  return out;
}

/** Only what Benson's algorithm proves: pass-alive stones and the territory they enclose. */
export function passAliveArea(
  board: Board,
  suicideLegal: boolean,
  chains: Chains = labelChains(board),
): Uint8Array {
  const padded = new Uint8Array(board.color.length);
  markAreaFor(board, chains, BLACK, false, false, suicideLegal, padded);
  markAreaFor(board, chains, WHITE, false, false, suicideLegal, padded);
  return unpad(board, padded);
}
