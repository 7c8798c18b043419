/**
 * Komi and margins in words, in the unit of the language's players (amount-style.ts). Amounts
 * arrive in hundredths of a stone and are shown rounded to a quarter stone, which is half a point.
 */
import { roundToQuarter } from '@tengen/core';
import type { TFunction } from 'i18next';
import { formatStones } from '../quarter-stones.ts';
import type { AmountStyle } from './amount-style.ts';

/** The words' translations: the result texts (pages, common) and the amounts (review). */
export type WordsT = TFunction<['pages', 'common', 'review']>;

/** Hundredths of a stone → points, rounded to the half point: 725 → 14.5. */
export function stonesToPoints(hundredths: number): number {
  return (Math.abs(roundToQuarter(hundredths)) * 2) / 100;
}

function stonesText(t: WordsT, hundredths: number): string {
  const stones = Math.abs(roundToQuarter(hundredths)) / 100;
  return t('review:amount.stones', { amount: formatStones(stones), count: stones === 1 ? 1 : 2 });
}

/** A margin or lead: "14.5 points", "14.5目", "14.5집", "3¾ 子". */
export function marginWords(t: WordsT, style: AmountStyle, hundredths: number): string {
  if (style.unit === 'stones') return stonesText(t, hundredths);
  const points = stonesToPoints(hundredths);
  return t('review:amount.points', { amount: String(points), count: points });
}

/** Komi as players say it: "7.5 points", "7目半", "7집반", "半目", "3¾ 子". */
export function komiWords(t: WordsT, style: AmountStyle, hundredths: number): string {
  if (style.unit === 'stones') return stonesText(t, hundredths);
  const points = stonesToPoints(hundredths);
  const whole = Math.floor(points);
  if (whole === points) return t('review:amount.komiWhole', { count: whole });
  return whole === 0 ? t('review:amount.komiHalf') : t('review:amount.komiAndHalf', { whole });
}
