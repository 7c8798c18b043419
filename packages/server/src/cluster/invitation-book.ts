/**
 * Where pending game invitations are kept, so that any process can answer one: the invitee's
 * reply, the inviter's cancel and the timeout may each arrive on a different process than the
 * invitation. Without Redis the book is this process's memory (memoryInvitationBook); with it:
 * - `tengen:invitation:next` counts the ids (INCR), so an id is never given twice on the site;
 * - `tengen:invitation:<id>` holds the invitation as JSON (its parties and settings, not its id),
 *   with an expiry (PX): a forgotten invitation is gone by itself;
 * - `tengen:user:<name>:invitations` is the set of the ids a user sent or received; an id whose
 *   invitation expired is dropped from it when it is read, and the set itself expires once every
 *   invitation in it has.
 * Taking an invitation is one script (GET, DEL, and SREM from both users' sets), so of any
 * number of processes taking the same id at once exactly one gets it.
 */
import type { Invitation } from '@tengen/protocol';
import type { Redis } from 'ioredis';

export interface Party {
  readonly id: number;
  readonly name: string;
  readonly levelname: string;
}

export interface PendingInvitation {
  readonly id: number;
  readonly from: Party;
  readonly to: Party;
  /** The inviting socket: the inviter's one tab that goes to the game when it is accepted. */
  readonly socket: string;
  /** Checked (validateInvitation): `challenge` is true or absent. */
  readonly settings: Invitation;
}

export interface InvitationBook {
  /** Keeps an invitation for ttlMs (then it is gone by itself); answers it with its new id, unique on the site. */
  add(invitation: Omit<PendingInvitation, 'id'>, ttlMs: number): Promise<PendingInvitation>;
  /**
   * Reads an invitation without taking it; null if it is gone. Its parties and settings never
   * change and its id is never given again, so what a read says stays true while it is pending.
   */
  get(id: number): Promise<PendingInvitation | null>;
  /** Removes and answers it; null if it is gone (taken by another process, or expired). Exactly one caller gets it. */
  take(id: number): Promise<PendingInvitation | null>;
  /** The ids of the pending invitations this user sent or received. */
  pendingOf(username: string): Promise<number[]>;
}

/** One process's book: plain Maps; an expired invitation is dropped when it is next looked at. */
export function memoryInvitationBook(now: () => number = () => Date.now()): InvitationBook {
  const pending = new Map<number, { invitation: PendingInvitation; expiresAt: number }>();
  let nextId = 1;
  const live = (id: number): PendingInvitation | null => {
    const entry = pending.get(id);
    if (!entry) return null;
    if (entry.expiresAt > now()) return entry.invitation;
    pending.delete(id);
    return null;
  };
  return {
    async add(invitation, ttlMs) {
      for (const id of [...pending.keys()]) live(id);
      const kept: PendingInvitation = { id: nextId++, ...invitation };
      pending.set(kept.id, { invitation: kept, expiresAt: now() + ttlMs });
      return kept;
    },
    async get(id) {
      return live(id);
    },
    async take(id) {
      const invitation = live(id);
      pending.delete(id);
      return invitation;
    },
    async pendingOf(username) {
      return [...pending.keys()].filter((id) => {
        const invitation = live(id);
        return invitation !== null && (invitation.from.name === username || invitation.to.name === username);
      });
    },
  };
}

const NEXT_KEY = 'tengen:invitation:next';
const invitationKey = (id: number) => `tengen:invitation:${id}`;
const userKey = (username: string) => `tengen:user:${username}:invitations`;

/** KEYS: the counter, the two users' sets; ARGV: the JSON, the ttl. Answers the new id. */
const ADD = `
local id = redis.call('incr', KEYS[1])
local ttl = tonumber(ARGV[2])
redis.call('set', 'tengen:invitation:' .. id, ARGV[1], 'PX', ttl)
for i = 2, 3 do
  redis.call('sadd', KEYS[i], id)
  if redis.call('pttl', KEYS[i]) < ttl then redis.call('pexpire', KEYS[i], ttl) end
end
return id`;

/** KEYS: the invitation; ARGV: its id. Answers the JSON, or nil if it is gone. */
const TAKE = `
local text = redis.call('get', KEYS[1])
if not text then return false end
redis.call('del', KEYS[1])
local invitation = cjson.decode(text)
redis.call('srem', 'tengen:user:' .. invitation['from']['name'] .. ':invitations', ARGV[1])
redis.call('srem', 'tengen:user:' .. invitation['to']['name'] .. ':invitations', ARGV[1])
return text`;

/** KEYS: a user's set. Drops the ids whose invitation expired; answers the others. */
const PENDING = `
local live = {}
for _, id in ipairs(redis.call('smembers', KEYS[1])) do
  if redis.call('exists', 'tengen:invitation:' .. id) == 1 then
    live[#live + 1] = id
  else
    redis.call('srem', KEYS[1], id)
  end
end
return live`;

type Stored = Omit<PendingInvitation, 'id'>;

const parse = (id: number, text: string | null): PendingInvitation | null =>
  text === null ? null : { id, ...(JSON.parse(text) as Stored) };

export function redisInvitationBook(redis: Redis): InvitationBook {
  return {
    async add(invitation, ttlMs) {
      const { from, to, socket, settings } = invitation;
      const stored: Stored = { from, to, socket, settings };
      const keys = [NEXT_KEY, userKey(invitation.from.name), userKey(invitation.to.name)];
      const id = (await redis.eval(ADD, 3, ...keys, JSON.stringify(stored), Math.ceil(ttlMs))) as number;
      return { id, ...stored };
    },
    async get(id) {
      return parse(id, await redis.get(invitationKey(id)));
    },
    async take(id) {
      return parse(id, (await redis.eval(TAKE, 1, invitationKey(id), id)) as string | null);
    },
    async pendingOf(username) {
      const ids = (await redis.eval(PENDING, 1, userKey(username))) as string[];
      return ids.map(Number);
    },
  };
}
