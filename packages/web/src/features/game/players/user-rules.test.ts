import { describe, expect, it } from 'vitest';
import { cardTier, mayFetchProfile, recentResults } from './user-rules.ts';

describe('mayFetchProfile', () => {
  it.each([
    ['lee', true],
    ['guest_123456789', false],
    ['guest_12345678', true],
    ['guest_1234567890', true],
    ['guest_12345678a', true],
    ['Guest_123456789', true],
    ['guest_lee', true],
    ['machine_gnugo', true],
    ['', false],
  ])('%s → %s', (name, fetch) => {
    expect(mayFetchProfile(name)).toBe(fetch);
  });
});

describe('recentResults and cardTier', () => {
  it('keeps the 10 newest results', () => {
    const lastplay = Array.from({ length: 13 }, (_, i) => ({ iswin: i % 3 === 0 }));
    expect(recentResults({ lastplay })).toEqual(lastplay.slice(0, 10).map((r) => r.iswin));
    expect(recentResults({ lastplay: [] })).toEqual([]);
  });

  it.each([
    [0, 'normal'],
    [1, 'silver'],
    [2, 'gold'],
    [3, 'taskCard'],
    [9, 'taskCard'],
  ])('usertype %s is %s', (usertype, tier) => {
    expect(cardTier({ usertype })).toBe(tier);
  });
});
