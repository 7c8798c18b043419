import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ServerMessage } from '@tengen/protocol';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openStore } from '../storage/open-store.ts';
import type { Store } from '../storage/store.ts';
import { Invitations, type Reachable } from './invitations.ts';

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

function socket(userId: number, username: string): Reachable & { got: ServerMessage[] } {
  const got: ServerMessage[] = [];
  return { userId, username, levelname: '1D', got, send: (m) => got.push(m) };
}

const settings = { cmd: 'playreq', color: 'guess', size: 19, time: 20, byoyomi: 30, handicap: 0 } as const;

describe('invitations', () => {
  it('an unanswered invitation times out after 10 s for both sides', () => {
    vi.useFakeTimers();
    try {
      const invitations = new Invitations({ store, now: Date.now });
      const a = socket(1, 'ann');
      const b = socket(2, 'ben');
      invitations.connect(a);
      invitations.connect(b);
      expect(invitations.invite(a, { ...settings, target: 'ben' })).toBeNull();
      vi.advanceTimersByTime(9_999);
      expect(b.got.map((m) => m.cmd)).toEqual(['play_req']);
      vi.advanceTimersByTime(1);
      expect(a.got.at(-1)).toEqual({ cmd: 'play_timeout', id: 1 });
      expect(b.got.at(-1)).toEqual({ cmd: 'play_timeout', id: 1 });
      expect(invitations.reject(b, 1)).toMatchObject({ code: 'NO_SUCH_INVITATION' });
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
      const invitations = new Invitations({ store, now: Date.now, nigiri: () => inviterBlack });
      const a = socket(u1.value.id, 'nig1');
      const b = socket(u2.value.id, 'nig2');
      invitations.connect(a);
      invitations.connect(b);
      invitations.invite(a, { ...settings, target: 'nig2' });
      await invitations.agree(b, 1);
      const agreed = b.got.find((m) => m.cmd === 'agree_play_resp');
      if (agreed?.cmd !== 'agree_play_resp') throw new Error('no agreement');
      const play = await store.playById(agreed.playid);
      expect(play?.blackId).toBe(inviterBlack ? u1.value.id : u2.value.id);
      invitations.close();
    }
  });
});
