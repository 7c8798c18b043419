import { describe, expect, it } from 'vitest';
import { bouzyInfluence } from './bouzy.ts';
import { parseAsciiBoard } from './test-boards.ts';

function boardOf(rows: string[]): { board: Int8Array; size: number } {
  const pos = parseAsciiBoard(rows);
  return { board: Int8Array.from(pos.signs), size: pos.size };
}

function rowsOf(values: Int32Array, size: number): number[][] {
  return Array.from({ length: size }, (_, y) => Array.from(values.subarray(y * size, (y + 1) * size)));
}

describe('bouzyInfluence', () => {
  it("matches the thesis's one-space jump after 2 dilations", () => {
    const { board, size } = boardOf([
      '.........',
      '.........',
      '.........',
      '.........',
      '...X.X...',
      '.........',
      '.........',
      '.........',
      '.........',
    ]);
    expect(rowsOf(bouzyInfluence(board, size, 2, 0), size).slice(2, 7)).toEqual([
      [0, 0, 0, 1, 0, 1, 0, 0, 0],
      [0, 0, 2, 2, 3, 2, 2, 0, 0],
      [0, 1, 2, 132, 4, 132, 2, 1, 0],
      [0, 0, 2, 2, 3, 2, 2, 0, 0],
      [0, 0, 0, 1, 0, 1, 0, 0, 0],
    ]);
  });

  it('leaves an isolated stone no territory after 5/21', () => {
    const board = new Int8Array(19 * 19);
    board[9 * 19 + 9] = 2;
    const influence = bouzyInfluence(board, 19);
    expect(influence[9 * 19 + 9]).toBeLessThan(0);
    expect([...influence].filter((v) => v !== 0)).toHaveLength(1);
  });

  it('keeps an area enclosed by one colour and the edge', () => {
    const { board, size } = boardOf(['...X.', '...X.', 'XXXX.', '.....', '.....']);
    const influence = bouzyInfluence(board, size);
    for (const i of [0, 1, 2, 5, 6, 7]) expect(influence[i]).toBeGreaterThan(0);
  });

  it('is all zero on an empty board', () => {
    expect(bouzyInfluence(new Int8Array(81), 9).every((v) => v === 0)).toBe(true);
  });
});
