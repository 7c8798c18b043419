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
import type { ServerMessage } from '@tengen/protocol';
import type { Logger } from '../ops/logger.ts';
import type { RoomCommand } from '../play/room/commands.ts';
import {
  type Cluster,
  type ClusterEvents,
  LEASE_MS,
  NODE_TTL_MS,
  type OwnerReply,
  RENEW_MS,
  REQUEST_MS,
  type RoomNews,
  type SocketFilter,
  SWEEP_MS,
} from './cluster.ts';
import type { RedisLink } from './redis-link.ts';
import { redisPresence } from './redis-presence.ts';

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
const aliveKey = (node: string) => `tengen:node:${node}:alive`;
const NODES = 'tengen:nodes';
const LOBBY_CHANNEL = 'tengen:lobby';
const MAIL_CHANNEL = 'tengen:mail';
const GAME_CHANNEL = /^tengen:game:(\d+)$/;
const LEASE_KEY = /^tengen:game:(\d+):owner$/;

/** Leases renewed per script call. */
const RENEW_BATCH = 500;

type SiteMessage =
  | { readonly kind: 'lobby'; readonly from: string; readonly message: ServerMessage }
  | {
      readonly kind: 'mail';
      readonly from: string;
      readonly to: readonly string[];
      readonly message: ServerMessage;
      readonly filter?: SocketFilter;
    };

type NodeMessage =
  | {
      readonly kind: 'request';
      readonly id: number;
      readonly from: string;
      readonly playId: number;
      readonly command: RoomCommand;
    }
  | { readonly kind: 'reply'; readonly id: number; readonly reply: OwnerReply };

/**
 * A command refused because the connection was not writable: Redis was out of reach when it was
 * sent, though the link may be ready again by the time the refusal is heard.
 */
function isOffline(error: unknown): boolean {
  return error instanceof Error && error.message.includes('enableOfflineQueue');
}

export function redisCluster(link: RedisLink, log: Logger): Cluster {
  const node = `${hostname()}-${process.pid}-${randomUUID().slice(0, 8)}`;
  const { commands, subscriber } = link;
  // While Redis is out every renewal and publish fails: that is said once, when it goes and comes back.
  const onError = (error: unknown) => {
    if (commands.status !== 'ready' || isOffline(error)) return;
    log.error({ err: error }, 'cluster message failed');
  };
  // The link is back once both connections are: then replicas catch up and presence is told again.
  let down = false;
  const wentDown = () => {
    if (down) return;
    down = true;
    log.warn(
      { node },
      'Redis unreachable: each process keeps the games it owns; commands for games owned elsewhere are refused until it is back',
    );
  };
  const cameBack = () => {
    if (!down || commands.status !== 'ready' || subscriber.status !== 'ready') return;
    down = false;
    log.info({ node }, 'Redis reachable again');
    events?.reconnected();
  };
  for (const client of [commands, subscriber]) {
    client.on('close', wentDown);
    client.on('ready', cameBack);
  }
  const presence = redisPresence(commands, node);

  const owned = new Set<number>();
  const pending = new Map<number, (reply: OwnerReply | null) => void>();
  let nextRequest = 1;
  let events: ClusterEvents | null = null;
  let renewing: NodeJS.Timeout | null = null;
  let reaping: NodeJS.Timeout | null = null;

  const send = (channel: string, message: unknown) => {
    commands.publish(channel, JSON.stringify(message)).catch(onError);
  };

  async function renew(): Promise<void> {
    await commands.multi().set(aliveKey(node), Date.now(), 'PX', NODE_TTL_MS).sadd(NODES, node).exec();
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

  /** Takes back the presence of processes that stopped saying they are alive. */
  async function reap(): Promise<void> {
    for (const other of await commands.smembers(NODES)) {
      if (other === node || (await commands.exists(aliveKey(other))) === 1) continue;
      for (const { place, username } of await presence.reap(other)) events?.departed(place, username);
      await commands.srem(NODES, other);
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
      const playId = GAME_CHANNEL.exec(channel)?.[1];
      if (playId !== undefined) {
        // `<node>\t<news>`: a process's own news is not read back (it sent its members their part).
        const tab = text.indexOf('\t');
        if (text.slice(0, tab) !== node)
          events?.news(Number(playId), JSON.parse(text.slice(tab + 1)) as RoomNews);
        return;
      }
      const message = JSON.parse(text);
      if (channel === nodeChannel(node)) {
        onNodeMessage(message as NodeMessage).catch(onError);
        return;
      }
      if (channel === LOBBY_CHANNEL || channel === MAIL_CHANNEL) {
        const site = message as SiteMessage;
        if (site.from === node) return;
        if (site.kind === 'lobby') events?.lobby(site.message);
        else events?.mail(site.to, site.message, site.filter);
      }
    } catch (error) {
      onError(error);
    }
  });

  return {
    node,
    shared: true,
    get connected() {
      return commands.status === 'ready' && subscriber.status === 'ready';
    },
    presence,
    async start(given) {
      events = given;
      await subscriber.subscribe(nodeChannel(node), LOBBY_CHANNEL, MAIL_CHANNEL);
      await renew();
      renewing = setInterval(() => renew().catch(onError), RENEW_MS);
      reaping = setInterval(() => reap().catch(onError), SWEEP_MS);
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
      commands.publish(gameChannel(playId), `${node}\t${JSON.stringify(news)}`).catch(onError);
    },
    publishLobby(message) {
      send(LOBBY_CHANNEL, { kind: 'lobby', from: node, message } satisfies SiteMessage);
    },
    mail(to, message, filter) {
      send(MAIL_CHANNEL, { kind: 'mail', from: node, to, message, filter } satisfies SiteMessage);
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
      if (reaping) clearInterval(reaping);
      // This process's presence goes now, not when a survivor notices it is gone.
      await commands.del(aliveKey(node)).catch(() => {});
      const leases = [...owned];
      owned.clear();
      await Promise.all(
        leases.map((playId) => commands.eval(RELEASE, 1, leaseKey(playId), node).catch(() => {})),
      );
      for (const answer of pending.values()) answer(null);
    },
  };
}
