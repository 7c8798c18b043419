import type { CountResult } from '@tengen/protocol';
import { describe, expect, it } from 'vitest';
import { reviewReducer, startReview } from '../review/review-navigation.ts';
import { recordFromPlay } from '../review/review-record.ts';
import { type GameOutcome, initialGameState } from '../state/game-state.ts';
import { feed, joined, T0, testInitData, testPlay } from '../state/test-game.ts';
import { countedPositionOf, countingSeenBy, reviewShowsCount } from './counted-position.ts';

const count: CountResult = {
  result: 1,
  winnumber: 75,
  bscore: 4500,
  wscore: 3600,
  dead: [],
  bterritory: ['aa'],
  wterritory: ['ii'],
};
const outcome = (cause: GameOutcome['cause'], withCount = true): GameOutcome => ({
  winner: 1,
  wintype: 2,
  winnumber: 75,
  cause,
  color: null,
  count: withCount ? count : null,
  at: 0,
});
const passed = ['ee', 'cc', 'tt', 'tt'];

describe('which count the board shows', () => {
  it('the count that ended the game, with how it came about', () => {
    expect(countedPositionOf(outcome('autofinish'), null, passed)).toEqual({ count, cause: 'bothPassed' });
    expect(countedPositionOf(outcome('calc_stone_yes_result_tip'), null, passed)).toEqual({
      count,
      cause: 'agreed',
    });
    // a page opened on the finished game reads the cause from the moves
    expect(countedPositionOf(outcome('initdata'), null, passed)?.cause).toBe('bothPassed');
    expect(countedPositionOf(outcome('initdata'), null, ['ee', 'cc'])?.cause).toBe('agreed');
  });

  it('a count waiting for acceptance, and nothing otherwise', () => {
    expect(countedPositionOf(null, { state: 'result', count }, ['ee'])).toEqual({ count, cause: 'proposed' });
    expect(countedPositionOf(null, { state: 'asked' }, ['ee'])).toBeNull();
    expect(countedPositionOf(null, null, ['ee'])).toBeNull();
    expect(countedPositionOf(outcome('sendfail_resp', false), null, ['ee'])).toBeNull();
  });

  it('in review, only at the end of the game’s moves with nothing tried', () => {
    const record = recordFromPlay({
      size: 9,
      blackFirst: true,
      prepos: { black: [], white: [] },
      moves: passed,
    });
    if (!record.ok) throw new Error(record.error);
    const end = startReview(record.value);
    expect(reviewShowsCount(null)).toBe(true);
    expect(reviewShowsCount(end)).toBe(true);
    expect(reviewShowsCount(reviewReducer(end, { type: 'back', by: 1 }))).toBe(false);
    const trying = reviewReducer(end, { type: 'setTrying', on: true });
    expect(reviewShowsCount(reviewReducer(trying, { type: 'play', vertex: { x: 0, y: 0 } }))).toBe(false);
  });

  it('a page opened on a finished game takes the count from initdata', () => {
    const ended = { status: 1, result: 1, wintype: 2, winnumber: 75 } as const;
    for (const before of [initialGameState(testPlay(ended), T0), initialGameState(testPlay(), T0)]) {
      const state = feed(before, [testInitData({ ...ended, pos: passed, count })]);
      expect(countedPositionOf(state.finish, state.counting, state.moves)).toEqual({
        count,
        cause: 'bothPassed',
      });
    }
    const resigned = feed(initialGameState(testPlay(), T0), [
      testInitData({ status: 1, result: 1, wintype: 1, winnumber: 0, pos: ['ee'], count: null }),
    ]);
    expect(countedPositionOf(resigned.finish, resigned.counting, resigned.moves)).toBeNull();
  });

  it('a count waiting for acceptance is the players’: a watcher does not see it', () => {
    const pending = { pos: ['ee'], calcscore: { state: 'result', color: 1, count } } as const;
    const asPlayer = joined(2, pending);
    expect(countingSeenBy(asPlayer)).toEqual({ state: 'result', color: 1, count });
    const asWatcher = joined(0, pending);
    expect(asWatcher.counting).not.toBeNull();
    expect(countingSeenBy(asWatcher)).toBeNull();
  });
});
