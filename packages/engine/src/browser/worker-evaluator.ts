import { ModelFormatError } from '../model/model-format-error.ts';
import type { Evaluator, NetInput, NetOutput } from '../types.ts';
import type { EvaluatorAnswer, EvaluatorRequest, MessagePortLike } from './worker-messages.ts';

/** A Web Worker as the page holds it. */
export interface WorkerLike extends MessagePortLike {
  /** A script that does not load or throws at the top ends the worker with an `error` event. */
  addEventListener(type: 'error', listener: (event: { readonly message?: string }) => void): void;
  addEventListener(type: 'message', listener: (event: { readonly data: unknown }) => void): void;
  terminate(): void;
}

export interface WorkerEvaluatorOptions {
  /** The model's bytes (gzipped or not; they are copied to the worker) or its URL (the worker fetches it). */
  readonly model: ArrayBuffer | Uint8Array | string;
  /** onnxruntime's threads in the worker (see `WasmEvaluatorOptions.threads`). */
  readonly threads?: number;
  /** Where onnxruntime-web's .wasm and .mjs files are served, a URL prefix ending in `/`. */
  readonly wasmPaths?: string;
}

type Pending = { resolve(answer: EvaluatorAnswer): void; reject(error: Error): void };

/**
 * The page's side of an evaluator running in a Web Worker (`serveEvaluatorInWorker` there), so
 * that the network's work never blocks the page. Errors of the worker (a bad batch, a bad
 * model) are thrown here with their kind (`RangeError`, `ModelFormatError`) and message.
 */
export class WorkerEvaluator implements Evaluator {
  private nextId = 1;
  private readonly pending = new Map<number, Pending>();
  private closed = false;
  private started = { modelName: '', threads: 1 };

  private failure: Error | null = null;

  private constructor(private readonly worker: WorkerLike) {
    worker.addEventListener('message', (event) => this.receive(event.data as EvaluatorAnswer));
    // a worker that failed answers nothing more: every request waiting, and every later one, fails
    worker.addEventListener('error', (event) => {
      this.failure = new Error(`the evaluator's worker failed${event.message ? `: ${event.message}` : ''}`);
      for (const pending of this.pending.values()) pending.reject(this.failure);
      this.pending.clear();
    });
  }

  /** Starts the evaluator in `worker` (a worker whose script calls `serveEvaluatorInWorker`). */
  static async start(worker: WorkerLike, options: WorkerEvaluatorOptions): Promise<WorkerEvaluator> {
    const evaluator = new WorkerEvaluator(worker);
    const model =
      typeof options.model === 'string'
        ? options.model
        : options.model instanceof Uint8Array
          ? (options.model.slice().buffer as ArrayBuffer)
          : options.model.slice(0);
    const answer = await evaluator.request(
      { id: 0, kind: 'start', model, threads: options.threads, wasmPaths: options.wasmPaths },
      typeof model === 'string' ? [] : [model],
    );
    if (!answer.ok || answer.kind !== 'started') throw new Error('the worker did not start the evaluator');
    evaluator.started = { modelName: answer.modelName, threads: answer.threads };
    return evaluator;
  }

  /** The model's name, as its file gives it. */
  get modelName(): string {
    return this.started.modelName;
  }

  /** The threads onnxruntime really runs in the worker. */
  get threads(): number {
    return this.started.threads;
  }

  async evaluate(batch: readonly NetInput[]): Promise<NetOutput[]> {
    if (this.closed) throw new Error('the evaluator is closed');
    const answer = await this.request({ id: 0, kind: 'evaluate', batch });
    if (answer.ok && answer.kind === 'evaluated') return answer.outputs;
    throw new Error('the worker answered something else than an evaluation');
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    try {
      await this.request({ id: 0, kind: 'close' });
    } finally {
      this.worker.terminate();
    }
  }

  private request(request: EvaluatorRequest, transfer: ArrayBuffer[] = []): Promise<EvaluatorAnswer> {
    const id = this.nextId++;
    if (this.failure) return Promise.reject(this.failure);
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      this.worker.postMessage({ ...request, id }, transfer);
    });
  }

  private receive(answer: EvaluatorAnswer): void {
    const pending = this.pending.get(answer.id);
    if (!pending) return;
    this.pending.delete(answer.id);
    if (answer.ok) pending.resolve(answer);
    else pending.reject(errorOf(answer.error));
  }
}

function errorOf(error: { readonly name: string; readonly message: string }): Error {
  if (error.name === 'RangeError') return new RangeError(error.message);
  if (error.name === 'ModelFormatError') return new ModelFormatError(error.message);
  return new Error(error.message);
}
