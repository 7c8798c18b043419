/**
 * The quick-match queues, one per time control (docs/lobby.md), shared by every process so that
 * two players waiting on different processes are paired. Without Redis a queue is this process's
 * memory (memoryQuickMatchQueue); with it, the hash `tengen:quick:<preset>` holds each waiting
 * player as JSON under their name. Joining is one script: it takes the waiting player closest in
 * rank (the longest waiting among equals) if one is close enough, else puts the newcomer in; so
 * a waiting player is paired once, whatever the processes do at the same time.
 */
import type { Redis } from 'ioredis';

export interface Waiting {
  readonly username: string;
  readonly userId: number;
  readonly levelname: string;
  /** The rank's place in the rank table (RANKS), for distances. */
  readonly rankIndex: number;
  /** The socket that asked: the one tab that goes to the game. */
  readonly socket: string;
  /** Unix ms it joined. */
  readonly since: number;
}

/** How far apart in rank two players may be: `steps`, one more per `widenMs` the waiting one waited. */
export interface Closeness {
  readonly steps: number;
  readonly widenMs: number;
}

export interface QuickMatchQueue {
  /** Pairs the newcomer with a waiting player close enough (removed from the queue), or queues them (null). */
  join(preset: string, newcomer: Waiting, closeness: Closeness, now: number): Promise<Waiting | null>;
  /** Takes a player out of a queue (only if they wait from `socket`, when given); answers their entry. */
  leave(preset: string, username: string, socket?: string): Promise<Waiting | null>;
  /**
   * Pairs two players already waiting whom the time waited has brought close enough (both
   * removed; the longer waiting first), or answers null.
   */
  pairWaiting(preset: string, closeness: Closeness, now: number): Promise<readonly [Waiting, Waiting] | null>;
}

const queueKey = (preset: string) => `tengen:quick:${preset}`;

/** The entry `newcomer` is paired with, by the rules of the module comment (shared by both queues). */
export function closest(
  waiting: readonly Waiting[],
  newcomer: Waiting,
  closeness: Closeness,
  now: number,
): Waiting | null {
  let best: Waiting | null = null;
  let bestDistance = Number.POSITIVE_INFINITY;
  for (const w of waiting) {
    if (w.username === newcomer.username) continue;
    const distance = Math.abs(w.rankIndex - newcomer.rankIndex);
    const allowed = closeness.steps + Math.floor(Math.max(0, now - w.since) / closeness.widenMs);
    if (distance > allowed) continue;
    if (distance < bestDistance || (distance === bestDistance && best !== null && w.since < best.since)) {
      best = w;
      bestDistance = distance;
    }
  }
  return best;
}

/**
 * The pair `pairWaiting` takes: the closest in rank, then the one with the longest wait; a pair's
 * allowed distance widens with the wait of its longer-waiting player, as `closest` widens with
 * the waiting player's.
 */
export function closestPair(
  waiting: readonly Waiting[],
  closeness: Closeness,
  now: number,
): readonly [Waiting, Waiting] | null {
  const byWait = [...waiting].sort((a, b) => a.since - b.since);
  let best: readonly [Waiting, Waiting] | null = null;
  let bestDistance = Number.POSITIVE_INFINITY;
  for (let i = 0; i < byWait.length; i++) {
    const older = byWait[i];
    const allowed = closeness.steps + Math.floor(Math.max(0, now - older.since) / closeness.widenMs);
    for (const newer of byWait.slice(i + 1)) {
      const distance = Math.abs(newer.rankIndex - older.rankIndex);
      if (distance <= allowed && distance < bestDistance) {
        best = [older, newer];
        bestDistance = distance;
      }
    }
  }
  return best;
}

export function memoryQuickMatchQueue(): QuickMatchQueue {
  const queues = new Map<string, Map<string, Waiting>>();
  const queue = (preset: string) => {
    const q = queues.get(preset) ?? new Map<string, Waiting>();
    queues.set(preset, q);
    return q;
  };
  return {
    async join(preset, newcomer, closeness, now) {
      const q = queue(preset);
      const match = closest([...q.values()], newcomer, closeness, now);
      if (match) {
        q.delete(match.username);
        return match;
      }
      q.set(newcomer.username, newcomer);
      return null;
    },
    async leave(preset, username, socket) {
      const q = queue(preset);
      const entry = q.get(username) ?? null;
      if (!entry || (socket !== undefined && entry.socket !== socket)) return null;
      q.delete(username);
      return entry;
    },
    async pairWaiting(preset, closeness, now) {
      const q = queue(preset);
      const pair = closestPair([...q.values()], closeness, now);
      for (const w of pair ?? []) q.delete(w.username);
      return pair;
    },
  };
}

/** KEYS: the queue; ARGV: the newcomer's JSON, steps, widenMs, now. Answers the partner's JSON, or nil. */
const JOIN = `
local me = cjson.decode(ARGV[1])
local steps, widen, now = tonumber(ARGV[2]), tonumber(ARGV[3]), tonumber(ARGV[4])
local best, bestText, bestDistance = nil, nil, math.huge
local all = redis.call('hgetall', KEYS[1])
for i = 1, #all, 2 do
  local w = cjson.decode(all[i + 1])
  if w['username'] ~= me['username'] then
    local distance = math.abs(w['rankIndex'] - me['rankIndex'])
    local allowed = steps + math.floor(math.max(0, now - w['since']) / widen)
    if distance <= allowed and (distance < bestDistance or (distance == bestDistance and w['since'] < best['since'])) then
      best, bestText, bestDistance = w, all[i + 1], distance
    end
  end
end
if best then
  redis.call('hdel', KEYS[1], best['username'])
  return bestText
end
redis.call('hset', KEYS[1], me['username'], ARGV[1])
return false`;

/** KEYS: the queue; ARGV: steps, widenMs, now. Answers the pair's JSON (longer waiting first), or nil. */
const PAIR = `
local steps, widen, now = tonumber(ARGV[1]), tonumber(ARGV[2]), tonumber(ARGV[3])
local all = redis.call('hgetall', KEYS[1])
local list = {}
for i = 1, #all, 2 do list[#list + 1] = { cjson.decode(all[i + 1]), all[i + 1] } end
table.sort(list, function(a, b) return a[1]['since'] < b[1]['since'] end)
local best, bestDistance = nil, math.huge
for i = 1, #list do
  local older = list[i][1]
  local allowed = steps + math.floor(math.max(0, now - older['since']) / widen)
  for j = i + 1, #list do
    local distance = math.abs(list[j][1]['rankIndex'] - older['rankIndex'])
    if distance <= allowed and distance < bestDistance then
      best, bestDistance = { list[i], list[j] }, distance
    end
  end
end
if not best then return false end
redis.call('hdel', KEYS[1], best[1][1]['username'], best[2][1]['username'])
return { best[1][2], best[2][2] }`;

/** KEYS: the queue; ARGV: the name, and the socket or ''. Answers the entry taken, or nil. */
const LEAVE = `
local text = redis.call('hget', KEYS[1], ARGV[1])
if not text then return false end
if ARGV[2] ~= '' and cjson.decode(text)['socket'] ~= ARGV[2] then return false end
redis.call('hdel', KEYS[1], ARGV[1])
return text`;

export function redisQuickMatchQueue(redis: Redis): QuickMatchQueue {
  return {
    async join(preset, newcomer, closeness, now) {
      const args = [JSON.stringify(newcomer), closeness.steps, closeness.widenMs, now];
      const text = (await redis.eval(JOIN, 1, queueKey(preset), ...args)) as string | null;
      return text === null ? null : (JSON.parse(text) as Waiting);
    },
    async leave(preset, username, socket) {
      const text = (await redis.eval(LEAVE, 1, queueKey(preset), username, socket ?? '')) as string | null;
      return text === null ? null : (JSON.parse(text) as Waiting);
    },
    async pairWaiting(preset, closeness, now) {
      const args = [closeness.steps, closeness.widenMs, now];
      const texts = (await redis.eval(PAIR, 1, queueKey(preset), ...args)) as [string, string] | null;
      return texts === null ? null : [JSON.parse(texts[0]) as Waiting, JSON.parse(texts[1]) as Waiting];
    },
  };
}
