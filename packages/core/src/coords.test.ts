import { describe, expect, it } from 'vitest';
import {
  endsWithTwoPasses,
  gtpToMove,
  moveToGtp,
  moveToSgf,
  pointName,
  sgfToMove,
  sgfToVertex,
  splitPointList,
  vertexToSgf,
} from './coords.ts';

describe('SGF points', () => {
  it.each([
    ['aa', 19, { x: 0, y: 0 }],
    ['pd', 19, { x: 15, y: 3 }],
    ['ss', 19, { x: 18, y: 18 }],
    ['tt', 19, null],
    ['', 19, null],
    ['tt', 21, { x: 19, y: 19 }],
    ['yy', 25, { x: 24, y: 24 }],
  ])('%s on %i → %j', (point, size, expected) => {
    expect(sgfToMove(point, size)).toEqual({ ok: true, value: expected });
  });

  it.each([
    ['a', 19, 'BAD_POINT'],
    ['abc', 19, 'BAD_POINT'],
    ['a1', 19, 'BAD_POINT'],
    ['jj', 9, 'OUT_OF_BOARD'],
    ['aj', 9, 'OUT_OF_BOARD'],
  ])('%s on %i is %s', (point, size, error) => {
    expect(sgfToMove(point, size)).toEqual({ ok: false, error });
  });

  it('a setup point is never a pass', () => {
    expect(sgfToVertex('tt', 19)).toEqual({ ok: false, error: 'OUT_OF_BOARD' });
    expect(sgfToVertex('', 19)).toEqual({ ok: false, error: 'BAD_POINT' });
  });

  it('writes back what it reads', () => {
    for (let x = 0; x < 19; x++) {
      for (let y = 0; y < 19; y++)
        expect(sgfToVertex(vertexToSgf({ x, y }), 19)).toEqual({ ok: true, value: { x, y } });
    }
    expect(moveToSgf(null, 19)).toBe('tt');
    expect(moveToSgf(null, 21)).toBe('');
  });
});

describe('GTP points', () => {
  it.each([
    ['A19', 19, { x: 0, y: 0 }],
    ['A1', 19, { x: 0, y: 18 }],
    ['J1', 19, { x: 8, y: 18 }],
    ['T19', 19, { x: 18, y: 0 }],
    ['q16', 19, { x: 15, y: 3 }],
    ['pass', 19, null],
    ['PASS', 9, null],
    ['E5', 9, { x: 4, y: 4 }],
  ])('%s on %i → %j', (text, size, expected) => {
    expect(gtpToMove(text, size)).toEqual({ ok: true, value: expected });
  });

  it.each([
    ['I5', 19, 'BAD_POINT'],
    ['A100', 19, 'BAD_POINT'],
    ['A', 19, 'BAD_POINT'],
    ['5A', 19, 'BAD_POINT'],
    ['A20', 19, 'OUT_OF_BOARD'],
    ['A0', 19, 'OUT_OF_BOARD'],
    ['K5', 9, 'OUT_OF_BOARD'],
  ])('%s on %i is %s', (text, size, error) => {
    expect(gtpToMove(text, size)).toEqual({ ok: false, error });
  });

  it('round-trips every point of a 19×19 board', () => {
    for (let x = 0; x < 19; x++) {
      for (let y = 0; y < 19; y++)
        expect(gtpToMove(moveToGtp({ x, y }, 19), 19)).toEqual({ ok: true, value: { x, y } });
    }
    expect(moveToGtp(null, 19)).toBe('pass');
  });
});

describe('point lists', () => {
  it.each([
    [
      ['pd', 'dp'],
      ['pd', 'dp'],
    ],
    ['pd*dp*tt', ['pd', 'dp', 'tt']],
    ['pd,dp', ['pd', 'dp']],
    ['pddp', ['pd', 'dp']],
    ['', []],
  ])('%j → %j', (input, expected) => {
    expect(splitPointList(input)).toEqual(expected);
  });
});

describe('point names', () => {
  it.each([
    ['aa', 9, 'A9'],
    ['ii', 9, 'J1'],
    ['dp', 19, 'D4'],
    ['ia', 19, 'J19'],
    ['tt', 9, null],
    ['tt', 19, null],
    ['', 19, null],
    ['zz', 19, null],
  ])('%j on %i×%i reads %j', (point, size, name) => {
    expect(pointName(point, size)).toBe(name);
  });
});

describe('two passes at the end', () => {
  it.each<[readonly string[], boolean]>([
    [['dd', 'tt', 'tt'], true],
    [['tt', 'tt'], true],
    [['tt', 'ee', 'tt'], false],
    [['tt'], false],
    [[], false],
    [['tt', 'tt', 'ee'], false],
  ])('%j → %s', (moves, ends) => {
    expect(endsWithTwoPasses(moves)).toBe(ends);
  });
});
