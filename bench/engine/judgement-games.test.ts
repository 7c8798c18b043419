import { describe, expect, it } from 'vitest';
import { benchGames, readResult } from './judgement-games.ts';

describe('the bench games’ results', () => {
  it('reads a margin, a resignation, and a result no count can give as winner only', () => {
    expect(readResult('B+2.5')).toBe(2.5);
    expect(readResult('W+3.5')).toBe(-3.5);
    expect(readResult('W+R')).toBe(Number.NEGATIVE_INFINITY);
    expect(readResult('B+Resign')).toBe(Number.POSITIVE_INFINITY);
    // with a half-point komi every count ends in a half point
    expect(readResult('W+0.0', 7.5)).toBe(Number.NEGATIVE_INFINITY);
    expect(readResult('B+3', 7.5)).toBe(Number.POSITIVE_INFINITY);
    expect(readResult('B+3', 6)).toBe(3);
    expect(readResult('0')).toBeNull();
    expect(readResult('Draw')).toBeNull();
  });

  it('28 games were played out, 27 of them with a margin; 02719 is winner only', () => {
    const games = benchGames();
    expect(games).toHaveLength(50);
    const playedOut = games.filter((g) => g.playedOut);
    expect(playedOut).toHaveLength(28);
    expect(playedOut.filter((g) => Number.isFinite(g.result))).toHaveLength(27);
    expect(games.find((g) => g.file === '02719.sgf')).toMatchObject({
      result: Number.NEGATIVE_INFINITY,
      playedOut: true,
      rules: 'Japanese',
    });
  });
});
