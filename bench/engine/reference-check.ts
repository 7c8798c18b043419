/**
 * Runs Tengen's network evaluation on all 520 positions of KataGo's reference answers
 * (packages/engine/fixtures/katago-reference.jsonl.gz, both stored symmetries) and prints the
 * worst differences: policy L1 (points and pass), win rate, lead and ownership.
 * Run: npx tsx --conditions=source bench/engine/reference-check.ts
 */
import { OnnxEvaluator } from '../../packages/engine/src/evaluate/onnx/onnx-evaluator.ts';
import { rawEvaluation } from '../../packages/engine/src/inputs/raw-evaluation.ts';
import {
  FIXTURE_FULL,
  readReference,
  referenceDifferences,
  referencePosition,
} from '../../packages/engine/src/inputs/test-reference.ts';
import { BUNDLED_MODEL_PATH } from '../../packages/engine/src/model/bundled-model.ts';
import { loadModelFile } from '../../packages/engine/src/model/read-model.ts';
import { PositionState } from '../../packages/engine/src/position/position-state.ts';

type Measure = 'policyL1' | 'winrate' | 'lead' | 'ownership';
const LIMITS: Record<Measure, number> = { policyL1: 0.01, winrate: 0.005, lead: 0.1, ownership: 0.01 };

interface Worst {
  value: number;
  where: string;
}

async function main(): Promise<void> {
  const records = readReference(FIXTURE_FULL);
  const evaluator = await OnnxEvaluator.create(await loadModelFile(BUNDLED_MODEL_PATH));
  const worst: Record<Measure, Worst> = {
    policyL1: { value: 0, where: '' },
    winrate: { value: 0, where: '' },
    lead: { value: 0, where: '' },
    ownership: { value: 0, where: '' },
  };
  const over: Record<Measure, number> = { policyL1: 0, winrate: 0, lead: 0, ownership: 0 };
  let illegalMismatches = 0;
  let evaluations = 0;
  try {
    for (const [index, record] of records.entries()) {
      const state = PositionState.from(referencePosition(record));
      if (!state.ok) throw new Error(`line ${index} (${record.source}): ${state.error.message}`);
      for (const theirs of record.nn) {
        const ours = await rawEvaluation(evaluator, state.value, theirs.symmetry);
        const d = referenceDifferences(ours, theirs);
        evaluations++;
        illegalMismatches += d.illegalMismatch;
        for (const measure of Object.keys(worst) as Measure[]) {
          if (d[measure] > LIMITS[measure]) over[measure]++;
          if (d[measure] > worst[measure].value)
            worst[measure] = {
              value: d[measure],
              where: `line ${index} (${record.source}), symmetry ${theirs.symmetry}`,
            };
        }
      }
    }
  } finally {
    await evaluator.close();
  }
  console.log(
    `${records.length} positions, ${evaluations} evaluations; legal-point disagreements: ${illegalMismatches}`,
  );
  for (const measure of Object.keys(worst) as Measure[]) {
    const w = worst[measure];
    console.log(
      `${measure.padEnd(10)} worst ${w.value.toFixed(6)} (limit ${LIMITS[measure]}, ${over[measure]} over) at ${w.where || '-'}`,
    );
  }
  const failed = illegalMismatches > 0 || Object.values(over).some((n) => n > 0);
  process.exitCode = failed ? 1 : 0;
}

await main();
