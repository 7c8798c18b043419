import { Worker } from 'node:worker_threads';
import type { ModelDesc } from '../../model/model-desc.ts';
import type { Evaluator, NetInput, NetOutput } from '../../types.ts';
import { checkNetBatch } from '../check-input.ts';
import { MAX_EVALUATOR_WORKERS } from './worker-limits.ts';
import type { EvaluateAnswer, EvaluatorWorkerData, WorkerStarted } from './worker-messages.ts';
import { evaluatorWorkerScript } from './worker-script.ts';

export interface WorkerPoolOptions {
  /** Worker threads, each with its own onnxruntime session (default 1). */
  readonly workers?: number;
  /** onnxruntime's threads inside one evaluation, per worker (default 1). */
  readonly threadsPerWorker?: number;
}

interface WorkerSlot {
  readonly worker: Worker;
  /** Why the worker stopped, once it has. */
  failure: Error | null;
  readonly waiting: Map<number, { resolve: (o: NetOutput[]) => void; reject: (e: unknown) => void }>;
}

/**
 * The network evaluated by onnxruntime in worker threads: each batch goes to the worker with
 * the fewest batches under way, so `workers` batches run at once on as many cores while the
 * search's thread goes on. `parallelism` tells the search how many batches are worth having
 * under way.
 */
export class WorkerPoolEvaluator implements Evaluator {
  private nextId = 0;
  private closed = false;

  private constructor(
    private readonly model: ModelDesc,
    private readonly slots: readonly WorkerSlot[],
  ) {}

  get parallelism(): number {
    return this.slots.length;
  }

  static async create(model: ModelDesc, options: WorkerPoolOptions = {}): Promise<WorkerPoolEvaluator> {
    const workers = options.workers ?? 1;
    const threads = options.threadsPerWorker ?? 1;
    if (!Number.isInteger(workers) || workers < 1 || workers > MAX_EVALUATOR_WORKERS)
      throw new RangeError(`workers ${workers} must be a whole number from 1 to ${MAX_EVALUATOR_WORKERS}`);
    if (!Number.isInteger(threads) || threads < 1)
      throw new RangeError(`threads per worker ${threads} must be a whole number, at least 1`);
    const { script, eval: isCode } = evaluatorWorkerScript();
    const data: EvaluatorWorkerData = { model, threads };
    const slots = Array.from({ length: workers }, () => ({
      worker: new Worker(script, { workerData: data, eval: isCode }),
      waiting: new Map(),
      failure: null,
    }));
    try {
      await Promise.all(slots.map((slot) => started(slot.worker)));
    } catch (error) {
      await Promise.all(slots.map((slot) => slot.worker.terminate()));
      throw error;
    }
    const pool = new WorkerPoolEvaluator(model, slots);
    for (const slot of slots) pool.listen(slot);
    return pool;
  }

  evaluate(batch: readonly NetInput[]): Promise<NetOutput[]> {
    if (this.closed) return Promise.reject(new Error('the evaluator is closed'));
    try {
      checkNetBatch(this.model, batch);
    } catch (error) {
      return Promise.reject(error);
    }
    if (batch.length === 0) return Promise.resolve([]);
    let slot = this.slots[0] as WorkerSlot;
    for (const s of this.slots) if (s.waiting.size < slot.waiting.size) slot = s;
    if (slot.failure) return Promise.reject(slot.failure);
    const id = this.nextId++;
    return new Promise<NetOutput[]>((resolve, reject) => {
      slot.waiting.set(id, { resolve, reject });
      // a busy worker keeps the process alive; an idle one does not
      slot.worker.ref();
      slot.worker.postMessage({ id, inputs: batch });
    });
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    await Promise.all(this.slots.map((slot) => slot.worker.terminate()));
  }

  private listen(slot: WorkerSlot): void {
    slot.worker.unref();
    slot.worker.on('message', (answer: EvaluateAnswer) => {
      const waiting = slot.waiting.get(answer.id);
      if (!waiting) return;
      slot.waiting.delete(answer.id);
      if (slot.waiting.size === 0) slot.worker.unref();
      if (answer.kind === 'answer') waiting.resolve(answer.outputs as NetOutput[]);
      else waiting.reject(answer.range ? new RangeError(answer.message) : new Error(answer.message));
    });
    const fail = (error: Error) => {
      slot.failure ??= error;
      for (const waiting of slot.waiting.values()) waiting.reject(error);
      slot.waiting.clear();
    };
    slot.worker.on('error', fail);
    slot.worker.on('exit', (code) => {
      if (!this.closed) fail(new Error(`an evaluator worker stopped (exit code ${code})`));
    });
  }
}

/** Resolves when the worker's session is ready; rejects with its reason when it cannot be made. */
function started(worker: Worker): Promise<void> {
  return new Promise((resolve, reject) => {
    const onMessage = (message: WorkerStarted) => {
      worker.off('error', onError);
      if (message.kind === 'ready') resolve();
      else reject(new Error(message.message));
    };
    const onError = (error: Error) => {
      worker.off('message', onMessage);
      reject(error);
    };
    worker.once('message', onMessage);
    worker.once('error', onError);
  });
}
