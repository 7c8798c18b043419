/**
 * One log line per HTTP request, written when the answer has gone out: method, URL (with the
 * query string's secrets left out), route, status, time taken, request id (pino's `reqId`) and
 * the client's address. Fastify's own two lines per request are turned off (app.ts).
 */
import type { FastifyInstance } from 'fastify';

/** Query parameters never written to a log, whatever the route (compared without case). */
const SECRET_PARAMS = new Set([
  'token',
  'userkey',
  'password',
  'jwt',
  'secret',
  'key',
  'access_token',
  'authorization',
]);

export function addRequestLog(app: FastifyInstance): void {
  app.addHook('onResponse', (request, reply, done) => {
    request.log.info(
      {
        method: request.method,
        url: withoutSecrets(request.url),
        route: request.routeOptions.url ?? null,
        status: reply.statusCode,
        responseTimeMs: Math.round(reply.elapsedTime * 100) / 100,
        remoteAddress: request.ip,
      },
      'request',
    );
    done();
  });
}

/** The URL with every secret query parameter removed (the rest of it as it came). */
export function withoutSecrets(url: string): string {
  const mark = url.indexOf('?');
  if (mark < 0) return url;
  const params = new URLSearchParams(url.slice(mark + 1));
  const secrets = [...params.keys()].filter((name) => SECRET_PARAMS.has(name.toLowerCase()));
  if (secrets.length === 0) return url;
  for (const name of secrets) params.delete(name);
  const rest = params.toString();
  return rest === '' ? url.slice(0, mark) : `${url.slice(0, mark)}?${rest}`;
}
