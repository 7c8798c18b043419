import type { ModelDesc } from '../../model/model-desc.ts';
import type { NetInput, NetOutput } from '../../types.ts';

/** What an evaluator worker is started with. */
export interface EvaluatorWorkerData {
  readonly model: ModelDesc;
  /** onnxruntime's threads inside one evaluation. */
  readonly threads: number;
}

/** From the pool to a worker: one batch to evaluate. */
export interface EvaluateRequest {
  readonly id: number;
  readonly inputs: readonly NetInput[];
}

/** From a worker to the pool: its session is ready, or it could not be made. */
export type WorkerStarted =
  | { readonly kind: 'ready' }
  | { readonly kind: 'failed'; readonly message: string };

/** From a worker to the pool: a batch's answers, in its order, or why there are none. */
export type EvaluateAnswer =
  | { readonly kind: 'answer'; readonly id: number; readonly outputs: readonly NetOutput[] }
  | { readonly kind: 'error'; readonly id: number; readonly message: string; readonly range: boolean };
