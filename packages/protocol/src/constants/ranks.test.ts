import { describe, expect, it } from 'vitest';
import { isRankLabel, RANKS, rankLabel, rankLabelFor, rankValue } from './ranks.ts';

// Seed 000 section 3, copied as written.
const SEED =
  'Auto -101; 15K -100; 14K -80; 13K -60; 12K -40; 11K -20; 10K 0; 9K 25; 8K 50; 7K 75; 6K 105; 5K 135; ' +
  '4K 165; 3K 195; 2K 230; 1K 270; 1D 315; 2D 360; 3D 405; 4D 450; 5D 500; 6D 550; 7D 600; 8D 700; 9D 900';
const seedPairs = SEED.split('; ').map((pair) => {
  const [label, value] = pair.split(' ');
  return [label, Number(value)] as const;
});

describe('rank table', () => {
  it('is the seed’s table, in order', () => {
    expect(RANKS.map(([l, v]) => [l, v])).toEqual(seedPairs.map(([l, v]) => [l, v]));
  });

  it.each(seedPairs)('%s ↔ %i both ways', (label, value) => {
    expect(rankValue(label)).toBe(value);
    expect(rankLabel(value)).toBe(label);
    expect(rankLabelFor(value)).toBe(label);
    expect(isRankLabel(label)).toBe(true);
  });

  it.each([
    ['5d', 500],
    [' 9D ', 900],
    ['auto', -101],
    ['15k', -100],
  ])('reads %j leniently', (label, value) => {
    expect(rankValue(label)).toBe(value);
  });

  it.each(['10D', '0K', '', 'dan', '5 D'])('has no value for %j', (label) => {
    expect(rankValue(label)).toBeNull();
  });

  it.each([1, -101.5, 899, 26])('has no exact label for %i', (value) => {
    expect(rankLabel(value)).toBeNull();
  });

  it.each([
    [-500, 'Auto'],
    [-101, 'Auto'],
    [-100.5, 'Auto'],
    [-99, '15K'],
    [24, '10K'],
    [314, '1K'],
    [899, '8D'],
    [5000, '9D'],
  ])('level %i falls in %s', (value, label) => {
    expect(rankLabelFor(value)).toBe(label);
  });
});
