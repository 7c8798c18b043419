import type { ModelDesc } from '../../model/model-desc.ts';
import type { Evaluator, NetInput, NetOutput } from '../../types.ts';
import { checkNetBatch } from '../check-input.ts';
import { postProcessNetOutput } from '../post-process.ts';
import { referenceForwardPass } from './forward-pass.ts';

/** The network in plain TypeScript: no native code, for checks and where onnxruntime cannot run. */
export class ReferenceEvaluator implements Evaluator {
  constructor(private readonly model: ModelDesc) {}

  async evaluate(batch: readonly NetInput[]): Promise<NetOutput[]> {
    checkNetBatch(this.model, batch);
    return batch.map((input) => postProcessNetOutput(referenceForwardPass(this.model, input)));
  }

  async close(): Promise<void> {}
}
