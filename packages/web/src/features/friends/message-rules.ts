/**
 * What the conversation view decides on its own: whom one may write to, the messages kept on
 * screen as pages and polls arrive, and how long the server's throttle says to wait. The text
 * and the 5 s throttle are the game chat's rules (the protocol's `checkChatMessage`).
 */
import { isGuestName, type PrivateMessage } from '@tengen/protocol';
import type { ApiFailure } from '../../common/api/api-client.ts';

/** Why no conversation can be had with `username`, or null when one can. */
export function conversationBlock(
  viewer: string | null,
  username: string,
): 'signIn' | 'guest' | 'self' | null {
  if (isGuestName(username)) return 'guest';
  if (viewer === null) return 'signIn';
  if (viewer.toLowerCase() === username.toLowerCase()) return 'self';
  return null;
}

/**
 * The messages shown, oldest first, with `incoming` (a page or a poll, newest first) merged in
 * by id. A message keeps the `is_read` it was first seen with, so what was new when the
 * conversation opened stays marked while it is open.
 */
export function mergeMessages(
  shown: readonly PrivateMessage[],
  incoming: readonly PrivateMessage[],
): PrivateMessage[] {
  const byId = new Map(shown.map((m) => [m.id, m]));
  let added = false;
  for (const m of incoming) {
    if (byId.has(m.id)) continue;
    byId.set(m.id, m);
    added = true;
  }
  if (!added) return shown as PrivateMessage[];
  return [...byId.values()].sort((a, b) => a.id - b.id);
}

/** Whole seconds the server's 429 says to wait (Retry-After, else its message), or null for another failure. */
export function serverWaitSeconds(failure: ApiFailure): number | null {
  if (failure.kind !== 'api' || failure.error !== 'RATE_LIMITED') return null;
  if (failure.retryAfterSeconds !== undefined) return failure.retryAfterSeconds;
  const said = /wait (\d+) s/.exec(failure.message)?.[1];
  return said === undefined ? 1 : Number(said);
}
