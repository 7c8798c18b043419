/**
 * CORS for other sites' pages that call the API (TENGEN_CORS_ORIGINS). None by default: the API
 * answers the site's own pages, and no answer carries a CORS header, so a browser keeps every
 * other site's page from reading it. With origins configured, @fastify/cors answers their
 * preflights and marks the answers to them readable; any other origin still gets no CORS header.
 * Credentials are never allowed: the API signs in by the Authorization header, not by a cookie.
 */
import fastifyCors from '@fastify/cors';
import type { FastifyInstance } from 'fastify';

export interface CorsOptions {
  /** Exact origins (`https://club.example`, scheme, host and port); empty: same-origin only. */
  readonly origins: readonly string[];
}

/** How long a browser may keep a preflight's answer, in seconds. */
export const PREFLIGHT_MAX_AGE_S = 600;

export function addCors(app: FastifyInstance, cors: CorsOptions | undefined): void {
  if (cors === undefined || cors.origins.length === 0) return;
  app.register(fastifyCors, {
    origin: [...cors.origins],
    methods: ['GET', 'HEAD', 'POST'],
    allowedHeaders: ['Authorization', 'Content-Type'],
    // A refused sign-in says when to try again.
    exposedHeaders: ['Retry-After'],
    maxAge: PREFLIGHT_MAX_AGE_S,
    credentials: false,
  });
}
