// The page of the engine's browser tests and speed bench: positions set up, their inputs made
// and evaluated in the page (the network in a Web Worker), answers given back to Playwright.
import { rawEvaluation } from '../../inputs/raw-evaluation.ts';
import type { Symmetry } from '../../inputs/symmetry.ts';
import { PositionState } from '../../position/position-state.ts';
import type { GamePosition, NetInput } from '../../types.ts';
import { WorkerEvaluator, type WorkerLike } from '../worker-evaluator.ts';

declare const Worker: new (url: URL, options: { type: 'module' }) => WorkerLike;
declare const location: { readonly href: string };

let evaluator: WorkerEvaluator | null = null;

function started(): WorkerEvaluator {
  if (!evaluator) throw new Error('start the evaluator first');
  return evaluator;
}

function stateOf(position: GamePosition): PositionState {
  const made = PositionState.from(position);
  if (!made.ok) throw new Error(made.error.message);
  return made.value;
}

const engineTest = {
  /** Starts the evaluator in a new worker; answers the threads onnxruntime runs and whether the page may share memory. */
  async start(options: { model?: string; threads?: number; asBytes?: 'whole' | 'truncated' }) {
    const worker = new Worker(new URL('./test-worker.ts', import.meta.url), { type: 'module' });
    const url = options.model ?? '/model.bin.gz';
    try {
      let model: string | ArrayBuffer = url;
      if (options.asBytes) {
        // the page fetches the bytes itself and gives them (or their first half) to the worker
        const bytes = await (await fetch(url)).arrayBuffer();
        model = options.asBytes === 'whole' ? bytes : bytes.slice(0, bytes.byteLength >> 1);
      }
      evaluator = await WorkerEvaluator.start(worker, { model, threads: options.threads });
    } catch (error) {
      worker.terminate();
      const e = error as Error;
      return { error: { name: e.name, message: e.message } };
    }
    return {
      modelName: evaluator.modelName,
      threads: evaluator.threads,
      isolated: (globalThis as { crossOriginIsolated?: boolean }).crossOriginIsolated === true,
    };
  },

  /** Starts the evaluator in a worker whose script is missing: the error the page gets. */
  async startMissingWorker() {
    const missing: string = '/no-such-worker.js';
    const worker = new Worker(new URL(missing, location.href), { type: 'module' });
    try {
      await WorkerEvaluator.start(worker, { model: '/model.bin.gz' });
      return null;
    } catch (error) {
      return (error as Error).message;
    } finally {
      worker.terminate();
    }
  },

  /** KataGo's kata-raw-nn answer for each position and symmetry. */
  async raw(items: readonly { position: GamePosition; symmetry: Symmetry }[]) {
    const e = started();
    const answers = [];
    for (const item of items) answers.push(await rawEvaluation(e, stateOf(item.position), item.symmetry));
    return answers;
  },

  /** A batch the network cannot take (one plane short): the error the page gets. */
  async badBatch(size: number) {
    const bad: NetInput = {
      size,
      spatial: new Float32Array(21 * size * size),
      global: new Float32Array(19),
    };
    try {
      await started().evaluate([bad]);
      return null;
    } catch (error) {
      return { name: (error as Error).name, message: (error as Error).message };
    }
  },

  /**
   * How many page tasks (chained zero-delay timeouts) ran while the worker evaluated `batch`
   * copies of the position: many when the network leaves the page's thread free.
   */
  async tasksDuringEvaluation(position: GamePosition, batch: number) {
    const e = started();
    const input = stateOf(position).inputs(0);
    let tasks = 0;
    let evaluating = true;
    const tick = () => {
      if (!evaluating) return;
      tasks++;
      setTimeout(tick, 0);
    };
    setTimeout(tick, 0);
    await e.evaluate(Array.from({ length: batch }, () => input));
    evaluating = false;
    return tasks;
  },

  /** Evaluations a second over `seconds` of batches of `batch` copies of the position's inputs (after one batch to warm up). */
  async speed(position: GamePosition, batch: number, seconds: number) {
    const e = started();
    const input = stateOf(position).inputs(0);
    const inputs = Array.from({ length: batch }, () => input);
    await e.evaluate(inputs);
    let evaluations = 0;
    const t = performance.now();
    while (performance.now() - t < seconds * 1000) {
      await e.evaluate(inputs);
      evaluations += batch;
    }
    return (evaluations * 1000) / (performance.now() - t);
  },

  async close() {
    await evaluator?.close();
    evaluator = null;
  },
};

export type EngineTestPage = typeof engineTest;

(globalThis as { engineTest?: EngineTestPage }).engineTest = engineTest;
