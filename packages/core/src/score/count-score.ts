import type { AreaScore } from './area.ts';

/**
 * An area count after komi, in hundredths of a stone: Chinese counting counts stones, and one
 * stone is worth two points.
 */
export interface CountScore {
  readonly winner: 'black' | 'white' | 'draw';
  /** The winner's margin after komi; 0 for a draw. */
  readonly margin: number;
  /** Each side's area with neutral points split half and half, so black + white = size² × 100. */
  readonly black: number;
  readonly white: number;
}

export interface CountOptions {
  readonly size: number;
  /** Handicap stones; any positive value is a handicap game. */
  readonly handicap: number;
  /** The komi shift in hundredths of a stone: when positive, white gives komi (reverse komi). */
  readonly komiShift: number;
}

export interface KomiText {
  readonly side: 'black' | 'white';
  readonly stones: number;
  /** 0–3 quarters of a stone on top of `stones`. */
  readonly quarters: number;
}

/** Komi for black to give, in hundredths of a stone (negative when white gives). */
export const STANDARD_KOMI = 375; // 7.5 points = 3¾ stones
export const HANDICAP_KOMI = 25;
/** Reverse komi is the komi shift plus this quarter stone. */
export const REVERSE_KOMI_EXTRA = 25;

/** Komi in the site's form: hundredths of a stone, positive when black gives. */
export function komi(handicap: number, komiShift: number): number {
  if (komiShift > 0) return -(komiShift + REVERSE_KOMI_EXTRA);
  if (handicap > 0) return HANDICAP_KOMI;
  return STANDARD_KOMI;
}

/** Who gives komi and how much, in whole stones and quarters (rounded): 'Black gives 3¾ stones'. */
export function komiText(handicap: number, komiShift: number): KomiText {
  const k = komi(handicap, komiShift);
  const quarters = Math.abs(roundToQuarter(k)) / 25;
  return { side: k < 0 ? 'white' : 'black', stones: Math.floor(quarters / 4), quarters: quarters % 4 };
}

/**
 * The score of an area count. Neutral points are split half and half; black's margin in stones
 * is half the difference of the areas minus komi.
 */
export function countScore(area: AreaScore, opts: CountOptions): CountScore {
  const black = area.black.area * 100 + area.neutral * 50;
  const white = opts.size * opts.size * 100 - black;
  return scoreAfterKomi(black, white, opts);
}

/** Who wins and by how much, from each side's area in hundredths of a stone. */
export function scoreAfterKomi(black: number, white: number, opts: CountOptions): CountScore {
  const margin = (black - white) / 2 - komi(opts.handicap, opts.komiShift);
  const winner = margin > 0 ? 'black' : margin < 0 ? 'white' : 'draw';
  return { winner, margin: Math.abs(margin), black, white };
}

/**
 * Hundredths of a stone to the nearest quarter stone (multiple of 25), as the lead is shown.
 * Ties (12.5 past a quarter) round away from zero, so the rounding is symmetric in sign and
 * white's lead displays exactly as black's would: roundToQuarter(-x) === -roundToQuarter(x).
 */
export function roundToQuarter(hundredths: number): number {
  const rounded = Math.sign(hundredths) * Math.floor((Math.abs(hundredths) + 12.5) / 25) * 25;
  return rounded === 0 ? 0 : rounded; // no -0
}
