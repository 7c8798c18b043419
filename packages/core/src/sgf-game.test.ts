import { describe, expect, it } from 'vitest';
import { boardToRows } from './ascii.ts';
import type { Game } from './game.ts';
import { readKomi } from './game-info.ts';
import { parseSgf } from './sgf/parse.ts';
import { stringifySgf } from './sgf/stringify.ts';
import { gameFromSgf, gameToSgf } from './sgf-game.ts';
import { BLACK, WHITE } from './types.ts';

function read(text: string) {
  const parsed = parseSgf(text);
  if (!parsed.ok) throw new Error(parsed.error.message);
  const game = gameFromSgf(parsed.value.roots[0]);
  if (!game.ok) throw new Error(game.error.message);
  return game.value;
}

function rewrite(game: Game): string {
  return stringifySgf([gameToSgf(game)]);
}

describe('SGF to move tree', () => {
  it('reads moves, variations, comments and marks', () => {
    const { game } = read(
      '(;SZ[9]C[start];B[ee]C[center]TR[aa][bb]LB[cc:A][dd:12](;W[cc]SQ[ee])(;W[gg]CR[ff]MA[fg]))',
    );
    expect(game.root.comment).toBe('start');
    game.forward();
    expect(game.current.comment).toBe('center');
    expect(game.current.marks.get(0)).toEqual({ kind: 'triangle' });
    expect(game.current.marks.get(2 * 9 + 2)).toEqual({ kind: 'label', text: 'A' });
    expect(game.current.marks.get(3 * 9 + 3)).toEqual({ kind: 'number', value: 12 });
    expect(game.current.children).toHaveLength(2);
    game.forward(1);
    expect(game.board.get({ x: 6, y: 6 })).toBe(WHITE);
    expect(game.current.marks.get(5 * 9 + 5)).toEqual({ kind: 'circle' });
    expect(game.current.marks.get(6 * 9 + 5)).toEqual({ kind: 'cross' });
  });

  it('reads setup stones with compressed lists, and who plays next', () => {
    const { game } = read('(;SZ[5]AB[aa:bb]AW[ee]PL[W])');
    expect(boardToRows(game.board)).toEqual(['XX...', 'XX...', '.....', '.....', '....O']);
    expect(game.toPlay).toBe(WHITE);
  });

  it('a handicap record without PL has white to move', () => {
    const { game } = read('(;SZ[19]HA[2]AB[dd][pp])');
    expect(game.toPlay).toBe(WHITE);
  });

  it('moves a root move into a node of its own', () => {
    const { game } = read('(;SZ[9]B[ee];W[cc])');
    expect(game.root.move).toBeNull();
    expect(game.toEnd().ok && game.current.moveNumber).toBe(2);
  });

  it('reads game information, komi in hundredths as Fox writes it', () => {
    const { info } = read(
      '(;SZ[19]PB[Ke Jie]PW[AlphaGo]BR[9d]KM[750]HA[0]RE[W+R]TM[3600]DT[2017-05-23]RU[Chinese])',
    );
    expect(info).toMatchObject({
      blackName: 'Ke Jie',
      whiteName: 'AlphaGo',
      komi: 7.5,
      result: 'W+R',
      mainTime: 3600,
    });
  });

  it.each([
    ['7.5', 7.5],
    ['6.5', 6.5],
    ['0', 0],
    ['750', 7.5],
    ['375', 3.75],
    ['-650', -6.5],
    ['', null],
    ['x', null],
  ])('komi %s → %s', (text, komi) => {
    expect(readKomi(text)).toBe(komi);
  });

  it('warns about minor damage and keeps going', () => {
    const { warnings, game } = read('(;SZ[9]AB[aa][aa][zz]TR[q]LB[bad];B[ee]W[ff])');
    expect(warnings.length).toBe(5);
    expect(game.board.get({ x: 0, y: 0 })).toBe(BLACK);
  });

  it.each([
    ['(;SZ[30])', 'BAD_SIZE'],
    ['(;SZ[19:13])', 'BAD_SIZE'],
    ['(;SZ[9];B[zz])', 'BAD_MOVE'],
  ])('%s is %s', (text, code) => {
    const parsed = parseSgf(text);
    if (!parsed.ok) throw new Error('parse');
    const r = gameFromSgf(parsed.value.roots[0]);
    expect(r.ok ? 'ok' : r.error.code).toBe(code);
  });

  it('reports the illegal move of a record when replayed', () => {
    const { game } = read('(;SZ[9];B[ee];W[ee])');
    expect(game.toEnd()).toEqual({ ok: false, error: 'NOT_EMPTY' });
    expect(game.current.moveNumber).toBe(1);
  });

  it('writing then reading gives back the same tree', () => {
    const text =
      '(;GM[1]FF[4]CA[UTF-8]SZ[13]PB[黑]PW[白]KM[6.5]C[a \\] bracket]AB[aa][bb]AW[cc]' +
      ';B[dd]TR[ee]LB[ff:x](;W[gg]C[line 1\nline 2];B[tt])(;W[hh]AE[aa]PL[W]))';
    const once = rewrite(read(text).game);
    const twice = rewrite(read(once).game);
    expect(twice).toBe(once);
    const again = read(once);
    expect(again.info.blackName).toBe('黑');
    expect(again.game.root.comment).toBe('a ] bracket');
  });
});
