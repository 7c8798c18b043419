// The network on Node: reading KataGo's model file and evaluating it (onnxruntime, or plain
// TypeScript). Kept out of the package's main entry, which the browser also imports.

export { MAX_NET_BOARD_SIZE, MIN_NET_BOARD_SIZE } from './evaluate/check-input.ts';
export {
  createNetworkEvaluator,
  type NetworkEvaluator,
  type NetworkEvaluatorOptions,
} from './evaluate/create-evaluator.ts';
export { OnnxEvaluator, type OnnxEvaluatorOptions } from './evaluate/onnx/onnx-evaluator.ts';
export { ReferenceEvaluator } from './evaluate/reference/reference-evaluator.ts';
export { BUNDLED_MODEL_PATH } from './model/bundled-model.ts';
export type { ModelDesc } from './model/model-desc.ts';
export { ModelFormatError } from './model/model-format-error.ts';
export { loadModelFile, parseModel, SUPPORTED_MODEL_VERSION } from './model/read-model.ts';
