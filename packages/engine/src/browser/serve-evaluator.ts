import type { NetOutput } from '../types.ts';
import { fetchModel, loadModelBytes } from './load-model.ts';
import { WasmEvaluator } from './wasm-evaluator.ts';
import type { EvaluatorAnswer, EvaluatorRequest, MessagePortLike } from './worker-messages.ts';

/**
 * Runs the WebAssembly evaluator inside a Web Worker: call it from the worker's script with its
 * global scope (`serveEvaluatorInWorker(self)`); the page talks to it through `WorkerEvaluator`.
 * Requests are answered one at a time, in order.
 */
export function serveEvaluatorInWorker(scope: MessagePortLike): void {
  let evaluator: WasmEvaluator | null = null;
  let queue: Promise<void> = Promise.resolve();
  const answer = async (request: EvaluatorRequest): Promise<EvaluatorAnswer> => {
    switch (request.kind) {
      case 'start': {
        if (evaluator) throw new Error('the evaluator has already started');
        const model =
          typeof request.model === 'string'
            ? await fetchModel(request.model)
            : await loadModelBytes(request.model);
        evaluator = await WasmEvaluator.create(model, {
          threads: request.threads,
          wasmPaths: request.wasmPaths,
        });
        return {
          id: request.id,
          ok: true,
          kind: 'started',
          modelName: model.name,
          threads: evaluator.threads,
        };
      }
      case 'evaluate': {
        if (!evaluator) throw new Error('the evaluator has not started');
        return {
          id: request.id,
          ok: true,
          kind: 'evaluated',
          outputs: await evaluator.evaluate(request.batch),
        };
      }
      case 'close':
        await evaluator?.close();
        return { id: request.id, ok: true, kind: 'closed' };
    }
  };
  scope.addEventListener('message', (event) => {
    const request = event.data as EvaluatorRequest;
    queue = queue.then(async () => {
      try {
        const reply = await answer(request);
        scope.postMessage(reply, reply.ok && reply.kind === 'evaluated' ? transfers(reply.outputs) : []);
      } catch (error) {
        const e = error instanceof Error ? error : new Error(String(error));
        scope.postMessage({ id: request.id, ok: false, error: { name: e.name, message: e.message } });
      }
    });
  });
}

function transfers(outputs: readonly NetOutput[]): ArrayBuffer[] {
  return outputs.flatMap((o) => [o.policyLogits.buffer as ArrayBuffer, o.ownership.buffer as ArrayBuffer]);
}
