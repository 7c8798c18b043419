import type { RawEvaluation } from '../inputs/raw-evaluation.ts';
import { PASS_POINT } from '../position/pass-point.ts';
import type { NodeValue, SearchEdge } from './search-node.ts';

/**
 * One network answer as the search keeps it, in its cache and in the node: the value, and the
 * legal moves (the pass last) with their priors in typed arrays — 4.4 KB on 19×19, where the
 * raw answer's arrays of numbers take 12 KB.
 */
export interface NetworkValue {
  readonly value: NodeValue;
  readonly moves: Int16Array;
  readonly priors: Float32Array;
}

/**
 * A node's value and moves from one network answer: `rawEvaluationOf` has already masked the
 * illegal moves, turned the values to White's view and, as KataGo does, dropped "no result"
 * under area scoring without simple ko.
 */
export function networkValue(raw: RawEvaluation): NetworkValue {
  let legal = 1;
  for (const prior of raw.policy) if (prior !== null) legal++;
  const moves = new Int16Array(legal);
  const priors = new Float32Array(legal);
  let k = 0;
  raw.policy.forEach((prior, move) => {
    if (prior === null) return;
    moves[k] = move;
    priors[k] = prior;
    k++;
  });
  moves[k] = PASS_POINT;
  priors[k] = raw.policyPass;
  return {
    value: {
      winLoss: raw.whiteWin - raw.whiteLoss,
      noResult: raw.noResult,
      scoreMean: raw.whiteScoreSelfplay,
      scoreMeanSq: raw.whiteScoreSelfplaySq,
      lead: raw.whiteLead,
      ownership: Float32Array.from(raw.whiteOwnership),
    },
    moves,
    priors,
  };
}

/** The edges of a new node, one per legal move of its network answer, none visited. */
export function edgesOf(answer: NetworkValue): SearchEdge[] {
  return Array.from(answer.moves, (move, i) => ({ move, prior: answer.priors[i] as number, child: null }));
}
