/**
 * The site's origin as people open it (`https://play.example.org`): what the socket URLs, the
 * pages' root, the payment return addresses, the cookie's Secure flag and the sockets' Origin
 * check are made of. It comes from the configuration (TENGEN_PUBLIC_URL) or, without one, from
 * the address the server listens on — never from Host or X-Forwarded-* headers, which a client
 * (or a proxy passing them on) can write.
 */
import type { Server } from 'node:http';
import { type AddressInfo, isIP } from 'node:net';
import type { FastifyInstance, FastifyRequest } from 'fastify';

const origins = new WeakMap<Server, () => string>();

/**
 * Sets the app's origin: the configured one, or else its listen address once it listens, named
 * as HOST names it (`localhost` stays `localhost`: a page opened there may reach its sockets).
 */
export function addPublicOrigin(
  app: FastifyInstance,
  configured: string | null | undefined,
  listenHost?: string,
): void {
  const server = app.server;
  origins.set(server, configured ? () => configured : () => listenOrigin(server.address(), listenHost));
}

/** The origin of the app serving `request` (scheme, host and port; no trailing slash). */
export function publicOrigin(request: FastifyRequest): string {
  return originOfServer(request.server.server);
}

export function originOfServer(server: Server): string {
  return (origins.get(server) ?? (() => listenOrigin(server.address())))();
}

/** `wss://host/ws` of `https://host` and `/ws`. */
export function socketUrlAt(origin: string, path: string): string {
  return `${origin.replace(/^http/, 'ws')}${path}`;
}

/** The listen address as a URL's origin; `http://localhost` while not listening (injected requests). */
function listenOrigin(address: AddressInfo | string | null, listenHost?: string): string {
  if (address === null || typeof address === 'string') return 'http://localhost';
  const name = listenHost ?? address.address;
  const host = isIP(name) === 6 ? `[${name}]` : name;
  return `http://${host}:${address.port}`;
}
