import { BLACK, type Board, EMPTY, WHITE } from '@tengen/core';
import { type Chains, labelChains } from './chains.ts';
import { paddedAreaWithPassAlive, unpad } from './pass-alive.ts';

/**
 * KataGo's Board::calculateIndependentLifeArea as the area-scoring features with a group tax use
 * it (keepTerritories off, keepStones on): regions of each colour's area that touch dame or hold
 * one of its own stones in atari count as seki and are left out, except the owner's stones.
 * `regions` is White's independent regions minus Black's. Answers row-major signs.
 */
export function independentLifeArea(
  board: Board,
  suicideLegal: boolean,
  chains: Chains = labelChains(board),
): { area: Uint8Array; regions: number } {
  const basic = paddedAreaWithPassAlive(board, suicideLegal, chains);
  const color = board.color;
  const s = board.stride;
  const cells = color.length;
  const seki = new Uint8Array(cells);
  const result = new Uint8Array(cells);
  const size = board.size;
  const touchesDame = (p: number) => {
    for (const n of [p - s, p - 1, p + 1, p + s]) if (color[n] === EMPTY && basic[n] === EMPTY) return true;
    return false;
  };
  const flood = (
    start: number,
    owner: number,
    into: Uint8Array,
    value: number,
    stop: (n: number) => boolean,
  ) => {
    const queue = [start];
    into[start] = value;
    for (let k = 0; k < queue.length; k++) {
      const q = queue[k] as number;
      for (const n of [q - s, q - 1, q + 1, q + s]) {
        if (basic[n] === owner && !stop(n)) {
          into[n] = value;
          queue.push(n);
        }
      }
    }
  };
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      const p = (y + 1) * s + x + 1;
      const owner = basic[p] as number;
      if (owner === EMPTY || seki[p]) continue;
      const ownStoneInAtari = color[p] === owner && chains.liberties[chains.chain[p] as number] === 1;
      if (ownStoneInAtari || touchesDame(p)) flood(p, owner, seki, 1, (n) => seki[n] === 1);
    }
  }
  let regions = 0;
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      const p = (y + 1) * s + x + 1;
      const owner = basic[p] as number;
      if (owner === EMPTY || seki[p] || result[p] === owner) continue;
      regions += owner === WHITE ? 1 : -1;
      flood(p, owner, result, owner, (n) => result[n] === owner);
    }
  }
  for (let p = 0; p < cells; p++) {
    const c = color[p];
    if ((c === BLACK || c === WHITE) && basic[p] === c) result[p] = c;
  }
  return { area: unpad(board, result), regions };
}
