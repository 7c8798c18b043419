import { describe, expect, it } from 'vitest';
import { ModelFormatError } from '../model/model-format-error.ts';
import { createNetworkEvaluator } from './create-evaluator.ts';
import { OnnxEvaluator } from './onnx/onnx-evaluator.ts';
import { ReferenceEvaluator } from './reference/reference-evaluator.ts';
import { randomNetInput } from './test-net-inputs.ts';

describe('createNetworkEvaluator', () => {
  it('runs the bundled network on onnxruntime where it loads, and both runtimes agree', async () => {
    const onnx = await createNetworkEvaluator();
    const typescript = await createNetworkEvaluator({ runtime: 'typescript' });
    expect([onnx.runtime, onnx.fallbackReason]).toEqual(['onnx', undefined]);
    expect(onnx.evaluator).toBeInstanceOf(OnnxEvaluator);
    expect(typescript.evaluator).toBeInstanceOf(ReferenceEvaluator);
    const input = randomNetInput(4, 11);
    const [a] = await onnx.evaluator.evaluate([input]);
    const [b] = await typescript.evaluator.evaluate([input]);
    expect(a?.win).toBeCloseTo(b?.win as number, 4);
    await onnx.evaluator.close();
  });

  it('refuses a file that is not a network', async () => {
    await expect(createNetworkEvaluator({ modelPath: new URL(import.meta.url).pathname })).rejects.toThrow(
      ModelFormatError,
    );
  });
});
