import { describe, expect, it } from 'vitest';
import { createI18n } from '../../../i18n/index.ts';
import { formatArea, formatStoneMargin, splitQuarters, stonesInWords } from './stone-amount.ts';

describe('splitQuarters', () => {
  it.each([
    [0, 0, 0],
    [25, 0, 1],
    [50, 0, 2],
    [375, 3, 3],
    [-375, 3, 3],
    [400, 4, 0],
    [12, 0, 0],
    [13, 0, 1],
    [1_037, 10, 1],
    [1_038, 10, 2],
    [-662, 6, 2],
  ])('%s hundredths → %s and %s quarters', (hundredths, whole, quarters) => {
    expect(splitQuarters(hundredths)).toEqual({ whole, quarters });
  });
});

describe('stonesInWords', () => {
  it.each([
    ['en', 375, '3¾'],
    ['en', 50, '½'],
    ['en', 700, '7'],
    ['en', 0, '0'],
    ['cn', 375, '3又3/4'],
    ['cn', 25, '1/4'],
    ['zh_Hant', 650, '6又1/2'],
    ['ja', 375, '3¾'],
    ['ko', 125, '1¼'],
  ])('%s: %s → %s', (lang, hundredths, text) => {
    const t = createI18n(lang).getFixedT(lang, 'review');
    expect(stonesInWords(t, hundredths)).toBe(text);
  });
});

describe('formatStoneMargin and formatArea', () => {
  it.each([
    ['en', 375, '3¾ stones'],
    ['en', 100, '1 stone'],
    ['en', 125, '1¼ stones'],
    ['en', 25, '¼ stones'],
    ['cn', 650, '6又1/2子'],
    ['ko', 375, '3¾호'],
  ])('%s: %s → %s', (lang, hundredths, text) => {
    expect(formatStoneMargin(createI18n(lang).getFixedT(lang, 'review'), hundredths)).toBe(text);
  });

  it.each([
    [18450, '184.5'],
    [17650, '176.5'],
    [0, '0'],
    [36100, '361'],
    [12325, '123.25'],
  ])('area %s → %s', (hundredths, text) => {
    expect(formatArea(hundredths)).toBe(text);
  });
});
