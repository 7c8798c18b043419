/**
 * How a class's messages reach its sockets on the other processes (docs/classroom.md): with
 * Redis, the channel `tengen:class:<id>` on the site's existing link (the same two connections
 * the rooms and the lobby use), listened to while this process has a socket in the class;
 * without it, nothing leaves the process.
 */
import type { ServerMessage } from '@tengen/protocol';
import type { RedisLink } from '../cluster/redis-link.ts';

/** Which sockets of a class a message is for; `skip` leaves out the socket that sent the change. */
export interface ClassEnvelope {
  readonly to: 'all' | 'teacher' | { readonly user: number };
  readonly skip?: string;
  readonly message: ServerMessage;
}

export interface ClassBus {
  /** Hears the class's messages from the other processes from now on. */
  listen(classId: number): Promise<void>;
  stop(classId: number): Promise<void>;
  /** Tells the other processes (never this one). */
  publish(classId: number, envelope: ClassEnvelope): void;
  /** Where the other processes' messages go. */
  onMessage(handler: (classId: number, envelope: ClassEnvelope) => void): void;
}

export function localClassBus(): ClassBus {
  return { listen: async () => {}, stop: async () => {}, publish: () => {}, onMessage: () => {} };
}

const CLASS_CHANNEL = /^tengen:class:(\d+)$/;
const channelOf = (classId: number) => `tengen:class:${classId}`;

export function redisClassBus(link: RedisLink, node: string, onError: (error: unknown) => void): ClassBus {
  let handler: ((classId: number, envelope: ClassEnvelope) => void) | null = null;
  link.subscriber.on('message', (channel: string, text: string) => {
    const classId = CLASS_CHANNEL.exec(channel)?.[1];
    if (classId === undefined) return;
    try {
      // Plain JSON, as every message on the link (the cluster's own reader parses them all).
      const { from, ...envelope } = JSON.parse(text) as ClassEnvelope & { from: string };
      // A process's own messages went to its sockets already.
      if (from !== node) handler?.(Number(classId), envelope);
    } catch (error) {
      onError(error);
    }
  });
  return {
    async listen(classId) {
      await link.subscriber.subscribe(channelOf(classId));
    },
    async stop(classId) {
      await link.subscriber.unsubscribe(channelOf(classId));
    },
    publish(classId, envelope) {
      link.commands.publish(channelOf(classId), JSON.stringify({ from: node, ...envelope })).catch(onError);
    },
    onMessage(given) {
      handler = given;
    },
  };
}
