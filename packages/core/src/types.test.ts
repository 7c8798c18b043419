import { describe, expect, it } from 'vitest';
import { BLACK, moverOf, WHITE } from './types.ts';

describe('moverOf', () => {
  it.each([
    [1, BLACK, BLACK],
    [2, BLACK, WHITE],
    [1, WHITE, WHITE],
    [4, WHITE, BLACK],
  ] as const)('move %i with %i first', (step, first, mover) => {
    expect(moverOf(step, first)).toBe(mover);
  });
});
