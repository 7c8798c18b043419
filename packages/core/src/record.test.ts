import { describe, expect, it } from 'vitest';
import { boardToRows } from './ascii.ts';
import { loadRecord } from './record.ts';
import { WHITE } from './types.ts';

describe('game record input', () => {
  it('plays setup and moves', () => {
    const r = loadRecord({ lu: 5, content: [['aa'], ['ee']], pos: ['cc', 'dd'], blackfirst: true });
    if (!r.ok) throw new Error(JSON.stringify(r.error));
    expect(r.value.warnings).toEqual([]);
    expect(boardToRows(r.value.game.board)).toEqual(['X....', '.....', '..X..', '...O.', '....O']);
    expect(r.value.shown).toBe(2);
  });

  it('white first', () => {
    const r = loadRecord({ lu: 9, content: [[], []], pos: 'ee', blackfirst: false });
    expect(r.ok && r.value.game.board.get({ x: 4, y: 4 })).toBe(WHITE);
  });

  it('step limits the moves shown', () => {
    const r = loadRecord({
      lu: 9,
      content: [[], []],
      pos: ['aa', 'bb', 'cc', 'dd'],
      blackfirst: true,
      step: 2,
    });
    if (!r.ok) throw new Error('load');
    expect(r.value.shown).toBe(2);
    expect(r.value.game.board.get({ x: 2, y: 2 })).toBe(0);
    expect(r.value.game.toEnd().ok).toBe(true);
    expect(r.value.game.current.moveNumber).toBe(4);
  });

  it.each([
    [{ lu: 9, content: 'nonsense', pos: [], blackfirst: true }, 'content'],
    [{ lu: 9, content: [['aa']], pos: [], blackfirst: true }, 'content'],
    [{ lu: 9, content: [[], []], pos: [] }, 'blackfirst'],
    [{ lu: 40, content: [[], []], pos: [], blackfirst: true }, 'lu'],
    [{ lu: 'big', content: [[], []], pos: [], blackfirst: true }, 'lu'],
    [{ lu: 9, content: [[], []], pos: [], blackfirst: true, step: -3 }, 'step'],
    [{ lu: 9, content: [[], []], pos: 42, blackfirst: true }, 'pos'],
  ])('repairs %j with a warning about %s', (input, field) => {
    const r = loadRecord(input);
    if (!r.ok) throw new Error(JSON.stringify(r.error));
    expect(r.value.warnings.map((w) => w.field)).toContain(field);
  });

  it('clamps the size to 2–19', () => {
    const r = loadRecord({ lu: 40, content: [[], []], blackfirst: true });
    expect(r.ok && r.value.game.size).toBe(19);
    const small = loadRecord({ lu: 1, content: [[], []], blackfirst: true });
    expect(small.ok && small.value.game.size).toBe(2);
  });

  it.each([
    [
      { lu: 9, content: [['aa', 'aa'], []], blackfirst: true },
      { field: 'content', code: 'DUPLICATE', point: 'aa' },
    ],
    [
      { lu: 9, content: [['zz'], []], blackfirst: true },
      { field: 'content', code: 'BAD_POINT', point: 'zz' },
    ],
    [
      { lu: 9, pos: ['aa', 'aa'], blackfirst: true },
      { field: 'pos', move: 2, code: 'NOT_EMPTY', point: 'aa' },
    ],
    [
      { lu: 9, pos: ['aa', 'q'], blackfirst: true },
      { field: 'pos', move: 2, code: 'BAD_POINT', point: 'q' },
    ],
  ])('rejects %j', (input, error) => {
    expect(loadRecord(input)).toEqual({ ok: false, error });
  });
});
