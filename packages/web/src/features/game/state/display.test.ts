import { describe, expect, it } from 'vitest';
import { formatHundredths, formatStones, komiTexts } from './display.ts';

describe('stones with quarter fractions', () => {
  it.each([
    [3.75, '3¾'],
    [0.25, '¼'],
    [0.5, '½'],
    [7, '7'],
    [0, '0'],
    [12.3, '12¼'],
    [-1.5, '-1½'],
  ])('%f → %s', (stones, text) => {
    expect(formatStones(stones)).toBe(text);
  });

  it('hundredths and komi', () => {
    expect(formatHundredths(375)).toBe('3¾');
    expect(komiTexts(0, 350)).toEqual({ black: '3¾', white: '3¾' });
    expect(komiTexts(2, 0)).toEqual({ black: '¼', white: '¼' });
  });
});
