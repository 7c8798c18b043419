/**
 * Device cookies over real connections: a browser that signed in to an account before is not
 * locked out by failures from other addresses, while unknown devices are; a known device that
 * fails too often is no longer trusted; a forged, altered or other account's cookie counts as
 * unknown.
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../testing/test-app.ts';
import { testDatabases } from '../testing/test-databases.ts';
import { listenLocally, postForm, type TestAnswer } from '../testing/test-http.ts';
import { AUTH_LIMITS } from './auth-limits.ts';
import { DEVICE_COOKIE } from './device-cookie.ts';

const [sqlite] = testDatabases();
const PASSWORD = 'kaya-board-19';
const LOCKED = 'too many failed sign-ins to this account';

describe('device cookies against account lockout, over real connections', () => {
  let t: TestApp;
  let url: string;
  beforeAll(() => sqlite.setup());
  afterAll(() => sqlite.teardown());
  beforeEach(async () => {
    t = await startTestApp(sqlite);
    url = await listenLocally(t.app);
    await t.signUp({ username: 'alice', password: PASSWORD });
    await t.signUp({ username: 'bob', password: PASSWORD });
  });
  afterEach(() => t.close());

  const login = (username: string, password: string, from: string, cookie?: string) =>
    postForm(
      `${url}/api/account/login/`,
      { username, password },
      { from, headers: cookie === undefined ? {} : { cookie } },
    );
  /** The `name=value` of the device cookie the answer sets. */
  const deviceCookieOf = (answer: TestAnswer): string => {
    const set = (answer.headers['set-cookie'] ?? []).find((c) => c.startsWith(`${DEVICE_COOKIE}=`));
    if (set === undefined) throw new Error('the answer sets no device cookie');
    return set.split(';')[0] as string;
  };
  const signInOnce = async (username: string, from: string) => {
    const answer = await login(username, PASSWORD, from);
    expect(answer.status).toBe(200);
    return deviceCookieOf(answer);
  };
  const attack = async (username: string, times: number, subnet: string) => {
    for (let i = 0; i < times; i++) {
      const answer = await login(username, `guess-${i}`, `${subnet}.${i + 1}`);
      expect([401, 429]).toContain(answer.status);
    }
  };
  const expectLocked = (answer: TestAnswer) => {
    expect(answer.status).toBe(429);
    const body = JSON.parse(answer.body) as { error: string; message: string; retryAfter: number };
    expect(body.error).toBe('RATE_LIMITED');
    expect(body.message.startsWith(`${LOCKED}; try again in`)).toBe(true);
    expect(body.retryAfter).toBeGreaterThan(0);
    expect(body.retryAfter).toBeLessThanOrEqual(AUTH_LIMITS.failedLoginsPerAccount.windowMs / 1000);
    expect(answer.headers['retry-after']).toBe(String(body.retryAfter));
  };

  it('gives a signed-in browser an HttpOnly device cookie for the sign-in route only, and none for a failure', async () => {
    const answer = await login('Alice', PASSWORD, '127.0.20.1');
    const set = (answer.headers['set-cookie'] ?? []).find((c) => c.startsWith(`${DEVICE_COOKIE}=`)) ?? '';
    expect(set).toMatch(/^tengen_device=alice\.[\w-]{22}\.[\w-]{43}; /);
    expect(set).toContain('; Path=/api/account/login/;');
    expect(set).toContain('; HttpOnly');
    expect(set).toContain('; SameSite=Strict');
    // The sign-in cookie is still set beside it.
    expect(answer.headers['set-cookie']?.some((c) => /^tengen_token=[^;]+;/.test(c))).toBe(true);
    const failed = await login('alice', 'wrong-password', '127.0.20.2');
    expect(failed.status).toBe(401);
    expect(failed.headers['set-cookie']).toBeUndefined();
  });

  it('after 10 failures from elsewhere, refuses unknown devices but signs in the browser that signed in before', async () => {
    const owner = await signInOnce('alice', '127.0.21.1');
    await attack('alice', 10, '127.0.22');
    expectLocked(await login('alice', PASSWORD, '127.0.21.2'));
    const again = await login('alice', PASSWORD, '127.0.21.1', owner);
    expect(again.status).toBe(200);
    // And again, with the new cookie it was given; the cookie works from any address.
    expect((await login('alice', PASSWORD, '127.0.21.3', deviceCookieOf(again))).status).toBe(200);
    // The old cookie is still one of this account's devices.
    expect((await login('alice', PASSWORD, '127.0.21.4', owner)).status).toBe(200);
  });

  it('registering makes the browser a known device of the new account', async () => {
    const registered = await postForm(
      `${url}/api/account/register/`,
      { username: 'Carol', password: PASSWORD },
      { from: '127.0.28.1' },
    );
    expect(registered.status).toBe(200);
    const carols = deviceCookieOf(registered);
    expect(carols).toMatch(/^tengen_device=carol\./);
    await attack('carol', 6, '127.0.29');
    expectLocked(await login('carol', PASSWORD, '127.0.28.2'));
    expect((await login('carol', PASSWORD, '127.0.28.2', carols)).status).toBe(200);
  });

  it('a known device’s failures count on it alone; past its limit it meets the account’s lockout', async () => {
    const owner = await signInOnce('alice', '127.0.23.1');
    const { max } = AUTH_LIMITS.failedLoginsPerDevice;
    expect(max).toBe(5);
    for (let i = 0; i < max; i++)
      expect((await login('alice', 'mistyped', '127.0.23.1', owner)).status).toBe(401);
    // The account was not counted: unknown devices still get their 5 tries.
    for (let i = 0; i < 4; i++)
      expect((await login('alice', 'mistyped', `127.0.24.${i + 1}`)).status).toBe(401);
    // The device is no longer trusted: its try counts on the account (the fifth), then both are refused.
    expect((await login('alice', 'mistyped', '127.0.23.1', owner)).status).toBe(401);
    expectLocked(await login('alice', PASSWORD, '127.0.23.1', owner));
    expectLocked(await login('alice', PASSWORD, '127.0.24.9'));
  });

  it('a success on a known device forgives its earlier failures', async () => {
    const owner = await signInOnce('alice', '127.0.25.1');
    for (let round = 0; round < 3; round++) {
      // From an address of its own each round: the address limit is not what is tested here.
      const from = `127.0.25.${round + 10}`;
      for (let i = 0; i < 4; i++) expect((await login('alice', 'mistyped', from, owner)).status).toBe(401);
      expect((await login('alice', PASSWORD, from, owner)).status).toBe(200);
    }
  });

  it('an altered, forged or other account’s cookie counts as an unknown device', async () => {
    const bobs = await signInOnce('bob', '127.0.26.1');
    const alices = await signInOnce('alice', '127.0.26.2');
    await attack('alice', 5, '127.0.27');
    const [name, value] = alices.split('=') as [string, string];
    const flipped = value.endsWith('A') ? `${value.slice(0, -1)}B` : `${value.slice(0, -1)}A`;
    const renamed = bobs.replace('tengen_device=bob.', 'tengen_device=alice.');
    for (const cookie of [bobs, `${name}=${flipped}`, renamed, `${DEVICE_COOKIE}=alice.x.y`])
      expectLocked(await login('alice', PASSWORD, '127.0.26.3', cookie));
    expect((await login('alice', PASSWORD, '127.0.26.3', alices)).status).toBe(200);
  });
});
