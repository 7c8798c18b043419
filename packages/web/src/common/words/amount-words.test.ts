import { describe, expect, it } from 'vitest';
import { createI18n } from '../../i18n/index.ts';
import { amountStyleOf } from './amount-style.ts';
import { stonesToPoints } from './amount-words.ts';
import { wordsOf } from './use-words.ts';

const words = (lang: string) => wordsOf(createI18n(lang));

describe('margins', () => {
  it.each([
    ['en', 725, '14.5 points'],
    ['en', 50, '1 point'],
    ['en', 25, '0.5 points'],
    ['ja', 725, '14.5目'],
    ['ko', 725, '14.5집'],
    ['ko', -375, '7.5집'],
    ['cn', 375, '3¾ 子'],
    ['cn', 100, '1 子'],
    ['zh_Hant', 25, '¼ 子'],
  ])('%s: %s hundredths of a stone → %s', (lang, hundredths, text) => {
    expect(words(lang).margin(hundredths)).toBe(text);
  });
});

describe('komi', () => {
  it.each([
    ['ja', 375, '7目半'],
    ['ja', 325, '6目半'],
    ['ja', 25, '半目'],
    ['ja', 300, '6目'],
    ['ko', 375, '7집반'],
    ['ko', 325, '6집반'],
    ['ko', 25, '반집'],
    ['ko', 300, '6집'],
    ['en', 375, '7.5 points'],
    ['en', 50, '1 point'],
    ['en', 25, '0.5 points'],
    ['cn', 375, '3¾ 子'],
    ['zh_Hant', 25, '¼ 子'],
  ])('%s: %s hundredths of a stone → %s', (lang, hundredths, text) => {
    expect(words(lang).komi(hundredths)).toBe(text);
  });
});

describe('units', () => {
  it('Chinese counts in stones, the others in points; an unknown code has the fallback (Chinese)', () => {
    expect(amountStyleOf('cn').unit).toBe('stones');
    expect(amountStyleOf('zh_Hant').unit).toBe('stones');
    expect(amountStyleOf('ja').unit).toBe('points');
    expect(amountStyleOf('ko').unit).toBe('points');
    expect(amountStyleOf('en')).toEqual({ unit: 'points', resultCodes: true });
    expect(amountStyleOf('fr').unit).toBe('stones');
  });

  it('a stone is two points, rounded to the half point first', () => {
    expect(stonesToPoints(375)).toBe(7.5);
    expect(stonesToPoints(-362)).toBe(7);
    expect(stonesToPoints(363)).toBe(7.5);
  });
});
