import { describe, expect, it } from 'vitest';
import type { Vertex } from '../types.ts';
import { estimateTerritory, type TerritoryEstimate } from './estimate.ts';
import { drawOwnership, parseAsciiBoard } from './test-boards.ts';

const EMPTY_19 = Array.from({ length: 19 }, () => '...................');

/** Black walls off the top-left corner, white walls outside them, a white 4-4 stone inside. */
const SEALED_CORNER = [
  '........X.O........',
  '........X.O........',
  '........X.O........',
  '...O....X.O....X...',
  '........X.O........',
  '........X.O........',
  '........X.O........',
  '........X.O........',
  'XXXXXXXXX.O........',
  '..........O........',
  'OOOOOOOOOOO........',
  ...EMPTY_19.slice(11, 15),
  '...O...........X...',
  ...EMPTY_19.slice(16),
];

function estimate(rows: string[]): { size: number; signs: ArrayLike<number>; result: TerritoryEstimate } {
  const pos = parseAsciiBoard(rows);
  return { ...pos, result: estimateTerritory(pos) };
}

const has = (list: Vertex[], x: number, y: number) => list.some((v) => v.x === x && v.y === y);

describe('estimateTerritory', () => {
  it('gives nobody anything on an empty board', () => {
    const { result } = estimate(EMPTY_19);
    expect(result.ownership.every((o) => o === 0)).toBe(true);
    expect(result.black).toEqual([]);
    expect(result.white).toEqual([]);
  });

  it('splits a board between two walls, leaving the gap neutral', () => {
    const rows = ['.........', '.........', '.........', 'XXXXXXXXX', '.........', 'OOOOOOOOO', '.........'];
    const { result } = estimate([...rows, '.........', '.........']);
    expect(drawOwnership(result.ownership, 9)).toEqual([
      ...Array(4).fill('XXXXXXXXX'),
      '.........',
      ...Array(4).fill('OOOOOOOOO'),
    ]);
    expect(result.black).toHaveLength(27);
    expect(result.white).toHaveLength(27);
  });

  it('gives a lone wall the side it closes off, not the open board beyond', () => {
    const rows = EMPTY_19.map((row, y) => (y === 4 ? 'XXXXXXXXXXXXXXXXXXX' : row));
    const { result } = estimate(rows);
    const own = drawOwnership(result.ownership, 19);
    expect(own.slice(0, 4)).toEqual(Array(4).fill('XXXXXXXXXXXXXXXXXXX'));
    expect(own[18]).toBe('...................');
    expect(result.white).toEqual([]);
  });

  it('counts a lone white stone in a sealed black corner as dead, for black', () => {
    const { result } = estimate(SEALED_CORNER);
    expect(result.ownership[3 * 19 + 3]).toBe(1);
    expect(has(result.black, 3, 3)).toBe(true);
    expect(result.white.filter((v) => v.x < 8 && v.y < 8)).toEqual([]);
    expect(result.black.filter((v) => v.x < 8 && v.y < 8)).toHaveLength(64);
  });

  it('does not call stones in the open dead', () => {
    const { signs, result } = estimate(SEALED_CORNER);
    // The lone stones at the 4-16 and 16-4 points keep their colour.
    expect(result.ownership[15 * 19 + 3]).toBe(-1);
    expect(result.ownership[3 * 19 + 15]).toBe(1);
    expect(signs[15 * 19 + 3]).toBe(2);
  });

  it('never counts a white stone in a small black area as white territory', () => {
    const { result } = estimate([
      '.........',
      '.........',
      '....O....',
      '.........',
      '.........',
      'XXXXXXXXX',
      '.........',
      'OOOOOOOOO',
      '.........',
    ]);
    expect(result.white.filter((v) => v.y < 5)).toEqual([]);
  });

  it('keeps a white group with two eyes alive inside a black area', () => {
    const { result } = estimate([
      '...........',
      '...........',
      '...XXXXX...',
      '..XOOOOOX..',
      '..XO.O.OX..',
      '..XOOOOOX..',
      '...XXXXX...',
      ...Array(4).fill('...........'),
    ]);
    const group = drawOwnership(result.ownership, 11)
      .slice(3, 6)
      .map((row) => row.slice(3, 8));
    expect(group).toEqual(['OOOOO', 'OOOOO', 'OOOOO']);
    expect(has(result.white, 4, 4) && has(result.white, 6, 4)).toBe(true);
  });

  it('keeps both inner groups of a seki alive', () => {
    const { result } = estimate([
      '.XO.XO.',
      '.XO.XO.',
      '.XXXOO.',
      '...XO..',
      '...XO..',
      '...XO..',
      '...XO..',
    ]);
    const own = drawOwnership(result.ownership, 7);
    expect(own[0].slice(1, 6)).toBe('XO.XO');
    expect(own[1].slice(1, 6)).toBe('XO.XO');
  });

  it('lists in black and white exactly the non-stone points it gives each side', () => {
    const { signs, result } = estimate(SEALED_CORNER);
    const counted = (owner: number) =>
      [...result.ownership].flatMap((o, i) =>
        o === owner && signs[i] !== (owner === 1 ? 1 : 2) ? [{ x: i % 19, y: Math.floor(i / 19) }] : [],
      );
    expect(result.black).toEqual(counted(1));
    expect(result.white).toEqual(counted(-1));
  });

  it('estimates nothing for a malformed position', () => {
    expect(estimateTerritory({ size: 9, signs: [1, 2] })).toEqual({
      ownership: new Int8Array(0),
      black: [],
      white: [],
    });
  });
});
