import { describe, expect, it } from 'vitest';
import { membershipChoice } from './pay-membership-rule.ts';

const end = Date.UTC(2026, 11, 27);

describe('which membership can be bought (the server’s rule)', () => {
  it('any tier while none runs', () => {
    for (const tier of [1, 2, 3])
      expect(membershipChoice(tier, { usertype: 0, memberuntil: null })).toEqual({ kind: 'buy' });
  });

  it('while silver runs: silver extends it from its end, the other tiers are held back', () => {
    const silver = { usertype: 1, memberuntil: end };
    expect(membershipChoice(1, silver)).toEqual({ kind: 'extend', from: end });
    expect(membershipChoice(2, silver)).toEqual({ kind: 'held', tier: 1, until: end });
    expect(membershipChoice(3, silver)).toEqual({ kind: 'held', tier: 1, until: end });
  });

  it('a membership without an end holds back every tier, its own too', () => {
    const given = { usertype: 2, memberuntil: null };
    expect(membershipChoice(2, given)).toEqual({ kind: 'held', tier: 2, until: null });
    expect(membershipChoice(1, given)).toEqual({ kind: 'held', tier: 2, until: null });
  });
});
