import { BLACK, type Stone, WHITE } from '@tengen/core';
import { describe, expect, it } from 'vitest';
import type { EngineMove, EngineRules, GamePosition } from '../types.ts';
import { PASS_POINT } from './pass-point.ts';
import { PositionState } from './position-state.ts';

const RULES: EngineRules = {
  ko: 'SIMPLE',
  scoring: 'AREA',
  tax: 'NONE',
  suicide: false,
  hasButton: false,
  whiteHandicapBonus: '0',
};

/** Moves as "B x,y" / "W pass". */
function moves(...list: string[]): EngineMove[] {
  return list.map((m) => {
    const color: Stone = m[0] === 'B' ? BLACK : WHITE;
    const rest = m.slice(2);
    if (rest === 'pass') return { color, point: null };
    const [x, y] = rest.split(',').map(Number);
    return { color, point: { x, y } };
  });
}

function position(over: Partial<GamePosition> = {}): GamePosition {
  return {
    size: 9,
    komi: 7,
    rules: RULES,
    setup: { black: [], white: [] },
    moves: [],
    toMove: BLACK,
    ...over,
  };
}

function state(over: Partial<GamePosition> = {}): PositionState {
  const made = PositionState.from(position(over));
  if (!made.ok) throw new Error(made.error.message);
  return made.value;
}

// A ko on the left edge: black takes at 1,1 ... set up so that white's stone at 1,1 can be captured.
const KO_SETUP = {
  black: [
    { x: 1, y: 0 },
    { x: 0, y: 1 },
    { x: 1, y: 2 },
  ],
  white: [
    { x: 2, y: 0 },
    { x: 3, y: 1 },
    { x: 2, y: 2 },
    { x: 1, y: 1 },
  ],
};

describe('PositionState.from', () => {
  it('sets up stones and moves, with the side to move', () => {
    const s = state({ moves: moves('B 2,2', 'W 6,6'), toMove: BLACK });
    expect(s.board.get({ x: 2, y: 2 })).toBe(BLACK);
    expect(s.board.get({ x: 6, y: 6 })).toBe(WHITE);
    expect(s.toMove).toBe(BLACK);
    expect(s.recentMoves).toEqual([
      { color: BLACK, point: 2 * 9 + 2 },
      { color: WHITE, point: 6 * 9 + 6 },
    ]);
  });

  it.each([
    [{ size: 1 }, 'BAD_SIZE'],
    [{ size: 20 }, 'BAD_SIZE'],
    [{ komi: 7.25 }, 'BAD_KOMI'],
    [{ komi: Number.NaN }, 'BAD_KOMI'],
    [{ rules: { ...RULES, ko: 'NONE' as never } }, 'BAD_RULES'],
    [{ toMove: 0 as never }, 'BAD_COLOR'],
    [{ moves: moves('B 9,0') }, 'BAD_POINT'],
    [{ setup: { black: [{ x: 0, y: 0 }], white: [{ x: 0, y: 0 }] } }, 'SETUP_OVERLAP'],
    [
      {
        setup: {
          black: [{ x: 0, y: 0 }],
          white: [
            { x: 1, y: 0 },
            { x: 0, y: 1 },
          ],
        },
      },
      'SETUP_NO_LIBERTY',
    ],
    [{ moves: moves('B 2,2', 'W 2,2') }, 'ILLEGAL_MOVE'],
    [{ setup: { black: [] } as never }, 'BAD_POINT'],
    [{ moves: 'B 2,2' as never }, 'BAD_POINT'],
    [{ moves: [null] as never }, 'BAD_POINT'],
    [{ moves: [{ color: BLACK as Stone, point: { x: 1.5, y: 0 } }] }, 'BAD_POINT'],
  ])('refuses %j with %s', (over, code) => {
    const made = PositionState.from(position(over));
    expect(made.ok).toBe(false);
    if (!made.ok) {
      expect(made.error.code).toBe(code);
      expect(made.error.message.length).toBeGreaterThan(5);
    }
  });

  it('names the illegal move', () => {
    const made = PositionState.from(position({ setup: KO_SETUP, moves: moves('B 2,1', 'W 1,1') }));
    expect(made.ok).toBe(false);
    if (!made.ok) expect(made.error).toMatchObject({ code: 'ILLEGAL_MOVE', move: 1 });
  });

  it('resets the history when a side plays twice, as KataGo does', () => {
    const s = state({ moves: moves('B 2,2', 'B 6,6'), toMove: WHITE });
    expect(s.recentMoves).toEqual([{ color: BLACK, point: 6 * 9 + 6 }]);
    const other = state({ moves: moves('B 2,2', 'W 6,6'), toMove: WHITE });
    expect(other.recentMoves).toEqual([]);
  });
});

describe('PositionState play and legality', () => {
  it('forbids retaking a ko at once, and allows it after a move elsewhere', () => {
    const s = state({ setup: KO_SETUP, moves: moves('B 2,1'), toMove: WHITE });
    expect(s.board.get({ x: 1, y: 1 })).toBe(0);
    expect(s.koPoint).toEqual({ x: 1, y: 1 });
    expect(s.isLegal({ x: 1, y: 1 })).toBe(false);
    expect(s.legalMask()[1 * 9 + 1]).toBe(0);
    expect(() => s.play({ x: 1, y: 1 })).toThrow(RangeError);
    const later = s.play({ x: 8, y: 8 }).play({ x: 7, y: 7 });
    expect(later.koPoint).toBeNull();
    expect(later.isLegal({ x: 1, y: 1 })).toBe(true);
  });

  it('does not change itself when playing', () => {
    const s = state();
    const next = s.play({ x: 4, y: 4 });
    expect(s.board.get({ x: 4, y: 4 })).toBe(0);
    expect(s.toMove).toBe(BLACK);
    expect(next.toMove).toBe(WHITE);
    expect(next.previousBoard).toBe(s.board);
  });

  it('counts consecutive passes and ends the game on the second', () => {
    const s = state({ moves: moves('B 4,4'), toMove: WHITE });
    expect(s.passes).toBe(0);
    const one = s.play(null);
    expect(one.passes).toBe(1);
    expect(one.passWouldEndPhase()).toBe(true);
    expect(one.isFinished).toBe(false);
    const two = one.play(null);
    expect(two.passes).toBe(2);
    expect(two.isFinished).toBe(true);
    expect(two.recentMoves.at(-1)).toEqual({ color: BLACK, point: PASS_POINT });
  });

  it('forbids suicide and filled points in the legal mask', () => {
    const s = state({
      size: 2,
      setup: {
        black: [],
        white: [
          { x: 1, y: 0 },
          { x: 0, y: 1 },
        ],
      },
    });
    // Both empty points are suicide for black: each white stone keeps another liberty.
    expect(Array.from(s.legalMask())).toEqual([0, 0, 0, 0]);
    const white = s.play(null);
    expect(Array.from(white.legalMask())).toEqual([1, 0, 0, 1]);
    expect(s.isLegal({ x: 0, y: 0 })).toBe(false);
    expect(s.isLegal({ x: 5, y: 0 })).toBe(false);
    expect(s.isLegal(null)).toBe(true);
  });

  it('allows suicide of more than one stone when the rules allow suicide, never of one', () => {
    const setup = {
      black: [
        { x: 0, y: 0 },
        { x: 1, y: 0 },
      ],
      white: [
        { x: 0, y: 1 },
        { x: 1, y: 1 },
        { x: 2, y: 1 },
        { x: 3, y: 0 },
      ],
    };
    const strict = state({ size: 5, setup });
    expect(strict.isLegal({ x: 2, y: 0 })).toBe(false);
    const loose = state({ size: 5, setup, rules: { ...RULES, suicide: true } });
    expect(loose.isLegal({ x: 2, y: 0 })).toBe(true);
    expect(loose.legalMask()[2]).toBe(1);
    const after = loose.play({ x: 2, y: 0 });
    for (const x of [0, 1, 2]) expect(after.board.get({ x, y: 0 })).toBe(0);
    expect(after.board.captures[WHITE]).toBe(3);
    expect(after.toMove).toBe(WHITE);
    // A single stone with no liberty is never legal.
    const lone = state({
      size: 5,
      setup: {
        black: [],
        white: [
          { x: 1, y: 4 },
          { x: 0, y: 3 },
        ],
      },
      rules: { ...RULES, suicide: true },
    });
    expect(lone.isLegal({ x: 0, y: 4 })).toBe(false);
  });

  it('bans retaking a ko after two passes under superko, not under simple ko', () => {
    // Black takes, both pass (which clears the simple ko), white retakes: the start again.
    const moves2 = moves('B 2,1', 'W pass', 'B pass');
    for (const ko of ['POSITIONAL', 'SITUATIONAL'] as const) {
      const s = state({ rules: { ...RULES, ko }, setup: KO_SETUP, moves: moves2, toMove: WHITE });
      expect(s.koPoint).toBeNull();
      expect(s.superkoBanned()[1 * 9 + 1]).toBe(1);
      expect(s.isLegal({ x: 1, y: 1 })).toBe(false);
      expect(s.legalMask()[1 * 9 + 1]).toBe(0);
      expect(s.inputs(0).spatial[6 * 81 + 1 * 9 + 1]).toBe(1);
    }
    const simple = state({ setup: KO_SETUP, moves: moves2, toMove: WHITE });
    expect(simple.isLegal({ x: 1, y: 1 })).toBe(true);
  });

  it('adds the button, territory scoring and the handicap bonus to komi', () => {
    const button = state({ rules: { ...RULES, hasButton: true }, moves: moves('B pass'), toMove: WHITE });
    expect(button.hasButton).toBe(false);
    expect(button.passes).toBe(0);
    expect(button.selfKomi()).toBe(6.5);
    const territory = state({
      rules: { ...RULES, scoring: 'TERRITORY' },
      moves: moves('B 4,4'),
      toMove: WHITE,
    });
    expect(territory.selfKomi()).toBe(8);
    const four = {
      black: [
        { x: 2, y: 2 },
        { x: 6, y: 6 },
        { x: 2, y: 6 },
        { x: 6, y: 2 },
      ],
      white: [],
    };
    const n = state({ rules: { ...RULES, whiteHandicapBonus: 'N' }, setup: four, toMove: WHITE });
    expect(n.selfKomi()).toBe(11);
    const nMinusOne = state({ rules: { ...RULES, whiteHandicapBonus: 'N-1' }, setup: four, toMove: WHITE });
    expect(nMinusOne.selfKomi()).toBe(10);
    const withWhite = state({
      rules: { ...RULES, whiteHandicapBonus: 'N' },
      setup: { black: four.black, white: [{ x: 4, y: 4 }] },
      toMove: WHITE,
    });
    expect(withWhite.selfKomi()).toBe(7);
    // Black's moves before white's first count as handicap stones too.
    const placed = state({
      rules: { ...RULES, whiteHandicapBonus: 'N' },
      moves: moves('B 2,2', 'W pass', 'B 6,6'),
      toMove: WHITE,
    });
    expect(placed.selfKomi()).toBe(9);
  });
});
