import { gameFromSgf, parseSgf } from '@tengen/core';
import { describe, expect, it } from 'vitest';
import { setupOf } from '../state/game-state.ts';
import { T0, testPlay } from '../state/test-game.ts';
import { gameSgf, sgfResult } from './sgf-record.ts';

const finish = (over: object) =>
  ({
    winner: 1,
    wintype: 1,
    winnumber: 0,
    cause: 'sendfail_resp',
    color: 2,
    count: null,
    at: T0,
    ...over,
  }) as const;

describe('the record written in the browser', () => {
  it('says the result as SGF does', () => {
    expect(sgfResult(finish({}))).toBe('B+R');
    expect(sgfResult(finish({ winner: 2, wintype: 2, winnumber: 375 }))).toBe('W+7.5');
    expect(sgfResult(finish({ wintype: 3 }))).toBe('B+T');
    expect(sgfResult(finish({ winner: 2, wintype: 4 }))).toBe('W+F');
    expect(sgfResult(finish({ wintype: 5 }))).toBe('B+');
    expect(sgfResult(finish({ winner: 3 }))).toBe('0');
  });

  it('reads back as the same game: players, komi, setup stones and every move with passes', () => {
    const play = testPlay({ lu: 9, prepos: { black: ['cc'], white: [] }, rangzi: 0, daotiemu: 0 });
    const moves = ['ee', 'gc', 'tt', 'cg'];
    const text = gameSgf(play, setupOf(play), moves, finish({ winner: 2 }))!;
    expect(text).toContain('PB[Alice]');
    expect(text).toContain('PW[Bob]');
    expect(text).toContain('RE[W+R]');
    expect(text).toContain('KM[7.5]');
    const parsed = parseSgf(text);
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    const game = gameFromSgf(parsed.value.roots[0]);
    expect(game.ok).toBe(true);
    if (!game.ok) return;
    expect(game.value.game.size).toBe(9);
    const read: string[] = [];
    for (let node = game.value.game.root.children[0]; node; node = node.children[0]) {
      read.push(
        node.move?.vertex ? String.fromCharCode(97 + node.move.vertex.x, 97 + node.move.vertex.y) : 'tt',
      );
    }
    expect(read).toEqual(moves);
    expect(game.value.game.root.setup?.black).toEqual([{ x: 2, y: 2 }]);
  });
});
