/**
 * Private messages between two users: GET /jwt/getprimsg/{userid}/{page}/ reads a page of the
 * conversation (and marks what it shows read), POST /jwt/writeprimsg/ sends one under the room
 * chat's rules: the protocol's validateChat, no marked-bad or site-banned sender, and the 5 s
 * throttle per sender (chatWaitMs), checked and stored in one transaction; not between users
 * apart (one blocked the other: block-routes.ts).
 */
import { err, ok } from '@tengen/core';
import {
  type ChatError,
  chatWaitMs,
  HIDDEN_CHARACTER_TEXT,
  PRIVATE_MESSAGES_PER_PAGE,
  type PrivateMessage,
  validateChat,
} from '@tengen/protocol';
import type { FastifyInstance } from 'fastify';
import type { HttpDeps } from '../http/deps.ts';
import { failure } from '../http/failure.ts';
import { addRoute } from '../http/route.ts';
import type { PrivateMessageRecord } from '../storage/social-types.ts';
import type { User } from '../storage/types.ts';
import { apart } from './block-routes.ts';

/** Messages per page, newest first. */
export const PRIVATE_MESSAGE_PAGE_SIZE = PRIVATE_MESSAGES_PER_PAGE;

const TEXT_ERRORS: Readonly<Record<ChatError, string>> = {
  EMPTY: 'content: the message is empty',
  TOO_LONG: 'content: the message is longer than 100 characters',
  FORBIDDEN_SYMBOL: 'content: the message contains a symbol that is not allowed',
  HIDDEN_CHARACTER: `content: ${HIDDEN_CHARACTER_TEXT}`,
};

export function addPrivateMessageRoutes(app: FastifyInstance, deps: HttpDeps): void {
  const { store, accounts } = deps;

  /** The other side of a conversation: an existing user who is not the viewer. */
  const otherUser = async (viewer: User, userId: number) => {
    if (userId === viewer.id) return err(failure('BAD_REQUEST', 'userid: that is you'));
    const other = await store.userById(userId);
    return other === null ? err(failure('NOT_FOUND', 'no such user')) : ok(other);
  };

  addRoute(app, accounts, 'getPrivateMessages', async ({ params, viewer }) => {
    const other = await otherUser(viewer.user, params.userid);
    if (!other.ok) return other;
    const records = await store.social.readConversation(viewer.user.id, other.value.id, {
      offset: (params.page - 1) * PRIVATE_MESSAGE_PAGE_SIZE,
      limit: PRIVATE_MESSAGE_PAGE_SIZE,
    });
    const names = new Map([
      [viewer.user.id, viewer.user.username],
      [other.value.id, other.value.username],
    ]);
    return ok({
      uhead: viewer.user.avatarUrl,
      desthead: other.value.avatarUrl,
      msgs: records.map((m) => privateMessage(m, names.get(m.fromId) ?? '')),
    });
  });

  addRoute(app, accounts, 'writePrivateMessage', async ({ form, viewer, reply }) => {
    const text = validateChat(form.content);
    if (!text.ok) return err(failure('BAD_REQUEST', TEXT_ERRORS[text.error]));
    const other = await otherUser(viewer.user, form.userid);
    if (!other.ok) return other;
    const sender = viewer.user;
    if (sender.markedBad || (await store.isChatBanned(sender.id, 0))) {
      return err(failure('FORBIDDEN', 'you may not send messages'));
    }
    if (await apart(store, sender.id, other.value.id))
      return err(failure('FORBIDDEN', 'userid: you cannot write to this player'));
    const now = deps.now();
    const sent = await store.social.sendPrivateMessage(
      { fromId: sender.id, toId: other.value.id, content: text.value, at: now },
      (lastSentAt) => chatWaitMs(lastSentAt, now),
    );
    if (!sent.ok) {
      const seconds = Math.ceil(sent.error.waitMs / 1000);
      reply.header('retry-after', String(seconds));
      return err(failure('RATE_LIMITED', `wait ${seconds} s before the next message`));
    }
    return ok({ result: 0 });
  });
}

function privateMessage(m: PrivateMessageRecord, username: string): PrivateMessage {
  return { id: m.id, content: m.content, t: m.at, is_read: m.isRead, username };
}
