import type { ClockReading } from '@tengen/protocol';
import { readClock } from '@tengen/protocol';
import { describe, expect, it } from 'vitest';
import { CLOCKS, feed, joined, posMessage, T0 } from '../state/test-game.ts';
import { type ClockCue, clockCue, clockUrgency, clockView, formatCountdown, shownMs } from './clock-view.ts';
import { type AudioContextLike, type Cue, CuePlayer, TONES } from './cue-player.ts';

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

  it('stands still while a request waits for its answer (clock_pause), and runs again after', () => {
    const s = feed(
      playing(),
      [{ cmd: 'clock_pause', paused: true, lapse: 30, ...CLOCKS, whitethink: 100_000, elapsed: 4_000 }],
      T0 + 2_000,
    );
    const stopped = clockView(s, 2, T0 + 20_000);
    expect(stopped).toMatchObject({ running: false, mainMs: 96_000, stoppedSeconds: 12 });
    expect(clockView(s, 1, T0 + 20_000)).toMatchObject({ running: false, stoppedSeconds: 12 });
    const resumed = feed(
      s,
      [{ cmd: 'clock_pause', paused: false, lapse: 0, ...CLOCKS, whitethink: 100_000, elapsed: 4_000 }],
      T0 + 25_000,
    );
    expect(clockView(resumed, 2, T0 + 26_000)).toMatchObject({
      running: true,
      mainMs: 95_000,
      stoppedSeconds: null,
    });
  });

  it('on a timeout every page shows the loser’s clock spent, though its own run was a second short', () => {
    // A watcher whose clock came late: 1.5 s of white's last period left when the flag arrives.
    const s = joined(0, {
      pos: ['pd'],
      nextcolor: 2,
      stepcount: 1,
      whitethink: 0,
      wducount: 1,
      elapsed: 28_500,
    });
    const ended = feed(s, [{ cmd: 'timeout_resp', color: 2, result: 1, wintype: 3, winnumber: 0 }], T0 + 100);
    expect(clockView(ended, 2, T0 + 5_000)).toMatchObject({
      running: false,
      mainMs: 0,
      periods: 0,
      periodMs: 0,
    });
    expect(clockView(ended, 1, T0 + 5_000)).toMatchObject({ mainMs: 600_000, periods: 3 });
    // a page opened on the finished game: the loser is the side that did not win
    const opened = joined(0, { pos: ['pd'], nextcolor: 2, stepcount: 1, status: 1, result: 1, wintype: 3 });
    expect(clockView(opened, 2, T0)).toMatchObject({ mainMs: 0, periods: 0, periodMs: 0 });
  });

  it('a page opened during the stop shows it from initdata', () => {
    const s = joined(1, { pos: ['pd'], nextcolor: 2, stepcount: 1, elapsed: 3_000, paused: 20 });
    expect(clockView(s, 2, T0 + 9_000)).toMatchObject({
      running: false,
      mainMs: 597_000,
      stoppedSeconds: 11,
    });
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

describe('clockCue: a sound at the start of byo-yomi, at 11 seconds, then each of the last ten', () => {
  it.each([
    [
      'entering byo-yomi',
      reading({ inByoyomi: false, mainMs: 500 }),
      reading({ periodMs: 29_800 }),
      'byoyomiStart',
    ],
    ['crossing 11 s in a period', reading({ periodMs: 11_200 }), reading({ periodMs: 10_900 }), 'warning'],
    ['the same second shown', reading({ periodMs: 10_900 }), reading({ periodMs: 10_700 }), null],
    ['reaching 10 s: counted', reading({ periodMs: 10_100 }), reading({ periodMs: 9_900 }), 'count'],
    ['reaching 4 s: counted', reading({ periodMs: 4_100 }), reading({ periodMs: 3_900 }), 'count'],
    [
      'reaching 3 s: the final count',
      reading({ periodMs: 3_100 }),
      reading({ periodMs: 2_900 }),
      'countFinal',
    ],
    ['reaching 1 s: the final count', reading({ periodMs: 1_100 }), reading({ periodMs: 900 }), 'countFinal'],
    [
      'a jump of several seconds: one cue',
      reading({ periodMs: 9_500 }),
      reading({ periodMs: 5_500 }),
      'count',
    ],
    [
      'fixed time is not counted, only warned',
      reading({ inByoyomi: false, periods: 0, mainMs: 9_500 }),
      reading({ inByoyomi: false, periods: 0, mainMs: 8_500 }),
      null,
    ],
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

describe('clockCue over a whole period, read every 200 ms as the players panel does', () => {
  /** The cues of a clock entering a 30 s byo-yomi from 2 s of main time, until the flag falls. */
  function cuesOf(main: number, period: number, periods: number): [number, ClockCue][] {
    const control = { periodMs: period, moveLimitMs: 0 };
    const side = { mainMs: main, periods };
    const out: [number, ClockCue][] = [];
    let before = readClock(side, 0, control, 5);
    for (let t = 200; t <= main + period * periods + 1_000; t += 200) {
      const after = readClock(side, t, control, 5);
      const cue = clockCue(before, after);
      if (cue) out.push([Math.ceil(shownMs(after) / 1000), cue]);
      before = after;
    }
    return out;
  }

  it('byo-yomi begins, 11 s is warned, 10 to 1 are counted, in every period', () => {
    const period: [number, ClockCue][] = [
      [11, 'warning'],
      ...[10, 9, 8, 7, 6, 5, 4].map((n) => [n, 'count'] as [number, ClockCue]),
      [3, 'countFinal'],
      [2, 'countFinal'],
      [1, 'countFinal'],
    ];
    expect(cuesOf(2_000, 30_000, 2)).toEqual([[30, 'byoyomiStart'], ...period, ...period]);
  });

  it('fixed time: one warning at 11 s, no count', () => {
    expect(cuesOf(20_000, 0, 0)).toEqual([[11, 'warning']]);
  });
});

describe('clockUrgency: the colour of short time', () => {
  it.each([
    ['a byo-yomi period with time', reading({ periodMs: 25_000 }), 'none'],
    ['a byo-yomi period at 11 s', reading({ periodMs: 10_500 }), 'none'],
    ['the last 10 s of a period', reading({ periodMs: 10_000 }), 'critical'],
    ['the last second of a period', reading({ periodMs: 400 }), 'critical'],
    [
      'main time with byo-yomi to follow, however short',
      reading({ inByoyomi: false, mainMs: 5_000 }),
      'none',
    ],
    ['fixed time, a minute', reading({ inByoyomi: false, periods: 0, mainMs: 60_000 }), 'none'],
    ['fixed time, under 30 s', reading({ inByoyomi: false, periods: 0, mainMs: 29_000 }), 'low'],
    ['fixed time, the last 10 s', reading({ inByoyomi: false, periods: 0, mainMs: 9_000 }), 'critical'],
    ['a move limit under 30 s', reading({ inByoyomi: false, mainMs: 300_000, moveMs: 20_000 }), 'low'],
    [
      'a move limit, the last 10 s',
      reading({ inByoyomi: false, mainMs: 300_000, moveMs: 8_000 }),
      'critical',
    ],
    ['the flag fell', reading({ flagged: true, periods: 0, periodMs: 0 }), 'critical'],
  ] as const)('%s: %s', (_, view, urgency) => {
    expect(clockUrgency(view)).toBe(urgency);
  });
});

describe('CuePlayer: each cue its own sound', () => {
  /** A fake audio context that notes each tone: its wave, pitch and start. */
  function fakeContext(state: AudioContextState = 'running') {
    const tones: { wave: string; hz: number; at: number }[] = [];
    let resumed = 0;
    const node = () => ({ connect: (next: unknown) => next });
    const context = {
      currentTime: 5,
      destination: {},
      state,
      resume: async () => {
        resumed++;
      },
      createGain: () => ({
        ...node(),
        gain: { setValueAtTime: () => {}, exponentialRampToValueAtTime: () => {} },
      }),
      createOscillator() {
        const o = {
          ...node(),
          type: 'sine',
          frequency: { value: 0 },
          start: (at: number) => tones.push({ wave: o.type, hz: o.frequency.value, at }),
          stop: () => {},
        };
        return o;
      },
    };
    return { context: context as unknown as AudioContextLike, tones, resumed: () => resumed };
  }

  const sound = (cue: Cue) => {
    const fake = fakeContext();
    new CuePlayer(() => fake.context).play(cue);
    return fake.tones.map(({ wave, hz }) => `${wave}:${hz}`).join(' ');
  };

  it('plays the notes of its cue, one after another', () => {
    const fake = fakeContext();
    new CuePlayer(() => fake.context).play('byoyomiStart');
    expect(fake.tones.map((t) => t.hz)).toEqual([660, 660]);
    expect(fake.tones[1].at).toBeGreaterThan(fake.tones[0].at);
  });

  it('the count of the last seconds sounds unlike the warning and byo-yomi starting', () => {
    const all = (Object.keys(TONES) as Cue[]).map(sound);
    expect(new Set(all).size).toBe(all.length);
    expect(sound('count')).not.toBe(sound('warning'));
    expect(sound('countFinal')).not.toBe(sound('count'));
  });

  it('no audio, no sound and no error; a suspended context is resumed', () => {
    expect(() => new CuePlayer(() => null).play('count')).not.toThrow();
    const fake = fakeContext('suspended');
    new CuePlayer(() => fake.context).play('count');
    expect(fake.resumed()).toBe(1);
  });
});
