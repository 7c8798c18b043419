import type { RawEvaluation } from '../inputs/raw-evaluation.ts';
import { PASS_POINT } from '../position/pass-point.ts';
import type { NodeValue, SearchEdge } from './search-node.ts';

/**
 * A node's value and moves from one network answer: `rawEvaluationOf` has already masked the
 * illegal moves, turned the values to White's view and, as KataGo does, dropped "no result"
 * under area scoring without simple ko.
 */
export function networkValue(raw: RawEvaluation): { value: NodeValue; edges: SearchEdge[] } {
  const edges: SearchEdge[] = [];
  raw.policy.forEach((prior, move) => {
    if (prior !== null) edges.push({ move, prior, child: null });
  });
  edges.push({ move: PASS_POINT, prior: raw.policyPass, child: null });
  return {
    value: {
      winLoss: raw.whiteWin - raw.whiteLoss,
      noResult: raw.noResult,
      scoreMean: raw.whiteScoreSelfplay,
      scoreMeanSq: raw.whiteScoreSelfplaySq,
      lead: raw.whiteLead,
      ownership: Float32Array.from(raw.whiteOwnership),
    },
    edges,
  };
}
