/**
 * `tengen serve --workers N`: N server processes on one machine, made with Node's cluster
 * module. They share the listening port (the primary hands each new connection to a worker in
 * turn) and are joined like any processes of the site, through PostgreSQL and Redis, so no
 * socket needs to stay with a worker it did not start on. The primary serves nothing itself:
 * it starts the workers, starts a new one when one dies, and on SIGINT or SIGTERM asks each to
 * shut down and waits for them.
 */
import cluster, { type Worker } from 'node:cluster';

/** What a worker tells the primary once it listens. */
export interface WorkerListening {
  readonly kind: 'listening';
  readonly url: string;
  readonly recovered: number;
}

/** A worker that dies this soon after it started is not restarted again and again. */
const CRASH_LOOP_MS = 5_000;

export function isWorker(): boolean {
  return cluster.isWorker;
}

/** In a worker: tells the primary it listens. */
export function reportListening(url: string, recovered: number): void {
  process.send?.({ kind: 'listening', url, recovered } satisfies WorkerListening);
}

/** In the primary: runs `count` workers until a signal; answers the exit code. */
export function superviseWorkers(
  count: number,
  out: (line: string) => void,
  errOut: (line: string) => void,
): Promise<number> {
  return new Promise((resolve) => {
    let stopping = false;
    let announced = false;
    const listening = new Set<Worker>();
    const startedAt = new Map<Worker, number>();

    const start = () => {
      const worker = cluster.fork();
      startedAt.set(worker, Date.now());
      worker.on('message', (message: WorkerListening) => {
        if (message?.kind !== 'listening') return;
        listening.add(worker);
        if (announced || listening.size < count) return;
        announced = true;
        out(`tengen: listening on ${message.url} (PostgreSQL); ${count} workers`);
      });
    };

    cluster.on('exit', (worker, code, signal) => {
      listening.delete(worker);
      if (stopping) {
        if (Object.keys(cluster.workers ?? {}).length === 0) resolve(0);
        return;
      }
      const lived = Date.now() - (startedAt.get(worker) ?? 0);
      errOut(`tengen: worker ${worker.process.pid} ended (${signal ?? `code ${code}`}) after ${lived} ms`);
      if (lived < CRASH_LOOP_MS && !announced) {
        errOut('tengen: a worker failed at start; stopping');
        stopAll();
        return;
      }
      start();
    });

    const stopAll = () => {
      stopping = true;
      const workers = Object.values(cluster.workers ?? {});
      if (workers.length === 0) resolve(announced ? 0 : 1);
      for (const worker of workers) worker?.process.kill('SIGTERM');
    };
    for (const name of ['SIGINT', 'SIGTERM'] as const) process.once(name, stopAll);
    for (let i = 0; i < count; i++) start();
  });
}
