import { BLACK, WHITE } from '@tengen/core';
import type { RatePoint } from '@tengen/protocol';
import { describe, expect, it } from 'vitest';
import {
  analysisAccess,
  askMarks,
  chartSeries,
  freeAnalysesLeft,
  lineLabels,
  moveToastAt,
  nearestStep,
  percentText,
  pollDelayMs,
  problemMarks,
  progressOf,
} from './analysis-model.ts';

const rate = (step: number, value: number, mpt = 'ee', mrate = value): RatePoint => ({
  step,
  rate: value,
  mpt,
  mrate,
});

describe('analysisAccess', () => {
  it.each([
    ['a guest, game over', 'guest', true, true, 'guest'],
    ['a guest during play', 'guest', false, true, 'guest'],
    ['a player during play', 'member', false, true, 'notFinished'],
    ['analysis not allowed', 'member', true, false, 'notAllowed'],
    ['a player after the game', 'member', true, true, 'player'],
    ['a spectator after the game', 'other', true, true, 'viewer'],
    ['a judge after the game', 'judge', true, true, 'viewer'],
  ] as const)('%s', (_, role, finished, allowed, expected) => {
    expect(analysisAccess({ role, finished, allowed })).toBe(expected);
  });
});

describe('percentText: tenths of a percent with one decimal (seed 000 section 9)', () => {
  it.each([
    [0, '0.0'],
    [5, '0.5'],
    [500, '50.0'],
    [523, '52.3'],
    [1000, '100.0'],
  ])('%i → %s', (tenths, text) => {
    expect(percentText(tenths)).toBe(text);
  });
});

describe('chart', () => {
  it('puts moves on x and black\u2019s rate in percent on y, in move order', () => {
    expect(chartSeries([rate(2, 480), rate(1, 512), rate(3, 605)])).toEqual([
      [1, 2, 3],
      [51.2, 48, 60.5],
    ]);
  });

  it.each([
    [[1, 2, 3], 2.4, 2],
    [[1, 2, 3], 2.6, 3],
    [[1, 2, 3], -5, 1],
    [[1, 2, 3], 99, 3],
    [[], 3, null],
  ])('the point nearest %j to x=%d is %j', (steps, x, expected) => {
    expect(nearestStep(steps, x)).toBe(expected);
  });
});

describe('pollDelayMs: a tenth of the wait, 2–15 s', () => {
  it.each([
    [0, 2_000],
    [0.1, 2_000],
    [0.5, 3_000],
    [1, 6_000],
    [2.5, 15_000],
    [60, 15_000],
    [-1, 2_000],
  ])('%d min → %i ms', (minutes, ms) => {
    expect(pollDelayMs(minutes)).toBe(ms);
  });
});

describe('progressOf', () => {
  const report = (n: number) => ({
    asks: [],
    bad: { black: [], white: [] },
    rates: Array.from({ length: n }, (_, i) => rate(i + 1, 500)),
    docount: 0,
    status: 1 as const,
    costtime: 0.2,
  });
  it('counts the moves analysed so far against the game\u2019s moves', () => {
    expect(progressOf(report(3), 11)).toEqual({ done: 3, total: 11 });
    expect(progressOf(report(0), 11)).toEqual({ done: 0, total: 11 });
    expect(progressOf(report(12), 11)).toEqual({ done: 12, total: 12 });
  });
});

describe('board marks', () => {
  const moves = ['cc', 'gg', 'cg', 'tt', 'ee'];

  it('a problem move: the position after it, the move played and the engine\u2019s choice in the mover\u2019s colour', () => {
    expect(problemMarks(moves, rate(3, 400, 'ge'), 3, BLACK)).toEqual({
      kind: 'problem',
      positionKey: 'cc*gg*cg',
      played: 'cg',
      engine: 'ge',
      color: BLACK,
    });
    expect(problemMarks(moves, rate(2, 400, 'ee'), 2, BLACK)).toMatchObject({ color: WHITE, played: 'gg' });
  });

  it('no marks past the game\u2019s moves or without a rate', () => {
    expect(problemMarks(moves, rate(9, 400), 9, BLACK)).toBeNull();
    expect(problemMarks(moves, undefined, 2, BLACK)).toBeNull();
  });

  it('an ask: the game\u2019s first moves, then the tried ones; its line numbered without passes', () => {
    const ask = { id: 4, step: 2, testpos: ['dd'], moves: ['ef', 'tt', 'fe', 'ef'] };
    expect(askMarks(moves, ask)).toEqual({ kind: 'ask', positionKey: 'cc*gg*dd', line: ask.moves });
    expect(lineLabels(ask.moves)).toEqual({ ef: '4', fe: '3' });
  });
});

describe('moveToastAt', () => {
  const moves = ['cc', 'gg', 'cg', 'tt'];
  const report = {
    rates: [rate(1, 520, 'cc'), rate(2, 560, 'ee'), rate(3, 400, 'ge', 520), rate(4, 410, 'tt')],
    bad: { black: [{ step: 3, downrate: 123 }], white: [] },
  };
  it.each([
    ['the engine\u2019s own move', 1, { kind: 'good' }],
    ['an ordinary move', 2, null],
    ['a problem move, with its loss', 3, { kind: 'bad', downrate: 123 }],
    ['a pass the engine also chose: no toast', 4, null],
    ['past the end', 9, null],
  ])('%s', (_, step, expected) => {
    expect(moveToastAt(report, moves, step)).toEqual(expected);
  });
});

describe('freeAnalysesLeft', () => {
  it.each([
    [1, 0, 1],
    [1, 1, 0],
    [5, 7, 0],
    [10, 3, 7],
  ])('%i a day, %i used → %i left', (free, used, left) => {
    expect(freeAnalysesLeft(free, used)).toBe(left);
  });
});
