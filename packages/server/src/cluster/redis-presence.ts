/**
 * The presence board in Redis (presence-board.ts). Per place, `tengen:place:<place>:count`
 * counts the processes where each user has a socket there, and `…:users` holds their profiles;
 * each process lists what it added in `tengen:node:<node>:places`, so when a process is lost its
 * entries are taken back by whichever survivor reaps it first (`reap`), and the users it alone
 * held are told to have left. `tengen:user:<username>:places` holds the places where a user is.
 */
import type { OnlineUser } from '@tengen/protocol';
import type { Redis } from 'ioredis';
import type { PresenceBoard } from './presence-board.ts';

const countKey = (place: string) => `tengen:place:${place}:count`;
const usersKey = (place: string) => `tengen:place:${place}:users`;
const placesKey = (node: string) => `tengen:node:${node}:places`;
const userPlacesKey = (username: string) => `tengen:user:${username}:places`;
/** One entry of a process's list: the place and the user, split at the first tab. */
const entry = (place: string, username: string) => `${place}\t${username}`;

/** Counts this process once per place and user, however often it says so (0: already counted). */
const ARRIVE = `
redis.call('hset', KEYS[2], ARGV[1], ARGV[2])
if redis.call('sadd', KEYS[3], ARGV[3]) == 0 then return 0 end
redis.call('sadd', KEYS[4], ARGV[4])
return redis.call('hincrby', KEYS[1], ARGV[1], 1)`;

/** Keeps a new profile of a user present in the place (1), or nothing for one who is not (0). */
const UPDATE = `
if redis.call('hexists', KEYS[1], ARGV[1]) == 0 then return 0 end
redis.call('hset', KEYS[2], ARGV[1], ARGV[2])
return 1`;

const DEPART = `
if redis.call('srem', KEYS[3], ARGV[2]) == 0 then return -1 end
local n = redis.call('hincrby', KEYS[1], ARGV[1], -1)
if n <= 0 then
  redis.call('hdel', KEYS[1], ARGV[1])
  redis.call('hdel', KEYS[2], ARGV[1])
  redis.call('srem', KEYS[4], ARGV[3])
end
return n`;

/** Takes a lost process's entries back; answers those whose user is now gone from the place. */
const REAP = `
local gone = {}
for _, e in ipairs(redis.call('smembers', KEYS[1])) do
  local tab = string.find(e, '\\t', 1, true)
  local place, user = string.sub(e, 1, tab - 1), string.sub(e, tab + 1)
  local count = 'tengen:place:' .. place .. ':count'
  local n = redis.call('hincrby', count, user, -1)
  if n <= 0 then
    redis.call('hdel', count, user)
    redis.call('hdel', 'tengen:place:' .. place .. ':users', user)
    redis.call('srem', 'tengen:user:' .. user .. ':places', place)
    gone[#gone + 1] = e
  end
end
redis.call('del', KEYS[1])
return gone`;

export interface RedisPresence extends PresenceBoard {
  /** A lost process's entries: answers the places and users now gone (to be told). */
  reap(node: string): Promise<{ place: string; username: string }[]>;
}

/**
 * While Redis cannot be reached, a room still works on each process: an arrival or a departure
 * counts as news (its own members hear of it), and the list is only this process's (the caller
 * adds its own members). When the link comes back every process tells the board again
 * (`rejoin` in lobby/presence.ts).
 */
export function redisPresence(redis: Redis, node: string): RedisPresence {
  return {
    async arrive(place, user) {
      const keys = [countKey(place), usersKey(place), placesKey(node), userPlacesKey(user.username)];
      const args = [user.username, JSON.stringify(user), entry(place, user.username), place];
      const n = await redis.eval(ARRIVE, 4, ...keys, ...args).catch(() => 1);
      return n === 1;
    },
    async depart(place, username) {
      const keys = [countKey(place), usersKey(place), placesKey(node), userPlacesKey(username)];
      const n = await redis.eval(DEPART, 4, ...keys, username, entry(place, username), place).catch(() => 0);
      return n === 0;
    },
    async update(place, user) {
      const keys = [countKey(place), usersKey(place)];
      const n = await redis.eval(UPDATE, 2, ...keys, user.username, JSON.stringify(user)).catch(() => 0);
      return n === 1;
    },
    async users(place) {
      const present = await redis.hgetall(usersKey(place)).catch(() => ({}));
      return Object.values(present).map((text) => JSON.parse(text) as OnlineUser);
    },
    async isPresent(place, username) {
      return (await redis.hexists(countKey(place), username)) === 1;
    },
    async placesOf(username) {
      return redis.smembers(userPlacesKey(username)).catch(() => []);
    },
    async reap(lost) {
      const gone = (await redis.eval(REAP, 1, placesKey(lost))) as string[];
      return gone.map((e) => {
        const tab = e.indexOf('\t');
        return { place: e.slice(0, tab), username: e.slice(tab + 1) };
      });
    },
  };
}
