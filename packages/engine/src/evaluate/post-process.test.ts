import { describe, expect, it } from 'vitest';
import { postProcessNetOutput } from './post-process.ts';

describe('KataGo post-processing of model version 8', () => {
  it('applies the softmax, the score multipliers, softplus and tanh', () => {
    const out = postProcessNetOutput({
      policy: Float32Array.of(0.5, -1, 2),
      value: Float32Array.of(2, 1, -3),
      score: Float32Array.of(0.25, 0, -0.1, 1),
      ownership: Float32Array.of(0, 1, -2),
    });
    const e = [Math.exp(2), Math.exp(1), Math.exp(-3)];
    const sum = e[0]! + e[1]! + e[2]!;
    expect(out.win).toBeCloseTo(e[0]! / sum, 12);
    expect(out.loss).toBeCloseTo(e[1]! / sum, 12);
    expect(out.noResult).toBeCloseTo(e[2]! / sum, 12);
    const kept = 1 - out.noResult;
    // mean 0.25 × 20 = 5 and lead −0.1 × 20 = −2, both × (1 − noResult)
    expect(out.scoreMean).toBeCloseTo(5 * kept, 6);
    expect(out.lead).toBeCloseTo(-2 * kept, 6);
    // stdev softplus(0) × 20 = 20 ln 2; KataGo's scoreMeanSq = (5² + stdev²) × (1 − noResult)
    const meanSq = (25 + (20 * Math.LN2) ** 2) * kept;
    expect(out.scoreMean ** 2 + out.scoreStdev ** 2).toBeCloseTo(meanSq, 6);
    expect(out.varTimeLeft).toBeCloseTo(40 * Math.log1p(Math.E), 6);
    expect([...out.ownership]).toEqual([0, Math.fround(Math.tanh(1)), Math.fround(Math.tanh(-2))]);
    expect([...out.policyLogits]).toEqual([0.5, -1, 2]);
  });

  it('stays finite for large logits', () => {
    const out = postProcessNetOutput({
      policy: new Float32Array(2),
      value: Float32Array.of(900, 0, 0),
      score: Float32Array.of(0, 60, 0, 60),
      ownership: new Float32Array(1),
    });
    expect(out.win).toBe(1);
    expect(out.scoreStdev).toBeCloseTo(1200, 6);
    expect(out.varTimeLeft).toBe(2400);
  });
});
