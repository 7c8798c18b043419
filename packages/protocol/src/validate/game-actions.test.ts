import { describe, expect, it } from 'vitest';
import { mayResign, maySeeJudgement, refereeCallsLeft } from './game-actions.ts';

describe('game action gates', () => {
  it.each([
    [0, false],
    [10, false],
    [11, true],
    [200, true],
  ])('resign after %i moves: %s', (moves, allowed) => {
    expect(mayResign(moves)).toBe(allowed);
  });

  it.each([
    [0, 2],
    [1, 1],
    [2, 0],
    [5, 0],
  ])('%i referee calls made leave %i', (made, left) => {
    expect(refereeCallsLeft(made)).toBe(left);
  });

  it.each([
    [0, false, true],
    [0, true, true],
    [12, false, false],
    [12, true, true],
  ])('judgement in game %i, audit man %s: %s', (gameid, auditman, shown) => {
    expect(maySeeJudgement(gameid, auditman)).toBe(shown);
  });
});
