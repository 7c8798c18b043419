const TWO_OVER_PI = 2 / Math.PI;
/** The normal distribution sampled from −5 to +5 standard deviations in tenths, as KataGo's table is. */
const STEPS = 50;
const NORMAL_WEIGHTS = (() => {
  const w = new Float64Array(2 * STEPS + 1);
  let sum = 0;
  for (let i = -STEPS; i <= STEPS; i++) {
    const x = i / 10;
    w[i + STEPS] = Math.exp(-0.5 * x * x);
    sum += w[i + STEPS] as number;
  }
  for (let i = 0; i < w.length; i++) w[i] = (w[i] as number) / sum;
  return w;
})();

/** KataGo's score value of a final score: a smooth step, atan of the score over scale × √area. */
export function scoreValueOf(whiteScore: number, center: number, scale: number, sqrtArea: number): number {
  return Math.atan((whiteScore - center) / (scale * sqrtArea)) * TWO_OVER_PI;
}

/**
 * The expected score value when the final score is normal with this mean and deviation
 * (KataGo's `ScoreValue::expectedWhiteScoreValue`, integrated directly rather than from a table).
 */
export function expectedScoreValue(
  mean: number,
  stdev: number,
  center: number,
  scale: number,
  sqrtArea: number,
): number {
  if (!(stdev > 0)) return scoreValueOf(mean, center, scale, sqrtArea);
  let value = 0;
  for (let i = -STEPS; i <= STEPS; i++) {
    value +=
      (NORMAL_WEIGHTS[i + STEPS] as number) * scoreValueOf(mean + (stdev * i) / 10, center, scale, sqrtArea);
  }
  return value;
}

/** The deviation of a score from its mean and mean square (0 when rounding makes it negative). */
export function scoreStdevOf(mean: number, meanSq: number): number {
  const variance = meanSq - mean * mean;
  return variance > 0 ? Math.sqrt(variance) : 0;
}

export interface UtilityWeights {
  readonly winLossUtilityFactor: number;
  readonly staticScoreUtilityFactor: number;
  readonly dynamicScoreUtilityFactor: number;
  readonly dynamicScoreCenterScale: number;
  readonly noResultUtilityForWhite: number;
}

/**
 * White's utility of an outcome (KataGo's getResultUtility + getScoreUtility): win minus loss,
 * plus a static score term centred on 0 (scale 2) and a dynamic one centred on the score the
 * search expected when it started.
 */
export function whiteUtility(
  weights: UtilityWeights,
  value: { winLoss: number; noResult: number; scoreMean: number; scoreMeanSq: number },
  scoreCenter: number,
  sqrtArea: number,
): number {
  const stdev = scoreStdevOf(value.scoreMean, value.scoreMeanSq);
  const staticValue = expectedScoreValue(value.scoreMean, stdev, 0, 2.0, sqrtArea);
  const dynamicValue = expectedScoreValue(
    value.scoreMean,
    stdev,
    scoreCenter,
    weights.dynamicScoreCenterScale,
    sqrtArea,
  );
  return (
    value.winLoss * weights.winLossUtilityFactor +
    value.noResult * weights.noResultUtilityForWhite +
    staticValue * weights.staticScoreUtilityFactor +
    dynamicValue * weights.dynamicScoreUtilityFactor
  );
}

/**
 * KataGo's dynamic score centre: the expected score pulled towards 0 by `zeroWeight`, but never
 * further from it than scale × √area.
 */
export function dynamicScoreCenter(
  expectedScore: number,
  zeroWeight: number,
  scale: number,
  size: number,
): number {
  const center = expectedScore * (1 - zeroWeight);
  const cap = size * scale;
  return Math.min(expectedScore + cap, Math.max(expectedScore - cap, center));
}
