import { EMPTY_CLASS_RECORD } from '@tengen/protocol';
import { describe, expect, it } from 'vitest';
import { emptyPoints, recordFromSgf, replayClass } from './class-position.ts';

const stones = (record: Parameters<typeof replayClass>[0], ops: Parameters<typeof replayClass>[1]) => {
  const game = replayClass(record, ops);
  if (!game.ok) throw new Error(game.error);
  return 19 * 19 - emptyPoints(game.value).length;
};

describe('the class board on the server', () => {
  it('puts and takes setup stones as the widget’s place mode does', () => {
    const placed = [
      { op: 'place', point: 'dd', color: 0 },
      { op: 'place', point: 'pp', color: 0 },
      { op: 'place', point: 'dp', color: 1 },
    ] as const;
    expect(stones(null, placed)).toBe(3);
    expect(stones(null, [...placed, { op: 'place', point: 'dd', color: 0 }])).toBe(2);
    const game = replayClass(null, placed);
    expect(game.ok && game.value.board.get({ x: 15, y: 15 })).toBe(2);
  });

  it('refuses a move on a stone and going back at the start, naming the change', () => {
    expect(
      replayClass(EMPTY_CLASS_RECORD, [
        { op: 'play', point: 'dd', color: 1 },
        { op: 'play', point: 'dd', color: 2 },
      ]),
    ).toMatchObject({
      ok: false,
      error: expect.stringMatching(/^change 2: dd/),
    });
    expect(replayClass(null, [{ op: 'prev' }])).toMatchObject({
      ok: false,
      error: 'change 1: already at the start',
    });
    expect(
      stones(null, [{ op: 'play', point: 'dd', color: 1 }, { op: 'goto', move: 0 }, { op: 'next' }]),
    ).toBe(1);
  });

  it('reads the main line of SGF text, and refuses what is not SGF', () => {
    expect(recordFromSgf('(;GM[1]SZ[13]AB[aa][bb]AW[cc];W[dd](;B[ee])(;B[ff]))')).toEqual({
      ok: true,
      value: { lu: 13, content: [['aa', 'bb'], ['cc']], pos: ['dd', 'ee'], blackfirst: true },
    });
    expect(recordFromSgf('hello').ok).toBe(false);
  });
});
