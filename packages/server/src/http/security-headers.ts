/**
 * The security headers of every answer, set in this one place (@fastify/helmet on the whole
 * app): pages, API JSON, the built assets and the board widget's files, errors and 404s alike.
 *
 * The content security policy lets the site run and nothing else: its own scripts (Vite's
 * modules; the host data in the page is JSON, which is not run, so no inline script), inline
 * styles (React's style attributes), canvas images and sounds made in the page, and its
 * WebSockets — on this host, which `'self'` covers for ws: and wss:, or on the hosts of the
 * configured socket URLs (TENGEN_SOCKET_URL…). No `upgrade-insecure-requests`: a self-hosted
 * site may be served over plain HTTP on a home network.
 */
import fastifyHelmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import type { SocketEndpoints } from '../config/server-config.ts';

export type CspDirectives = Readonly<Record<string, readonly string[]>>;

export function cspDirectives(sockets: Pick<SocketEndpoints, 'urls'>): CspDirectives {
  const socketHosts = sockets.urls.filter((url): url is string => url !== null).map(originOf);
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'"],
    'script-src-attr': ["'none'"],
    'connect-src': ["'self'", ...new Set(socketHosts)],
    'img-src': ["'self'", 'data:', 'blob:'],
    'style-src': ["'self'", "'unsafe-inline'"],
    'media-src': ["'self'", 'blob:', 'data:'],
    'font-src': ["'self'", 'data:'],
    'worker-src': ["'self'", 'blob:'],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'self'"],
  };
}

/** `wss://play.example:8443` of `wss://play.example:8443/ws` (URL.origin is "null" for ws: in some runtimes). */
function originOf(url: string): string {
  const parsed = new URL(url);
  return `${parsed.protocol}//${parsed.host}`;
}

/**
 * What the pages may use of the browser: full screen (the game page's button), and none of the
 * devices and APIs a game site has no need of, so a script that got in could not ask for them.
 */
export const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'camera=()',
  'display-capture=()',
  'geolocation=()',
  'gyroscope=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  'usb=()',
  'fullscreen=(self)',
].join(', ');

export function addSecurityHeaders(app: FastifyInstance, sockets: Pick<SocketEndpoints, 'urls'>): void {
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('permissions-policy', PERMISSIONS_POLICY);
  });
  const directives = Object.fromEntries(
    Object.entries(cspDirectives(sockets)).map(([name, values]) => [name, [...values]]),
  );
  app.register(fastifyHelmet, {
    contentSecurityPolicy: { useDefaults: false, directives },
    // What the pages had before: the address bar's path stays within the site.
    referrerPolicy: { policy: 'same-origin' },
  });
}
