import type { NetOutput } from '../types.ts';
import type { RawNetOutput } from './raw-output.ts';

/** KataGo's fixed multipliers of the score outputs up to model version 12 (desc.cpp's defaults). */
const SCORE_MEAN_MULTIPLIER = 20;
const SCORE_STDEV_MULTIPLIER = 20;
const LEAD_MULTIPLIER = 20;
const VARIANCE_TIME_MULTIPLIER = 40;

/** log(1 + eˣ), as KataGo's nneval.cpp computes it (x itself above 40). */
function softPlus(x: number): number {
  return x > 40 ? x : Math.log1p(Math.exp(x));
}

/**
 * KataGo's post-processing of model version 8 (nneval.cpp), kept from the side to move's view:
 * a softmax of the three value logits; the score mean and lead × 20 and the stdev softplus × 20,
 * the mean and lead then made unconditional by × (1 − noResult) as KataGo does; the variance of
 * time left softplus × 40; ownership tanh-ed. `scoreStdev` is the stdev of that unconditional
 * score, so that scoreMean² + scoreStdev² is KataGo's `scoreMeanSq`.
 * The policy stays as logits.
 */
export function postProcessNetOutput(raw: RawNetOutput): NetOutput {
  const [winLogit = 0, lossLogit = 0, noResultLogit = 0] = raw.value;
  const top = Math.max(winLogit, lossLogit, noResultLogit);
  const w = Math.exp(winLogit - top);
  const l = Math.exp(lossLogit - top);
  const n = Math.exp(noResultLogit - top);
  const sum = w + l + n;
  const noResult = n / sum;

  const [meanRaw = 0, stdevRaw = 0, leadRaw = 0, timeRaw = 0] = raw.score;
  const conditionalMean = meanRaw * SCORE_MEAN_MULTIPLIER;
  const conditionalStdev = softPlus(stdevRaw) * SCORE_STDEV_MULTIPLIER;
  const scoreMean = conditionalMean * (1 - noResult);
  const scoreMeanSq =
    (conditionalMean * conditionalMean + conditionalStdev * conditionalStdev) * (1 - noResult);

  const ownership = new Float32Array(raw.ownership.length);
  for (let i = 0; i < ownership.length; i++) ownership[i] = Math.tanh(raw.ownership[i] as number);

  return {
    policyLogits: raw.policy,
    win: w / sum,
    loss: l / sum,
    noResult,
    scoreMean,
    scoreStdev: Math.sqrt(Math.max(0, scoreMeanSq - scoreMean * scoreMean)),
    lead: leadRaw * LEAD_MULTIPLIER * (1 - noResult),
    varTimeLeft: softPlus(timeRaw) * VARIANCE_TIME_MULTIPLIER,
    ownership,
  };
}
