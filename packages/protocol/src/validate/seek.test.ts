import { describe, expect, it } from 'vitest';
import { isRankRange, seekIneligibility } from './seek.ts';

const seek = { username: 'lee', minlevel: '3K', maxlevel: '3D' };

describe('seekIneligibility', () => {
  it('lets a player in the range accept, both ends of the range included', () => {
    for (const rank of ['3K', '1K', '1D', '3D']) expect(seekIneligibility(seek, 'cho', rank)).toBeNull();
  });
  it('refuses the poster and players outside the range', () => {
    expect(seekIneligibility(seek, 'lee', '1D')).toBe('OWN');
    for (const rank of ['4K', '4D', 'Auto', 'nonsense'])
      expect(seekIneligibility(seek, 'cho', rank)).toBe('OUT_OF_RANGE');
  });
  it('an Auto (unrated) player may accept a range from Auto', () => {
    expect(seekIneligibility({ ...seek, minlevel: 'Auto' }, 'cho', 'Auto')).toBeNull();
  });
});

describe('isRankRange', () => {
  it('is true from weaker to stronger, or one rank', () => {
    expect(isRankRange('15K', '9D')).toBe(true);
    expect(isRankRange('1D', '1D')).toBe(true);
    expect(isRankRange('1D', '1K')).toBe(false);
    expect(isRankRange('1D', 'x')).toBe(false);
  });
});
