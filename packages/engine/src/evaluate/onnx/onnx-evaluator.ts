import { InferenceSession, Tensor } from 'onnxruntime-node';
import type { ModelDesc } from '../../model/model-desc.ts';
import { buildNetworkGraph } from './network-graph.ts';
import { OnnxSessionEvaluator } from './onnx-session-evaluator.ts';

export interface OnnxEvaluatorOptions {
  /** Threads onnxruntime uses inside one evaluation (default 1: the search runs evaluations side by side). */
  readonly threads?: number;
}

/** The network run by onnxruntime-node (native, CPU) from a graph built in memory. */
export class OnnxEvaluator extends OnnxSessionEvaluator {
  static async create(model: ModelDesc, options: OnnxEvaluatorOptions = {}): Promise<OnnxEvaluator> {
    const session = await InferenceSession.create(buildNetworkGraph(model), {
      executionProviders: ['cpu'],
      graphOptimizationLevel: 'all',
      executionMode: 'sequential',
      intraOpNumThreads: options.threads ?? 1,
      interOpNumThreads: 1,
    });
    return new OnnxEvaluator(model, session, Tensor);
  }
}
