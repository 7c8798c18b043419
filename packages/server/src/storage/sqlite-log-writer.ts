/**
 * The rooms' log writer for SQLite, on its own thread with its own connection to the file.
 * better-sqlite3 is synchronous: a commit with synchronous=FULL holds the calling thread for the
 * fsync, which on the main thread stalled every socket for its duration (a fifth of the main
 * thread's time at 2,000 moves/s). The thread commits each batch in one transaction and answers
 * once it is durable, so the batcher's promise still resolves only after the fsync.
 */
import { Worker } from 'node:worker_threads';
import { err, ok } from '@tengen/core';
import { isUniqueViolation } from './db.ts';
import type { AppendResult, EventWriter, PendingEvent } from './event-batcher.ts';
import { toRow } from './events.ts';

interface Reply {
  readonly id: number;
  readonly error?: { readonly message: string; readonly code?: string };
}

export interface SqliteLogWriter extends EventWriter {
  close(): Promise<void>;
}

export function sqliteLogWriter(file: string): SqliteLogWriter {
  const worker = new Worker(new URL('./sqlite-log-worker.js', import.meta.url), { workerData: { file } });
  const pending = new Map<number, { resolve(): void; reject(error: unknown): void }>();
  let nextId = 1;
  let failure: unknown = null;
  worker.unref();

  const failAll = (error: unknown) => {
    failure = error;
    for (const p of pending.values()) p.reject(error);
    pending.clear();
  };
  worker.on('message', (reply: Reply) => {
    const p = pending.get(reply.id);
    if (!p) return;
    pending.delete(reply.id);
    // The thread keeps the process alive only while a write is waiting for it.
    if (pending.size === 0) worker.unref();
    if (reply.error) p.reject(Object.assign(new Error(reply.error.message), { code: reply.error.code }));
    else p.resolve();
  });
  worker.on('error', failAll);
  worker.on('exit', (code) => failAll(new Error(`the log writer thread exited (${code})`)));

  const write = (events: readonly PendingEvent[]): Promise<void> => {
    if (failure) return Promise.reject(failure);
    const id = nextId++;
    // One string per batch: a worker message of many small rows cost more to clone than to write.
    let rows = '';
    for (const e of events) {
      const r = toRow(e);
      rows += `${r.play_id}\t${r.seq}\t${r.kind.replace(/[\t\n]/g, ' ')}\t${r.at}\t${r.data}\n`;
    }
    return new Promise((resolve, reject) => {
      pending.set(id, { resolve, reject });
      worker.ref();
      worker.postMessage({ id, rows });
    });
  };

  return {
    writeBatch: write,
    async writeOne(event): Promise<AppendResult> {
      try {
        await write([event]);
        return ok(undefined);
      } catch (error) {
        if (isUniqueViolation(error)) return err('DUPLICATE_SEQ');
        throw error;
      }
    },
    isDuplicate: isUniqueViolation,
    async close() {
      worker.removeAllListeners('exit');
      failAll(new Error('the log writer is closed'));
      await worker.terminate();
    },
  };
}
