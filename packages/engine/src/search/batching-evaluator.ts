import type { Evaluator, NetInput, NetOutput } from '../types.ts';

interface Pending {
  readonly input: NetInput;
  readonly resolve: (output: NetOutput) => void;
  readonly reject: (error: unknown) => void;
}

/**
 * Gathers the inputs that concurrent descents ask for into batches: each descent stops at a
 * leaf and asks; once a turn of the event loop has passed, what was asked goes to the evaluator.
 * At most `parallelism` batches (the evaluator's worker threads) are under way: while all are
 * busy the leaves wait and join the next batch, and when several are free the waiting leaves are
 * shared among them, so that every core has work.
 */
export class BatchingEvaluator {
  private queue: Pending[] = [];
  private scheduled = false;
  private underWay = 0;
  /** Batches run and inputs evaluated, for the speed figures. */
  batches = 0;
  evaluations = 0;

  constructor(private readonly evaluator: Evaluator) {}

  evaluate(input: NetInput): Promise<NetOutput> {
    return new Promise((resolve, reject) => {
      this.queue.push({ input, resolve, reject });
      this.schedule();
    });
  }

  private get parallelism(): number {
    return Math.max(1, Math.floor(this.evaluator.parallelism ?? 1));
  }

  private schedule(): void {
    if (this.scheduled || this.queue.length === 0 || this.underWay >= this.parallelism) return;
    this.scheduled = true;
    setImmediate(() => this.flush());
  }

  private flush(): void {
    this.scheduled = false;
    const free = this.parallelism - this.underWay;
    const waiting = this.queue;
    if (free <= 0 || waiting.length === 0) return;
    this.queue = [];
    const parts = Math.min(free, waiting.length);
    for (let p = 0; p < parts; p++) {
      this.run(
        waiting.slice(
          Math.floor((p * waiting.length) / parts),
          Math.floor(((p + 1) * waiting.length) / parts),
        ),
      );
    }
  }

  private run(batch: Pending[]): void {
    this.underWay += 1;
    this.batches += 1;
    this.evaluations += batch.length;
    this.evaluator
      .evaluate(batch.map((p) => p.input))
      .then(
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
      )
      .finally(() => {
        this.underWay -= 1;
        this.schedule();
      });
  }
}
