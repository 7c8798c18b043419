import { MAX_READ_SIZE } from './types.ts';

/** Random keys per (colour, padded point) for position hashing; fixed seed so hashes are stable. */
function makeTables(cells: number): { lo: Int32Array; hi: Int32Array } {
  const lo = new Int32Array(3 * cells);
  const hi = new Int32Array(3 * cells);
  let state = 0x9e3779b9;
  const next = (): number => {
    // xorshift32
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return state | 0;
  };
  for (let i = 0; i < lo.length; i++) {
    lo[i] = next();
    hi[i] = next();
  }
  return { lo, hi };
}

const cells = (MAX_READ_SIZE + 2) * (MAX_READ_SIZE + 2);

export const zobrist = { cells, ...makeTables(cells) };
