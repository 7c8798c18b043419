// A worker thread that owns one onnxruntime session and evaluates the batches it is sent, so
// that evaluations leave the search's thread free and several run side by side on several cores.
import { parentPort, workerData } from 'node:worker_threads';
import { OnnxEvaluator } from '../onnx/onnx-evaluator.ts';
import type {
  EvaluateAnswer,
  EvaluateRequest,
  EvaluatorWorkerData,
  WorkerStarted,
} from './worker-messages.ts';

const port = parentPort;
if (port === null) throw new Error('evaluator-worker runs as a worker thread');
const { model, threads } = workerData as EvaluatorWorkerData;

try {
  const evaluator = await OnnxEvaluator.create(model, { threads });
  port.on('message', (request: EvaluateRequest) => {
    evaluator.evaluate(request.inputs).then(
      (outputs) => {
        const answer: EvaluateAnswer = { kind: 'answer', id: request.id, outputs };
        // the answers' arrays are the worker's own: handed over, not copied
        port.postMessage(
          answer,
          outputs.flatMap((o) => [o.policyLogits.buffer as ArrayBuffer, o.ownership.buffer as ArrayBuffer]),
        );
      },
      (error: unknown) => {
        const answer: EvaluateAnswer = {
          kind: 'error',
          id: request.id,
          message: (error as Error).message,
          range: error instanceof RangeError,
        };
        port.postMessage(answer);
      },
    );
  });
  port.postMessage({ kind: 'ready' } satisfies WorkerStarted);
} catch (error) {
  port.postMessage({ kind: 'failed', message: (error as Error).message } satisfies WorkerStarted);
}
