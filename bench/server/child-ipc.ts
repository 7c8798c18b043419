/**
 * What both bench servers (Tengen and the bare relay) answer their parent over IPC: `ready`
 * with the port once listening, then on request a forced GC with heap figures and the event
 * loop's delay since the last reset. CPU and RSS are read by the parent from /proc instead,
 * so they cost the child nothing.
 */
import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { stallLog } from './stalls.ts';

export type ToChild = { type: 'gc' } | { type: 'loop-reset' } | { type: 'loop' } | { type: 'stop' };
export type FromChild =
  | { type: 'ready'; port: number }
  | { type: 'gc'; heapUsed: number; rss: number }
  | { type: 'loop'; p50: number; p99: number; max: number }
  | { type: 'stopped' };

/**
 * With BENCH_HEAP_PROFILE=<file>: samples every allocation of the measured window, kept or
 * collected (so it shows what each move costs the collector, not only what stays), and writes
 * a .heapprofile that Chromium's DevTools opens. BENCH_HEAP_PROMOTED=1 leaves out what died
 * young: what is left is what the full (old-generation) collections have to deal with.
 */
const heapSampling = process.env.BENCH_HEAP_PROFILE
  ? (() => {
      const session = new Session();
      session.connect();
      return {
        start: () =>
          session.post('HeapProfiler.startSampling', {
            samplingInterval: 4096,
            includeObjectsCollectedByMajorGC: true,
            includeObjectsCollectedByMinorGC: process.env.BENCH_HEAP_PROMOTED !== '1',
          }),
        stop: async () => {
          const { profile } = await session.post('HeapProfiler.stopSampling');
          writeFileSync(process.env.BENCH_HEAP_PROFILE as string, JSON.stringify(profile));
        },
      };
    })()
  : null;

/** Serves the parent's requests; `stop` runs the child's own shutdown, then the process exits. */
export function serveParent(stop: () => Promise<void>): { ready(port: number): void } {
  const loop = monitorEventLoopDelay({ resolution: 5 });
  loop.enable();
  const stalls = stallLog('server');
  const send = (message: FromChild) => process.send?.(message);
  let stopping = false;
  const shutdown = async () => {
    if (stopping) return;
    stopping = true;
    try {
      await stop();
    } finally {
      send({ type: 'stopped' });
      process.disconnect?.();
      process.exit(0);
    }
  };
  process.on('message', (message: ToChild) => {
    if (message.type === 'gc') {
      const gc = (globalThis as { gc?: () => void }).gc;
      gc?.();
      gc?.();
      const m = process.memoryUsage();
      send({ type: 'gc', heapUsed: m.heapUsed, rss: m.rss });
    } else if (message.type === 'loop-reset') {
      loop.reset();
      stalls?.start();
      void heapSampling?.start();
      if (process.env.BENCH_SERVER_FLAGS)
        console.log(`bench: window starts at ${performance.now().toFixed(0)} ms`);
    } else if (message.type === 'loop') {
      void heapSampling?.stop();
      stalls?.write();
      const toMs = (ns: number) => ns / 1e6;
      send({
        type: 'loop',
        p50: toMs(loop.percentile(50)),
        p99: toMs(loop.percentile(99)),
        max: toMs(loop.max),
      });
    } else if (message.type === 'stop') {
      void shutdown();
    }
  });
  // The parent died or let go: never outlive it.
  process.on('disconnect', () => void shutdown());
  process.once('SIGTERM', () => void shutdown());
  process.once('SIGINT', () => void shutdown());
  return { ready: (port) => send({ type: 'ready', port }) };
}
