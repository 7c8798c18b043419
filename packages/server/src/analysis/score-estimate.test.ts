import { describe, expect, it } from 'vitest';
import { readScoreEstimate } from './score-estimate.ts';

describe('readScoreEstimate', () => {
  it('reads black and white leads with their sign', () => {
    expect(readScoreEstimate('B+4.1 (upper bound: -4.1, lower: -4.1)')).toBe(4.1);
    expect(readScoreEstimate('W+7.5 (upper bound: 7.5, lower: 7.5)')).toBe(-7.5);
    expect(readScoreEstimate(' W+12 ')).toBe(-12);
  });

  it('reads an even score and refuses anything else', () => {
    expect(readScoreEstimate('0')).toBe(0);
    expect(readScoreEstimate('')).toBeNull();
    expect(readScoreEstimate('X+3')).toBeNull();
    expect(readScoreEstimate('resign')).toBeNull();
  });
});
