/**
 * Where the open challenges (seeks) are kept, so that every process lists the same ones and any
 * process can hand one to the player who accepts it (docs/lobby.md). Without Redis the book is
 * this process's memory (memorySeekBook); with it:
 * - `tengen:seek:next` counts the ids (INCR), so an id is never given twice on the site;
 * - the hash `tengen:seeks` holds each open seek as JSON under its id;
 * - `tengen:user:<name>:seek` is the id of the user's open seek (one per player).
 * Adding is one script (refused while the user's seek is open); taking is one script (HGET, HDEL,
 * and the user's key), so of any number of processes taking the same id at once exactly one
 * gets it: two players accepting one seek at once, one wins.
 */
import type { Seek } from '@tengen/protocol';
import type { Redis } from 'ioredis';

export interface OpenSeek {
  readonly seek: Seek;
  /** The poster's user id, for the game. */
  readonly userId: number;
  /** The posting socket: the poster's one tab that goes to the game. */
  readonly socket: string;
}

export interface SeekBook {
  /** Keeps a seek and answers it with its new id; null if the user already has one open. */
  add(seek: Omit<OpenSeek, 'seek'> & { readonly seek: Omit<Seek, 'id'> }): Promise<OpenSeek | null>;
  /** Every open seek, oldest first. */
  list(): Promise<OpenSeek[]>;
  get(id: number): Promise<OpenSeek | null>;
  /** Removes and answers it; null if it is gone. Exactly one caller gets it. */
  take(id: number): Promise<OpenSeek | null>;
  /** The id of the user's open seek, or null. */
  idOf(username: string): Promise<number | null>;
}

/** One process's book: a Map in the order seeks were posted. */
export function memorySeekBook(): SeekBook {
  const open = new Map<number, OpenSeek>();
  let nextId = 1;
  const idOf = (username: string) =>
    [...open.values()].find((o) => o.seek.username === username)?.seek.id ?? null;
  return {
    async add(posted) {
      if (idOf(posted.seek.username) !== null) return null;
      const kept: OpenSeek = { ...posted, seek: { id: nextId++, ...posted.seek } };
      open.set(kept.seek.id, kept);
      return kept;
    },
    async list() {
      return [...open.values()];
    },
    async get(id) {
      return open.get(id) ?? null;
    },
    async take(id) {
      const seek = open.get(id) ?? null;
      open.delete(id);
      return seek;
    },
    async idOf(username) {
      return idOf(username);
    },
  };
}

const NEXT_KEY = 'tengen:seek:next';
const SEEKS_KEY = 'tengen:seeks';
const userKey = (username: string) => `tengen:user:${username}:seek`;

/** KEYS: the counter, the seeks, the user's key; ARGV: the JSON without its id. Answers the id, or 0. */
const ADD = `
local held = redis.call('get', KEYS[3])
if held and redis.call('hexists', KEYS[2], held) == 1 then return 0 end
local id = redis.call('incr', KEYS[1])
redis.call('hset', KEYS[2], id, ARGV[1])
redis.call('set', KEYS[3], id)
return id`;

/** KEYS: the seeks; ARGV: the id. Answers the JSON, or nil if it is gone. */
const TAKE = `
local text = redis.call('hget', KEYS[1], ARGV[1])
if not text then return false end
redis.call('hdel', KEYS[1], ARGV[1])
local key = 'tengen:user:' .. cjson.decode(text)['seek']['username'] .. ':seek'
if redis.call('get', key) == ARGV[1] then redis.call('del', key) end
return text`;

type Stored = Omit<OpenSeek, 'seek'> & { readonly seek: Omit<Seek, 'id'> };

const parse = (id: number, text: string | null | undefined): OpenSeek | null => {
  if (!text) return null;
  const stored = JSON.parse(text) as Stored;
  return { ...stored, seek: { id, ...stored.seek } };
};

export function redisSeekBook(redis: Redis): SeekBook {
  return {
    async add(posted) {
      const keys = [NEXT_KEY, SEEKS_KEY, userKey(posted.seek.username)];
      const id = (await redis.eval(ADD, 3, ...keys, JSON.stringify(posted))) as number;
      return id === 0 ? null : { ...posted, seek: { id, ...posted.seek } };
    },
    async list() {
      const all = await redis.hgetall(SEEKS_KEY);
      return Object.entries(all)
        .map(([id, text]) => parse(Number(id), text))
        .filter((o): o is OpenSeek => o !== null)
        .sort((a, b) => a.seek.id - b.seek.id);
    },
    async get(id) {
      return parse(id, await redis.hget(SEEKS_KEY, String(id)));
    },
    async take(id) {
      return parse(id, (await redis.eval(TAKE, 1, SEEKS_KEY, id)) as string | null);
    },
    async idOf(username) {
      const id = await redis.get(userKey(username));
      if (id === null || (await redis.hexists(SEEKS_KEY, id)) === 0) return null;
      return Number(id);
    },
  };
}
