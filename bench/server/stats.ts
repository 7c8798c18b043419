/** Small numeric helpers for the server bench: a growable sample list, percentiles, formatting. */

/** Latency samples in milliseconds, kept whole (a step holds at most a few hundred thousand). */
export class Samples {
  private data = new Float64Array(1024);
  private n = 0;

  add(value: number): void {
    if (this.n === this.data.length) {
      const bigger = new Float64Array(this.data.length * 2);
      bigger.set(this.data);
      this.data = bigger;
    }
    this.data[this.n++] = value;
  }

  get count(): number {
    return this.n;
  }

  get(i: number): number {
    return this.data[i];
  }

  /** p50, p99 and max; zeros when empty. */
  summary(): Latency {
    if (this.n === 0) return { count: 0, p50: 0, p99: 0, max: 0 };
    const sorted = this.data.slice(0, this.n).sort();
    return {
      count: this.n,
      p50: quantile(sorted, 0.5),
      p99: quantile(sorted, 0.99),
      max: sorted[this.n - 1],
    };
  }
}

export interface Latency {
  readonly count: number;
  readonly p50: number;
  readonly p99: number;
  readonly max: number;
}

/** The q-quantile of sorted values (nearest rank). */
export function quantile(sorted: ArrayLike<number>, q: number): number {
  if (sorted.length === 0) return 0;
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1));
  return sorted[rank];
}

/** Thousands separators for large numbers, three significant digits for small ones. */
export function fmt(x: number): string {
  if (!Number.isFinite(x)) return '—';
  if (Math.abs(x) >= 100) return Math.round(x).toLocaleString('en-US');
  if (x === 0) return '0';
  return x.toPrecision(3);
}

export function ms(x: number): string {
  return x >= 10 ? x.toFixed(0) : x >= 1 ? x.toFixed(1) : x.toFixed(2);
}

export const sleep = (msToWait: number) => new Promise<void>((resolve) => setTimeout(resolve, msToWait));
