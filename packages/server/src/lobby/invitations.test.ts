import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ServerMessage } from '@tengen/protocol';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { memoryInvitationBook } from '../cluster/invitation-book.ts';
import { memoryPresence, SITE_PLACE } from '../cluster/presence-board.ts';
import { openStore } from '../storage/open-store.ts';
import type { Store } from '../storage/store.ts';
import { Invitations, type InvitationsOptions, type Reachable } from './invitations.ts';

let dir: string;
let store: Store;
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'tengen-invite-'));
  store = await openStore({ kind: 'sqlite', file: join(dir, 'db.sqlite') });
});
afterAll(async () => {
  await store.close();
  rmSync(dir, { recursive: true, force: true });
});

let sockets = 0;
function socket(userId: number, username: string): Reachable & { got: ServerMessage[] } {
  const got: ServerMessage[] = [];
  return { socketId: `test/${++sockets}`, userId, username, levelname: '1D', got, send: (m) => got.push(m) };
}

/** A stored user's socket (the user is created the first time). */
async function userSocket(username: string): Promise<Reachable & { got: ServerMessage[] }> {
  const created = await store.createUser({ username, passwordHash: 'x', createdAt: 0 });
  const user = created.ok ? created.value : await store.userByName(username);
  if (!user) throw new Error(`no user ${username}`);
  return socket(user.id, username);
}

/** One process's invitations, over memory; `mailed` records what went to the other processes. */
function invitationsHere(extra: Partial<InvitationsOptions> = {}) {
  const mailed: { to: readonly string[]; message: ServerMessage }[] = [];
  const presence = memoryPresence();
  const invitations = new Invitations({
    store,
    now: Date.now,
    presence,
    book: memoryInvitationBook(),
    mail: (to, message) => mailed.push({ to, message }),
    ...extra,
  });
  return { invitations, presence, mailed };
}

const settings = { cmd: 'playreq', color: 'guess', size: 19, time: 20, byoyomi: 30, handicap: 0 } as const;

describe('invitations', () => {
  it('an unanswered invitation times out after 10 s for both sides', async () => {
    const a = await userSocket('ann');
    const b = await userSocket('ben');
    vi.useFakeTimers();
    try {
      const { invitations, mailed } = invitationsHere();
      await invitations.connect(a);
      await invitations.connect(b);
      expect(await invitations.invite(a, { ...settings, target: 'ben' })).toBeNull();
      await vi.advanceTimersByTimeAsync(9_999);
      expect(b.got.map((m) => m.cmd)).toEqual(['play_req']);
      await vi.advanceTimersByTimeAsync(1);
      expect(a.got.at(-1)).toEqual({ cmd: 'play_timeout', id: 1 });
      expect(b.got.at(-1)).toEqual({ cmd: 'play_timeout', id: 1 });
      expect(mailed.map((m) => [m.to, m.message.cmd])).toEqual([
        [['ann', 'ben'], 'play_req'],
        [['ann', 'ben'], 'play_timeout'],
      ]);
      expect(await invitations.reject(b, 1)).toMatchObject({ code: 'NO_SUCH_INVITATION' });
      invitations.close();
    } finally {
      vi.useRealTimers();
    }
  });

  it('nigiri decides the colours of a guess game', async () => {
    const [u1, u2] = await Promise.all([
      store.createUser({ username: 'nig1', passwordHash: 'x', createdAt: 0 }),
      store.createUser({ username: 'nig2', passwordHash: 'x', createdAt: 0 }),
    ]);
    if (!u1.ok || !u2.ok) throw new Error('users');
    for (const inviterBlack of [true, false]) {
      const { invitations } = invitationsHere({ nigiri: () => inviterBlack });
      const a = socket(u1.value.id, 'nig1');
      const b = socket(u2.value.id, 'nig2');
      await invitations.connect(a);
      await invitations.connect(b);
      await invitations.invite(a, { ...settings, target: 'nig2' });
      await invitations.agree(b, 1);
      const agreed = b.got.find((m) => m.cmd === 'agree_play_resp');
      if (agreed?.cmd !== 'agree_play_resp') throw new Error('no agreement');
      const play = await store.playById(agreed.playid);
      expect(play?.blackId).toBe(inviterBlack ? u1.value.id : u2.value.id);
      invitations.close();
    }
  });

  it('the move-choice option reaches both sides and the accepted game; without it the game has none', async () => {
    for (const stepselect of [true, undefined]) {
      const name = stepselect ? 'sel' : 'nosel';
      const a = await userSocket(`${name}1`);
      const b = await userSocket(`${name}2`);
      const { invitations } = invitationsHere();
      await invitations.connect(a);
      await invitations.connect(b);
      expect(await invitations.invite(a, { ...settings, target: b.username, stepselect })).toBeNull();
      const asked = b.got.find((m) => m.cmd === 'play_req');
      if (asked?.cmd !== 'play_req') throw new Error('no play_req');
      expect(asked.stepselect).toBe(stepselect);
      expect('stepselect' in asked).toBe(stepselect === true);
      await invitations.agree(b, asked.id);
      const agreed = a.got.find((m) => m.cmd === 'agree_play_resp');
      if (agreed?.cmd !== 'agree_play_resp') throw new Error('no agreement');
      expect((await store.playById(agreed.playid))?.stepSelect).toBe(stepselect === true);
      invitations.close();
    }
  });

  it('puts a user on the site with their first socket and takes them off with their last', async () => {
    const { invitations, presence } = invitationsHere();
    const a1 = await userSocket('ann');
    const a2 = socket(a1.userId, 'ann');
    await invitations.connect(a1);
    await invitations.connect(a2);
    expect(await presence.users(SITE_PLACE)).toEqual([
      { username: 'ann', levelname: '1D', level: 0, usertype: 0, win: 0, fail: 0 },
    ]);
    await invitations.disconnect(a1);
    expect(await presence.isPresent(SITE_PLACE, 'ann')).toBe(true);
    await invitations.disconnect(a2);
    expect(await presence.isPresent(SITE_PLACE, 'ann')).toBe(false);
  });

  it('refuses a target who is not on the site, or not a user', async () => {
    const { invitations, presence } = invitationsHere();
    const a = await userSocket('ann');
    await invitations.connect(a);
    expect(await invitations.invite(a, { ...settings, target: 'ben' })).toEqual({
      code: 'INVITE_TARGET_OFFLINE',
      message: 'ben is not online',
    });
    // On the board (another process) but unknown to the store.
    await presence.arrive(SITE_PLACE, {
      username: 'nobody',
      levelname: '1D',
      level: 0,
      usertype: 0,
      win: 0,
      fail: 0,
    });
    expect(await invitations.invite(a, { ...settings, target: 'nobody' })).toMatchObject({
      code: 'INVITE_TARGET_OFFLINE',
    });
    expect(await invitations.invite(a, { ...settings, target: 'ann' })).toMatchObject({
      code: 'INVITE_BAD_TARGET',
    });
  });

  it('reaches a target whose sockets are on another process, by mail', async () => {
    const { invitations, presence, mailed } = invitationsHere();
    const a = await userSocket('ann');
    const b = await userSocket('ben');
    await invitations.connect(a);
    await presence.arrive(SITE_PLACE, {
      username: 'ben',
      levelname: '1D',
      level: 0,
      usertype: 0,
      win: 0,
      fail: 0,
    });
    expect(await invitations.invite(a, { ...settings, target: 'ben' })).toBeNull();
    expect(mailed).toEqual([
      {
        to: ['ann', 'ben'],
        message: expect.objectContaining({
          cmd: 'play_req',
          id: 1,
          from: 'ann',
          target: 'ben',
          countdown: 10,
        }),
      },
    ]);
    // Ben's reply, handled here (as another process would): both hear it.
    expect(await invitations.reject(b, 1)).toBeNull();
    expect(a.got.at(-1)).toEqual({ cmd: 'reject_play_resp', id: 1 });
    expect(mailed.at(-1)).toEqual({ to: ['ann', 'ben'], message: { cmd: 'reject_play_resp', id: 1 } });
    invitations.close();
  });

  it('only the inviter cancels and only the invitee answers; a refused request leaves the invitation', async () => {
    const { invitations } = invitationsHere();
    const a = await userSocket('ann');
    const b = await userSocket('ben');
    const c = await userSocket('cat');
    for (const s of [a, b, c]) await invitations.connect(s);
    await invitations.invite(a, { ...settings, target: 'ben' });
    expect(await invitations.cancel(b, 1)).toMatchObject({ code: 'NO_SUCH_INVITATION' });
    expect(await invitations.reject(a, 1)).toMatchObject({ code: 'NO_SUCH_INVITATION' });
    expect(await invitations.agree(a, 1)).toMatchObject({ code: 'NO_SUCH_INVITATION' });
    expect(await invitations.agree(c, 1)).toMatchObject({ code: 'NO_SUCH_INVITATION' });
    expect(await invitations.cancel(a, 1)).toBeNull();
    expect(b.got.at(-1)).toEqual({ cmd: 'cancel_play_resp', id: 1 });
    expect(await invitations.cancel(a, 1)).toMatchObject({ code: 'NO_SUCH_INVITATION' });
    invitations.close();
  });

  it("an agreement ends both players' other invitations", async () => {
    const { invitations } = invitationsHere();
    const [a, b, c, d] = await Promise.all(['ann', 'ben', 'cat', 'dan'].map(userSocket));
    for (const s of [a, b, c, d]) await invitations.connect(s);
    await invitations.invite(a, { ...settings, target: 'ben' }); // 1
    await invitations.invite(a, { ...settings, target: 'cat' }); // 2: ann invited
    await invitations.invite(d, { ...settings, target: 'ben' }); // 3: ben was invited
    await invitations.invite(c, { ...settings, target: 'dan' }); // 4: neither
    expect(await invitations.agree(b, 1)).toBeNull();
    const agreed = a.got.find((m) => m.cmd === 'agree_play_resp');
    expect(agreed).toMatchObject({ id: 1, playid: expect.any(Number) });
    expect(c.got.at(-1)).toEqual({ cmd: 'cancel_play_resp', id: 2 });
    expect(d.got.at(-1)).toEqual({ cmd: 'reject_play_resp', id: 3 });
    expect(await invitations.agree(d, 4)).toBeNull();
    invitations.close();
  });
});
