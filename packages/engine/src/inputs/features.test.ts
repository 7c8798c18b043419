import { BLACK, WHITE } from '@tengen/core';
import { describe, expect, it } from 'vitest';
import { GLOBAL_FEATURES, SPATIAL_FEATURES } from '../types.ts';
import { GlobalFeature, komiParityWave, SpatialFeature } from './features.ts';
import { pointsOf, stateFromRows } from './test-positions.ts';

const EMPTY_9 = Array.from({ length: 9 }, () => '.........');

function rowsWith(stones: Record<string, 'X' | 'O'>, size = 9): string[] {
  const rows = Array.from({ length: size }, () => Array.from({ length: size }, () => '.'));
  for (const [at, c] of Object.entries(stones)) {
    const [x, y] = at.split(',').map(Number) as [number, number];
    (rows[y] as string[])[x] = c;
  }
  return rows.map((r) => r.join(''));
}

// A white stone in atari whose escape runs down-left into a ladder (black at 3,2 2,3 4,3 4,4).
const LADDER = { '3,3': 'O', '3,2': 'X', '2,3': 'X', '4,3': 'X', '4,4': 'X' } as const;

describe('input features of model version 8', () => {
  it('has the shape of the contract, on a 2×2 and a 19×19 board', () => {
    for (const size of [2, 19]) {
      const state = stateFromRows(Array.from({ length: size }, () => '.'.repeat(size)));
      const input = state.inputs(0);
      expect(input.size).toBe(size);
      expect(input.spatial.length).toBe(SPATIAL_FEATURES * size * size);
      expect(input.global.length).toBe(GLOBAL_FEATURES);
      expect(pointsOf(state, SpatialFeature.onBoard).length).toBe(size * size);
      for (let f = 1; f < SPATIAL_FEATURES; f++) expect(pointsOf(state, f)).toEqual([]);
    }
  });

  it('shows own and opponent stones and chains of one, two and three liberties', () => {
    const state = stateFromRows(['XO.', '...', '..X'], { toMove: WHITE });
    expect(pointsOf(state, SpatialFeature.own)).toEqual(['1,0']);
    expect(pointsOf(state, SpatialFeature.opponent)).toEqual(['0,0', '2,2']);
    expect(pointsOf(state, SpatialFeature.oneLiberty)).toEqual(['0,0']);
    expect(pointsOf(state, SpatialFeature.twoLiberties)).toEqual(['1,0', '2,2']);
    expect(pointsOf(state, SpatialFeature.threeLiberties)).toEqual([]);
  });

  it('marks the ko point the side to move may not retake', () => {
    // Black takes the white stone at 1,1; white may not take back at once.
    const state = stateFromRows(['.XO......', 'XO.O.....', '.XO......', ...EMPTY_9.slice(3)], {
      toMove: WHITE,
      moves: ['B 2,1'],
    });
    expect(state.koPoint).toEqual({ x: 1, y: 1 });
    expect(pointsOf(state, SpatialFeature.koBan)).toEqual(['1,1']);
    expect(pointsOf(state.play({ x: 8, y: 8 }), SpatialFeature.koBan)).toEqual([]);
  });

  it('shows the last five moves, the latest first, and passes as globals', () => {
    const state = stateFromRows(EMPTY_9, {
      moves: ['B 0,0', 'W 1,0', 'B 2,0', 'W pass', 'B 4,0', 'W 5,0'],
      toMove: BLACK,
    });
    expect(pointsOf(state, SpatialFeature.lastMove)).toEqual(['5,0']);
    expect(pointsOf(state, SpatialFeature.lastMove + 1)).toEqual(['4,0']);
    expect(pointsOf(state, SpatialFeature.lastMove + 2)).toEqual([]);
    expect(pointsOf(state, SpatialFeature.lastMove + 3)).toEqual(['2,0']);
    expect(pointsOf(state, SpatialFeature.lastMove + 4)).toEqual(['1,0']);
    const global = state.inputs(0).global;
    expect(Array.from(global.subarray(0, 5))).toEqual([0, 0, 1, 0, 0]);
  });

  it('shows one move of history once the game has ended, two after a move past the end', () => {
    const ended = stateFromRows(EMPTY_9, { moves: ['B 4,4', 'W pass', 'B pass'], toMove: WHITE });
    expect(ended.isFinished).toBe(true);
    expect(Array.from(ended.inputs(0).global.subarray(0, 5))).toEqual([1, 0, 0, 0, 0]);
    const after = ended.play({ x: 2, y: 2 });
    expect(pointsOf(after, SpatialFeature.lastMove)).toEqual(['2,2']);
    expect(Array.from(after.inputs(0).global.subarray(0, 5))).toEqual([0, 1, 0, 0, 0]);
    expect(pointsOf(after, SpatialFeature.lastMove + 2)).toEqual([]);
  });

  it('hides the history when the side to move was not the expected one, as KataGo does', () => {
    const state = stateFromRows(EMPTY_9, { moves: ['B 0,0', 'W 1,0'], toMove: WHITE });
    expect(pointsOf(state, SpatialFeature.lastMove)).toEqual([]);
  });

  it('marks a ladder that works, and not one a stone breaks', () => {
    const state = stateFromRows(rowsWith(LADDER), { toMove: WHITE });
    expect(pointsOf(state, SpatialFeature.ladderable)).toEqual(['3,3']);
    const broken = stateFromRows(rowsWith({ ...LADDER, '2,5': 'O' }), { toMove: WHITE });
    expect(pointsOf(broken, SpatialFeature.ladderable)).toEqual([]);
  });

  it("marks the opponent's two-liberty chain and the moves that ladder it", () => {
    const rows = rowsWith({ '3,3': 'X', '3,2': 'O', '2,3': 'O', '4,4': 'O' });
    const state = stateFromRows(rows, { toMove: WHITE });
    expect(pointsOf(state, SpatialFeature.ladderable)).toEqual(['3,3']);
    expect(pointsOf(state, SpatialFeature.workingLadderMove)).toEqual(['4,3', '3,4']);
    // Working moves are shown only against the opponent's chains.
    const own = stateFromRows(rows, { toMove: BLACK });
    expect(pointsOf(own, SpatialFeature.workingLadderMove)).toEqual([]);
  });

  it('keeps the ladders of the two previous boards', () => {
    // With a breaker, white's extension escapes: nothing is laddered now.
    const start = stateFromRows(rowsWith({ ...LADDER, '2,5': 'O' }), {
      toMove: BLACK,
      moves: ['B 6,1', 'W 3,4'],
    });
    expect(pointsOf(start, SpatialFeature.ladderable)).toEqual([]);
    const laddered = stateFromRows(rowsWith(LADDER), { toMove: BLACK, moves: ['B 6,1', 'W 6,7'] });
    expect(pointsOf(laddered, SpatialFeature.ladderablePrevious)).toEqual(['3,3']);
    expect(pointsOf(laddered, SpatialFeature.ladderablePreviousPrevious)).toEqual(['3,3']);
    const extended = laddered.play({ x: 7, y: 5 }).play({ x: 3, y: 4 });
    // Extending does not escape a working ladder.
    expect(pointsOf(extended, SpatialFeature.ladderable)).toEqual(['3,3', '3,4']);
  });

  it('shows pass-alive area, territory bordered by one colour, and other stones as their own', () => {
    const state = stateFromRows(['.X.X.', 'XXXXX', '.....', '..O..', '.....'], { toMove: BLACK });
    const own = pointsOf(state, SpatialFeature.ownArea);
    expect(own).toEqual(['0,0', '1,0', '2,0', '3,0', '4,0', '0,1', '1,1', '2,1', '3,1', '4,1']);
    expect(pointsOf(state, SpatialFeature.opponentArea)).toEqual(['2,3']);
    // Without the white stone the open side is black's too: bordered only by pass-alive black.
    const alone = stateFromRows(['.X.X.', 'XXXXX', '.....', '.....', '.....'], { toMove: WHITE });
    expect(pointsOf(alone, SpatialFeature.opponentArea).length).toBe(25);
    expect(pointsOf(alone, SpatialFeature.ownArea)).toEqual([]);
  });

  it('shows no area under territory scoring before the end', () => {
    const state = stateFromRows(['.X.X.', 'XXXXX', '.....', '.....', '.....'], {
      rules: { scoring: 'TERRITORY' },
    });
    expect(pointsOf(state, SpatialFeature.ownArea)).toEqual([]);
    expect(state.inputs(0).global[GlobalFeature.territoryScoring]).toBe(1);
  });

  it("gives komi from the side to move's view, over 20", () => {
    const black = stateFromRows(EMPTY_9, { komi: 7.5 });
    expect(black.inputs(0).global[GlobalFeature.selfKomi]).toBeCloseTo(-7.5 / 20, 6);
    const white = stateFromRows(EMPTY_9, { komi: 7.5, toMove: WHITE });
    expect(white.inputs(0).global[GlobalFeature.selfKomi]).toBeCloseTo(7.5 / 20, 6);
    // Komi beyond the board area plus 20 is clipped.
    const huge = stateFromRows(['..', '..'], { komi: 100 });
    expect(huge.inputs(0).global[GlobalFeature.selfKomi]).toBeCloseTo(-24 / 20, 6);
  });

  it('sets the rule flags', () => {
    const g = stateFromRows(EMPTY_9, {
      rules: { ko: 'SITUATIONAL', suicide: true, tax: 'ALL', hasButton: true },
    }).inputs(0).global;
    expect(g[GlobalFeature.koRuleNotSimple]).toBe(1);
    expect(g[GlobalFeature.koRulePositionalOrSituational]).toBe(-0.5);
    expect(g[GlobalFeature.suicide]).toBe(1);
    expect(g[GlobalFeature.taxSeki]).toBe(1);
    expect(g[GlobalFeature.taxAll]).toBe(1);
    expect(g[GlobalFeature.button]).toBe(1);
    const positional = stateFromRows(EMPTY_9, { rules: { ko: 'POSITIONAL' } }).inputs(0).global;
    expect(positional[GlobalFeature.koRulePositionalOrSituational]).toBe(0.5);
  });

  it('says when a pass would end the game, unless friendly passes hide it', () => {
    const afterPass = stateFromRows(EMPTY_9, { moves: ['B 4,4', 'W pass'], toMove: BLACK });
    expect(afterPass.inputs(0).global[GlobalFeature.passWouldEndPhase]).toBe(1);
    const friendly = stateFromRows(EMPTY_9, {
      moves: ['B 4,4', 'W pass'],
      toMove: BLACK,
      rules: { friendlyPassOk: true },
    });
    const g = friendly.inputs(0).global;
    expect(g[GlobalFeature.passWouldEndPhase]).toBe(0);
    expect(g[GlobalFeature.lastPass]).toBe(0);
    expect(pointsOf(friendly, SpatialFeature.lastMove + 1)).toEqual([]);
  });

  it('makes the komi parity wave a triangle between the komis that allow a draw', () => {
    // Even board area: draws at even komi; odd area: at odd komi.
    expect(komiParityWave(0, 4)).toBe(0);
    expect(komiParityWave(0.5, 4)).toBe(0.5);
    expect(komiParityWave(1, 4)).toBe(0);
    expect(komiParityWave(1.5, 4)).toBe(-0.5);
    expect(komiParityWave(7.5, 361)).toBe(0.5);
    expect(komiParityWave(-7.5, 361)).toBe(-0.5);
    expect(komiParityWave(7, 81)).toBe(0);
  });
});
