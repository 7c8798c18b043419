import { describe, expect, it } from 'vitest';
import { formatArea } from './stone-amount.ts';

describe('formatArea', () => {
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
