/**
 * A session's sockets close when its token expires or when it is idle past the idle timeout
 * (TENGEN_SESSION_IDLE_MINUTES); across two processes joined by Redis, a password change on one
 * closes the account's sockets on the other. Real servers, real sockets.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SESSION_ENDED_CLOSE } from '@tengen/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LiveSite } from '../testing/test-live.ts';
import { startTestPostgres, type TestPostgres } from '../testing/test-postgres.ts';
import { startTestRedis, type TestRedis } from '../testing/test-redis.ts';

const me = async (site: LiveSite, token: string) => {
  const response = await fetch(`${site.url}/api/account/me/`, { headers: { authorization: `JWT ${token}` } });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
};

describe('a token that expires', () => {
  let site: LiveSite;
  // About five seconds: long enough to join, short enough to wait for.
  beforeAll(async () => {
    site = await LiveSite.start(undefined, undefined, {}, undefined, { TENGEN_TOKEN_TTL_DAYS: '0.00006' });
  });
  afterAll(() => site.destroy());

  it('closes its sockets with the reason "expired"', async () => {
    const ann = await site.register('ann');
    const socket = await site.joinLobby(ann);
    expect(await socket.closed(15_000)).toBe(SESSION_ENDED_CLOSE);
    expect(socket.closeReason).toBe('expired');
    expect((await me(site, ann.token)).body.message).toBe('the token has expired, log in again');
  });
});

describe('the idle timeout', () => {
  let site: LiveSite;
  // Three seconds.
  beforeAll(async () => {
    site = await LiveSite.start(undefined, undefined, {}, undefined, { TENGEN_SESSION_IDLE_MINUTES: '0.05' });
  });
  afterAll(() => site.destroy());

  it('ends a session whose socket only pings, and refuses its token after', async () => {
    const ben = await site.register('ben');
    const socket = await site.joinLobby(ben);
    const pinging = setInterval(() => socket.send({ cmd: 'ping' }), 500);
    try {
      expect(await socket.closed(20_000)).toBe(SESSION_ENDED_CLOSE);
    } finally {
      clearInterval(pinging);
    }
    expect(socket.closeReason).toBe('idle');
    expect(await me(site, ben.token)).toEqual({
      status: 401,
      body: { error: 'UNAUTHORIZED', message: 'the token was revoked (logged out), log in again' },
    });
  });

  it('closes the sockets of a session revoked with no announcement, at the next check', async () => {
    const dan = await site.register('dan');
    const socket = await site.joinLobby(dan);
    const [session] = await site.store.liveSessionsOf(dan.id, Date.now());
    // Straight in the store, as when the announcement could not reach this process.
    expect(await site.store.revokeSession(session.tokenId, Date.now(), 'revoked')).toBe(true);
    expect(await socket.closed(20_000)).toBe(SESSION_ENDED_CLOSE);
    expect(socket.closeReason).toBe('revoked');
  });

  it('leaves an idle session out of the sessions list', async () => {
    await site.register('eve');
    const login = await fetch(`${site.url}/api/account/login/`, {
      method: 'POST',
      body: new URLSearchParams({ username: 'eve', password: 'correct-horse' }),
    });
    const inUse = ((await login.json()) as { token: string }).token;
    const listed = async () => {
      const response = await fetch(`${site.url}/api/account/sessions/`, {
        headers: { authorization: `JWT ${inUse}` },
      });
      return ((await response.json()) as { sessions: unknown[] }).sessions.length;
    };
    expect(await listed()).toBe(2);
    // The registration's session is not used for longer than the timeout; this one is.
    for (let i = 0; i < 8; i++) {
      await new Promise((resolve) => setTimeout(resolve, 500));
      await listed();
    }
    expect(await listed()).toBe(1);
  });

  it('keeps a session in use', async () => {
    const cho = await site.register('cho');
    // Used every half second for twice the timeout.
    for (let i = 0; i < 12; i++) {
      expect((await me(site, cho.token)).status).toBe(200);
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  });
});

describe('across two processes joined by Redis', () => {
  let postgres: TestPostgres;
  let redis: TestRedis;
  let a: LiveSite;
  let b: LiveSite;
  beforeAll(async () => {
    [postgres, redis] = await Promise.all([startTestPostgres(), startTestRedis()]);
    const url = await postgres.createDatabase();
    const env = {
      REDIS_URL: redis.url,
      DATABASE_URL: url,
      TENGEN_SECRET: 'a-secret-both-processes-share-0123',
    };
    const start = () =>
      LiveSite.start(
        { kind: 'postgres', url },
        mkdtempSync(join(tmpdir(), 'tengen-node-')),
        {},
        undefined,
        env,
      );
    // One after the other: the first migrates the fresh database.
    a = await start();
    b = await start();
  }, 90_000);
  afterAll(async () => {
    await Promise.all([a?.destroy(), b?.destroy()]);
    await redis?.stop();
    await postgres?.stop();
  });

  it("a password changed on one process closes the account's sockets on the other", async () => {
    const dan = await a.register('dan');
    const onB = await b.joinLobby(dan);
    const changed = await fetch(`${a.url}/api/account/password/`, {
      method: 'POST',
      headers: { authorization: `JWT ${dan.token}` },
      body: new URLSearchParams({ oldpassword: 'correct-horse', newpassword: 'another-horse' }),
    });
    expect(changed.status).toBe(200);
    expect(await onB.closed()).toBe(SESSION_ENDED_CLOSE);
    expect(onB.closeReason).toBe('password');
  });
});
