import { RANKS, rankLabelFor } from '@tengen/protocol';
import { describe, expect, it } from 'vitest';
import { AUTO_LEVEL, levelOfRating, ratingOfLevel } from './rating-scale.ts';

describe('rating scale', () => {
  it('starts each rank at its table value, 100 rating points a rank', () => {
    const ranked = RANKS.filter(([label]) => label !== 'Auto');
    ranked.forEach(([label, value], index) => {
      const start = 600 + index * 100;
      expect(levelOfRating(start)).toBe(value);
      expect(rankLabelFor(levelOfRating(start + 99.9))).toBe(label);
    });
    expect(rankLabelFor(levelOfRating(1500))).toBe('6K');
    expect(rankLabelFor(levelOfRating(2099.99))).toBe('1K');
    expect(rankLabelFor(levelOfRating(2100))).toBe('1D');
  });

  it('moves the level in step inside a rank', () => {
    expect(levelOfRating(1950)).toBe(250); // halfway from 2K (230) to 1K (270)
    expect(levelOfRating(2028.8)).toBe(282);
  });

  it('keeps the ends of the table: 15K below 600, 9D above 2900, never Auto', () => {
    expect(levelOfRating(-500)).toBe(-100);
    expect(levelOfRating(599)).toBe(-100);
    expect(levelOfRating(2900)).toBe(900);
    expect(levelOfRating(5000)).toBe(900);
  });

  it('goes up with the rating', () => {
    let last = Number.NEGATIVE_INFINITY;
    for (let r = 0; r <= 3200; r += 7) {
      const level = levelOfRating(r);
      expect(level).toBeGreaterThanOrEqual(last);
      last = level;
    }
  });

  it('starts a levelled player in the middle of their rank; Auto has no rating', () => {
    expect(ratingOfLevel(AUTO_LEVEL)).toBeNull();
    expect(ratingOfLevel(230)).toBe(1950);
    expect(ratingOfLevel(250)).toBe(1950);
    expect(ratingOfLevel(-100)).toBe(650);
    expect(ratingOfLevel(900)).toBe(2950);
    for (const [label, value] of RANKS) {
      if (label === 'Auto') continue;
      expect(rankLabelFor(levelOfRating(ratingOfLevel(value) ?? 0))).toBe(label);
    }
  });
});
