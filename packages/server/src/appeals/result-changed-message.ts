/**
 * When an accepted complaint changed a game's result, the other player is told by a private
 * message from the appeal man who decided it, in their language: it shows in their messages and
 * the header's unread count, and they can answer him there (docs/appeals.md). The result is
 * already stored: a message that cannot be written is logged and changes nothing else.
 */
import { resultChangedNotice } from '@tengen/protocol';
import type { FastifyBaseLogger } from 'fastify';
import type { HttpDeps } from '../http/deps.ts';
import type { StoredAppeal } from '../storage/appeal-store.ts';
import type { User } from '../storage/types.ts';

export async function tellResultChanged(
  deps: HttpDeps,
  appeal: StoredAppeal,
  appealMan: User,
  log: FastifyBaseLogger,
): Promise<void> {
  if (appeal.verdict === 0) return;
  const play = await deps.store.playById(appeal.playId);
  if (play === null) return;
  const otherId = appeal.userId === play.blackId ? play.whiteId : play.blackId;
  const other = await deps.store.userById(otherId);
  if (other === null || other.id === appealMan.id) return;
  const content = resultChangedNotice(other.lang, {
    user: appeal.username,
    playid: appeal.playId,
    winner: appeal.verdict,
  });
  try {
    // An appeal man's notice is never held back by the chat throttle.
    const sent = await deps.store.social.sendPrivateMessage(
      { fromId: appealMan.id, toId: other.id, content, at: deps.now() },
      () => 0,
    );
    if (!sent.ok) log.warn({ appealId: appeal.id }, 'changed result: message not written');
  } catch (error) {
    log.warn({ appealId: appeal.id, error }, 'changed result: message not written');
  }
}
