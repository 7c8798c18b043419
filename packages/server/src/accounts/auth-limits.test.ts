import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../testing/test-app.ts';
import { testDatabases } from '../testing/test-databases.ts';
import { httpRequest, listenLocally, postForm, type TestAnswer } from '../testing/test-http.ts';
import { AUTH_LIMITS } from './auth-limits.ts';

const [sqlite] = testDatabases();
const PASSWORD = 'kaya-board-19';

describe('sign-in and registration limits, over real connections', () => {
  let t: TestApp;
  let url: string;
  beforeAll(() => sqlite.setup());
  afterAll(() => sqlite.teardown());
  afterEach(() => t.close());
  const start = async (trustProxy = false) => {
    t = await startTestApp(sqlite, { trustProxy });
    url = await listenLocally(t.app);
    await t.signUp({ username: 'alice', password: PASSWORD });
    await t.signUp({ username: 'bob', password: PASSWORD });
  };
  const login = (username: string, password: string, from?: string, headers?: Record<string, string>) =>
    postForm(`${url}/api/account/login/`, { username, password }, { from, headers });
  const register = (username: string, from?: string) =>
    postForm(`${url}/api/account/register/`, { username, password: PASSWORD }, { from });
  const expectRefused = (answer: TestAnswer, message: string) => {
    expect(answer.status).toBe(429);
    const body = JSON.parse(answer.body) as { error: string; message: string; retryAfter?: number };
    expect(body.error).toBe('RATE_LIMITED');
    expect(body.message).toMatch(new RegExp(`^${message}; try again in \\d+ s$`));
    const wait = Number(answer.headers['retry-after']);
    expect(wait).toBeGreaterThan(0);
    expect(body.message).toContain(`in ${wait} s`);
    expect(body.retryAfter).toBe(wait);
  };
  const statuses = (answers: readonly TestAnswer[]) => answers.map((answer) => answer.status);
  const count = (all: readonly number[], status: number) => all.filter((s) => s === status).length;

  it(`refuses sign-in number ${AUTH_LIMITS.loginsPerAddress.max + 1} from one address within the minute, not from another`, async () => {
    await start();
    const { max } = AUTH_LIMITS.loginsPerAddress;
    expect(max).toBe(10);
    for (let i = 0; i < max; i++) expect((await login('alice', PASSWORD, '127.0.0.2')).status).toBe(200);
    expectRefused(await login('alice', PASSWORD, '127.0.0.2'), 'too many sign-in attempts from this address');
    expectRefused(await login('bob', PASSWORD, '127.0.0.2'), 'too many sign-in attempts from this address');
    expect((await login('alice', PASSWORD, '127.0.0.3')).status).toBe(200);
    // Only signing in is limited: the address may still use the rest of the site.
    expect((await httpRequest(`${url}/api/lobby/`, { from: '127.0.0.2' })).status).toBe(200);
  });

  it('after 5 failed sign-ins to one account from different addresses, refuses it everywhere, even the right password', async () => {
    await start();
    const { max } = AUTH_LIMITS.failedLoginsPerAccount;
    expect(max).toBe(5);
    for (let i = 0; i < max; i++) {
      const wrong = await login('alice', 'not-her-password', `127.0.1.${i + 1}`);
      expect(wrong.status).toBe(401);
    }
    const refused = 'too many failed sign-ins to this account';
    expectRefused(await login('alice', PASSWORD, '127.0.1.100'), refused);
    expectRefused(await login('ALICE', PASSWORD, '127.0.1.101'), refused);
    // Other accounts, and successes, are not touched.
    expect((await login('bob', PASSWORD, '127.0.1.100')).status).toBe(200);
    expect((await login('bob', PASSWORD, '127.0.1.100')).status).toBe(200);
  });

  it('counts each attempt before it is tried: of 40 parallel wrong passwords from 40 addresses, 5 are tried', async () => {
    await start();
    const burst = await Promise.all(
      Array.from({ length: 40 }, (_, i) => login('alice', 'wrong-password', `127.0.12.${i + 1}`)),
    );
    const all = statuses(burst);
    expect(count(all, 401)).toBe(AUTH_LIMITS.failedLoginsPerAccount.max);
    expect(count(all, 429)).toBe(35);
    for (const answer of burst.filter((a) => a.status === 429))
      expectRefused(answer, 'too many failed sign-ins to this account');
  });

  it('a right password in a parallel burst of 30 is tried only if it is among the first 5 counted', async () => {
    await start();
    const burst = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        login('alice', i === 25 ? PASSWORD : `wrong-${i}`, `127.0.13.${i + 1}`),
      ),
    );
    const all = statuses(burst);
    expect(count(all, 429)).toBe(25);
    expect(count(all, 401) + count(all, 200)).toBe(5);
    // Whatever the order, nothing after the burst gets in, the right password included.
    expectRefused(await login('alice', PASSWORD, '127.0.13.100'), 'too many failed sign-ins to this account');
  });

  it('counts parallel sign-ins and registrations from one address, and registrations of one name, before trying them', async () => {
    await start();
    // Each to another (unknown) name, so that only the address's limit can refuse them: a burst
    // to one account would also meet that account's own limit while its attempts are in flight.
    const signIns = statuses(
      await Promise.all(Array.from({ length: 25 }, (_, i) => login(`ghost${i}`, PASSWORD, '127.0.14.1'))),
    );
    expect(count(signIns, 401)).toBe(AUTH_LIMITS.loginsPerAddress.max);
    expect(count(signIns, 429)).toBe(15);
    const registrations = statuses(
      await Promise.all(Array.from({ length: 25 }, (_, i) => register(`burst${i}`, '127.0.14.2'))),
    );
    expect(count(registrations, 200)).toBe(AUTH_LIMITS.registrationsPerAddress.max);
    expect(count(registrations, 429)).toBe(15);
    const oneName = statuses(
      await Promise.all(Array.from({ length: 20 }, (_, i) => register('Sought', `127.0.15.${i + 1}`))),
    );
    expect(count(oneName, 200)).toBe(1);
    expect(count(oneName, 409)).toBe(AUTH_LIMITS.registrationsPerName.max - 1);
    expect(count(oneName, 429)).toBe(15);
  });

  it('a success does not count against the account', async () => {
    await start();
    for (let i = 0; i < 4; i++)
      expect((await login('alice', 'wrong-password', `127.0.2.${i + 1}`)).status).toBe(401);
    for (let i = 0; i < 3; i++)
      expect((await login('alice', PASSWORD, `127.0.2.${i + 10}`)).status).toBe(200);
    expect((await login('alice', 'wrong-password', '127.0.2.20')).status).toBe(401);
    expectRefused(await login('alice', PASSWORD, '127.0.2.21'), 'too many failed sign-ins to this account');
  });

  it('behind a trusted proxy the address is the forwarded one; without trust the header changes nothing', async () => {
    await start(true);
    const from = (address: string) => ({ 'x-forwarded-for': address });
    for (let i = 0; i < 10; i++)
      expect((await login('alice', PASSWORD, undefined, from('203.0.113.7'))).status).toBe(200);
    expectRefused(
      await login('alice', PASSWORD, undefined, from('203.0.113.7')),
      'too many sign-in attempts from this address',
    );
    expect((await login('alice', PASSWORD, undefined, from('203.0.113.8'))).status).toBe(200);
    await t.close();

    await start(false);
    for (let i = 0; i < 10; i++)
      expect((await login('alice', PASSWORD, '127.0.0.4', from(`203.0.113.${i}`))).status).toBe(200);
    expectRefused(
      await login('alice', PASSWORD, '127.0.0.4', from('203.0.113.99')),
      'too many sign-in attempts from this address',
    );
  });

  it('does not limit this machine’s own address, but still each account', async () => {
    await start();
    for (let i = 0; i < 15; i++) expect((await login('alice', PASSWORD, '127.0.0.1')).status).toBe(200);
    for (let i = 0; i < 5; i++) expect((await login('bob', 'wrong-password', '127.0.0.1')).status).toBe(401);
    expectRefused(await login('bob', PASSWORD, '127.0.0.1'), 'too many failed sign-ins to this account');
  });

  it('refuses registration number 11 from one address within the hour, and the sixth try of one username', async () => {
    await start();
    expect(AUTH_LIMITS.registrationsPerAddress.max).toBe(10);
    for (let i = 0; i < 10; i++) expect((await register(`player${i}`, '127.0.3.1')).status).toBe(200);
    expectRefused(await register('player10', '127.0.3.1'), 'too many registrations from this address');
    expect((await register('player10', '127.0.3.2')).status).toBe(200);

    expect(AUTH_LIMITS.registrationsPerName.max).toBe(5);
    for (let i = 0; i < 5; i++)
      expect((await register('Wanted', `127.0.4.${i + 1}`)).status).toBe(i === 0 ? 200 : 409);
    expectRefused(await register('wanted', '127.0.4.50'), 'too many registration attempts for this username');
    expect(await t.store.userByName('player10')).not.toBeNull();
  });
});
