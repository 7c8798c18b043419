import { BLACK, type Board, EMPTY, WHITE } from '@tengen/core';

/**
 * The chains of a board, labelled once for the features: `chain[p]` is a chain number (−1 off
 * stones) for each padded index, with each chain's distinct liberties and stones.
 */
export interface Chains {
  readonly chain: Int32Array;
  readonly liberties: number[];
  readonly stones: number[][];
}

export function labelChains(board: Board): Chains {
  const color = board.color;
  const chain = new Int32Array(color.length).fill(-1);
  const liberties: number[] = [];
  const stones: number[][] = [];
  const seenLiberty = new Int32Array(color.length).fill(-1);
  const s = board.stride;
  for (let p = 0; p < color.length; p++) {
    const c = color[p];
    if ((c !== BLACK && c !== WHITE) || chain[p] >= 0) continue;
    const id = stones.length;
    const list = [p];
    chain[p] = id;
    let libs = 0;
    for (let k = 0; k < list.length; k++) {
      const q = list[k] as number;
      for (const n of [q - s, q - 1, q + 1, q + s]) {
        const cn = color[n];
        if (cn === EMPTY) {
          if (seenLiberty[n] !== id) {
            seenLiberty[n] = id;
            libs++;
          }
        } else if (cn === c && chain[n] < 0) {
          chain[n] = id;
          list.push(n);
        }
      }
    }
    stones.push(list);
    liberties.push(libs);
  }
  return { chain, liberties, stones };
}
