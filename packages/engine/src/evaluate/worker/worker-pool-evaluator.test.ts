import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUNDLED_MODEL_PATH } from '../../model/bundled-model.ts';
import type { ModelDesc } from '../../model/model-desc.ts';
import { loadModelFile } from '../../model/read-model.ts';
import { OnnxEvaluator } from '../onnx/onnx-evaluator.ts';
import { randomNetInput } from '../test-net-inputs.ts';
import { WorkerPoolEvaluator } from './worker-pool-evaluator.ts';

let model: ModelDesc;
let direct: OnnxEvaluator;
let pool: WorkerPoolEvaluator;

beforeAll(async () => {
  model = await loadModelFile(BUNDLED_MODEL_PATH);
  direct = await OnnxEvaluator.create(model);
  pool = await WorkerPoolEvaluator.create(model, { workers: 2 });
});
afterAll(async () => {
  await direct?.close();
  await pool?.close();
});

describe('the worker pool evaluator', () => {
  it('answers as onnxruntime on the calling thread, batches side by side in their order', async () => {
    const first = [randomNetInput(9, 1), randomNetInput(19, 2), randomNetInput(9, 3)];
    const second = [randomNetInput(7, 4), randomNetInput(9, 5)];
    expect(pool.parallelism).toBe(2);
    const [a, b] = await Promise.all([pool.evaluate(first), pool.evaluate(second)]);
    const expected = [...(await direct.evaluate(first)), ...(await direct.evaluate(second))];
    const answers = [...(a ?? []), ...(b ?? [])];
    expect(answers).toHaveLength(5);
    answers.forEach((answer, i) => {
      const want = expected[i];
      expect(answer.policyLogits).toHaveLength(want?.policyLogits.length ?? -1);
      expect(Math.abs(answer.win - (want?.win ?? 0))).toBeLessThan(1e-6);
      expect(Math.abs(answer.lead - (want?.lead ?? 0))).toBeLessThan(1e-4);
      answer.ownership.forEach((x, p) => {
        expect(Math.abs(x - (want?.ownership[p] ?? 9))).toBeLessThan(1e-5);
      });
    });
  });

  it('refuses a bad input by name and evaluates nothing of its batch', async () => {
    const bad = { size: 9, spatial: new Float32Array(10), global: new Float32Array(19) };
    await expect(pool.evaluate([randomNetInput(9, 1), bad])).rejects.toThrow(RangeError);
    await expect(pool.evaluate([randomNetInput(9, 1), bad])).rejects.toThrow(/input 1: 10 spatial values/);
    // the workers still answer afterwards
    expect(await pool.evaluate([randomNetInput(9, 1)])).toHaveLength(1);
  });

  it('refuses a number of workers out of range, and evaluations once closed', async () => {
    await expect(WorkerPoolEvaluator.create(model, { workers: 0 })).rejects.toThrow(/workers 0/);
    const one = await WorkerPoolEvaluator.create(model, { workers: 1 });
    expect(await one.evaluate([randomNetInput(5, 1)])).toHaveLength(1);
    await one.close();
    await expect(one.evaluate([randomNetInput(5, 1)])).rejects.toThrow(/closed/);
  });
});
