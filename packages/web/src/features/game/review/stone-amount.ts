/**
 * A margin or lead in hundredths of a stone, as it is shown: rounded to a quarter stone (the
 * core's roundToQuarter), then whole stones and a quarter fraction ("3¾", "½", "12").
 */
import { roundToQuarter } from '@tengen/core';
import type { TFunction } from 'i18next';

export interface StoneAmount {
  readonly whole: number;
  /** Quarters on top of `whole`: 0–3. */
  readonly quarters: 0 | 1 | 2 | 3;
}

/** The size of the amount only; the sign (who leads) is said in words. */
export function splitQuarters(hundredths: number): StoneAmount {
  const quarters = Math.abs(roundToQuarter(hundredths)) / 25;
  return { whole: Math.floor(quarters / 4), quarters: (quarters % 4) as StoneAmount['quarters'] };
}

/** The translated amount, e.g. "3¾" in English, "3又3/4" in Chinese. */
export function stonesInWords(t: TFunction<'review'>, hundredths: number): string {
  const { whole, quarters } = splitQuarters(hundredths);
  if (quarters === 0) return String(whole);
  const fraction = t(`amount.quarter${quarters}`);
  return whole === 0 ? fraction : t('amount.mixed', { whole, fraction });
}

/** A margin with its unit, e.g. "3¾ stones", "1 stone", "3又3/4子". */
export function formatStoneMargin(t: TFunction<'review'>, hundredths: number): string {
  const { whole, quarters } = splitQuarters(hundredths);
  return t('amount.stones', {
    amount: stonesInWords(t, hundredths),
    count: whole === 1 && quarters === 0 ? 1 : 2,
  });
}

/** An area in hundredths of a point, as a plain number: 18450 → "184.5". */
export function formatArea(hundredths: number): string {
  return String(Math.round(hundredths) / 100);
}
