import { performance } from 'node:perf_hooks';

/** A throughput: units of work per second, the median of timed samples. */
export interface Rate {
  /** Median of the samples, units per second. */
  perSecond: number;
  /** Every sample's rate, units per second, in the order taken. */
  samples: number[];
  /** Units of work done in all the timed samples. */
  units: number;
}

/** Work to time: each call does some units of work and answers how many. */
export type Step = () => number;

export interface MeasureOptions {
  /** Untimed running first, so that the JIT has compiled the hot paths. */
  warmupMs: number;
  /** Each sample repeats a step until this much time has passed. */
  sampleMs: number;
  samples: number;
}

/** About 3.5 s per contender; `--quick` on the command line makes it 10× shorter. */
export const defaultOptions: MeasureOptions = process.argv.includes('--quick')
  ? { warmupMs: 50, sampleMs: 45, samples: 7 }
  : { warmupMs: 500, sampleMs: 450, samples: 7 };

/** Runs `step` until `ms` have passed; the units done and the seconds taken. */
function runFor(step: Step, ms: number): { units: number; seconds: number } {
  let units = 0;
  const start = performance.now();
  let now = start;
  do {
    units += step();
    now = performance.now();
  } while (now - start < ms);
  return { units, seconds: (now - start) / 1000 };
}

function median(xs: readonly number[]): number {
  const sorted = [...xs].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/**
 * Times contenders against each other: each is warmed up, then their samples alternate, so that
 * a machine busy with other work slows all of them alike. Answers each one's median rate.
 */
export function compare<K extends string>(
  steps: Record<K, Step>,
  options: MeasureOptions = defaultOptions,
): Record<K, Rate> {
  const names = Object.keys(steps) as K[];
  for (const name of names) runFor(steps[name], options.warmupMs);
  const samples = new Map<K, number[]>(names.map((name) => [name, []]));
  const units = new Map<K, number>(names.map((name) => [name, 0]));
  for (let i = 0; i < options.samples; i++) {
    for (const name of names) {
      const run = runFor(steps[name], options.sampleMs);
      samples.get(name)!.push(run.units / run.seconds);
      units.set(name, units.get(name)! + run.units);
    }
  }
  const rates = {} as Record<K, Rate>;
  for (const name of names) {
    const s = samples.get(name)!;
    rates[name] = { perSecond: median(s), samples: s, units: units.get(name)! };
  }
  return rates;
}
