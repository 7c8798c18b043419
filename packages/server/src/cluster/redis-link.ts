/**
 * The process's two connections to Redis: one for commands and publishing, one that only
 * subscribes (a subscribed connection can do nothing else). Commands fail at once while Redis
 * cannot be reached (no offline queue), so callers say so instead of waiting; ioredis
 * reconnects, and subscribes again, by itself.
 */
import { Redis } from 'ioredis';

export interface RedisLink {
  readonly commands: Redis;
  readonly subscriber: Redis;
  close(): Promise<void>;
}

export async function connectRedis(url: string): Promise<RedisLink> {
  const options = {
    lazyConnect: true,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    retryStrategy: (times: number) => Math.min(50 * times, 500),
  };
  // Commands given in one turn of the event loop go out in one write, not a write (a system
  // call) each: a move's publish and the replies of a busy process share them.
  const commands = new Redis(url, { ...options, enableAutoPipelining: true });
  // Subscriptions made while the link is down wait for it rather than fail.
  const subscriber = new Redis(url, { ...options, enableOfflineQueue: true });
  // A lost connection is noticed by its callers and reconnected by ioredis; nothing to log per retry.
  for (const client of [commands, subscriber]) client.on('error', () => {});
  await Promise.all([commands.connect(), subscriber.connect()]);
  return {
    commands,
    subscriber,
    async close() {
      subscriber.disconnect();
      await commands.quit().catch(() => commands.disconnect());
    },
  };
}
