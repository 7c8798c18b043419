import { describe, expect, it } from 'vitest';
import { formatHundredths, formatStones } from './quarter-stones.ts';

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

  it.each([
    [0, '0'],
    [25, '¼'],
    [50, '½'],
    [75, '¾'],
    [100, '1'],
    [375, '3¾'],
    [1250, '12½'],
    [-150, '-1½'],
  ])('%i hundredths → %s', (n, text) => {
    expect(formatHundredths(n)).toBe(text);
  });
});
