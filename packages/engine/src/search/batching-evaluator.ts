import type { Evaluator, NetInput, NetOutput } from '../types.ts';

interface Pending {
  readonly input: NetInput;
  readonly resolve: (output: NetOutput) => void;
  readonly reject: (error: unknown) => void;
}

/**
 * Gathers the inputs asked for in one turn of the event loop into one batch: concurrent descents
 * each stop at a leaf and ask, then the evaluator runs them together.
 */
export class BatchingEvaluator {
  private queue: Pending[] = [];
  private scheduled = false;
  /** Batches run and inputs evaluated, for the speed figures. */
  batches = 0;
  evaluations = 0;

  constructor(private readonly evaluator: Evaluator) {}

  evaluate(input: NetInput): Promise<NetOutput> {
    return new Promise((resolve, reject) => {
      this.queue.push({ input, resolve, reject });
      if (!this.scheduled) {
        this.scheduled = true;
        setImmediate(() => this.flush());
      }
    });
  }

  private flush(): void {
    this.scheduled = false;
    const batch = this.queue;
    this.queue = [];
    this.batches += 1;
    this.evaluations += batch.length;
    this.evaluator.evaluate(batch.map((p) => p.input)).then(
      (outputs) => {
        batch.forEach((p, i) => {
          const output = outputs[i];
          if (output) p.resolve(output);
          else p.reject(new Error('the evaluator gave fewer answers than inputs'));
        });
      },
      (error: unknown) => {
        for (const p of batch) p.reject(error);
      },
    );
  }
}
