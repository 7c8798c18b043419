import type { RatingPoint } from '@tengen/protocol';
import { describe, expect, it } from 'vitest';
import { ratingRange, ratingSeries } from './rating-series.ts';

const point = (rating: number, playid: number): RatingPoint => ({
  playid,
  t: playid,
  rating,
  rd: 100,
  delta: 0,
  score: 1,
  opponent: 'ben',
  gamelevel: 230,
  gamelevelname: '2K',
});

describe('the rating chart data', () => {
  it('starts at the rating before the first game, then one point a game', () => {
    expect(ratingSeries({ start: 1500, history: [point(1662, 4), point(1590, 9)] })).toEqual([
      [0, 1, 2],
      [1500, 1662, 1590],
    ]);
  });

  it('is empty without rated games', () => {
    expect(ratingSeries({ start: null, history: [] })).toEqual([[], []]);
  });

  it('leaves room around the ratings, at least 100 points', () => {
    expect(ratingRange([1500])).toEqual([1450, 1550]);
    expect(ratingRange([1400, 1700])).toEqual([1370, 1730]);
  });
});
