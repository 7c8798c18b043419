/** Amounts of stones (komi, margins) as text with quarter fractions, the seed's unit. */

const QUARTERS = ['', '¼', '½', '¾'];

/** 3.75 → `3¾`, 0.25 → `¼`, 7 → `7`; other fractions are rounded to the nearest quarter. */
export function formatStones(stones: number): string {
  const sign = stones < 0 ? '-' : '';
  const quarters = Math.round(Math.abs(stones) * 4);
  const whole = Math.floor(quarters / 4);
  const part = QUARTERS[quarters % 4];
  return sign + (whole === 0 && part !== '' ? part : `${whole}${part}`);
}

/** Hundredths (of a stone or a point) as a number with quarter fractions: 375 → `3¾`. */
export function formatHundredths(value: number): string {
  return formatStones(value / 100);
}
