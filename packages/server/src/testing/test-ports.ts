/** For the servers tests start as child processes: a free loopback port, a signal to a process group. */
import type { ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';

/** A loopback port free at this moment (a server started on it may still lose a race for it). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address !== null ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/** Signals every process of the child's group (the child was spawned `detached`). */
export function signalGroup(child: ChildProcess, signal: NodeJS.Signals): void {
  if (child.pid === undefined) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    // The group is gone already.
  }
}
