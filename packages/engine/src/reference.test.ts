import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OnnxEvaluator } from './evaluate/onnx/onnx-evaluator.ts';
import { type RawEvaluation, rawEvaluation } from './inputs/raw-evaluation.ts';
import { FIXTURE_SUBSET, type ReferenceEvaluation, readReference, referencePosition } from './inputs/test-reference.ts';
import { BUNDLED_MODEL_PATH } from './model/bundled-model.ts';
import { loadModelFile } from './model/read-model.ts';
import { PositionState } from './position/position-state.ts';
import type { Evaluator } from './types.ts';

/** The largest differences between Tengen's answer and KataGo's for one evaluation. */
export function referenceDifferences(ours: RawEvaluation, theirs: ReferenceEvaluation) {
  let policyL1 = Math.abs(ours.policyPass - theirs.policyPass);
  let illegalMismatch = 0;
  for (let i = 0; i < theirs.policy.length; i++) {
    const a = ours.policy[i] ?? null;
    const b = theirs.policy[i] ?? null;
    if ((a === null) !== (b === null)) illegalMismatch++;
    else if (a !== null && b !== null) policyL1 += Math.abs(a - b);
  }
  let ownership = 0;
  for (let i = 0; i < theirs.whiteOwnership.length; i++)
    ownership = Math.max(ownership, Math.abs((ours.whiteOwnership[i] as number) - (theirs.whiteOwnership[i] as number)));
  return {
    policyL1,
    illegalMismatch,
    winrate: Math.abs(ours.whiteWin - theirs.whiteWin),
    lead: Math.abs(ours.whiteLead - theirs.whiteLead),
    ownership,
  };
}

const records = readReference(FIXTURE_SUBSET);
let evaluator: Evaluator;

beforeAll(async () => {
  evaluator = await OnnxEvaluator.create(await loadModelFile(BUNDLED_MODEL_PATH));
});

afterAll(async () => {
  await evaluator?.close();
});

describe("Tengen's raw network answers match KataGo's kata-raw-nn", () => {
  it('has the positions of the fixture', () => {
    expect(records.length).toBeGreaterThanOrEqual(60);
  });

  it.each(records.map((r, i) => [i, r.source, r] as const))('position %i (%s)', async (_i, _source, record) => {
    const state = PositionState.from(referencePosition(record));
    if (!state.ok) throw new Error(state.error.message);
    for (const theirs of record.nn) {
      const ours = await rawEvaluation(evaluator, state.value, theirs.symmetry);
      const d = referenceDifferences(ours, theirs);
      const where = `symmetry ${theirs.symmetry}: ${JSON.stringify(d)}`;
      expect(d.illegalMismatch, where).toBe(0);
      expect(d.policyL1, where).toBeLessThanOrEqual(0.01);
      expect(d.winrate, where).toBeLessThanOrEqual(0.005);
      expect(d.lead, where).toBeLessThanOrEqual(0.1);
      expect(d.ownership, where).toBeLessThanOrEqual(0.01);
    }
  });
});
