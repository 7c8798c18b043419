import type { ModelDesc } from '../../model/model-desc.ts';
import type { Evaluator, NetInput, NetOutput } from '../../types.ts';
import { checkNetBatch, groupNetInputsBySize } from '../check-input.ts';
import { postProcessNetOutput } from '../post-process.ts';
import type { RawNetOutput } from '../raw-output.ts';
import { GRAPH_IO } from './network-graph.ts';

/**
 * What is used of an onnxruntime session: onnxruntime-node's and onnxruntime-web's (both
 * onnxruntime-common's `InferenceSession`) fit it, so this file imports neither.
 */
export interface OnnxSessionLike {
  run(feeds: Record<string, unknown>): Promise<Record<string, { readonly data: unknown } | undefined>>;
  release(): Promise<void>;
}

/** A runtime's `Tensor` constructor, for float32 inputs. */
export type Float32TensorConstructor = new (
  type: 'float32',
  data: Float32Array,
  dims: readonly number[],
) => unknown;

/**
 * The network run by an onnxruntime session on the graph of `buildNetworkGraph`. The inputs of
 * one board size in a batch are run together; sizes run one after the other. The same inputs,
 * post-processing and checks whichever runtime (native on Node, WebAssembly in the browser).
 */
export class OnnxSessionEvaluator implements Evaluator {
  private closed = false;

  protected constructor(
    private readonly model: ModelDesc,
    private readonly session: OnnxSessionLike,
    private readonly Tensor: Float32TensorConstructor,
  ) {}

  async evaluate(batch: readonly NetInput[]): Promise<NetOutput[]> {
    if (this.closed) throw new Error('the evaluator is closed');
    checkNetBatch(this.model, batch);
    const answers: NetOutput[] = new Array(batch.length);
    for (const [size, indices] of groupNetInputsBySize(batch)) {
      const raw = await this.run(
        size,
        indices.map((i) => batch[i] as NetInput),
      );
      indices.forEach((i, k) => {
        answers[i] = postProcessNetOutput(raw[k] as RawNetOutput);
      });
    }
    return answers;
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    await this.session.release();
  }

  private async run(size: number, inputs: readonly NetInput[]): Promise<RawNetOutput[]> {
    const n = inputs.length;
    const { spatialInputs, globalInputs } = this.model;
    const area = size * size;
    const spatial = new Float32Array(n * spatialInputs * area);
    const global = new Float32Array(n * globalInputs);
    inputs.forEach((input, k) => {
      spatial.set(input.spatial, k * spatialInputs * area);
      global.set(input.global, k * globalInputs);
    });
    const out = await this.session.run({
      [GRAPH_IO.spatial]: new this.Tensor('float32', spatial, [n, spatialInputs, size, size]),
      [GRAPH_IO.global]: new this.Tensor('float32', global, [n, globalInputs]),
    });
    const policy = floats(out[GRAPH_IO.policy]);
    const value = floats(out[GRAPH_IO.value]);
    const score = floats(out[GRAPH_IO.score]);
    const ownership = floats(out[GRAPH_IO.ownership]);
    return inputs.map((_, k) => ({
      policy: policy.slice(k * (area + 1), (k + 1) * (area + 1)),
      value: value.slice(k * 3, (k + 1) * 3),
      score: score.slice(k * 4, (k + 1) * 4),
      ownership: ownership.slice(k * area, (k + 1) * area),
    }));
  }
}

function floats(tensor: { readonly data: unknown } | undefined): Float32Array {
  if (tensor === undefined || !(tensor.data instanceof Float32Array))
    throw new Error('onnxruntime gave no float32 output');
  return tensor.data;
}
