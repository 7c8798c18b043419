import { describe, expect, it } from 'vitest';
import { moveToGtp } from './coords.ts';
import { fixedHandicap } from './handicap.ts';

const gtp = (size: number, n: number) =>
  fixedHandicap(size, n)
    ?.map((v) => moveToGtp(v, size))
    .join(' ');

describe('fixed handicap (GTP placement)', () => {
  it.each([
    [2, 'D4 Q16'],
    [3, 'D4 Q16 D16'],
    [4, 'D4 Q16 D16 Q4'],
    [5, 'D4 Q16 D16 Q4 K10'],
    [6, 'D4 Q16 D16 Q4 D10 Q10'],
    [7, 'D4 Q16 D16 Q4 D10 Q10 K10'],
    [8, 'D4 Q16 D16 Q4 D10 Q10 K4 K16'],
    [9, 'D4 Q16 D16 Q4 D10 Q10 K4 K16 K10'],
  ])('19×19, %i stones: %s', (n, expected) => {
    expect(gtp(19, n)).toBe(expected);
  });

  it.each([
    [13, 5, 'D4 K10 D10 K4 G7'],
    [9, 2, 'C3 G7'],
    [9, 9, 'C3 G7 C7 G3 C5 G5 E3 E7 E5'],
  ])('%i×%i, %i stones', (size, n, expected) => {
    expect(gtp(size, n)).toBe(expected);
  });

  it('no handicap is no stones; impossible counts are null', () => {
    expect(fixedHandicap(19, 0)).toEqual([]);
    expect(fixedHandicap(19, 1)).toBeNull();
    expect(fixedHandicap(19, 10)).toBeNull();
    expect(fixedHandicap(10, 5)).toBeNull();
    expect(fixedHandicap(5, 2)).toBeNull();
  });
});
