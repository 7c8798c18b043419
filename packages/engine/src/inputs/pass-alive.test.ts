import { BLACK, boardFromRows, EMPTY, WHITE } from '@tengen/core';
import { describe, expect, it } from 'vitest';
import { independentLifeArea } from './independent-life.ts';
import { areaWithPassAlive, passAliveArea } from './pass-alive.ts';

const CHAR: Record<number, string> = { [EMPTY]: '.', [BLACK]: 'X', [WHITE]: 'O' };

function draw(area: Uint8Array, size: number): string[] {
  return Array.from({ length: size }, (_, y) =>
    Array.from(area.subarray(y * size, (y + 1) * size), (c) => CHAR[c]).join(''),
  );
}

describe("Benson's pass-alive area", () => {
  it('proves a chain with two eyes alive with its eyes', () => {
    const board = boardFromRows(['.X.X.', 'XXXXX', '.....', '.....', '.....']);
    expect(draw(passAliveArea(board, false), 5)).toEqual(['XXXXX', 'XXXXX', '.....', '.....', '.....']);
  });

  it('does not prove a chain with one eye', () => {
    const board = boardFromRows(['.X...', 'XX...', '.....', '.....', '.....']);
    expect(draw(passAliveArea(board, false), 5)).toEqual(['.....', '.....', '.....', '.....', '.....']);
  });

  it('counts an eye holding an enemy stone', () => {
    const big = boardFromRows(['.X..O', 'XXXXX', '.....', '.....', '.....']);
    // A three-point eye with a white stone: vital, since its empty points (and the stone) touch black.
    expect(draw(passAliveArea(big, false), 5)[0]).toBe('XXXXX');
    expect(draw(passAliveArea(big, true), 5)[0]).toBe('XXXXX');
  });

  it('gives empty regions bordered by one colour to it, and every other stone its own colour', () => {
    const board = boardFromRows(['.X.X.', 'XXXXX', '.....', '..O..', '.....']);
    expect(draw(areaWithPassAlive(board, false), 5)).toEqual(['XXXXX', 'XXXXX', '.....', '..O..', '.....']);
    const open = boardFromRows(['.....', '.X...', '.....', '...O.', '.....']);
    expect(draw(areaWithPassAlive(open, false), 5)).toEqual(['.....', '.X...', '.....', '...O.', '.....']);
    const lone = boardFromRows(['...', '.X.', '...']);
    expect(draw(areaWithPassAlive(lone, false), 3)).toEqual(['XXX', 'XXX', 'XXX']);
  });

  it('leaves areas touching dame out of the independent-life area but keeps their stones', () => {
    // Both sides are pass-alive, but the dame between them makes each area count as seki.
    const board = boardFromRows(['.X.X.', 'XXXXX', '.....', 'OOOOO', '.O.O.']);
    const { area, regions } = independentLifeArea(board, false);
    expect(draw(area, 5)).toEqual(['.X.X.', 'XXXXX', '.....', 'OOOOO', '.O.O.']);
    expect(regions).toBe(0);
    // Without dame each side's area is independent: one region each.
    const settled = boardFromRows(['.X.X.', 'XXXXX', 'OOOOO', '.O.O.', 'OOOOO']);
    const independent = independentLifeArea(settled, false);
    expect(draw(independent.area, 5)).toEqual(['XXXXX', 'XXXXX', 'OOOOO', 'OOOOO', 'OOOOO']);
    expect(independent.regions).toBe(0);
    const whiteOnly = boardFromRows(['.....', '.....', 'OOOOO', '.O.O.', 'OOOOO']);
    expect(independentLifeArea(whiteOnly, false).regions).toBe(1);
  });
});
