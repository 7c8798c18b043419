/**
 * Invitations between two processes that share one Redis and one store, as two `tengen serve`
 * processes do: the book and the presence board are in Redis, and each process's `mail` reaches
 * the other's `deliver` (the cluster's pub/sub does that between real processes).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ServerMessage } from '@tengen/protocol';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { redisInvitationBook } from '../cluster/invitation-book.ts';
import { connectRedis, type RedisLink } from '../cluster/redis-link.ts';
import { redisPresence } from '../cluster/redis-presence.ts';
import { openStore } from '../storage/open-store.ts';
import type { Store } from '../storage/store.ts';
import { startTestRedis, type TestRedis } from '../testing/test-redis.ts';
import { Invitations, type Reachable } from './invitations.ts';

type TestSocket = Reachable & { got: ServerMessage[] };

let dir: string;
let store: Store;
let redis: TestRedis;
let linkA: RedisLink;
let linkB: RedisLink;
const ids = new Map<string, number>();

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'tengen-invite-redis-'));
  store = await openStore({ kind: 'sqlite', file: join(dir, 'db.sqlite') });
  redis = await startTestRedis();
  [linkA, linkB] = await Promise.all([connectRedis(redis.url), connectRedis(redis.url)]);
  for (const username of ['ann', 'ben', 'cat']) {
    const created = await store.createUser({ username, passwordHash: 'x', createdAt: 0 });
    if (!created.ok) throw new Error(username);
    ids.set(username, created.value.id);
  }
});
afterAll(async () => {
  await linkA?.close();
  await linkB?.close();
  await redis?.stop();
  await store?.close();
  rmSync(dir, { recursive: true, force: true });
});

let a: Invitations;
let b: Invitations;
beforeEach(async () => {
  await linkA.commands.flushall();
  // Process A and process B: each mails the other, as the cluster's pub/sub does.
  a = new Invitations({
    store,
    now: Date.now,
    presence: redisPresence(linkA.commands, 'node-a'),
    book: redisInvitationBook(linkA.commands),
    mail: (to, message, filter) => b.deliver(to, message, filter),
  });
  b = new Invitations({
    store,
    now: Date.now,
    presence: redisPresence(linkB.commands, 'node-b'),
    book: redisInvitationBook(linkB.commands),
    mail: (to, message, filter) => a.deliver(to, message, filter),
  });
});
afterEach(() => {
  a.close();
  b.close();
});

let sockets = 0;
function socket(username: string): TestSocket {
  const got: ServerMessage[] = [];
  const socketId = `test/${++sockets}`;
  return {
    socketId,
    userId: ids.get(username) ?? 0,
    username,
    levelname: '1D',
    got,
    send: (m) => got.push(m),
  };
}

const settings = { cmd: 'playreq', color: 'black', size: 19, time: 20, byoyomi: 30, handicap: 0 } as const;

/** Ann on A invites ben on B; answers the invitation's id. */
async function annInvitesBen(): Promise<{ ann: TestSocket; ben: TestSocket; id: number }> {
  const ann = socket('ann');
  const ben = socket('ben');
  await a.connect(ann);
  await b.connect(ben);
  expect(await a.invite(ann, { ...settings, target: 'ben' })).toBeNull();
  const req = ben.got.find((m) => m.cmd === 'play_req');
  if (req?.cmd !== 'play_req') throw new Error('ben got no play_req');
  return { ann, ben, id: req.id };
}

const cmds = (s: TestSocket) => s.got.map((m) => m.cmd);

describe('invitations across two processes', () => {
  it("only the accepting tab and the inviting tab go to the game; the players' other tabs are told", async () => {
    const { ann, ben, id } = await annInvitesBen();
    // Ann has a second tab on B (a game on her phone), ben a second one on A.
    const annPhone = socket('ann');
    const benTablet = socket('ben');
    await b.connect(annPhone);
    await a.connect(benTablet);
    expect(await b.agree(ben, id)).toBeNull();
    const agreed = ann.got.find((m) => m.cmd === 'agree_play_resp');
    if (agreed?.cmd !== 'agree_play_resp') throw new Error('ann got no agree_play_resp');
    expect(ben.got).toContainEqual(agreed);
    const playid = agreed.playid;
    expect(annPhone.got).toEqual([{ cmd: 'play_start_tip', playid, opponent: 'ben', id }]);
    expect(benTablet.got).toEqual([{ cmd: 'play_start_tip', playid, opponent: 'ann', id }]);
    expect(ann.got.filter((m) => m.cmd === 'play_start_tip')).toEqual([]);
    expect(ben.got.filter((m) => m.cmd === 'play_start_tip')).toEqual([]);
  });

  it('ann on A invites ben on B, ben agrees on B: both go to the new play, their other invitations end', async () => {
    const cat = socket('cat');
    await a.connect(cat);
    const { ann, ben, id } = await annInvitesBen();
    const req = ben.got[0];
    expect(req).toEqual({
      cmd: 'play_req',
      id,
      from: 'ann',
      fromlevelname: '1D',
      target: 'ben',
      targetlevelname: expect.any(String),
      color: 'black',
      size: 19,
      time: 20,
      byoyomi: 30,
      handicap: 0,
      countdown: 10,
    });
    expect(ann.got).toEqual([req]);
    // Two more: ann invites cat (both on A), cat invites ben (ben on B).
    expect(await a.invite(ann, { ...settings, target: 'cat' })).toBeNull();
    expect(await a.invite(cat, { ...settings, target: 'ben' })).toBeNull();
    const [toCat, fromCat] = cat.got.map((m) => (m.cmd === 'play_req' ? m.id : 0));
    expect(await b.agree(ben, id)).toBeNull();
    const agreed = ann.got.find((m) => m.cmd === 'agree_play_resp');
    if (agreed?.cmd !== 'agree_play_resp') throw new Error('ann got no agree_play_resp');
    expect(agreed).toEqual({ cmd: 'agree_play_resp', id, playid: expect.any(Number) });
    expect(ben.got).toContainEqual(agreed);
    const play = await store.playById(agreed.playid);
    expect(play).toMatchObject({ blackId: ids.get('ann'), whiteId: ids.get('ben'), boardSize: 19 });
    // Ann's invitation of cat is cancelled, cat's of ben rejected, wherever their sockets are.
    expect(cat.got.slice(2)).toEqual(
      expect.arrayContaining([
        { cmd: 'cancel_play_resp', id: toCat },
        { cmd: 'reject_play_resp', id: fromCat },
      ]),
    );
    expect(ann.got).toContainEqual({ cmd: 'cancel_play_resp', id: toCat });
    expect(ben.got).toContainEqual({ cmd: 'reject_play_resp', id: fromCat });
    // Taken: neither process finds them again.
    expect(await a.cancel(ann, id)).toMatchObject({ code: 'NO_SUCH_INVITATION' });
    expect(await b.agree(ben, id)).toMatchObject({ code: 'NO_SUCH_INVITATION' });
    expect(await a.cancel(ann, toCat as number)).toMatchObject({ code: 'NO_SUCH_INVITATION' });
    expect(await redisInvitationBook(linkA.commands).pendingOf('cat')).toEqual([]);
  });

  it('ben rejects on B an invitation sent from A', async () => {
    const { ann, ben, id } = await annInvitesBen();
    // A refused request leaves it: only the invitee rejects, only the inviter cancels.
    expect(await b.reject(socket('cat'), id)).toMatchObject({ code: 'NO_SUCH_INVITATION' });
    expect(await b.cancel(ben, id)).toMatchObject({ code: 'NO_SUCH_INVITATION' });
    expect(await b.reject(ben, id)).toBeNull();
    expect(ann.got).toEqual([expect.objectContaining({ cmd: 'play_req' }), { cmd: 'reject_play_resp', id }]);
    expect(ben.got).toEqual(ann.got);
  });

  it('ann cancels from her socket on B an invitation she sent from A', async () => {
    const { ann, ben, id } = await annInvitesBen();
    const annOnB = socket('ann');
    await b.connect(annOnB);
    expect(await b.cancel(annOnB, id)).toBeNull();
    for (const s of [ann, ben, annOnB]) expect(s.got.at(-1)).toEqual({ cmd: 'cancel_play_resp', id });
    expect(await a.reject(ben, id)).toMatchObject({ code: 'NO_SUCH_INVITATION' });
  });

  it('refuses a target with no socket on any process', async () => {
    const ann = socket('ann');
    const ben = socket('ben');
    await a.connect(ann);
    expect(await a.invite(ann, { ...settings, target: 'ben' })).toEqual({
      code: 'INVITE_TARGET_OFFLINE',
      message: 'ben is not online',
    });
    await b.connect(ben);
    expect(await a.invite(ann, { ...settings, target: 'ben' })).toBeNull();
    await b.disconnect(ben);
    expect(await a.invite(ann, { ...settings, target: 'ben' })).toMatchObject({
      code: 'INVITE_TARGET_OFFLINE',
    });
    expect(await b.invite(ben, { ...settings, target: 'cat' })).toMatchObject({
      code: 'INVITE_TARGET_OFFLINE',
    });
  });

  it('of an agreement on B and a cancel on A at once, exactly one wins', async () => {
    for (let round = 0; round < 20; round++) {
      const { ann, ben, id } = await annInvitesBen();
      const [agreed, cancelled] = await Promise.all([b.agree(ben, id), a.cancel(ann, id)]);
      expect([agreed, cancelled].filter((r) => r === null)).toHaveLength(1);
      const ends = ann.got.filter((m) => m.cmd !== 'play_req');
      expect(ends).toHaveLength(1);
      expect(ends[0]?.cmd).toBe(agreed === null ? 'agree_play_resp' : 'cancel_play_resp');
      expect(ben.got.filter((m) => m.cmd !== 'play_req')).toEqual(ends);
      await a.disconnect(ann);
      await b.disconnect(ben);
    }
  });

  it('of many processes taking one invitation at once, exactly one gets it', async () => {
    const { id } = await annInvitesBen();
    const links = await Promise.all(Array.from({ length: 6 }, () => connectRedis(redis.url)));
    try {
      const taken = await Promise.all(links.map((link) => redisInvitationBook(link.commands).take(id)));
      expect(taken.filter((t) => t !== null)).toEqual([
        expect.objectContaining({ id, from: expect.objectContaining({ name: 'ann' }) }),
      ]);
    } finally {
      await Promise.all(links.map((link) => link.close()));
    }
  });

  it('times out once, 10 s after the invitation, from the inviting process', async () => {
    // Only the invitations' timers are faked: Redis answers in real time meanwhile.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const { ann, ben, id } = await annInvitesBen();
      await vi.advanceTimersByTimeAsync(9_999);
      expect(cmds(ben)).toEqual(['play_req']);
      await vi.advanceTimersByTimeAsync(1);
      await vi.waitFor(() => expect(cmds(ben)).toEqual(['play_req', 'play_timeout']));
      await vi.advanceTimersByTimeAsync(20_000);
      expect(ann.got.slice(1)).toEqual([{ cmd: 'play_timeout', id }]);
      expect(ben.got.slice(1)).toEqual([{ cmd: 'play_timeout', id }]);
      expect(await b.agree(ben, id)).toMatchObject({ code: 'NO_SUCH_INVITATION' });
    } finally {
      vi.useRealTimers();
    }
  });

  it('an invitation whose process is gone expires from the book by itself', async () => {
    const book = redisInvitationBook(linkA.commands);
    const party = (name: string) => ({ id: ids.get(name) ?? 0, name, levelname: '1D' });
    const settingsOf = {
      target: 'ben',
      color: 'black',
      size: 19,
      time: 20,
      byoyomi: 30,
      handicap: 0,
    } as const;
    const kept = await book.add(
      { from: party('ann'), to: party('ben'), socket: 'a/1', settings: settingsOf },
      100,
    );
    expect(await book.pendingOf('ben')).toEqual([kept.id]);
    expect(await book.get(kept.id)).toEqual(kept);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await book.pendingOf('ben')).toEqual([]);
    expect(await book.take(kept.id)).toBeNull();
    expect(await linkA.commands.keys('tengen:*invitation*')).toEqual(['tengen:invitation:next']);
  });
});
