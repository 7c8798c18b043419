/**
 * Ended sessions across processes (accounts/session-ends.ts): announced on the channel
 * `tengen:session-ends` of the site's existing Redis link. If Redis is out when a session
 * ends, the other processes still close its sockets at their next session check
 * (socket/session-sockets.ts reads the sessions of its sockets from the store).
 */
import { type SessionEndReason, sessionEndReasonOf } from '@tengen/protocol';
import { SessionEndListeners, type SessionEnds } from '../accounts/session-ends.ts';
import type { RedisLink } from './redis-link.ts';

const CHANNEL = 'tengen:session-ends';

interface Announcement {
  readonly from: string;
  readonly tokenIds: readonly string[];
  readonly reason: SessionEndReason;
}

export async function redisSessionEnds(
  link: RedisLink,
  node: string,
  onError: (error: unknown) => void,
): Promise<SessionEnds> {
  const listeners = new SessionEndListeners();
  link.subscriber.on('message', (channel: string, text: string) => {
    if (channel !== CHANNEL) return;
    try {
      const heard = JSON.parse(text) as Announcement;
      const reason = sessionEndReasonOf(String(heard.reason));
      // A process's own announcements reached its sockets already.
      if (heard.from !== node && reason !== null && Array.isArray(heard.tokenIds))
        listeners.tell(heard.tokenIds.map(String), reason);
    } catch (error) {
      onError(error);
    }
  });
  await link.subscriber.subscribe(CHANNEL);
  return {
    announce(tokenIds, reason) {
      listeners.tell(tokenIds, reason);
      if (tokenIds.length === 0) return;
      const announcement: Announcement = { from: node, tokenIds, reason };
      link.commands.publish(CHANNEL, JSON.stringify(announcement)).catch(onError);
    },
    onEnded: (handler) => listeners.add(handler),
  };
}
