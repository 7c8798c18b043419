/**
 * The processes of one site, joined through Redis (docs/scale-out.md):
 * - a game's lease is the key `tengen:game:<id>:owner` holding its owner's node id, set with an
 *   expiry and renewed every RENEW_MS while the owner lives; a lease is only a hint of who
 *   steps the game: the store's fence (storage/owners.ts) is what keeps a lost owner out;
 * - a game's news goes out on the channel `tengen:game:<id>` (one publishing connection per
 *   process, so every watcher gets it in the order it was sent);
 * - commands handed to an owner, and the answers, go on `tengen:node:<node>`.
 * Commands fail at once while Redis cannot be reached (redis-link.ts): the rooms then say so
 * instead of waiting.
 */
import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import type { RoomCommand } from '../play/room/commands.ts';
import {
  type Cluster,
  type ClusterEvents,
  LEASE_MS,
  type OwnerReply,
  RENEW_MS,
  REQUEST_MS,
  type RoomNews,
} from './cluster.ts';
import type { RedisLink } from './redis-link.ts';

/** Takes the lease if it is free or already this node's. */
const ACQUIRE = `
local held = redis.call('get', KEYS[1])
if held == ARGV[1] then redis.call('pexpire', KEYS[1], ARGV[2]) return 1 end
if held then return 0 end
redis.call('set', KEYS[1], ARGV[1], 'PX', ARGV[2])
return 1`;

/** Renews this node's leases; one that vanished (Redis restarted) is set again; answers the lost ones' keys. */
const RENEW = `
local lost = {}
for _, key in ipairs(KEYS) do
  local held = redis.call('get', key)
  if held == ARGV[1] then redis.call('pexpire', key, ARGV[2])
  elseif not held then redis.call('set', key, ARGV[1], 'PX', ARGV[2])
  else lost[#lost + 1] = key end
end
return lost`;

const RELEASE = `
if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('del', KEYS[1]) end
return 0`;

const leaseKey = (playId: number) => `tengen:game:${playId}:owner`;
const gameChannel = (playId: number) => `tengen:game:${playId}`;
const nodeChannel = (node: string) => `tengen:node:${node}`;
const GAME_CHANNEL = /^tengen:game:(\d+)$/;
const LEASE_KEY = /^tengen:game:(\d+):owner$/;

/** Leases renewed per script call. */
const RENEW_BATCH = 500;

type NodeMessage =
  | {
      readonly kind: 'request';
      readonly id: number;
      readonly from: string;
      readonly playId: number;
      readonly command: RoomCommand;
    }
  | { readonly kind: 'reply'; readonly id: number; readonly reply: OwnerReply };

export function redisCluster(link: RedisLink, onError: (error: unknown) => void): Cluster {
  const node = `${hostname()}-${process.pid}-${randomUUID().slice(0, 8)}`;
  const { commands, subscriber } = link;

  const owned = new Set<number>();
  const pending = new Map<number, (reply: OwnerReply | null) => void>();
  let nextRequest = 1;
  let events: ClusterEvents | null = null;
  let renewing: NodeJS.Timeout | null = null;
  let wasDown = false;

  const send = (channel: string, message: unknown) => {
    commands.publish(channel, JSON.stringify(message)).catch(onError);
  };

  async function renew(): Promise<void> {
    const ids = [...owned];
    for (let i = 0; i < ids.length; i += RENEW_BATCH) {
      const keys = ids.slice(i, i + RENEW_BATCH).map(leaseKey);
      const lost = (await commands.eval(RENEW, keys.length, ...keys, node, LEASE_MS)) as string[];
      for (const key of lost) {
        const playId = Number(LEASE_KEY.exec(key)?.[1]);
        owned.delete(playId);
        events?.lost(playId);
      }
    }
  }

  async function onNodeMessage(message: NodeMessage): Promise<void> {
    if (message.kind === 'reply') {
      pending.get(message.id)?.(message.reply);
      return;
    }
    const reply = events ? await events.command(message.playId, message.command) : { moved: true as const };
    send(nodeChannel(message.from), { kind: 'reply', id: message.id, reply } satisfies NodeMessage);
  }

  subscriber.on('message', (channel: string, text: string) => {
    try {
      const message = JSON.parse(text);
      if (channel === nodeChannel(node)) {
        onNodeMessage(message as NodeMessage).catch(onError);
        return;
      }
      const playId = GAME_CHANNEL.exec(channel)?.[1];
      if (playId !== undefined) events?.news(Number(playId), message as RoomNews);
    } catch (error) {
      onError(error);
    }
  });
  subscriber.on('close', () => {
    wasDown = true;
  });
  subscriber.on('ready', () => {
    if (!wasDown) return;
    wasDown = false;
    events?.reconnected();
  });

  return {
    node,
    shared: true,
    get connected() {
      return commands.status === 'ready' && subscriber.status === 'ready';
    },
    async start(given) {
      events = given;
      await subscriber.subscribe(nodeChannel(node));
      renewing = setInterval(() => renew().catch(onError), RENEW_MS);
    },
    async acquire(playId) {
      const taken = (await commands.eval(ACQUIRE, 1, leaseKey(playId), node, LEASE_MS)) === 1;
      if (taken) owned.add(playId);
      else owned.delete(playId);
      return taken;
    },
    async ownersOf(playIds) {
      if (playIds.length === 0) return [];
      return commands.mget(playIds.map(leaseKey));
    },
    async release(playId) {
      owned.delete(playId);
      await commands.eval(RELEASE, 1, leaseKey(playId), node);
    },
    async watch(playId) {
      await subscriber.subscribe(gameChannel(playId));
    },
    async unwatch(playId) {
      await subscriber.unsubscribe(gameChannel(playId));
    },
    publish(playId, news) {
      send(gameChannel(playId), news);
    },
    request(to, playId, command) {
      const id = nextRequest++;
      return new Promise((resolve) => {
        const timer = setTimeout(() => answer(null), REQUEST_MS);
        const answer = (reply: OwnerReply | null) => {
          clearTimeout(timer);
          pending.delete(id);
          resolve(reply);
        };
        pending.set(id, answer);
        commands
          .publish(nodeChannel(to), JSON.stringify({ kind: 'request', id, from: node, playId, command }))
          .catch(() => answer(null));
      });
    },
    async close() {
      if (renewing) clearInterval(renewing);
      const leases = [...owned];
      owned.clear();
      await Promise.all(
        leases.map((playId) => commands.eval(RELEASE, 1, leaseKey(playId), node).catch(() => {})),
      );
      for (const answer of pending.values()) answer(null);
    },
  };
}
