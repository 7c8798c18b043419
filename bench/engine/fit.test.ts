import { describe, expect, it } from 'vitest';
import { fitCurve, logLoss, probability, type Sample } from './fit.ts';

/** Samples drawn from a known curve with a fixed pseudo-random sequence. */
function drawn(k0: number, k1: number, n: number): Sample[] {
  let seed = 12345;
  const random = () => {
    seed = (seed * 1103515245 + 12345) % 2 ** 31;
    return seed / 2 ** 31;
  };
  return Array.from({ length: n }, () => {
    const step = Math.floor(random() * 300);
    const lead = (random() - 0.5) * 60;
    const p = probability({ k0, k1 }, { step, lead });
    return { step, lead, blackWon: random() < p ? 1 : 0 };
  });
}

describe('fitCurve', () => {
  it('recovers the curve the results were drawn from', () => {
    const samples = drawn(0.05, 0.03, 20_000);
    const curve = fitCurve(samples);
    expect(curve.k0).toBeCloseTo(0.05, 2);
    expect(curve.k1).toBeCloseTo(0.03, 2);
    expect(logLoss(curve, samples)).toBeLessThan(logLoss({ k0: 0, k1: 0 }, samples));
  });

  it('a coin toss scores ln 2', () => {
    expect(logLoss({ k0: 0, k1: 0 }, drawn(0.1, 0, 100))).toBeCloseTo(Math.LN2, 10);
  });
});
