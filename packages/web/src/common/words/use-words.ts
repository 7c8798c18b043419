/**
 * Komi, margins and results in the page's language, with the unit its players use: `useWords()`
 * in components, `wordsOf(i18n)` elsewhere.
 */
import type { i18n } from 'i18next';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { amountStyleOf } from './amount-style.ts';
import { komiWords, marginWords } from './amount-words.ts';
import { type ResultRow, resultWords } from './result-words.ts';

export interface Words {
  /** A margin or lead, hundredths of a stone: "14.5 points", "3¾ 子". */
  margin(hundredths: number): string;
  /** Komi, hundredths of a stone: "7.5 points", "7目半", "7집반", "3¾ 子". */
  komi(hundredths: number): string;
  /** A game's result: "W+R (White wins by resignation)", "黑胜 3¾ 子". */
  result(row: ResultRow): string;
}

export function wordsOf(instance: i18n): Words {
  const language = instance.language;
  const style = amountStyleOf(language);
  const t = instance.getFixedT(language, ['pages', 'common', 'review'] as ['pages', 'common', 'review']);
  return {
    margin: (hundredths) => marginWords(t, style, hundredths),
    komi: (hundredths) => komiWords(t, style, hundredths),
    result: (row) => resultWords(row, t, style),
  };
}

export function useWords(): Words {
  const { i18n: instance } = useTranslation();
  const language = instance.language;
  // biome-ignore lint/correctness/useExhaustiveDependencies: the words change with the language.
  return useMemo(() => wordsOf(instance), [instance, language]);
}
