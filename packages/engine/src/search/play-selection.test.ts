import { describe, expect, it } from 'vitest';
import { type ChildStats, playSelectionValues, utilityLcb } from './play-selection.ts';
import { DEFAULT_SEARCH_PARAMS } from './search-params.ts';

/** A child whose visits all had utilities `mean ± spread` (half each). */
function child(visits: number, mean: number, spread: number, prior = 0.1): ChildStats {
  return { visits, prior, utility: mean, utilitySq: mean * mean + spread * spread };
}

describe('the choice of the move by lower confidence bound', () => {
  it('gives a bound that narrows with visits and widens with spread', () => {
    const few = utilityLcb(DEFAULT_SEARCH_PARAMS, child(4, 0.2, 0.1));
    const many = utilityLcb(DEFAULT_SEARCH_PARAMS, child(100, 0.2, 0.1));
    const wide = utilityLcb(DEFAULT_SEARCH_PARAMS, child(100, 0.2, 0.4));
    expect(many.radius).toBeLessThan(few.radius);
    expect(wide.radius).toBeGreaterThan(many.radius);
    expect(many.lcb).toBeCloseTo(0.2 - many.radius, 12);
  });

  it('raises a less visited move whose bound is clearly better above the most visited', () => {
    const children = [child(40, 0.0, 0.3), child(20, 0.5, 0.05)];
    const values = playSelectionValues(DEFAULT_SEARCH_PARAMS, children);
    expect(values[1]).toBeGreaterThan(values[0] as number);
    expect(values[0]).toBe(40);
  });

  it('keeps to visits for a move under 15% of the most explored one, or when switched off', () => {
    const children = [child(100, 0.0, 0.3), child(10, 0.9, 0.01)];
    expect(playSelectionValues(DEFAULT_SEARCH_PARAMS, children)).toEqual([100, 10]);
    const off = { ...DEFAULT_SEARCH_PARAMS, useLcbForSelection: false };
    expect(playSelectionValues(off, [child(40, 0.0, 0.3), child(20, 0.5, 0.05)])).toEqual([40, 20]);
  });
});
