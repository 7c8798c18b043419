/**
 * `GET /metrics` in the Prometheus text format, and the hook that counts every HTTP answer.
 *
 * The metrics tell how busy the site is and how its parts fail, so they are not for everyone:
 * they answer a request made on this machine (a loopback peer that no proxy relayed: a proxy on
 * the same machine adds X-Forwarded-For or Forwarded), or one carrying the metrics token as
 * `Authorization: Bearer <token>` when one is configured. Anything else gets 403.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import { isIPv6 } from 'node:net';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { failure, sendFailure } from '../http/failure.ts';
import type { Metrics } from './metrics.ts';

export function addMetricsRoutes(app: FastifyInstance, metrics: Metrics, token: string | null): void {
  app.addHook('onResponse', (request, reply, done) => {
    metrics.countRequest(request.method, request.routeOptions.url, reply.statusCode);
    done();
  });
  app.addHook('onClose', (_instance, done) => {
    metrics.stop();
    done();
  });

  app.get('/metrics', async (request, reply) => {
    if (!mayReadMetrics(request, token)) {
      return sendFailure(
        reply,
        failure('FORBIDDEN', 'the metrics answer only on this machine, or with the metrics token'),
      );
    }
    const { text, contentType } = await metrics.exposition();
    return reply.header('content-type', contentType).header('cache-control', 'no-store').send(text);
  });
}

export function mayReadMetrics(request: FastifyRequest, token: string | null): boolean {
  if (token !== null && bearerMatches(request.headers.authorization, token)) return true;
  const relayed =
    request.headers['x-forwarded-for'] !== undefined ||
    request.headers.forwarded !== undefined ||
    request.headers['x-real-ip'] !== undefined;
  return !relayed && isLoopback(request.socket.remoteAddress);
}

/** 127.0.0.0/8, ::1, and IPv4 loopback written as IPv6 (`::ffff:127.0.0.1`). */
export function isLoopback(address: string | undefined): boolean {
  if (address === undefined) return false;
  if (address === '::1') return true;
  const v4 = isIPv6(address) && address.toLowerCase().startsWith('::ffff:') ? address.slice(7) : address;
  return /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(v4);
}

/** Compared as digests, so neither the time taken nor a length check tells how much matched. */
function bearerMatches(header: string | undefined, token: string): boolean {
  const match = /^Bearer (.+)$/.exec(header ?? '');
  if (!match) return false;
  const digest = (text: string) => createHash('sha256').update(text).digest();
  return timingSafeEqual(digest(match[1]), digest(token));
}
