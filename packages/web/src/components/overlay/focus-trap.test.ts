import { describe, expect, it } from 'vitest';
import { nextFocusIndex } from './focus-trap.ts';

describe('nextFocusIndex', () => {
  it.each([
    // current, count, backwards, next
    [0, 3, false, 1],
    [2, 3, false, 0],
    [0, 3, true, 2],
    [1, 3, true, 0],
    [-1, 3, false, 0],
    [-1, 3, true, 2],
    [0, 1, false, 0],
    [0, 1, true, 0],
    [-1, 0, false, -1],
  ])('from %s of %s (backwards %s) → %s', (current, count, backwards, next) => {
    expect(nextFocusIndex(current, count, backwards)).toBe(next);
  });
});
