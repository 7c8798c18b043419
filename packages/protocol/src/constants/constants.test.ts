// Every number here is checked against seed 000 (sections 2, 3, 5 and 9) as written there.
import { describe, expect, it } from 'vitest';
import {
  blackGivesStones,
  ENERGY_BAR,
  energyBarRange,
  QUARTER_FRACTIONS,
  RECENT_RESULTS_SHOWN,
  TOASTS,
  TRANSLATION_LOADING,
  WIDE_ASPECT_RATIO,
  whiteGivesStones,
} from './display.ts';
import {
  BEANS,
  BOARD_SIZES,
  BYOYOMI_WARNING_SECONDS,
  CHAT,
  CONNECTION,
  COUNTDOWNS,
  COUNTING,
  countingMinMoves,
  DEFAULT_TIME,
  FREE_ANALYSES_PER_DAY,
  INVITE,
  isBoardSize,
  MOVE_CHOICES,
  REFEREE_CALLS_PER_GAME,
  RESIGN_MIN_MOVES,
  REVIEW,
} from './limits.ts';
import { GUEST_OVERLAYS, guestMayOpen, OVERLAYS } from './overlays.ts';
import { ANALYSIS_STATUS, COMPLAINT_REASON, COMPLAINT_STATUS, WIN_TYPE, WINNER } from './results.ts';
import {
  FALLBACK_LANGUAGE,
  isGuestName,
  isMachineName,
  LANGUAGES,
  languageOrFallback,
  MACHINE_NAME_PREFIX,
  membershipTier,
} from './users.ts';

describe('limits (section 9)', () => {
  it('rules of play', () => {
    expect(RESIGN_MIN_MOVES).toBe(11);
    expect(REFEREE_CALLS_PER_GAME).toBe(2);
    expect(BOARD_SIZES).toEqual([9, 13, 19]);
    expect([9, 13, 19, 7, '19'].map(isBoardSize)).toEqual([true, true, true, false, false]);
  });

  it('counting', () => {
    expect(COUNTING.maxRequestsInCompetition).toBe(5);
    expect(COUNTING.waitBetweenRequestsMs).toBe(30_000);
    expect(COUNTING.retryCheckMs).toBe(3_000);
    expect([19, 13, 9, 7, 25].map(countingMinMoves)).toEqual([150, 60, 20, 20, 20]);
  });

  it('beans and quotas', () => {
    expect(BEANS.askMove).toBe(2);
    expect(BEANS.analysis).toBe(10);
    expect(BEANS.complaintRefund).toBe(20);
    expect(FREE_ANALYSES_PER_DAY).toMatchObject({ normal: 1, silver: 5, gold: 10 });
  });

  it('connection and review timing', () => {
    expect(CONNECTION).toEqual({
      pingIntervalMs: 10_000,
      pongTimeoutMs: 8_000,
      fallbackAfterMs: 8_000,
      idleReloadMs: 300_000,
    });
    expect(REVIEW.autoplayStepMs).toBe(500);
    expect(REVIEW.stepsPerWheelNotch).toBe(1);
    expect(COUNTDOWNS.invitationSeconds).toBe(10);
    expect(COUNTDOWNS.earlyStartSeconds).toBe(10);
    expect(COUNTDOWNS.earlyStartReloadMs).toBe(2_000);
    expect(COUNTDOWNS.secondGameQueryMs).toBe(3_000);
    expect(BYOYOMI_WARNING_SECONDS).toBe(11);
  });

  it('chat and move choices', () => {
    expect(CHAT).toEqual({ throttleMs: 5_000, maxLength: 100 });
    expect(MOVE_CHOICES).toEqual({ min: 2, max: 5, tags: ['A', 'B', 'C', 'D', 'E'] });
  });

  it('invitations (section 5)', () => {
    expect(INVITE.basicMinutes).toEqual([5, 10, 15, 20, 30, 45, 60, 90, 120, 180]);
    expect(INVITE.defaultBasicMinutes).toBe(20);
    expect(INVITE.byoyomiSeconds).toEqual([0, 20, 30, 45, 60]);
    expect([INVITE.handicapMin, INVITE.handicapMax]).toEqual([0, 9]);
    expect(INVITE.colors).toEqual(['guess', 'black', 'white']);
    expect(DEFAULT_TIME).toMatchObject({ basicMinutes: 30, byoyomiSeconds: 30 });
  });
});

describe('display (sections 2 and 9)', () => {
  it('toasts and energy bar', () => {
    expect(TOASTS.winRateThreshold).toEqual({ normal: 50, alternate: 6 });
    expect(TOASTS.energyMs).toBe(1_000);
    expect(TOASTS.goodBadMoveMs).toBe(2_000);
    expect(ENERGY_BAR.differenceUnit).toEqual({ normal: 10, alternate: 1 });
    expect([19, 13, 9].map(energyBarRange)).toEqual([1000, 500, 100]);
  });

  it('komi text', () => {
    expect(blackGivesStones(0)).toBe(3.75);
    expect(blackGivesStones(2)).toBe(0.25);
    expect(whiteGivesStones(0)).toBe(0.25);
    expect(whiteGivesStones(350)).toBe(3.75);
  });

  it('the rest', () => {
    expect(WIDE_ASPECT_RATIO).toBe(1.55);
    expect(RECENT_RESULTS_SHOWN).toBe(10);
    expect(QUARTER_FRACTIONS).toEqual([25, 50, 75]);
    expect(TRANSLATION_LOADING).toEqual({ retries: 5, firstDelayMs: 350, delayFactor: 2, maxParallel: 10 });
  });
});

describe('codes (section 3)', () => {
  it('results', () => {
    expect(WINNER).toEqual({ none: 0, black: 1, white: 2, draw: 3 });
    expect(WIN_TYPE).toMatchObject({ resignation: 1, points: 2, timeout: 3, abstention: 4 });
    expect(ANALYSIS_STATUS).toEqual({ notAnalysed: 0, analysing: 1, done: 2 });
    expect(COMPLAINT_STATUS).toEqual({ reviewing: 0, rejected: 1, accepted: 2 });
    expect(COMPLAINT_REASON).toEqual({ abuse: 1, stalling: 2, other: 100 });
  });

  it('overlays', () => {
    const seedNumbers = [
      7,
      8,
      9,
      10,
      11,
      '13a',
      '13b',
      14,
      18,
      19,
      20,
      21,
      22,
      27,
      28,
      29,
      31,
      32,
      33,
      35,
      36,
      41,
      42,
      45,
      46,
      51,
      52,
      53,
      54,
    ];
    expect(Object.values(OVERLAYS)).toEqual(seedNumbers);
    expect(GUEST_OVERLAYS).toEqual([51]);
    expect(guestMayOpen(51)).toBe(true);
    expect(guestMayOpen(52)).toBe(false);
  });
});

describe('users', () => {
  it.each([
    [0, 'normal'],
    [1, 'silver'],
    [2, 'gold'],
    [3, 'taskCard'],
    [-1, 'taskCard'],
  ] as const)('usertype %i is %s', (usertype, tier) => {
    expect(membershipTier(usertype)).toBe(tier);
  });

  it('languages', () => {
    expect(LANGUAGES).toEqual(['en', 'cn', 'ja', 'ko', 'zh_Hant']);
    expect(FALLBACK_LANGUAGE).toBe('cn');
    expect(languageOrFallback('ja')).toBe('ja');
    expect(languageOrFallback('fr')).toBe('cn');
    expect(languageOrFallback(null)).toBe('cn');
  });

  it.each([
    ['guest_123456789', true],
    ['guest_12345678', false],
    ['guest_1234567890', false],
    ['guest_12345678a', false],
    ['xguest_123456789', false],
  ])('guest name %s: %s', (name, guest) => {
    expect(isGuestName(name)).toBe(guest);
  });

  it('machine names', () => {
    expect(MACHINE_NAME_PREFIX).toBe('machine_');
    expect(isMachineName('machine_gnugo')).toBe(true);
    expect(isMachineName('gnugo')).toBe(false);
  });
});
