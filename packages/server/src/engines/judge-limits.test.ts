import { describe, expect, it } from 'vitest';
import { JudgeLimits } from './judge-limits.ts';

describe('JudgeLimits', () => {
  it('lets a key take its per-minute number at once, then one more as each share of a minute passes', () => {
    const clock = { now: 0 };
    const limits = new JudgeLimits({ guest: 3, user: 6 }, () => clock.now);
    const guest = { guestAddress: '203.0.113.7' };
    for (let i = 0; i < 3; i++) expect(limits.take(guest)).toBeNull();
    expect(limits.take(guest)).toBe(20); // one comes back every 20 s
    clock.now = 10_000;
    expect(limits.take(guest)).toBe(10);
    clock.now = 20_000;
    expect(limits.take(guest)).toBeNull();
    expect(limits.take(guest)).toBe(20);
  });

  it('counts addresses and users apart, a user by the user alone', () => {
    const limits = new JudgeLimits({ guest: 1, user: 2 }, () => 0);
    expect(limits.take({ guestAddress: '203.0.113.7' })).toBeNull();
    expect(limits.take({ guestAddress: '203.0.113.7' })).not.toBeNull();
    expect(limits.take({ guestAddress: '203.0.113.8' })).toBeNull();
    expect(limits.take({ userId: 7 })).toBeNull();
    expect(limits.take({ userId: 7 })).toBeNull();
    expect(limits.take({ userId: 7 })).not.toBeNull();
    expect(limits.take({ userId: 8 })).toBeNull();
  });
});
