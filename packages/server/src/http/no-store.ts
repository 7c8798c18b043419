/**
 * `Cache-Control: no-store` on every answer that carries a sign-in token or a socket key
 * (sign-in, registration, play, lobby and class info, a guest's userkey, the pages' host data)
 * or sets a cookie: no browser or proxy cache may keep one for the next user of the machine or
 * of the cache. It is found in the answer itself, so a route added later is covered too.
 */
import type { FastifyInstance } from 'fastify';

/** A JSON field `token` or `userkey` with a value (a page's host data writes `"token":null` for a guest). */
const CARRIES_SECRET = /"(?:token|userkey)":"[^"]/;

export function addNoStoreForSecrets(app: FastifyInstance): void {
  app.addHook('onSend', async (_request, reply, payload) => {
    const carries =
      reply.hasHeader('set-cookie') || (typeof payload === 'string' && CARRIES_SECRET.test(payload));
    if (carries) reply.header('cache-control', 'no-store');
    return payload;
  });
}
