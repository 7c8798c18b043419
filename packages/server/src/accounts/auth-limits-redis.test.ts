/**
 * The sign-in and registration limits of two apps that share one Redis, as two `tengen serve`
 * processes behind a load balancer do: attempts on either count against the same limits. Each
 * app has its own SQLite store holding the same accounts (the limits do not read the store).
 * Also what happens while Redis is down or hangs, and after it comes back.
 */
import type { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectRedis, type RedisLink } from '../cluster/redis-link.ts';
import { startTestApp, type TestApp } from '../testing/test-app.ts';
import { testDatabases } from '../testing/test-databases.ts';
import { listenLocally, postForm, type TestAnswer } from '../testing/test-http.ts';
import { startTestRedis, type TestRedis } from '../testing/test-redis.ts';
import { REDIS_PATIENCE_MS } from './attempt-counter.ts';
import { AUTH_LIMITS } from './auth-limits.ts';
import { DEVICE_COOKIE } from './device-cookie.ts';

const [sqlite] = testDatabases();
const PASSWORD = 'kaya-board-19';
const ACCOUNTS = ['alice', 'bob', 'carol', 'dave', 'erin', 'frank', 'grace', 'heidi'];

interface Process {
  readonly t: TestApp;
  readonly link: RedisLink;
  readonly url: string;
}

describe('sign-in and registration limits shared by two processes through Redis', () => {
  let redis: TestRedis | null = null;
  let look: RedisLink | null = null;
  const processes: Process[] = [];
  beforeAll(async () => {
    await sqlite.setup();
    redis = await startTestRedis();
    look = await connectRedis(redis.url);
    for (let i = 0; i < 2; i++) {
      const link = await connectRedis(redis.url);
      const t = await startTestApp(sqlite, { app: { redis: link.commands } });
      processes.push({ t, link, url: await listenLocally(t.app) });
      for (const username of ACCOUNTS) await t.signUp({ username, password: PASSWORD });
    }
  });
  afterAll(async () => {
    for (const { t, link } of processes) {
      await t.close();
      await link.close();
    }
    await look?.close();
    await redis?.stop();
    await sqlite.teardown();
  });

  const one = () => processes[0] as Process;
  const two = () => processes[1] as Process;
  const keys = (): Redis => (look as RedisLink).commands;
  const login = (on: Process, username: string, password: string, from: string) =>
    postForm(`${on.url}/api/account/login/`, { username, password }, { from });
  const register = (on: Process, username: string, from: string) =>
    postForm(`${on.url}/api/account/register/`, { username, password: PASSWORD }, { from });
  const expectRefused = (answer: TestAnswer, message: string, windowMs: number) => {
    expect(answer.status).toBe(429);
    const body = JSON.parse(answer.body) as { error: string; message: string };
    expect(body.error).toBe('RATE_LIMITED');
    expect(body.message).toMatch(new RegExp(`^${message}; try again in \\d+ s$`));
    const wait = Number(answer.headers['retry-after']);
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(windowMs / 1000);
    expect(body.message).toContain(`in ${wait} s`);
  };
  const byAddress = 'too many sign-in attempts from this address';
  const byAccount = 'too many failed sign-ins to this account';
  const { loginsPerAddress, failedLoginsPerAccount } = AUTH_LIMITS;

  /** 6 sign-ins from `from` on process one and 4 on two pass; the 11th, on either, is refused. */
  const expectAddressLimitShared = async (from: string) => {
    expect(loginsPerAddress.max).toBe(10);
    for (let i = 0; i < 6; i++) expect((await login(one(), 'alice', PASSWORD, from)).status).toBe(200);
    for (let i = 0; i < 4; i++) expect((await login(two(), 'alice', PASSWORD, from)).status).toBe(200);
    expectRefused(await login(two(), 'alice', PASSWORD, from), byAddress, loginsPerAddress.windowMs);
    expectRefused(await login(one(), 'bob', PASSWORD, from), byAddress, loginsPerAddress.windowMs);
  };

  /** 3 failed sign-ins to `username` on process one and 2 on two; then both refuse it. */
  const expectAccountLimitShared = async (username: string, subnet: string) => {
    expect(failedLoginsPerAccount.max).toBe(5);
    for (let i = 0; i < 3; i++)
      expect((await login(one(), username, 'wrong-password', `${subnet}.${i + 1}`)).status).toBe(401);
    for (let i = 0; i < 2; i++)
      expect((await login(two(), username, 'wrong-password', `${subnet}.${i + 10}`)).status).toBe(401);
    for (const on of [one(), two()])
      expectRefused(
        await login(on, username, PASSWORD, `${subnet}.50`),
        byAccount,
        failedLoginsPerAccount.windowMs,
      );
  };

  it('counts sign-ins from one address on both processes against one limit', async () => {
    await expectAddressLimitShared('127.0.5.1');
    // Another address, on either process, is not touched.
    expect((await login(one(), 'alice', PASSWORD, '127.0.5.2')).status).toBe(200);
    expect((await login(two(), 'alice', PASSWORD, '127.0.5.2')).status).toBe(200);
    const key = 'tengen:limit:loginsPerAddress:127.0.5.1';
    expect(Number(await keys().get(key))).toBe(12);
    const ttl = await keys().pttl(key);
    expect(ttl).toBeGreaterThan(0);
    expect(ttl).toBeLessThanOrEqual(loginsPerAddress.windowMs);
  });

  it('counts failed sign-ins to one account on both processes against one limit', async () => {
    await expectAccountLimitShared('bob', '127.0.6');
    // The 5 failures and the 2 refused attempts after them: each is counted before it is tried.
    expect(await keys().get('tengen:limit:failedLoginsPerAccount:bob')).toBe('7');
    // Other accounts are not touched.
    expect((await login(two(), 'alice', PASSWORD, '127.0.6.60')).status).toBe(200);
  });

  it('counts a parallel burst on both processes before trying it: 5 of 40 wrong passwords are tried', async () => {
    const burst = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        login(i % 2 === 0 ? one() : two(), 'grace', `guess-${i}`, `127.0.12.${i + 1}`),
      ),
    );
    const statuses = burst.map((answer) => answer.status);
    expect(statuses.filter((s) => s === 401)).toHaveLength(failedLoginsPerAccount.max);
    expect(statuses.filter((s) => s === 429)).toHaveLength(35);
    expect(await keys().get('tengen:limit:failedLoginsPerAccount:grace')).toBe('40');
  });

  it('a device cookie from one process is known to the other, and so are its failures', async () => {
    const signedIn = await login(one(), 'heidi', PASSWORD, '127.0.13.1');
    const cookie = (signedIn.headers['set-cookie'] ?? [])
      .find((c) => c.startsWith(`${DEVICE_COOKIE}=`))
      ?.split(';')[0] as string;
    for (let i = 0; i < 5; i++)
      expect((await login(one(), 'heidi', 'wrong-password', `127.0.14.${i + 1}`)).status).toBe(401);
    expectRefused(
      await login(two(), 'heidi', PASSWORD, '127.0.13.2'),
      byAccount,
      failedLoginsPerAccount.windowMs,
    );
    const withCookie = (on: Process, password: string) =>
      postForm(
        `${on.url}/api/account/login/`,
        { username: 'heidi', password },
        { from: '127.0.13.3', headers: { cookie } },
      );
    expect((await withCookie(two(), PASSWORD)).status).toBe(200);
    // Its own failures add up across the processes: 3 on one, 2 on two, then it is not trusted.
    for (let i = 0; i < 3; i++) expect((await withCookie(one(), 'mistyped')).status).toBe(401);
    for (let i = 0; i < 2; i++) expect((await withCookie(two(), 'mistyped')).status).toBe(401);
    expectRefused(await withCookie(one(), PASSWORD), byAccount, failedLoginsPerAccount.windowMs);
    expect(await keys().keys('tengen:limit:failedLoginsPerDevice:*')).toHaveLength(1);
  });

  it('keeps each limit under its own keys', async () => {
    // An address that used up its sign-ins may still register, and the other way round.
    for (let i = 0; i < 10; i++)
      expect((await login(one(), 'alice', PASSWORD, '127.0.7.1')).status).toBe(200);
    expect((await login(two(), 'alice', PASSWORD, '127.0.7.1')).status).toBe(429);
    expect((await register(two(), 'newcomer', '127.0.7.1')).status).toBe(200);
    // An account whose failed sign-ins are used up: registering its name is answered (taken), not refused.
    for (let i = 0; i < 5; i++)
      expect((await login(one(), 'carol', 'wrong-password', `127.0.7.${i + 10}`)).status).toBe(401);
    expect((await register(two(), 'carol', '127.0.7.20')).status).toBe(409);
    expect((await keys().keys('tengen:limit:*')).sort()).toEqual(
      expect.arrayContaining([
        'tengen:limit:failedLoginsPerAccount:carol',
        'tengen:limit:loginsPerAddress:127.0.7.1',
        'tengen:limit:registrationsPerAddress:127.0.7.1',
        'tengen:limit:registrationsPerName:carol',
        'tengen:limit:registrationsPerName:newcomer',
      ]),
    );
    // Registration attempts for one name add up too: 3 on one, 2 on two, the sixth refused.
    for (let i = 0; i < 3; i++)
      expect((await register(one(), 'Wanted', `127.0.7.${30 + i}`)).status).not.toBe(429);
    for (let i = 0; i < 2; i++)
      expect((await register(two(), 'wanted', `127.0.7.${40 + i}`)).status).not.toBe(429);
    expectRefused(
      await register(one(), 'WANTED', '127.0.7.50'),
      'too many registration attempts for this username',
      AUTH_LIMITS.registrationsPerName.windowMs,
    );
  });

  it('while Redis is down, signs in and counts in each process’s memory; once it is back, counts there again', async () => {
    await (redis as TestRedis).kill();
    expect((await login(one(), 'alice', PASSWORD, '127.0.8.1')).status).toBe(200);
    expect((await login(two(), 'alice', 'wrong-password', '127.0.8.1')).status).toBe(401);
    // Each process still limits failed sign-ins to an account, on its own count.
    for (let i = 0; i < 5; i++)
      expect((await login(one(), 'dave', 'wrong-password', `127.0.8.${i + 10}`)).status).toBe(401);
    expectRefused(
      await login(one(), 'dave', PASSWORD, '127.0.8.20'),
      byAccount,
      failedLoginsPerAccount.windowMs,
    );
    expect((await login(two(), 'dave', PASSWORD, '127.0.8.20')).status).toBe(200);
    // And sign-ins per address.
    for (let i = 0; i < 10; i++)
      expect((await login(two(), 'alice', PASSWORD, '127.0.8.30')).status).toBe(200);
    expectRefused(await login(two(), 'alice', PASSWORD, '127.0.8.30'), byAddress, loginsPerAddress.windowMs);

    await (redis as TestRedis).restart();
    await untilAnswering([one().link.commands, two().link.commands]);
    await expectAddressLimitShared('127.0.9.1');
    await expectAccountLimitShared('erin', '127.0.11');
  });

  it('while Redis hangs, waits for it only briefly, then counts in memory', async () => {
    const pauseMs = 3_000;
    await keys().call('CLIENT', 'PAUSE', String(pauseMs), 'ALL');
    const started = performance.now();
    const answer = await login(one(), 'frank', 'wrong-password', '127.0.10.1');
    const took = performance.now() - started;
    expect(answer.status).toBe(401);
    // The address check, the account check and counting the failure each waited once.
    expect(took).toBeGreaterThanOrEqual(REDIS_PATIENCE_MS);
    expect(took).toBeLessThan(pauseMs - 200);
    await untilAnswering([keys()]);
  });
});

/** Waits until every client answers PING (ioredis reconnects by itself). */
async function untilAnswering(clients: readonly Redis[]): Promise<void> {
  const deadline = Date.now() + 20_000;
  for (const client of clients) {
    for (;;) {
      const answered = await client.ping().then(
        () => true,
        () => false,
      );
      if (answered) break;
      if (Date.now() > deadline) throw new Error('Redis did not come back within 20 s');
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
}
