/**
 * How `tengen serve` ends. The first SIGINT or SIGTERM shuts the server down (server.ts's
 * close: stop accepting, close the sockets with a reconnect hint, store what is in flight).
 * If the process has not ended within the deadline, whatever hangs, it logs what it still
 * waits for and exits with code 1; a second signal exits at once.
 */
import type { Logger } from '../ops/logger.ts';
import type { RunningServer } from '../server.ts';
import { ShutdownSteps } from '../shutdown-steps.ts';

export interface ShutdownOptions {
  readonly timeoutMs: number;
  readonly log: Logger;
  /** Ends the process (process.exit). */
  readonly exit: (code: number) => void;
}

const SIGNALS = ['SIGINT', 'SIGTERM'] as const;

/** Waits for a signal, shuts down, and answers the exit code (0: everything closed in order). */
export async function serveUntilSignalled(server: RunningServer, options: ShutdownOptions): Promise<number> {
  const { timeoutMs, log, exit } = options;
  const steps = new ShutdownSteps();
  let closed = false;
  // One handler for both signals, installed once: there is never a moment without it, when a
  // signal would kill the process outright.
  const signal = await new Promise<NodeJS.Signals>((resolve) => {
    let heard = false;
    const onSignal = (name: NodeJS.Signals) => {
      if (!heard) {
        heard = true;
        resolve(name);
      } else if (closed) {
        exit(0);
      } else {
        log.warn({ signal: name, unfinished: steps.unfinished }, 'second signal: exiting now');
        exit(1);
      }
    };
    for (const name of SIGNALS) process.on(name, onSignal);
  });
  log.info({ signal, timeoutMs }, 'shutting down');
  // Left running after a clean close too: unref'd, it only fires if something keeps the process alive.
  const deadline = setTimeout(() => {
    const waitingFor = closed ? 'the process to end' : steps.unfinished.join(', ');
    log.error(
      { timeoutMs, unfinished: steps.unfinished },
      `shutdown took longer than ${timeoutMs} ms; still waiting for: ${waitingFor}`,
    );
    exit(1);
  }, timeoutMs);
  deadline.unref();
  try {
    await server.close(steps);
  } catch (error) {
    log.error({ err: error, unfinished: steps.unfinished }, 'shutdown failed');
    return 1;
  }
  closed = true;
  log.info('shut down');
  return 0;
}
