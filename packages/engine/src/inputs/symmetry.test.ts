import { WHITE } from '@tengen/core';
import { describe, expect, it } from 'vitest';
import { SPATIAL_FEATURES } from '../types.ts';
import { invertSymmetry, planeFromNet, planesToNet, pointToNet, SYMMETRIES } from './symmetry.ts';
import { stateFromRows } from './test-positions.ts';

const SIZES = Array.from({ length: 18 }, (_, i) => i + 2);

describe("KataGo's eight symmetries", () => {
  it('maps the points of every board size 2–19 one to one, and back', () => {
    for (const size of SIZES) {
      const area = size * size;
      const plane = Float32Array.from({ length: area }, (_, i) => i);
      for (const s of SYMMETRIES) {
        const there = planesToNet(plane, 1, size, s);
        expect([...there].sort((a, b) => a - b)).toEqual([...plane]);
        expect(Array.from(planeFromNet(there, size, s))).toEqual(Array.from(plane));
        for (let i = 0; i < area; i++) expect(there[pointToNet(i, size, s)]).toBe(i);
      }
    }
  });

  it('numbers them as KataGo does: 1 flips rows, 2 flips columns, 4 transposes', () => {
    const size = 3;
    // The point x = 1, y = 0 (top middle).
    const at = (s: 0 | 1 | 2 | 3 | 4 | 5 | 6 | 7) => pointToNet(1, size, s);
    expect(at(0)).toBe(1);
    expect(at(1)).toBe(2 * size + 1);
    expect(at(2)).toBe(1);
    expect(at(4)).toBe(1 * size + 0);
    // The eight symmetries take a corner to each of the four corners, twice each.
    const corner = (s: 0 | 1 | 2 | 3 | 4 | 5 | 6 | 7) => pointToNet(0 * size + 0, size, s);
    expect(new Set(SYMMETRIES.map(corner)).size).toBe(4);
  });

  it('inverts: going in with a symmetry, then in with its inverse, is the identity', () => {
    const size = 5;
    const plane = Float32Array.from({ length: size * size }, (_, i) => i);
    for (const s of SYMMETRIES) {
      const back = planesToNet(planesToNet(plane, 1, size, s), 1, size, invertSymmetry(s));
      expect(Array.from(back)).toEqual(Array.from(plane));
    }
  });

  it("gives a position's symmetric input the features of the symmetric position", () => {
    // Stones, liberties, ko, a ladder, the last moves and the area all move with the board.
    const rows = [
      '.XO......',
      'XO.O.....',
      '.XO......',
      '...O.....',
      '..X.XX...',
      '....X....',
      '.........',
      '......O..',
      '.........',
    ];
    const moves = ['B 2,1', 'W 7,7', 'B 6,6'];
    const state = stateFromRows(rows, { toMove: WHITE, moves: ['B 2,1'] })
      .play({ x: 7, y: 7 })
      .play({ x: 6, y: 6 });
    const size = 9;
    for (const s of SYMMETRIES) {
      const moved = Array.from({ length: size }, () => Array.from({ length: size }, () => '.'));
      for (let y = 0; y < size; y++) {
        for (let x = 0; x < size; x++) {
          const q = pointToNet(y * size + x, size, s);
          (moved[Math.floor(q / size)] as string[])[q % size] = (rows[y] as string)[x] as string;
        }
      }
      const movedMoves = moves.map((m) => {
        const [x, y] = m.slice(2).split(',').map(Number) as [number, number];
        const q = pointToNet(y * size + x, size, s);
        return `${m[0]} ${q % size},${Math.floor(q / size)}`;
      });
      const other = stateFromRows(
        moved.map((r) => r.join('')),
        { toMove: WHITE, moves: movedMoves.slice(0, 1) },
      );
      const mirrored = movedMoves.slice(1).reduce((st, m) => {
        const [x, y] = m.slice(2).split(',').map(Number) as [number, number];
        return st.play({ x, y });
      }, other);
      expect(mirrored.toMove).toBe(WHITE);
      const a = state.inputs(s);
      const b = mirrored.inputs(0);
      for (let f = 0; f < SPATIAL_FEATURES; f++) {
        const area = size * size;
        expect(
          Array.from(a.spatial.subarray(f * area, (f + 1) * area)),
          `symmetry ${s}, feature ${f}`,
        ).toEqual(Array.from(b.spatial.subarray(f * area, (f + 1) * area)));
      }
      expect(Array.from(a.global)).toEqual(Array.from(b.global));
    }
  });
});
