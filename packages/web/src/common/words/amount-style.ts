/**
 * How each language's players say amounts of komi and margins. Chinese players count in stones
 * (the seed's unit, with quarter fractions: 3¾ 子); Japanese, Korean and Western players count in
 * points (目, 집, points), a stone being two points under area counting. Western players also read
 * a result in its short record form (W+14.5, B+R).
 */
import { type Language, languageOrFallback } from '@tengen/protocol';

export interface AmountStyle {
  readonly unit: 'stones' | 'points';
  /** Results lead with the record's code: `W+14.5 (White wins by 14.5 points)`. */
  readonly resultCodes: boolean;
}

const AMOUNT_STYLES: Readonly<Record<Language, AmountStyle>> = {
  en: { unit: 'points', resultCodes: true },
  cn: { unit: 'stones', resultCodes: false },
  zh_Hant: { unit: 'stones', resultCodes: false },
  ja: { unit: 'points', resultCodes: false },
  ko: { unit: 'points', resultCodes: false },
};

/** The style of a language code; an unknown code has the fallback language's. */
export function amountStyleOf(language: string | null | undefined): AmountStyle {
  return AMOUNT_STYLES[languageOrFallback(language)];
}
