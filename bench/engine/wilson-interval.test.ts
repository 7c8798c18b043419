import { describe, expect, it } from 'vitest';
import { wilsonInterval } from './wilson-interval.ts';

describe('wilsonInterval', () => {
  it('gives the textbook interval for 9 wins of 10', () => {
    const { low, high } = wilsonInterval(9, 10);
    expect(low).toBeCloseTo(0.5958, 3);
    expect(high).toBeCloseTo(0.9821, 3);
  });

  it('stays inside [0, 1] and below 1 for all wins of a few games', () => {
    const { low, high } = wilsonInterval(20, 20);
    expect(high).toBe(1);
    expect(low).toBeCloseTo(0.8389, 3);
  });

  it('refuses counts that are not counts', () => {
    expect(() => wilsonInterval(3, 0)).toThrow(RangeError);
    expect(() => wilsonInterval(5, 4)).toThrow('wins 5 must be an integer from 0 to 4');
  });
});
