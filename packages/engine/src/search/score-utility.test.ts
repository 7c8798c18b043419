import { describe, expect, it } from 'vitest';
import { NnCache } from './nn-cache.ts';
import { dynamicScoreCenter, expectedScoreValue, scoreValueOf } from './score-utility.ts';

describe('score utility', () => {
  it("is KataGo's atan step, smoothed by the score's spread", () => {
    expect(scoreValueOf(0, 0, 2, 19)).toBe(0);
    expect(scoreValueOf(38, 0, 2, 19)).toBeCloseTo(0.5, 10);
    expect(expectedScoreValue(10, 0, 0, 2, 19)).toBe(scoreValueOf(10, 0, 2, 19));
    // spreading a winning score pulls its value towards 0, symmetrically
    const spread = expectedScoreValue(10, 30, 0, 2, 19);
    expect(spread).toBeLessThan(scoreValueOf(10, 0, 2, 19));
    expect(expectedScoreValue(-10, 30, 0, 2, 19)).toBeCloseTo(-spread, 12);
  });

  it('centres the dynamic term near the expected score, capped', () => {
    expect(dynamicScoreCenter(10, 0.2, 0.75, 19)).toBeCloseTo(8, 12);
    expect(dynamicScoreCenter(100, 0.2, 0.75, 9)).toBeCloseTo(100 - 9 * 0.75, 12);
  });
});

describe('NnCache', () => {
  it('drops the least recently used entry when full', () => {
    const cache = new NnCache<number>(2);
    cache.set('a', 1);
    cache.set('b', 2);
    expect(cache.get('a')).toBe(1);
    cache.set('c', 3);
    expect(cache.get('b')).toBeUndefined();
    expect([cache.get('a'), cache.get('c'), cache.size]).toEqual([1, 3, 2]);
    expect(() => new NnCache(0)).toThrow(RangeError);
  });
});
