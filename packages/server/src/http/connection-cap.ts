/**
 * At most `perAddress` open connections per client address (TENGEN_CONNECTIONS_PER_ADDRESS):
 * past it, a new connection is answered 429 and closed before anything of it is read. Without
 * a cap one client could hold every file descriptor with idle sockets. The TCP peer is counted
 * here; a trusted proxy's connections are not (they carry many clients: the sockets count those
 * by their forwarded address, socket/hub.ts). This machine's own address is not capped either,
 * as in the sign-in limits: it is what an unconfigured local proxy looks like.
 */
import type { Socket } from 'node:net';
import type { Duplex } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import type { TrustsHop } from '../config/trust-proxy.ts';
import { failure, sendFailure } from './failure.ts';

export const TOO_MANY_CONNECTIONS = 'too many connections from this address';
const THIS_MACHINE: ReadonlySet<string> = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/** Open things per address, refused past a cap. */
export class AddressCounts {
  private readonly open = new Map<string, number>();

  constructor(private readonly perAddress: number) {}

  /** Counts one more for `address`; false (and nothing counted) when it already holds the cap. */
  take(address: string): boolean {
    if (THIS_MACHINE.has(address)) return true;
    const held = this.open.get(address) ?? 0;
    if (held >= this.perAddress) return false;
    this.open.set(address, held + 1);
    return true;
  }

  give(address: string): void {
    if (THIS_MACHINE.has(address)) return;
    const held = (this.open.get(address) ?? 0) - 1;
    if (held > 0) this.open.set(address, held);
    else this.open.delete(address);
  }
}

/** The refusal written on a raw connection: a plain 429 that says why, then the end. */
export function refusalText(status: 403 | 429, reason: string, message: string): string {
  return [
    `HTTP/1.1 ${status} ${reason}`,
    'Connection: close',
    'Content-Type: text/plain; charset=utf-8',
    `Content-Length: ${Buffer.byteLength(message)}`,
    '',
    message,
  ].join('\r\n');
}

/**
 * Caps the app's connections. A connection past the cap gets the 429 at once and is ended; a
 * request that still reaches the app on it (already in flight) is answered the same, unread.
 * (An upgrade on it finds the socket already ended: socket/hub.ts drops it.)
 */
export function capConnections(app: FastifyInstance, perAddress: number, trusts: TrustsHop): void {
  const counts = new AddressCounts(perAddress);
  const refused = new WeakSet<Duplex>();
  app.server.prependListener('connection', (socket: Socket) => {
    const address = socket.remoteAddress;
    if (address === undefined || trusts(address, 0)) return;
    if (!counts.take(address)) {
      refused.add(socket);
      socket.end(refusalText(429, 'Too Many Requests', TOO_MANY_CONNECTIONS));
      return;
    }
    socket.once('close', () => counts.give(address));
  });
  app.addHook('onRequest', async (request, reply) => {
    if (!refused.has(request.raw.socket)) return;
    reply.header('connection', 'close');
    return sendFailure(reply, failure('RATE_LIMITED', TOO_MANY_CONNECTIONS, 429));
  });
}
