import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUNDLED_MODEL_PATH } from '../../model/bundled-model.ts';
import type { ModelDesc } from '../../model/model-desc.ts';
import { loadModelFile } from '../../model/read-model.ts';
import type { NetInput, NetOutput } from '../../types.ts';
import { ReferenceEvaluator } from '../reference/reference-evaluator.ts';
import { emptyBoardNetInput, randomNetInput } from '../test-net-inputs.ts';
import { OnnxEvaluator } from './onnx-evaluator.ts';

let model: ModelDesc;
let onnx: OnnxEvaluator;

beforeAll(async () => {
  model = await loadModelFile(BUNDLED_MODEL_PATH);
  onnx = await OnnxEvaluator.create(model);
});
afterAll(async () => {
  await onnx?.close();
});

/** float32 sums in another order: agreement to a few parts in ten thousand of the value's scale. */
function expectClose(actual: number, expected: number, scale: number, what: string): void {
  expect(Math.abs(actual - expected), `${what}: ${actual} vs ${expected}`).toBeLessThan(
    2e-4 * Math.max(scale, Math.abs(expected)),
  );
}

function expectSameOutput(a: NetOutput, b: NetOutput): void {
  expect(a.policyLogits).toHaveLength(b.policyLogits.length);
  a.policyLogits.forEach((x, i) => {
    expectClose(x, b.policyLogits[i] as number, 1, `policy ${i}`);
  });
  a.ownership.forEach((x, i) => {
    expectClose(x, b.ownership[i] as number, 1, `ownership ${i}`);
  });
  for (const key of ['win', 'loss', 'noResult'] as const) expectClose(a[key], b[key], 1, key);
  for (const key of ['scoreMean', 'scoreStdev', 'lead', 'varTimeLeft'] as const)
    expectClose(a[key], b[key], 10, key);
}

describe('the ONNX evaluator', () => {
  it('answers as the TypeScript forward pass on random inputs of several sizes, batched by size', async () => {
    const batch: NetInput[] = [
      randomNetInput(5, 1),
      randomNetInput(9, 2),
      randomNetInput(2, 3),
      randomNetInput(9, 4),
      randomNetInput(7, 5),
    ];
    const reference = await new ReferenceEvaluator(model).evaluate(batch);
    const answers = await onnx.evaluate(batch);
    expect(answers).toHaveLength(batch.length);
    answers.forEach((answer, i) => {
      expect(answer.policyLogits).toHaveLength(batch[i]!.size ** 2 + 1);
      expectSameOutput(answer, reference[i] as NetOutput);
    });
    // the two 9×9 inputs differ, so a mix-up of the batch's order would show
    expect(answers[1]?.win).not.toBeCloseTo(answers[3]?.win as number, 6);
  });

  it('answers the same for an input alone and inside a batch of eight', async () => {
    const inputs = Array.from({ length: 8 }, (_, i) => randomNetInput(19, 100 + i));
    const together = await onnx.evaluate(inputs);
    const alone = await onnx.evaluate([inputs[5] as NetInput]);
    expectSameOutput(together[5] as NetOutput, alone[0] as NetOutput);
  });

  it('gives sane outputs on an empty 19×19 board', async () => {
    const [out] = await onnx.evaluate([emptyBoardNetInput(19, 7.5)]);
    if (out === undefined) throw new Error('no answer');
    expect(out.win + out.loss + out.noResult).toBeCloseTo(1, 6);
    expect(out.noResult).toBeLessThan(0.01);
    const logits = [...out.policyLogits];
    const top = Math.max(...logits);
    const probabilities = logits.map((x) => Math.exp(x - top));
    const sum = probabilities.reduce((s, p) => s + p, 0);
    expect(probabilities.reduce((s, p) => s + p / sum, 0)).toBeCloseTo(1, 6);
    const best = logits.indexOf(top);
    const line = (i: number) => Math.min(i, 18 - i) + 1;
    // the network opens on the third or fourth line, and does not pass
    expect(best).not.toBe(361);
    expect([3, 4]).toContain(line(best % 19));
    expect([3, 4]).toContain(line(Math.floor(best / 19)));
    expect(out.ownership.every((o) => o >= -1 && o <= 1)).toBe(true);
    // Black gives 7.5 komi on an empty board: White is ahead by a few points
    expect(out.lead).toBeLessThan(0);
    expect(out.lead).toBeGreaterThan(-15);
    expect(out.scoreStdev).toBeGreaterThan(0);
  });

  it('refuses a wrong input with a clear error and evaluates nothing of that batch', async () => {
    const good = randomNetInput(9, 7);
    await expect(onnx.evaluate([good, { ...good, size: 20 }])).rejects.toThrow(
      /input 1: board size 20 is not a whole number from 2 to 19/,
    );
    await expect(onnx.evaluate([{ ...good, global: new Float32Array(18) }])).rejects.toThrow(
      /input 0: 18 global values where 19 are needed/,
    );
    await expect(onnx.evaluate([{ ...good, size: 8 }])).rejects.toThrow(
      /input 0: 1782 spatial values where 22 planes of 8×8 \(1408\) are needed/,
    );
    expect(await onnx.evaluate([])).toEqual([]);
  });

  it('refuses work once closed', async () => {
    const other = await OnnxEvaluator.create(model);
    await other.close();
    await expect(other.evaluate([randomNetInput(5, 9)])).rejects.toThrow(/the evaluator is closed/);
  });
});
