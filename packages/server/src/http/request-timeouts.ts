/**
 * How long a client may take to send a request: its headers and its body must have arrived
 * within `requestTimeoutMs` (TENGEN_REQUEST_TIMEOUT_SECONDS, 30 s), or Node answers 408 and
 * closes the connection. Without it, a connection that sent half a request stayed open for
 * good, and a few hundred of them would hold every file descriptor (slowloris).
 */
import type { ConnectionLimits } from '../config/server-config.ts';

/** Node looks for late requests this often at most (its own default, 30 s, would double a 30 s deadline). */
const CHECK_EVERY_MS = 5000;

/** Fastify's options for the deadlines (Node's http server options under `http`). */
export function requestTimeouts(limits: Pick<ConnectionLimits, 'requestTimeoutMs'>) {
  const ms = limits.requestTimeoutMs;
  return {
    requestTimeout: ms,
    http: {
      headersTimeout: ms,
      requestTimeout: ms,
      connectionsCheckingInterval: Math.max(50, Math.min(CHECK_EVERY_MS, Math.floor(ms / 4))),
    },
  };
}
