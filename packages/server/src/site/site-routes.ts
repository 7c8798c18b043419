/**
 * The site: the app page on every route of seed 000 section 2 (plus sign-in and registration),
 * so deep links and reloads work; the built assets and the board widget's static files;
 * compression. All of it lives in its own plugin context, so the API routes are untouched.
 */
import { join } from 'node:path';
import fastifyCompress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { SitePages } from './site-pages.ts';

/** The app's routes, as its router declares them (packages/web/src/app.tsx). */
export const PAGE_ROUTES = [
  '/',
  '/play/p/:playid/',
  '/game/:gameid/',
  '/play/room/',
  '/yxy/playdoor/',
  '/play/my/',
  '/u/:username/',
  '/pay/',
  '/book/create/',
  '/login/',
  '/register/',
  '/forgot/',
  '/reset/',
  '/account/',
  '/account/security/',
  '/rules/',
] as const;

/** Vite names these files by their content hash: a name never changes its content. */
const ASSETS_MAX_AGE = '365d';
/** The board widget's images and sounds keep their names across builds. */
const STATIC_MAX_AGE = '1h';
const FAVICONS = ['favicon.ico', 'favicon.svg'] as const;

/** Paths that never answer the app page, even for a browser: their own 404 is the answer. */
const NOT_PAGES = /^\/(?:api|jwt|assets|static|ws2?)(?:[/?]|$)/;

/** An unknown path a browser navigates to: the app page shows its not-found page, with a 404. */
export function wantsAppPage(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  if (NOT_PAGES.test(request.url)) return false;
  return (request.headers.accept ?? '').includes('text/html');
}

/** The built app's source maps (`*.map`) show its whole source: served only when asked for. */
function withoutSourceMaps(path: string): boolean {
  return !path.endsWith('.map');
}

export function addSiteRoutes(app: FastifyInstance, pages: SitePages): void {
  const { webDir } = pages.config;
  const allowedPath = pages.config.sourceMaps ? undefined : withoutSourceMaps;
  app.register(async (site) => {
    await site.register(fastifyCompress, { global: true, encodings: ['br', 'gzip'] });
    await site.register(fastifyStatic, {
      root: join(webDir, 'assets'),
      prefix: '/assets/',
      index: false,
      dotfiles: 'ignore',
      maxAge: ASSETS_MAX_AGE,
      immutable: true,
      allowedPath,
      suppressWarning: true,
    });
    await site.register(fastifyStatic, {
      root: join(webDir, 'static'),
      prefix: '/static/',
      decorateReply: false,
      index: false,
      dotfiles: 'ignore',
      maxAge: STATIC_MAX_AGE,
      allowedPath,
      suppressWarning: true,
    });
    for (const name of FAVICONS) {
      site.get(`/${name}`, (_request, reply) =>
        reply.sendFile(name, webDir, { maxAge: '1d', immutable: false }),
      );
    }

    for (const route of PAGE_ROUTES) {
      site.get(route, (request, reply) => {
        const playId =
          route === '/play/p/:playid/' ? (request.params as { playid: string }).playid : undefined;
        return pages.send(request, reply, { playId });
      });
      if (route !== '/') site.get(route.slice(0, -1), redirectToSlash);
    }
  });
}

/** `/play/room` → `/play/room/`, the query kept. */
function redirectToSlash(request: FastifyRequest, reply: FastifyReply): FastifyReply {
  const at = request.url.indexOf('?');
  const path = at < 0 ? request.url : request.url.slice(0, at);
  const query = at < 0 ? '' : request.url.slice(at);
  return reply.redirect(`${path}/${query}`, 301);
}
