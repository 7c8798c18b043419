import { describe, expect, it } from 'vitest';
import { energyToast, energyView, showsEnergyBar } from './energy.ts';

const entry = (step: number, score: number) => ({ step, score, b: 0, w: 0 });

describe('the energy bar', () => {
  // size, black's score (tenths of a point), black's share of the bar
  const TABLE: [number, number, number][] = [
    [19, 0, 0.5],
    [19, 500, 0.75],
    [19, 5000, 1],
    [13, -250, 0.25],
    [9, 100, 1],
    [9, -50, 0.25],
  ];
  it.each(TABLE)('%i×%i: score %i gives %f', (size, score, share) => {
    expect(energyView([entry(1, score)], size, 'normal')?.blackShare).toBeCloseTo(share);
  });

  it("turns scores into points with the platform's unit", () => {
    expect(energyView([entry(3, 75)], 19, 'normal')?.lead).toBe(7.5);
    expect(energyView([entry(3, 75)], 19, 'alternate')?.lead).toBe(75);
    expect(energyView([], 19, 'normal')).toBeNull();
  });

  it('toasts a change from the threshold on, within range only', () => {
    expect(energyToast([entry(1, 0), entry(2, 49)], 19, 'normal')).toBeNull();
    expect(energyToast([entry(1, 0), entry(2, 50)], 19, 'normal')).toBe(5);
    expect(energyToast([entry(1, 30), entry(2, -30)], 19, 'normal')).toBe(-6);
    expect(energyToast([entry(1, 0), entry(2, 6)], 19, 'alternate')).toBe(6);
    expect(energyToast([entry(1, 0), entry(2, 5)], 19, 'alternate')).toBeNull();
    // 9×9's range is ±100: a jump to 150 is out of range.
    expect(energyToast([entry(1, 90), entry(2, 150)], 9, 'normal')).toBeNull();
    expect(energyToast([entry(1, 0)], 19, 'normal')).toBeNull();
  });

  it('shows only in energy-bar games with the setting on', () => {
    expect(showsEnergyBar(true, true)).toBe(true);
    expect(showsEnergyBar(true, false)).toBe(false);
    expect(showsEnergyBar(false, true)).toBe(false);
  });
});
