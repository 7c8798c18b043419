import { BUNDLED_MODEL_PATH } from '../model/bundled-model.ts';
import type { ModelDesc } from '../model/model-desc.ts';
import { loadModelFile } from '../model/read-model.ts';
import type { Evaluator } from '../types.ts';
import { ReferenceEvaluator } from './reference/reference-evaluator.ts';

export interface NetworkEvaluatorOptions {
  /** A KataGo model file of version 8 (default: the bundled network). */
  readonly modelPath?: string;
  /** `auto` (default): onnxruntime, or the TypeScript pass when its native library cannot load. */
  readonly runtime?: 'auto' | 'onnx' | 'typescript';
  readonly threads?: number;
  /**
   * onnxruntime in this many worker threads, each with its own session of `threads` threads,
   * whose batches run side by side (default 0: one session on the calling thread).
   */
  readonly workers?: number;
}

export interface NetworkEvaluator {
  readonly evaluator: Evaluator;
  readonly model: ModelDesc;
  readonly runtime: 'onnx' | 'typescript';
  /** Why `auto` fell back to the TypeScript pass, if it did. */
  readonly fallbackReason?: string;
}

/** Loads the network and the fastest runtime this machine has for it. */
export async function createNetworkEvaluator(
  options: NetworkEvaluatorOptions = {},
): Promise<NetworkEvaluator> {
  const model = await loadModelFile(options.modelPath ?? BUNDLED_MODEL_PATH);
  const runtime = options.runtime ?? 'auto';
  if (runtime === 'typescript') return { evaluator: new ReferenceEvaluator(model), model, runtime };
  try {
    // loaded only here, so that a machine without onnxruntime's native library can still start
    const { OnnxEvaluator } = await import('./onnx/onnx-evaluator.ts');
    const threads = options.threads ?? 1;
    if ((options.workers ?? 0) === 0) {
      const evaluator = await OnnxEvaluator.create(model, { threads });
      return { evaluator, model, runtime: 'onnx' };
    }
    const { WorkerPoolEvaluator } = await import('./worker/worker-pool-evaluator.ts');
    const evaluator = await WorkerPoolEvaluator.create(model, {
      workers: options.workers,
      threadsPerWorker: threads,
    });
    return { evaluator, model, runtime: 'onnx' };
  } catch (error) {
    if (runtime === 'onnx') throw error;
    return {
      evaluator: new ReferenceEvaluator(model),
      model,
      runtime: 'typescript',
      fallbackReason: (error as Error).message,
    };
  }
}
