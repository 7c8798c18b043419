import { areaScore, type Position } from '@tengen/core';
import { describe, expect, it } from 'vitest';
import { sealOpenBorders } from './seal-borders.ts';

/** Rows of `X` black, `O` white, `.` empty. */
function position(rows: readonly string[]): Position {
  const signs = rows.flatMap((row) => [...row].map((c) => (c === 'X' ? 1 : c === 'O' ? 2 : 0)));
  return { size: rows.length, signs };
}

function sealed(rows: readonly string[]) {
  const pos = position(rows);
  const area = areaScore(pos, []);
  if (!area.ok) throw new Error(area.error);
  return { plain: area.value, sealed: sealOpenBorders(pos, area.value) };
}

describe('sealing open borders before the count', () => {
  it('an unfilled dame between the walls no longer joins black territory to white', () => {
    const { plain, sealed: s } = sealed([
      '...XO....',
      '...XO....',
      '...XO....',
      '...XO....',
      '....O....', // the dame: between black above and below and white on the right
      '...XO....',
      '...XO....',
      '...XO....',
      '...XO....',
    ]);
    // unsealed, black's 27 points and the dame are one region touching white: nobody's
    expect(plain.black.area).toBe(8);
    expect(plain.neutral).toBe(28);
    expect(s.black).toEqual({ stones: 8, territory: 27, area: 35 });
    expect(s.white).toEqual(plain.white);
    expect(s.neutral).toBe(1);
    expect(s.ownership[4 * 9 + 3]).toBe(0);
    expect(s.ownership[4 * 9]).toBe(1);
  });

  it('leaves an unfinished border and seki liberties neutral, and a settled count as it is', () => {
    const open = sealed([
      '..X...O..',
      '..X...O..',
      '..X...O..',
      '..X...O..',
      '..X...O..',
      '..X...O..',
      '..X...O..',
      '..X...O..',
      '..X...O..',
    ]);
    expect(open.sealed).toEqual(open.plain); // no point touches both colours
    const settled = sealed([
      '...XO....',
      '...XO....',
      '...XO....',
      '...XO....',
      '...XO....',
      '...XO....',
      '...XO....',
      '...XO....',
      '...XO....',
    ]);
    expect(settled.sealed).toBe(settled.plain);
    // seki: the shared liberties touch both colours and stay nobody's
    const seki = sealed([
      'X.OX.....',
      'XXOX.....',
      'OOOX.....',
      'XXXX.....',
      '.........',
      '.........',
      '.........',
      '.........',
      '.........',
    ]);
    expect(seki.sealed.ownership[1]).toBe(0);
    // a pocket closed by more dame than it has points stays neutral
    const pocket = sealed([
      'X.O......',
      'X..X.....',
      'XXXX.....',
      '.........',
      '.........',
      '.........',
      '.........',
      '.........',
      '.........',
    ]);
    expect(pocket.plain.ownership[9 + 1]).toBe(0);
    expect(pocket.sealed.ownership[9 + 1]).toBe(0);
    expect(pocket.sealed.ownership[8 * 9 + 8]).toBe(1); // the open side, closed by one dame
  });
});
