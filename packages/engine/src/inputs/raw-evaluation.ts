import { WHITE } from '@tengen/core';
import type { PositionState } from '../position/position-state.ts';
import type { Evaluator, NetOutput } from '../types.ts';
import { planeFromNet, type Symmetry } from './symmetry.ts';

/**
 * One network evaluation as KataGo's `kata-raw-nn SYM` prints it: values from White's view,
 * `policy` row by row from the top (null on illegal points) and `whiteOwnership` likewise
 * (+1 White … −1 Black). Model version 8 has no time-left or short-term error heads: KataGo
 * prints −1 for them.
 */
export interface RawEvaluation {
  readonly symmetry: Symmetry;
  readonly whiteWin: number;
  readonly whiteLoss: number;
  readonly noResult: number;
  readonly whiteLead: number;
  readonly whiteScoreSelfplay: number;
  readonly whiteScoreSelfplaySq: number;
  readonly varTimeLeft: number;
  readonly shorttermWinlossError: number;
  readonly shorttermScoreError: number;
  readonly policy: readonly (number | null)[];
  readonly policyPass: number;
  readonly whiteOwnership: readonly number[];
}

/** The policy over legal moves: the logits back in the board's frame, masked, softmaxed with the pass. */
function legalPolicy(
  state: PositionState,
  output: NetOutput,
  symmetry: Symmetry,
): { policy: (number | null)[]; pass: number } {
  const { size } = state;
  const area = size * size;
  const logits = planeFromNet(output.policyLogits, size, symmetry);
  const passLogit = output.policyLogits[area] as number;
  const legal = state.legalMask();
  let max = passLogit;
  for (let i = 0; i < area; i++) if (legal[i] && (logits[i] as number) > max) max = logits[i] as number;
  const weights = new Float64Array(area);
  let sum = Math.exp(passLogit - max);
  const passWeight = sum;
  for (let i = 0; i < area; i++) {
    if (!legal[i]) continue;
    weights[i] = Math.exp((logits[i] as number) - max);
    sum += weights[i] as number;
  }
  const policy: (number | null)[] = new Array(area);
  for (let i = 0; i < area; i++) policy[i] = legal[i] ? (weights[i] as number) / sum : null;
  return { policy, pass: passWeight / sum };
}

/**
 * KataGo's value post-processing that depends on the rules: without simple ko, area scoring has
 * no "no result", so its probability is dropped and the score made conditional on a result again.
 */
function valuesForRules(state: PositionState, output: NetOutput) {
  const scoreMeanSq = output.scoreMean * output.scoreMean + output.scoreStdev * output.scoreStdev;
  if (state.rules.ko === 'SIMPLE' || state.rules.scoring === 'TERRITORY') {
    return {
      win: output.win,
      loss: output.loss,
      noResult: output.noResult,
      scoreMean: output.scoreMean,
      scoreMeanSq,
      lead: output.lead,
    };
  }
  const resultShare = 1 - output.noResult;
  const decided = output.win + output.loss;
  return {
    win: output.win / decided,
    loss: output.loss / decided,
    noResult: 0,
    scoreMean: output.scoreMean / resultShare,
    scoreMeanSq: scoreMeanSq / resultShare,
    lead: output.lead / resultShare,
  };
}

/** What KataGo's `kata-raw-nn` answers for a network's output on `state.inputs(symmetry)`. */
export function rawEvaluationOf(state: PositionState, output: NetOutput, symmetry: Symmetry): RawEvaluation {
  const white = state.toMove === WHITE;
  const v = valuesForRules(state, output);
  const { policy, pass } = legalPolicy(state, output, symmetry);
  const ownership = planeFromNet(output.ownership, state.size, symmetry);
  const whiteOwnership = Array.from(ownership, (o) => (white ? o : -o));
  return {
    symmetry,
    whiteWin: white ? v.win : v.loss,
    whiteLoss: white ? v.loss : v.win,
    noResult: v.noResult,
    whiteLead: white ? v.lead : -v.lead,
    whiteScoreSelfplay: white ? v.scoreMean : -v.scoreMean,
    whiteScoreSelfplaySq: v.scoreMeanSq,
    varTimeLeft: -1,
    shorttermWinlossError: -1,
    shorttermScoreError: -1,
    policy,
    policyPass: pass,
    whiteOwnership,
  };
}

/** Evaluates a position in one symmetry and answers it as `kata-raw-nn` would. */
export async function rawEvaluation(
  evaluator: Evaluator,
  state: PositionState,
  symmetry: Symmetry,
): Promise<RawEvaluation> {
  const [output] = await evaluator.evaluate([state.inputs(symmetry)]);
  if (!output) throw new Error('the evaluator gave no answer');
  return rawEvaluationOf(state, output, symmetry);
}
