/**
 * Answers the app page: the built index.html with the host data of this request written in,
 * the page headers (no-store; the security headers are set for every answer by
 * security-headers.ts), and the status the page calls for (404 for a missing play).
 * Without a build, 503 and a message saying how to make one; the API is not affected.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { clearSignInCookie } from '../accounts/sign-in-cookie.ts';
import type { SiteConfig } from '../config/server-config.ts';
import type { HttpDeps } from '../http/deps.ts';
import { renderPage } from './render-page.ts';
import { gamePagePlay, hostDataFor, NO_PLAY, pageViewerOf } from './site-host-data.ts';
import { SiteManifest } from './site-manifest.ts';
import { BUILD_HINT, SiteTemplate } from './site-template.ts';

/** Pages carry a user's token and play info: never stored by a cache. */
export const PAGE_HEADERS = {
  'content-type': 'text/html; charset=utf-8',
  'cache-control': 'no-store',
} as const;

export interface PageRequest {
  /** On a game page: the `{playid}` of the path, as written. */
  readonly playId?: string;
  /** 404 for a path no page has; otherwise 200, or what the game page found. */
  readonly status?: number;
}

export interface SitePages {
  readonly config: SiteConfig;
  send(request: FastifyRequest, reply: FastifyReply, page?: PageRequest): Promise<FastifyReply>;
}

export function createSitePages(deps: HttpDeps, config: SiteConfig): SitePages {
  const template = new SiteTemplate(config.webDir);
  const manifest = new SiteManifest(config.webDir);
  return {
    config,
    async send(request, reply, page = {}) {
      const html = await template.read();
      if (html === null) {
        return reply
          .code(503)
          .headers({ 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' })
          .send(`${BUILD_HINT}\n`);
      }
      const viewer = await pageViewerOf(deps, request);
      if (viewer.staleCookie) clearSignInCookie(reply);
      let play = NO_PLAY;
      let status = page.status ?? 200;
      if (page.playId !== undefined) {
        const found = await gamePagePlay(deps, page.playId, viewer.viewer, request);
        play = found.play;
        status = found.status;
      }
      const data = hostDataFor({ site: config, request, viewer, play });
      const texts = await manifest.languageChunk(data.lang);
      return reply
        .code(status)
        .headers(PAGE_HEADERS)
        .send(renderPage(html, data, texts ? [texts] : []));
    },
  };
}
