import type { Sign, Vertex } from '@tengen/core';
import type { CountResult } from '@tengen/protocol';
import { describe, expect, it } from 'vitest';
import { countTally } from './count-tally.ts';

// 5×5: black holds the left, white the right; a white stone lies dead at ba; da, ea, db and cc are neutral
const rows = ['.OX..', '.XX.O', 'XX.OO', '.XOO.', '.XO..'];
const stoneAt = (v: Vertex): Sign => {
  const c = rows[v.y][v.x];
  return c === 'X' ? 1 : c === 'O' ? 2 : 0;
};

describe('what a count is made of', () => {
  it('stones, surrounded points (a dead stone’s among them) and half the neutral points add up to each area', () => {
    // black: 7 stones + 5 points (4 empty, 1 dead) + 2 = 14; white: 6 stones + 3 points + 2 = 11
    const count: CountResult = {
      result: 1,
      winnumber: 0,
      bscore: 1400,
      wscore: 1100,
      dead: ['ba'],
      bterritory: ['aa', 'ab', 'ad', 'ae'],
      wterritory: ['ed', 'de', 'ee'],
    };
    const tally = countTally(count, 5, stoneAt);
    expect(tally.black).toEqual({ stones: 7, territory: 5, deadTaken: 1, total: 14 });
    expect(tally.white).toEqual({ stones: 6, territory: 3, deadTaken: 0, total: 11 });
    expect(tally.neutral).toBe(4);
    expect(tally.consistent).toBe(true);
  });

  it('says when its parts do not make the server’s totals', () => {
    const count: CountResult = {
      result: 2,
      winnumber: 100,
      bscore: 1000,
      wscore: 1500,
      dead: [],
      bterritory: [],
      wterritory: [],
    };
    expect(countTally(count, 5, stoneAt).consistent).toBe(false);
  });
});
