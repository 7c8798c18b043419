import { describe, expect, it } from 'vitest';
import { type CountingRequestInput, countingRequestBlock } from './counting.ts';

const allowed: CountingRequestInput = {
  isCompetition: true,
  requestsMade: 0,
  moveCount: 200,
  boardSize: 19,
  lastRequestAt: null,
  now: 1_000_000,
  hasMoved: true,
};

const LIMIT = 'Counting request exceeded 5 times, call referee or pass';
const WAIT = 'Please wait 30 seconds before requesting counting again';
const MOVE = 'Counting can be requested only after a move';

describe('countingRequestBlock', () => {
  it.each<[string, Partial<CountingRequestInput>, string | null]>([
    ['a first request at 200 moves', {}, null],
    ['the fifth request of a competition game', { requestsMade: 4 }, null],
    ['the sixth request of a competition game', { requestsMade: 5 }, LIMIT],
    ['a sixth request in a free game', { isCompetition: false, requestsMade: 5 }, null],
    ['149 moves on 19', { moveCount: 149 }, 'Counting must be requested after 150 moves'],
    ['150 moves on 19', { moveCount: 150 }, null],
    ['59 moves on 13', { boardSize: 13, moveCount: 59 }, 'Counting must be requested after 60 moves'],
    ['60 moves on 13', { boardSize: 13, moveCount: 60 }, null],
    ['19 moves on 9', { boardSize: 9, moveCount: 19 }, 'Counting must be requested after 20 moves'],
    ['20 moves on 9', { boardSize: 9, moveCount: 20 }, null],
    ['20 moves on 7', { boardSize: 7, moveCount: 20 }, null],
    ['no move since the last request', { hasMoved: false }, MOVE],
    ['29.999 s after the last request', { lastRequestAt: 1_000_000 - 29_999 }, WAIT],
    ['30 s after the last request', { lastRequestAt: 1_000_000 - 30_000 }, null],
    [
      'the limit wins over everything',
      { requestsMade: 5, moveCount: 0, hasMoved: false, lastRequestAt: 999_999 },
      LIMIT,
    ],
    [
      'too few moves before no-move',
      { moveCount: 10, hasMoved: false },
      'Counting must be requested after 150 moves',
    ],
    ['no-move before the wait', { hasMoved: false, lastRequestAt: 999_999 }, MOVE],
  ])('%s', (_, change, message) => {
    const block = countingRequestBlock({ ...allowed, ...change });
    expect(block?.message ?? null).toBe(message);
  });

  it('gives each block a code the socket error can carry', () => {
    expect(countingRequestBlock({ ...allowed, requestsMade: 5 })?.code).toBe('COUNTING_LIMIT');
    expect(countingRequestBlock({ ...allowed, moveCount: 1 })?.code).toBe('COUNTING_TOO_EARLY');
    expect(countingRequestBlock({ ...allowed, hasMoved: false })?.code).toBe('COUNTING_NEEDS_MOVE');
    expect(countingRequestBlock({ ...allowed, lastRequestAt: allowed.now })?.code).toBe('COUNTING_WAIT');
  });
});
