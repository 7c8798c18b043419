/**
 * Written by bench/engine/calibrate.ts — do not edit by hand. The win-rate curve fitted on the
 * corpus games' results (fit on the even-numbered usable games, scored on the odd ones).
 */
export const WIN_RATE_CURVE = { k0: 0.0264348, k1: 0.0 } as const;

/** How the curve was obtained; log losses are natural-log means (a coin toss is 0.693). */
export const WIN_RATE_CALIBRATION = {
  engine: 'GNU Go 3.8 estimate_score',
  level: 0,
  sampleEvery: 10,
  trainGames: 137,
  testGames: 137,
  trainPositions: 2096,
  testPositions: 2098,
  trainLogLoss: 0.6694,
  testLogLoss: 0.6659,
  model: 'constant k (a move-number term did not help on the training folds)',
  crossLogLossWithStep: 0.6705,
  crossLogLossConstant: 0.6694,
  testLogLossWithStep: 0.669,
  testLogLossConstant: 0.6659,
} as const;
