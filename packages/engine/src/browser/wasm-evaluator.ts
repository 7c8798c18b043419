import { env, InferenceSession, Tensor } from 'onnxruntime-web/wasm';
import { buildNetworkGraph } from '../evaluate/onnx/network-graph.ts';
import { OnnxSessionEvaluator } from '../evaluate/onnx/onnx-session-evaluator.ts';
import type { ModelDesc } from '../model/model-desc.ts';

export interface WasmEvaluatorOptions {
  /**
   * Threads of onnxruntime's WebAssembly (default 1). More than one needs SharedArrayBuffer, so a
   * page served cross-origin isolated (COOP `same-origin` and COEP `require-corp`); elsewhere
   * onnxruntime runs one.
   */
  readonly threads?: number;
  /**
   * Where onnxruntime-web's `ort-wasm-simd-threaded.wasm` (and `.mjs`) are served, a URL prefix
   * ending in `/`; the site serves them itself, never from a CDN.
   */
  readonly wasmPaths?: string;
}

/** onnxruntime-web's WebAssembly starts once a page (or worker): its threads are fixed then. */
let startedWith: { threads: number; wasmPaths: string | undefined } | null = null;

/**
 * The network run by onnxruntime-web's WebAssembly backend (CPU, SIMD) on the same graph, inputs
 * and post-processing as `OnnxEvaluator` on Node.
 */
export class WasmEvaluator extends OnnxSessionEvaluator {
  /** The threads onnxruntime really runs (1 where the page cannot share memory). */
  readonly threads: number;

  private constructor(model: ModelDesc, session: InferenceSession, threads: number) {
    super(model, session, Tensor);
    this.threads = threads;
  }

  static async create(model: ModelDesc, options: WasmEvaluatorOptions = {}): Promise<WasmEvaluator> {
    const threads = options.threads ?? 1;
    if (!Number.isInteger(threads) || threads < 1 || threads > 16)
      throw new RangeError(`threads ${threads} must be an integer from 1 to 16`);
    if (startedWith === null) {
      startedWith = { threads, wasmPaths: options.wasmPaths };
      env.wasm.numThreads = threads;
      if (options.wasmPaths !== undefined) env.wasm.wasmPaths = options.wasmPaths;
    } else if (startedWith.threads !== threads || startedWith.wasmPaths !== options.wasmPaths) {
      throw new RangeError(
        `onnxruntime-web already started here with ${startedWith.threads} thread(s) and wasm files from ${startedWith.wasmPaths ?? 'its default place'}`,
      );
    }
    const session = await InferenceSession.create(buildNetworkGraph(model), {
      executionProviders: ['wasm'],
      graphOptimizationLevel: 'all',
      executionMode: 'sequential',
    });
    const shared = (globalThis as { crossOriginIsolated?: boolean }).crossOriginIsolated === true;
    return new WasmEvaluator(model, session, shared ? threads : 1);
  }
}
