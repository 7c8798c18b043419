import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OnnxEvaluator } from './evaluate/onnx/onnx-evaluator.ts';
import { rawEvaluation } from './inputs/raw-evaluation.ts';
import {
  FIXTURE_SUBSET,
  readReference,
  referenceDifferences,
  referencePosition,
} from './inputs/test-reference.ts';
import { BUNDLED_MODEL_PATH } from './model/bundled-model.ts';
import { loadModelFile } from './model/read-model.ts';
import { PositionState } from './position/position-state.ts';
import type { Evaluator } from './types.ts';

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

  it.each(records.map((r, i) => [i, r.source, r] as const))(
    'position %i (%s)',
    async (_i, _source, record) => {
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
    },
  );
});
