import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomNetInput } from '../evaluate/test-net-inputs.ts';
import { WorkerPoolEvaluator } from '../evaluate/worker/worker-pool-evaluator.ts';
import { BUNDLED_MODEL_PATH } from '../model/bundled-model.ts';
import { loadModelFile } from '../model/read-model.ts';
import { BatchingEvaluator } from './batching-evaluator.ts';

let single: WorkerPoolEvaluator;
let pair: WorkerPoolEvaluator;

beforeAll(async () => {
  const model = await loadModelFile(BUNDLED_MODEL_PATH);
  single = await WorkerPoolEvaluator.create(model, { workers: 1 });
  pair = await WorkerPoolEvaluator.create(model, { workers: 2 });
});
afterAll(async () => {
  await single?.close();
  await pair?.close();
});

describe('the batching of leaves', () => {
  it('sends what is asked in one turn as one batch to one worker, shared out among two', async () => {
    const inputs = Array.from({ length: 8 }, (_, i) => randomNetInput(9, i + 1));
    const expected = await single.evaluate(inputs);
    for (const [evaluator, batches] of [
      [single, 1],
      [pair, 2],
    ] as const) {
      const batcher = new BatchingEvaluator(evaluator);
      const answers = await Promise.all(inputs.map((input) => batcher.evaluate(input)));
      expect(batcher.batches).toBe(batches);
      expect(batcher.evaluations).toBe(8);
      answers.forEach((answer, i) => {
        expect(Math.abs(answer.win - (expected[i]?.win ?? 9))).toBeLessThan(1e-6);
      });
    }
  });

  it('holds leaves asked while every worker is busy for the next batch', async () => {
    const batcher = new BatchingEvaluator(single);
    const first = batcher.evaluate(randomNetInput(9, 1));
    // one turn later the first batch is under way; these three wait for it and go together
    await new Promise((resolve) => setImmediate(resolve));
    const later = [2, 3, 4].map((seed) => batcher.evaluate(randomNetInput(9, seed)));
    await Promise.all([first, ...later]);
    expect(batcher.batches).toBe(2);
    expect(batcher.evaluations).toBe(4);
  });

  it('hands an evaluator error to every leaf of the batch', async () => {
    const batcher = new BatchingEvaluator(single);
    const bad = { size: 9, spatial: new Float32Array(3), global: new Float32Array(19) };
    const asked = [batcher.evaluate(randomNetInput(9, 1)), batcher.evaluate(bad)];
    for (const answer of asked) await expect(answer).rejects.toThrow(RangeError);
  });
});
