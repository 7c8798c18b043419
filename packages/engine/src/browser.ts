// The network in the browser: onnxruntime-web's WebAssembly on the same graph, inputs and
// post-processing as on Node, best run in a Web Worker (`serveEvaluatorInWorker` in the worker,
// `WorkerEvaluator` in the page). No Node module is imported from here.

export { fetchModel, loadModelBytes } from './browser/load-model.ts';
export { serveEvaluatorInWorker } from './browser/serve-evaluator.ts';
export { WasmEvaluator, type WasmEvaluatorOptions } from './browser/wasm-evaluator.ts';
export { WorkerEvaluator, type WorkerEvaluatorOptions, type WorkerLike } from './browser/worker-evaluator.ts';
export type { EvaluatorAnswer, EvaluatorRequest, MessagePortLike } from './browser/worker-messages.ts';
export { MAX_NET_BOARD_SIZE, MIN_NET_BOARD_SIZE } from './evaluate/check-input.ts';
export type { ModelDesc } from './model/model-desc.ts';
export { ModelFormatError } from './model/model-format-error.ts';
export { SUPPORTED_MODEL_VERSION } from './model/parse-model-bytes.ts';
