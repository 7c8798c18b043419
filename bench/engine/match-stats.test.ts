import { describe, expect, it } from 'vitest';
import { gtpToSgfPoint, wilsonInterval } from './match-stats.ts';

describe('the match figures', () => {
  it("gives Wilson's interval, inside 0–1 and narrowing with games", () => {
    const ten = wilsonInterval(5, 10);
    expect(ten.low).toBeCloseTo(0.2366, 3);
    expect(ten.high).toBeCloseTo(0.7634, 3);
    const hundred = wilsonInterval(50, 100);
    expect(hundred.high - hundred.low).toBeLessThan(ten.high - ten.low);
    expect(wilsonInterval(0, 4).low).toBe(0);
    expect(wilsonInterval(4, 4).high).toBe(1);
  });

  it('writes GTP vertices as SGF points (no I column, rows from the bottom)', () => {
    expect(gtpToSgfPoint('A9', 9)).toBe('aa');
    expect(gtpToSgfPoint('J1', 9)).toBe('ii');
    expect(gtpToSgfPoint('d4', 19)).toBe('dp');
    expect(gtpToSgfPoint('pass', 9)).toBe('');
    expect(() => gtpToSgfPoint('K1', 9)).toThrow(RangeError);
  });
});
