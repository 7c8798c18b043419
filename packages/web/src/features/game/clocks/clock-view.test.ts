import type { ClockReading } from '@tengen/protocol';
import { describe, expect, it } from 'vitest';
import { CLOCKS, feed, joined, posMessage, T0 } from '../state/test-game.ts';
import { clockCue, clockView, formatCountdown, shownMs } from './clock-view.ts';

describe('formatCountdown: days, hh:mm:ss or mm:ss', () => {
  it.each([
    [0, 0, '00:00'],
    [1, 0, '00:01'],
    [999, 0, '00:01'],
    [59_000, 0, '00:59'],
    [60_000, 0, '01:00'],
    [3_599_000, 0, '59:59'],
    [3_600_000, 0, '01:00:00'],
    [36_000_000 + 61_000, 0, '10:01:01'],
    [86_400_000, 1, '00:00:00'],
    [2 * 86_400_000 + 3_723_000, 2, '01:02:03'],
    [-5_000, 0, '00:00'],
  ])('%i ms → %i days %s', (ms, days, clock) => {
    expect(formatCountdown(ms)).toEqual({ days, clock });
  });
});

describe('clockView: the server clock run locally', () => {
  const playing = () =>
    joined(1, { pos: ['pd'], nextcolor: 2, stepcount: 1, whitethink: 100_000, elapsed: 2_000 });

  it('runs the side to move from the banked clock plus elapsed plus the time since arrival', () => {
    const s = playing();
    const white = clockView(s, 2, T0 + 5_000);
    expect(white).toMatchObject({ running: true, mainMs: 93_000, inByoyomi: false, periods: 3 });
    const black = clockView(s, 1, T0 + 5_000);
    expect(black).toMatchObject({ running: false, mainMs: 600_000 });
  });

  it('at the next message the server clock takes over: no drift accumulates', () => {
    const s = feed(
      playing(),
      [posMessage('dp', 2, { ...CLOCKS, whitethink: 70_000, elapsed: 0 })],
      T0 + 40_000,
    );
    expect(clockView(s, 2, T0 + 60_000)).toMatchObject({ running: false, mainMs: 70_000 });
    expect(clockView(s, 1, T0 + 60_000)).toMatchObject({ running: true, mainMs: 580_000 });
  });

  it('enters byo-yomi: remaining seconds of the period and the periods left', () => {
    const s = joined(1, { pos: ['pd', 'dp'], stepcount: 2, whitethink: 0, blackthink: 1_000, nextcolor: 1 });
    const v = clockView(s, 1, T0 + 1_000 + 25_000);
    expect(v).toMatchObject({ inByoyomi: true, periods: 3, periodMs: 5_000 });
    expect(clockView(s, 1, T0 + 1_000 + 35_000)).toMatchObject({ periods: 2, periodMs: 25_000 });
  });

  it('stops when the game ends, at the moment it ended', () => {
    const s = feed(
      playing(),
      [{ cmd: 'sendfail_resp', color: 1, result: 2, wintype: 1, winnumber: 0 }],
      T0 + 10_000,
    );
    expect(clockView(s, 2, T0 + 999_000)).toMatchObject({ running: false, mainMs: 88_000 });
  });

  it('does not run before the first move: the clocks start with it', () => {
    const s = joined(1, { blackthink: 1_000, nextcolor: 1 });
    expect(clockView(s, 1, T0 + 30_000)).toMatchObject({ running: false, mainMs: 1_000, flagged: false });
  });

  it('does not run before the start', () => {
    const s = joined(1, { unstart: 60 });
    expect(clockView(s, 1, T0 + 30_000)).toMatchObject({ running: false, mainMs: 600_000 });
  });

  it('the think limit shows when it is shorter, from the third move', () => {
    const s = joined(1, { pos: ['pd', 'dp'], nextcolor: 1, stepcount: 2 }, { stepthink: 60 });
    const v = clockView(s, 1, T0 + 10_000);
    expect(v.moveMs).toBe(50_000);
    expect(shownMs(v)).toBe(50_000);
  });
});

const reading = (over: Partial<ClockReading>): ClockReading => ({
  mainMs: 0,
  periods: 3,
  periodMs: 30_000,
  inByoyomi: true,
  moveMs: null,
  flagged: false,
  ...over,
});

describe('clockCue: a sound at the start of byo-yomi and at 11 seconds', () => {
  it.each([
    [
      'entering byo-yomi',
      reading({ inByoyomi: false, mainMs: 500 }),
      reading({ periodMs: 29_800 }),
      'byoyomiStart',
    ],
    ['crossing 11 s in a period', reading({ periodMs: 11_200 }), reading({ periodMs: 10_900 }), 'warning'],
    ['already under 11 s', reading({ periodMs: 10_000 }), reading({ periodMs: 9_000 }), null],
    ['a new period starts', reading({ periodMs: 200 }), reading({ periods: 2, periodMs: 29_900 }), null],
    [
      'main time with periods left',
      reading({ inByoyomi: false, mainMs: 11_500 }),
      reading({ inByoyomi: false, mainMs: 10_500 }),
      null,
    ],
    [
      'fixed time crossing 11 s',
      reading({ inByoyomi: false, periods: 0, mainMs: 11_500 }),
      reading({ inByoyomi: false, periods: 0, mainMs: 10_500 }),
      'warning',
    ],
    ['flag fell', reading({ periodMs: 12_000 }), reading({ flagged: true, periodMs: 0, periods: 0 }), null],
  ] as const)('%s', (_, before, after, cue) => {
    expect(clockCue(before, after)).toBe(cue);
  });
});
