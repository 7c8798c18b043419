/**
 * What both bench servers (Tengen and the bare relay) answer their parent over IPC: `ready`
 * with the port once listening, then on request a forced GC with heap figures and the event
 * loop's delay since the last reset. CPU and RSS are read by the parent from /proc instead,
 * so they cost the child nothing.
 */
import { monitorEventLoopDelay } from 'node:perf_hooks';

export type ToChild = { type: 'gc' } | { type: 'loop-reset' } | { type: 'loop' } | { type: 'stop' };
export type FromChild =
  | { type: 'ready'; port: number }
  | { type: 'gc'; heapUsed: number; rss: number }
  | { type: 'loop'; p50: number; p99: number; max: number }
  | { type: 'stopped' };

/** Serves the parent's requests; `stop` runs the child's own shutdown, then the process exits. */
export function serveParent(stop: () => Promise<void>): { ready(port: number): void } {
  const loop = monitorEventLoopDelay({ resolution: 5 });
  loop.enable();
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
      if (process.env.BENCH_SERVER_FLAGS)
        console.log(`bench: window starts at ${performance.now().toFixed(0)} ms`);
    } else if (message.type === 'loop') {
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
