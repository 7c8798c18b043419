import { WHITE } from '@tengen/core';
import { describe, expect, it } from 'vitest';
import type { Evaluator, NetInput, NetOutput } from '../types.ts';
import { formatRawEvaluation } from './format-raw-evaluation.ts';
import { rawEvaluation, rawEvaluationOf } from './raw-evaluation.ts';
import { pointToNet } from './symmetry.ts';
import { stateFromRows } from './test-positions.ts';

/** A network answer on a 2×2 board: logits 0..3 on the net frame's points, pass 0. */
function output(over: Partial<NetOutput> = {}): NetOutput {
  return {
    policyLogits: Float32Array.from([0, 1, 2, 3, 0]),
    win: 0.7,
    loss: 0.2,
    noResult: 0.1,
    scoreMean: 3,
    scoreStdev: 4,
    lead: 2,
    varTimeLeft: 10,
    ownership: Float32Array.from([0.5, -0.5, 0.25, 1]),
    ...over,
  };
}

describe('rawEvaluationOf', () => {
  it("turns the side to move's answer into White's, with a softmax over legal moves and the pass", () => {
    // Black to move on a 2×2 board with a black stone at 0,0: that point is illegal.
    const state = stateFromRows(['X.', '..']);
    const e = rawEvaluationOf(state, output(), 0);
    expect(e.whiteWin).toBeCloseTo(0.2, 9);
    expect(e.whiteLoss).toBeCloseTo(0.7, 9);
    expect(e.noResult).toBeCloseTo(0.1, 9);
    expect(e.whiteScoreSelfplay).toBe(-3);
    expect(e.whiteScoreSelfplaySq).toBe(25);
    expect(e.whiteLead).toBe(-2);
    const z = Math.E + Math.E ** 2 + Math.E ** 3 + 1;
    expect(e.policy[0]).toBeNull();
    expect(e.policy[1]).toBeCloseTo(Math.E / z, 6);
    expect(e.policy[3]).toBeCloseTo(Math.E ** 3 / z, 6);
    expect(e.policyPass).toBeCloseTo(1 / z, 6);
    expect(e.whiteOwnership).toEqual([-0.5, 0.5, -0.25, -1]);
  });

  it('keeps the values for White to move', () => {
    const state = stateFromRows(['X.', '..'], { toMove: WHITE });
    const e = rawEvaluationOf(state, output(), 0);
    expect(e.whiteWin).toBeCloseTo(0.7, 9);
    expect(e.whiteLead).toBe(2);
    expect(e.whiteOwnership).toEqual([0.5, -0.5, 0.25, 1]);
  });

  it("maps the network's frame back to the board's", () => {
    const state = stateFromRows(['..', '..']);
    for (const s of [1, 2, 5, 6] as const) {
      const e = rawEvaluationOf(state, output(), s);
      // The board point 0 was fed at the net point pointToNet(0); its ownership came from there.
      for (let i = 0; i < 4; i++) {
        expect(e.whiteOwnership[i]).toBeCloseTo(-(output().ownership[pointToNet(i, 2, s)] as number), 6);
      }
    }
  });

  it('drops "no result" under superko with area scoring, as KataGo does', () => {
    const state = stateFromRows(['..', '..'], { rules: { ko: 'POSITIONAL' }, toMove: WHITE });
    const e = rawEvaluationOf(state, output({ scoreMean: 0.9 * 3, lead: 0.9 * 2 }), 0);
    expect(e.noResult).toBe(0);
    expect(e.whiteWin).toBeCloseTo(0.7 / 0.9, 9);
    expect(e.whiteScoreSelfplay).toBeCloseTo(3, 9);
    expect(e.whiteLead).toBeCloseTo(2, 9);
  });
});

describe('rawEvaluation', () => {
  it('asks the evaluator for the input in the symmetry given', async () => {
    const asked: NetInput[] = [];
    const evaluator: Evaluator = {
      evaluate: async (batch) => {
        asked.push(...batch);
        return batch.map(() => output());
      },
      close: async () => {},
    };
    const state = stateFromRows(['X.', '..']);
    const e = await rawEvaluation(evaluator, state, 4);
    expect(e.symmetry).toBe(4);
    expect(asked).toHaveLength(1);
    expect(Array.from(asked[0]?.spatial ?? [])).toEqual(Array.from(state.inputs(4).spatial));
  });
});

describe('formatRawEvaluation', () => {
  it("prints KataGo's kata-raw-nn text", () => {
    const state = stateFromRows(['X.', '..']);
    const text = formatRawEvaluation(rawEvaluationOf(state, output(), 0), 2);
    expect(text.split('\n')).toEqual([
      'symmetry 0',
      'whiteWin 0.200000',
      'whiteLoss 0.700000',
      'noResult 0.100000',
      'whiteLead -2.000',
      'whiteScoreSelfplay -3.000',
      'whiteScoreSelfplaySq 25.000',
      'varTimeLeft -1.000',
      'shorttermWinlossError -1.000',
      'shorttermScoreError -1.000',
      'policy',
      '    NAN 0.087144 ',
      '0.236883 0.643914 ',
      'policyPass 0.032059 ',
      'whiteOwnership',
      '-0.5000000 0.5000000 ',
      '-0.2500000 -1.0000000',
    ]);
  });

  it('separates symmetries by a blank line, keeping row ends inside', () => {
    const state = stateFromRows(['X.', '..']);
    const one = rawEvaluationOf(state, output(), 0);
    const text = formatRawEvaluation([one, { ...one, symmetry: 3 }], 2);
    const lines = text.split('\n');
    expect(lines).toHaveLength(17 * 2 + 1);
    expect(lines[16]).toBe('-0.2500000 -1.0000000 ');
    expect(lines[17]).toBe('');
    expect(lines[18]).toBe('symmetry 3');
  });
});
