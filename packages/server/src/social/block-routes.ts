/**
 * Blocks (docs/social.md): GET /jwt/getblocks/ lists whom the viewer blocked, POST
 * /jwt/setblock/ blocks (`block` 1) or unblocks (0) a user. Two users apart (either blocked the
 * other) do not invite, challenge, follow or write to each other (`apart`); the blocker's pages
 * hide the blocked user's chat.
 */
import { err, ok } from '@tengen/core';
import type { FastifyInstance } from 'fastify';
import type { HttpDeps } from '../http/deps.ts';
import { failure } from '../http/failure.ts';
import { addRoute } from '../http/route.ts';
import type { Store } from '../storage/store.ts';

export function addBlockRoutes(app: FastifyInstance, deps: HttpDeps): void {
  const { store, accounts } = deps;

  addRoute(app, accounts, 'getBlocks', async ({ viewer }) => {
    const blocked = await store.social.blockedBy(viewer.user.id);
    return ok({ blocks: blocked.map((b) => ({ userid: b.user.id, username: b.user.username, t: b.at })) });
  });

  addRoute(app, accounts, 'setBlock', async ({ form, viewer }) => {
    if (form.userid === viewer.user.id)
      return err(failure('BAD_REQUEST', 'userid: you cannot block yourself'));
    const other = await store.userById(form.userid);
    if (other === null) return err(failure('NOT_FOUND', 'no such user'));
    if (form.block) await store.social.block(viewer.user.id, other.id, deps.now());
    else await store.social.unblock(viewer.user.id, other.id);
    return ok({ result: 0 });
  });
}

/** Whether two users are kept apart: either blocked the other. */
export function apart(store: Store, a: number, b: number): Promise<boolean> {
  return store.social.eitherBlocked(a, b);
}
