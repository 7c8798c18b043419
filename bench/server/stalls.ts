/**
 * For diagnosis (BENCH_STALLS=<file prefix>): when a process's event loop stood still and when
 * its collector paused it, in ms into the measured window, so slow moves in a BENCH_TRACE can be
 * laid beside the server's and the load generator's own stalls.
 */
import { writeFileSync } from 'node:fs';
import { constants, type PerformanceEntry, PerformanceObserver } from 'node:perf_hooks';

const TICK_MS = 5;
const REPORT_OVER_MS = 15;
const GC_KINDS: Record<number, string> = {
  [constants.NODE_PERFORMANCE_GC_MINOR]: 'minor',
  [constants.NODE_PERFORMANCE_GC_MAJOR]: 'major',
  [constants.NODE_PERFORMANCE_GC_INCREMENTAL]: 'incremental',
  [constants.NODE_PERFORMANCE_GC_WEAKCB]: 'weakcb',
};

export interface StallLog {
  /** The measured window starts at `at` (performance.now(); now by default). */
  start(at?: number): void;
  /** Writes `<prefix>-<name>.txt`: `stall <ms into window> <ms>` and `gc <kind> <ms into window> <ms>`. */
  write(): void;
}

export function stallLog(name: string): StallLog | null {
  const prefix = process.env.BENCH_STALLS;
  if (!prefix) return null;
  let origin = Number.POSITIVE_INFINITY;
  const lines: string[] = [];
  let last = performance.now();
  const ticker = setInterval(() => {
    const now = performance.now();
    const gap = now - last - TICK_MS;
    if (gap > REPORT_OVER_MS && now >= origin)
      lines.push(`stall ${(last - origin).toFixed(1)} ${gap.toFixed(1)}`);
    last = now;
  }, TICK_MS);
  ticker.unref();
  const gcs = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.startTime < origin || entry.duration < 2) continue;
      const detail = (entry as PerformanceEntry & { detail?: { kind?: number } }).detail;
      const kind = GC_KINDS[detail?.kind ?? 0] ?? 'gc';
      lines.push(`gc ${kind} ${(entry.startTime - origin).toFixed(1)} ${entry.duration.toFixed(1)}`);
    }
  });
  gcs.observe({ entryTypes: ['gc'] });
  return {
    start: (at = performance.now()) => {
      origin = at;
    },
    write: () => {
      clearInterval(ticker);
      gcs.disconnect();
      // The window's start on the monotonic clock that CPU profiles (--profile) stamp samples with.
      const originUs = Number(process.hrtime.bigint() / 1000n) - (performance.now() - origin) * 1000;
      writeFileSync(`${prefix}-${name}.txt`, `origin-us ${originUs.toFixed(0)}\n${lines.join('\n')}\n`);
    },
  };
}
