import { describe, expect, it } from 'vitest';
import { bankMove, readClock, startClock, type TimeControl } from './clock.ts';

const byoyomi: TimeControl = { periodMs: 30_000, moveLimitMs: 0 };
const fixed: TimeControl = { periodMs: 0, moveLimitMs: 0 };

describe('readClock', () => {
  it.each([
    [
      'in main time',
      { mainMs: 60_000, periods: 3 },
      10_000,
      byoyomi,
      { mainMs: 50_000, periods: 3, periodMs: 30_000, inByoyomi: false, flagged: false },
    ],
    [
      'main time just used',
      { mainMs: 60_000, periods: 3 },
      60_000,
      byoyomi,
      { mainMs: 0, periods: 3, periodMs: 30_000, inByoyomi: true, flagged: false },
    ],
    [
      'into the first period',
      { mainMs: 60_000, periods: 3 },
      70_000,
      byoyomi,
      { mainMs: 0, periods: 3, periodMs: 20_000, inByoyomi: true, flagged: false },
    ],
    [
      'one period lost',
      { mainMs: 0, periods: 3 },
      35_000,
      byoyomi,
      { mainMs: 0, periods: 2, periodMs: 25_000, inByoyomi: true, flagged: false },
    ],
    [
      'all periods lost',
      { mainMs: 0, periods: 3 },
      90_000,
      byoyomi,
      { mainMs: 0, periods: 0, periodMs: 0, inByoyomi: true, flagged: true },
    ],
    [
      'fixed time left',
      { mainMs: 60_000, periods: 0 },
      59_999,
      fixed,
      { mainMs: 1, periods: 0, periodMs: 0, inByoyomi: false, flagged: false },
    ],
    [
      'fixed time out',
      { mainMs: 60_000, periods: 0 },
      60_000,
      fixed,
      { mainMs: 0, periods: 0, periodMs: 0, inByoyomi: false, flagged: true },
    ],
  ])('%s', (_, side, elapsed, control, expected) => {
    expect(readClock(side, elapsed, control, 10)).toEqual({ ...expected, moveMs: null });
  });

  it('caps a move with the think limit only from step 3', () => {
    const limited: TimeControl = { periodMs: 30_000, moveLimitMs: 20_000 };
    expect(readClock({ mainMs: 600_000, periods: 3 }, 5_000, limited, 2).moveMs).toBeNull();
    expect(readClock({ mainMs: 600_000, periods: 3 }, 5_000, limited, 3)).toMatchObject({
      moveMs: 15_000,
      flagged: false,
    });
    expect(readClock({ mainMs: 600_000, periods: 3 }, 20_000, limited, 3)).toMatchObject({
      moveMs: 0,
      flagged: true,
    });
  });
});

describe('bankMove', () => {
  it.each([
    ['in main time', { mainMs: 60_000, periods: 3 }, 10_000, { mainMs: 50_000, periods: 3 }],
    ['inside the first period keeps it', { mainMs: 60_000, periods: 3 }, 85_000, { mainMs: 0, periods: 3 }],
    ['after losing a period', { mainMs: 0, periods: 3 }, 45_000, { mainMs: 0, periods: 2 }],
  ])('%s', (_, side, elapsed, expected) => {
    expect(bankMove(side, elapsed, byoyomi)).toEqual(expected);
  });

  it('starts a game from the settings', () => {
    expect(startClock(30, 30, 3)).toEqual({ mainMs: 1_800_000, periods: 3 });
    expect(startClock(30, 0, 3)).toEqual({ mainMs: 1_800_000, periods: 0 });
  });
});
