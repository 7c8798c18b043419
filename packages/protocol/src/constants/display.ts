/** Display constants of seed 000 sections 2 and 9: toasts, energy bar, komi text, styles. */

/** A desktop screen is wide when width / height exceeds this. */
export const WIDE_ASPECT_RATIO = 1.55;

/** Normal platform, or the alternate one (the host page's platform flag set). */
export type Platform = 'normal' | 'alternate';

export const TOASTS = {
  /** Win-rate energy toast: shows when the change reaches this threshold. */
  winRateThreshold: { normal: 50, alternate: 6 },
  energyMs: 1_000,
  goodBadMoveMs: 2_000,
} as const;

export const ENERGY_BAR = {
  differenceUnit: { normal: 10, alternate: 1 },
  rangeBySize: { 19: 1000, 13: 500 } as Readonly<Record<number, number>>,
  rangeOther: 100,
} as const;

export function energyBarRange(size: number): number {
  return ENERGY_BAR.rangeBySize[size] ?? ENERGY_BAR.rangeOther;
}

/** Recent results shown on a user card. */
export const RECENT_RESULTS_SHOWN = 10;

/** Win rates arrive in tenths of a percent and are shown with one decimal. */
export const RATE_DIVISOR = 10;
export const RATE_DECIMALS = 1;

/**
 * Komi text, in hundredths of a stone: black gives 3¾ stones with no handicap and ¼ with a
 * handicap; white gives (daotiemu + 25) / 100.
 */
export const KOMI = {
  blackGivesNoHandicap: 375,
  blackGivesWithHandicap: 25,
  whiteGivesOffset: 25,
} as const;

/** Stones white gives, from the play info's `daotiemu`. */
export function whiteGivesStones(daotiemu: number): number {
  return (daotiemu + KOMI.whiteGivesOffset) / 100;
}

/** Stones black gives, from the handicap (`rangzi`). */
export function blackGivesStones(handicap: number): number {
  return (handicap > 0 ? KOMI.blackGivesWithHandicap : KOMI.blackGivesNoHandicap) / 100;
}

/** Scores (hundredths) are shown rounded to these quarter fractions. */
export const QUARTER_FRACTIONS = [25, 50, 75] as const;

export const STONE_STYLES = [1, 2, 3] as const;
export const BOARD_STYLES = [1, 2, 3] as const;

export const TRANSLATION_LOADING = {
  retries: 5,
  firstDelayMs: 350,
  /** Each retry waits twice as long as the last. */
  delayFactor: 2,
  maxParallel: 10,
} as const;
