/**
 * The chat calls: a user's own chat permission for the games they will play, and a
 * moderator's (user level 3) site-wide chat ban. In a live room the socket's
 * change_chat_req and forbid_chat act instead; rooms check the site-wide ban on every message.
 */
import { err, ok } from '@tengen/core';
import { mayForbidChat } from '@tengen/protocol';
import type { FastifyInstance } from 'fastify';
import type { HttpDeps } from '../http/deps.ts';
import { failure } from '../http/failure.ts';
import { addRoute } from '../http/route.ts';

export function addChatRoutes(app: FastifyInstance, deps: HttpDeps): void {
  const { store, accounts } = deps;

  addRoute(app, accounts, 'changeChat', async ({ form, viewer }) => {
    await store.updateUser(viewer.user.id, { chatDefault: form.action === 'enable' });
    return ok({ result: 0 });
  });

  addRoute(app, accounts, 'forbidChat', async ({ form, viewer }) => {
    const moderator = viewer.user;
    if (!mayForbidChat({ username: moderator.username, userlevel: moderator.userLevel })) {
      return err(failure('FORBIDDEN', 'only a chat moderator (user level 3) may forbid chat'));
    }
    const target = await store.userByName(form.username);
    if (target === null) return err(failure('NOT_FOUND', 'no such user'));
    if (target.id === moderator.id) return err(failure('BAD_REQUEST', 'a moderator cannot forbid themself'));
    await store.banChat({ userId: target.id, playId: 0, byUserId: moderator.id, at: deps.now() });
    return ok({ result: 0 });
  });
}
