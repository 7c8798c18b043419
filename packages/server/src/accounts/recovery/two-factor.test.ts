import * as OTPAuth from 'otpauth';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../testing/test-app.ts';
import { testDatabases } from '../../testing/test-databases.ts';
import { httpRequest, listenLocally, postForm, type TestAnswer } from '../../testing/test-http.ts';
import { AUTH_LIMITS } from '../auth-limits.ts';
import { DEVICE_COOKIE } from '../device-cookie.ts';
import { CODE_TRIES, RECOVERY_CODE_COUNT, TICKET_TTL_MS } from './two-factor.ts';

const [sqlite] = testDatabases();
const PASSWORD = 'kaya-board-19';

describe('two-factor sign-in with an authenticator app, over real HTTP', () => {
  let t: TestApp;
  let url: string;
  beforeAll(() => sqlite.setup());
  afterAll(() => sqlite.teardown());
  afterEach(() => t.close());

  const start = async () => {
    t = await startTestApp(sqlite);
    url = await listenLocally(t.app);
  };
  const json = (answer: TestAnswer) => ({ status: answer.status, body: JSON.parse(answer.body) as unknown });
  const post = async (path: string, fields: Record<string, string>, token?: string) =>
    json(
      await postForm(`${url}${path}`, fields, token ? { headers: { authorization: `JWT ${token}` } } : {}),
    );
  const get = async (path: string, token: string) =>
    json(await httpRequest(`${url}${path}`, { headers: { authorization: `JWT ${token}` } }));
  /** The code the app shows now, or `steps` steps of 30 s from now. */
  const codeOf = (secret: string, steps = 0) =>
    OTPAuth.TOTP.generate({
      secret: OTPAuth.Secret.fromBase32(secret),
      timestamp: t.clock.now + steps * 30_000,
    });
  const wrongCode = (secret: string) => String((Number(codeOf(secret)) + 1) % 1_000_000).padStart(6, '0');

  /** Signs up, enrols and switches two-factor on: the secret and the recovery codes. */
  const enrolled = async (username: string) => {
    const { token } = await t.signUp({ username, password: PASSWORD });
    const started = await post('/api/account/twofactor/start/', {}, token);
    expect(started.status).toBe(200);
    const { secret, otpauth, qr } = started.body as { secret: string; otpauth: string; qr: string };
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(otpauth).toBe(
      `otpauth://totp/Tengen:${username}?issuer=Tengen&secret=${secret}&algorithm=SHA1&digits=6&period=30`,
    );
    expect(Buffer.from(qr.replace('data:image/svg+xml;base64,', ''), 'base64').toString()).toMatch(/^<svg/);
    const enabled = await post('/api/account/twofactor/enable/', { code: codeOf(secret) }, token);
    expect(enabled.status).toBe(200);
    const codes = (enabled.body as { recoverycodes: string[] }).recoverycodes;
    t.clock.now += 30_000;
    return { token, secret, codes };
  };
  const firstStep = async (username: string, password = PASSWORD) => {
    const answer = await post('/api/account/login/', { username, password });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ secondstep: 'code', ticket: expect.any(String) });
    return (answer.body as { ticket: string }).ticket;
  };

  it('needs one valid code to switch on, and then signs in in two steps', async () => {
    await start();
    const { token } = await t.signUp({ username: 'ann', password: PASSWORD });
    const { secret } = (await post('/api/account/twofactor/start/', {}, token)).body as { secret: string };
    expect(await post('/api/account/twofactor/enable/', { code: wrongCode(secret) }, token)).toEqual({
      status: 401,
      body: { error: 'BAD_CREDENTIALS', message: 'code: wrong or already used code' },
    });
    expect(((await get('/api/account/security/', token)).body as { twofactor: boolean }).twofactor).toBe(
      false,
    );
    expect((await post('/api/account/login/', { username: 'ann', password: PASSWORD })).body).toHaveProperty(
      'token',
    );

    const enabled = await post('/api/account/twofactor/enable/', { code: codeOf(secret) }, token);
    const codes = (enabled.body as { recoverycodes: string[] }).recoverycodes;
    expect(codes).toHaveLength(RECOVERY_CODE_COUNT);
    for (const code of codes) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
    expect(new Set(codes).size).toBe(RECOVERY_CODE_COUNT);
    expect((await get('/api/account/security/', token)).body).toMatchObject({
      twofactor: true,
      recoverycodesleft: RECOVERY_CODE_COUNT,
    });
    // The database holds the secret sealed and the recovery codes hashed.
    const stored = await t.store.recovery.securityOf((await t.store.userByName('ann'))?.id ?? 0);
    expect(stored.totpSecret).toMatch(/^v1\./);
    expect(stored.totpSecret).not.toContain(secret);

    // The first step gives no session: no token, no cookie.
    const first = await postForm(`${url}/api/account/login/`, { username: 'ann', password: PASSWORD });
    expect(first.headers['set-cookie']).toBeUndefined();
    const { ticket } = JSON.parse(first.body) as { ticket: string };
    // The code the app shows 30 s later (the code used to switch on is spent).
    t.clock.now += 30_000;
    const second = await postForm(`${url}/api/account/login/code/`, { ticket, code: codeOf(secret) });
    expect(second.status).toBe(200);
    expect(String(second.headers['set-cookie'])).toContain('tengen_token=');
    const session = JSON.parse(second.body) as { token: string; user: { username: string } };
    expect(session.user.username).toBe('ann');
    expect((await get('/api/account/me/', session.token)).status).toBe(200);
  });

  it('refuses a code used before within its window, and a wrong password never reaches the code step', async () => {
    await start();
    const { secret } = await enrolled('ben');
    expect(await post('/api/account/login/', { username: 'ben', password: 'wrong-password' })).toMatchObject({
      status: 401,
    });
    const code = codeOf(secret);
    expect((await post('/api/account/login/code/', { ticket: await firstStep('ben'), code })).status).toBe(
      200,
    );
    expect(await post('/api/account/login/code/', { ticket: await firstStep('ben'), code })).toEqual({
      status: 401,
      body: { error: 'BAD_CREDENTIALS', message: 'code: wrong or already used code' },
    });
    // A code from the step before (still within the drift allowed) is refused too: its step is past.
    expect(
      (await post('/api/account/login/code/', { ticket: await firstStep('ben'), code: codeOf(secret, -1) }))
        .status,
    ).toBe(401);
    expect(
      (await post('/api/account/login/code/', { ticket: await firstStep('ben'), code: codeOf(secret, 1) }))
        .status,
    ).toBe(200);
  });

  it('limits wrong codes per account, counted before each check, even with the right code next', async () => {
    await start();
    const { secret } = await enrolled('cat');
    const ticket = await firstStep('cat');
    const tries = await Promise.all(
      Array.from({ length: CODE_TRIES.max + 3 }, () =>
        post('/api/account/login/code/', { ticket, code: wrongCode(secret) }),
      ),
    );
    expect(tries.filter((a) => a.status === 401)).toHaveLength(CODE_TRIES.max);
    expect(tries.filter((a) => a.status === 429)).toHaveLength(3);
    expect(
      await post('/api/account/login/code/', { ticket: await firstStep('cat'), code: codeOf(secret) }),
    ).toEqual({
      status: 429,
      body: { error: 'RATE_LIMITED', message: 'code: too many wrong codes; try again in 15 minutes' },
    });
    t.clock.now += CODE_TRIES.windowMs;
    expect(
      (await post('/api/account/login/code/', { ticket: await firstStep('cat'), code: codeOf(secret) }))
        .status,
    ).toBe(200);
  });

  it('takes each recovery code once, in any case and without the dash', async () => {
    await start();
    const { codes } = await enrolled('dee');
    const typed = codes[0].replace('-', '').toUpperCase();
    const session = await post('/api/account/login/code/', { ticket: await firstStep('dee'), code: typed });
    expect(session.status).toBe(200);
    const token = (session.body as { token: string }).token;
    expect((await get('/api/account/security/', token)).body).toMatchObject({
      recoverycodesleft: RECOVERY_CODE_COUNT - 1,
    });
    expect(
      (await post('/api/account/login/code/', { ticket: await firstStep('dee'), code: codes[0] })).status,
    ).toBe(401);
    expect(
      (await post('/api/account/login/code/', { ticket: await firstStep('dee'), code: codes[1] })).status,
    ).toBe(200);
  });

  it('refuses an expired or altered ticket', async () => {
    await start();
    const { secret } = await enrolled('eda');
    const ticket = await firstStep('eda');
    const altered = ticket.replace(/^\d+/, (id) => String(Number(id) + 1));
    const refused = { error: 'UNAUTHORIZED', message: 'ticket: this sign-in has expired; sign in again' };
    expect(await post('/api/account/login/code/', { ticket: altered, code: codeOf(secret) })).toEqual({
      status: 401,
      body: refused,
    });
    t.clock.now += TICKET_TTL_MS;
    expect(await post('/api/account/login/code/', { ticket, code: codeOf(secret) })).toEqual({
      status: 401,
      body: refused,
    });
  });

  it('switching off needs the password and a code; then one step signs in again', async () => {
    await start();
    const { token, secret } = await enrolled('fin');
    expect(
      await post(
        '/api/account/twofactor/disable/',
        { password: 'wrong-password', code: codeOf(secret) },
        token,
      ),
    ).toEqual({
      status: 401,
      body: { error: 'BAD_CREDENTIALS', message: 'password: wrong password' },
    });
    expect(
      (await post('/api/account/twofactor/disable/', { password: PASSWORD, code: wrongCode(secret) }, token))
        .status,
    ).toBe(401);
    expect((await post('/api/account/twofactor/start/', {}, token)).status).toBe(409);
    expect(
      await post('/api/account/twofactor/disable/', { password: PASSWORD, code: codeOf(secret) }, token),
    ).toEqual({
      status: 200,
      body: { result: 0 },
    });
    expect((await get('/api/account/security/', token)).body).toMatchObject({
      twofactor: false,
      recoverycodesleft: 0,
    });
    expect((await post('/api/account/login/', { username: 'fin', password: PASSWORD })).body).toHaveProperty(
      'token',
    );
  });
  it('the sign-in limits: a password step counts until its code signs in; then the attempt is given back and the device is known', async () => {
    await start();
    const { secret } = await enrolled('cho');
    const login = (password: string, from: string, cookie?: string) =>
      postForm(
        `${url}/api/account/login/`,
        { username: 'cho', password },
        { from, headers: cookie ? { cookie } : {} },
      );
    const failures = AUTH_LIMITS.failedLoginsPerAccount.max;
    for (let i = 0; i < failures - 1; i++)
      expect((await login('wrong-password', `127.0.40.${i + 1}`)).status).toBe(401);
    // The right password from one more unknown device: the last attempt the account allows.
    const first = await login(PASSWORD, '127.0.40.20');
    expect(first.status).toBe(200);
    expect(first.headers['set-cookie']).toBeUndefined();
    const { ticket } = JSON.parse(first.body) as { ticket: string };
    const second = await postForm(
      `${url}/api/account/login/code/`,
      { ticket, code: codeOf(secret) },
      { from: '127.0.40.20' },
    );
    expect(second.status).toBe(200);
    const cookies = [second.headers['set-cookie'] ?? []].flat();
    expect(cookies[0]).toMatch(/^tengen_token=/);
    const device = cookies.find((cookie) => cookie.startsWith(`${DEVICE_COOKIE}=cho.`));
    expect(device).toMatch(/; Path=\/api\/account\/login\/;/);

    // Given back: one more failure from elsewhere is still tried, and then the account is locked…
    expect((await login('wrong-password', '127.0.40.21')).status).toBe(401);
    const locked = await login(PASSWORD, '127.0.40.22');
    expect([locked.status, JSON.parse(locked.body).message]).toEqual([
      429,
      expect.stringMatching(/^too many failed sign-ins to this account/),
    ]);
    // …for unknown devices only: the browser that gave the code signs in (first step) still.
    const known = await login(PASSWORD, '127.0.40.23', String(device).split(';')[0]);
    expect([known.status, JSON.parse(known.body)]).toEqual([
      200,
      { secondstep: 'code', ticket: expect.any(String) },
    ]);
  });
});
