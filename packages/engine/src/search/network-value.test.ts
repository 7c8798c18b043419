import { describe, expect, it } from 'vitest';
import type { RawEvaluation } from '../inputs/raw-evaluation.ts';
import { PASS_POINT } from '../position/pass-point.ts';
import { edgesOf, networkValue } from './network-value.ts';

const raw: RawEvaluation = {
  symmetry: 0,
  whiteWin: 0.7,
  whiteLoss: 0.2,
  noResult: 0.1,
  whiteLead: 3.5,
  whiteScoreSelfplay: 4,
  whiteScoreSelfplaySq: 40,
  varTimeLeft: -1,
  shorttermWinlossError: -1,
  shorttermScoreError: -1,
  policy: [0.5, null, 0.25, null],
  policyPass: 0.25,
  whiteOwnership: [1, -1, 0.5, 0],
};

describe('a network answer as the search keeps it', () => {
  it('keeps the legal moves and the pass with their priors, and the value from White', () => {
    const answer = networkValue(raw);
    expect(Array.from(answer.moves)).toEqual([0, 2, PASS_POINT]);
    expect(Array.from(answer.priors)).toEqual([0.5, 0.25, 0.25]);
    expect(answer.value.winLoss).toBeCloseTo(0.5, 12);
    expect(answer.value.lead).toBe(3.5);
    expect(Array.from(answer.value.ownership)).toEqual([1, -1, 0.5, 0]);
    const edges = edgesOf(answer);
    expect(edges.map((e) => [e.move, e.prior, e.child])).toEqual([
      [0, 0.5, null],
      [2, 0.25, null],
      [PASS_POINT, 0.25, null],
    ]);
    // each node gets its own edges
    expect(edgesOf(answer)[0]).not.toBe(edges[0]);
  });
});
