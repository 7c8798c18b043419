/**
 * Fitting the win-rate curve: P(black wins) = 1 / (1 + exp(-k(step) · lead)) with
 * k(step) = k0 + k1 · step / 100, by logistic regression without an intercept (the curve
 * stays symmetric: an even estimate is 50 %), minimising the log loss with Newton's method.
 */

export interface Sample {
  /** The move number the estimate was made after. */
  readonly step: number;
  /** Black's lead in points (GNU Go's estimate, komi included). */
  readonly lead: number;
  /** 1 when black won the game. */
  readonly blackWon: 0 | 1;
}

export interface Curve {
  readonly k0: number;
  readonly k1: number;
}

export function kAt(curve: Curve, step: number): number {
  return Math.max(0, curve.k0 + (curve.k1 * step) / 100);
}

export function probability(curve: Curve, sample: Pick<Sample, 'step' | 'lead'>): number {
  return 1 / (1 + Math.exp(-kAt(curve, sample.step) * sample.lead));
}

const EPS = 1e-12;

/** Mean negative log-likelihood of the results (natural log; 0.693 is a coin toss). */
export function logLoss(curve: Curve, samples: readonly Sample[]): number {
  let sum = 0;
  for (const s of samples) {
    const p = Math.min(1 - EPS, Math.max(EPS, probability(curve, s)));
    sum -= s.blackWon === 1 ? Math.log(p) : Math.log(1 - p);
  }
  return sum / samples.length;
}

/** Newton's method on the two weights; `withSlope` false fits k0 alone (k1 = 0). */
export function fitCurve(samples: readonly Sample[], withSlope = true): Curve {
  let w = [0.05, 0];
  for (let iteration = 0; iteration < 50; iteration++) {
    const g = [0, 0];
    const h = [
      [0, 0],
      [0, 0],
    ];
    for (const s of samples) {
      const x = [s.lead, (s.lead * s.step) / 100];
      const p = 1 / (1 + Math.exp(-(w[0] * x[0] + w[1] * x[1])));
      const r = p - s.blackWon;
      const v = p * (1 - p);
      for (let i = 0; i < 2; i++) {
        g[i] += r * x[i];
        for (let j = 0; j < 2; j++) h[i][j] += v * x[i] * x[j];
      }
    }
    let step: number[];
    if (withSlope) {
      const det = h[0][0] * h[1][1] - h[0][1] * h[1][0];
      step = [(h[1][1] * g[0] - h[0][1] * g[1]) / det, (h[0][0] * g[1] - h[1][0] * g[0]) / det];
    } else {
      step = [g[0] / h[0][0], 0];
    }
    w = [w[0] - step[0], w[1] - step[1]];
    if (Math.abs(step[0]) + Math.abs(step[1]) < 1e-10) break;
  }
  return { k0: w[0], k1: w[1] };
}
