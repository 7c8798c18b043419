import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestApp, TEST_SECRET, type TestApp } from '../testing/test-app.ts';
import { testDatabases } from '../testing/test-databases.ts';
import { signToken } from './tokens.ts';

const [sqlite] = testDatabases();

describe('account routes', () => {
  let t: TestApp;
  beforeAll(() => sqlite.setup());
  afterAll(() => sqlite.teardown());
  beforeEach(async () => {
    t = await startTestApp(sqlite);
  });
  afterEach(() => t.close());

  const unauthorized = { error: 'UNAUTHORIZED', message: expect.any(String) };

  it('register answers a token and the current user', async () => {
    const { status, body } = await t.call('register', {
      form: { username: 'Shusaku', password: 'kaya-board-19' },
    });
    expect(status).toBe(200);
    expect(body).toEqual({
      token: expect.stringMatching(/^\d+\.[\w-]{22}\.\d+\.[\w-]{43}$/),
      user: {
        userid: expect.any(Number),
        username: 'Shusaku',
        usertype: 0,
        gamelevel: -101,
        gamelevelname: 'Auto',
        userlevel: 0,
        beans: 0,
        lang: 'cn',
        isappealman: false,
      },
    });
  });

  it('a taken name is 409, a bad name or password 400, both with the error shape', async () => {
    await t.call('register', { form: { username: 'Shusaku', password: 'kaya-board-19' } });
    expect(await t.call('register', { form: { username: 'shusaku', password: 'kaya-board-19' } })).toEqual({
      status: 409,
      body: { error: 'CONFLICT', message: 'this username is taken' },
    });
    const badName = await t.call('register', {
      rawForm: { username: 'guest_123456789', password: 'kaya-board-19' },
    });
    expect(badName).toEqual({
      status: 400,
      body: { error: 'BAD_REQUEST', message: expect.stringContaining('username') },
    });
    const badPassword = await t.call('register', { rawForm: { username: 'Jowa', password: 'short' } });
    expect(badPassword).toMatchObject({ status: 400, body: { error: 'BAD_REQUEST' } });
  });

  it('log in, me, log out; the token is dead after logout', async () => {
    await t.signUp({ username: 'Dosaku', rank: 900, userLevel: 1, membership: 2 });
    const bad = await t.call('login', { form: { username: 'Dosaku', password: 'wrong-password' } });
    expect(bad).toEqual({
      status: 401,
      body: { error: 'BAD_CREDENTIALS', message: 'wrong username or password' },
    });
    const unknown = await t.call('login', { form: { username: 'Nobody', password: 'kaya-board-19' } });
    expect(unknown).toEqual(bad);
    const login = await t.call('login', { form: { username: 'dosaku', password: 'password1' } });
    expect(login.status).toBe(200);
    const token = (login.body as { token: string }).token;
    const me = await t.call('me', { token });
    expect(me).toEqual({
      status: 200,
      body: expect.objectContaining({
        username: 'Dosaku',
        gamelevel: 900,
        gamelevelname: '9D',
        usertype: 2,
        userlevel: 1,
      }),
    });
    expect(await t.call('logout', { token })).toEqual({ status: 200, body: { result: 0 } });
    expect(await t.call('me', { token })).toEqual({ status: 401, body: unauthorized });
    expect(await t.call('logout', { token })).toEqual({ status: 401, body: unauthorized });
  });

  it.each([
    ['missing', undefined],
    ['empty', ''],
    ['of another scheme', 'Bearer abc'],
    ['without a token', 'JWT'],
    ['with a malformed token', 'JWT not-a-token'],
  ])('a header %s is 401 with the error shape', async (_, header) => {
    expect(await t.call('me', { header })).toEqual({ status: 401, body: unauthorized });
  });

  it('a forged, expired or unknown-session token is 401', async () => {
    const { token, user } = await t.signUp({ username: 'Genan' });
    const forged = signToken(Buffer.from('another secret of enough length!'), {
      userId: user.id,
      tokenId: 'A'.repeat(22),
      expiresAt: t.clock.now + 1000,
    });
    expect(await t.call('me', { token: forged })).toEqual({ status: 401, body: unauthorized });
    const noSession = signToken(TEST_SECRET, {
      userId: user.id,
      tokenId: 'B'.repeat(22),
      expiresAt: t.clock.now + 1000,
    });
    expect(await t.call('me', { token: noSession })).toEqual({ status: 401, body: unauthorized });
    t.clock.now += 86_400_000;
    const expired = await t.call('me', { token });
    expect(expired).toEqual({
      status: 401,
      body: { error: 'UNAUTHORIZED', message: expect.stringContaining('expired') },
    });
  });

  it('unknown routes, oversized and non-form bodies answer with the error shape', async () => {
    const missing = await t.app.inject({ method: 'GET', url: '/jwt/nothing/' });
    expect([missing.statusCode, missing.json()]).toEqual([
      404,
      { error: 'NOT_FOUND', message: expect.any(String) },
    ]);
    const big = await t.app.inject({
      method: 'POST',
      url: '/api/account/login/',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `username=a&password=${'x'.repeat(100_000)}`,
    });
    expect([big.statusCode, big.json()]).toEqual([
      413,
      { error: 'PAYLOAD_TOO_LARGE', message: expect.any(String) },
    ]);
    const text = await t.app.inject({
      method: 'POST',
      url: '/api/account/login/',
      headers: { 'content-type': 'text/plain' },
      payload: 'hello',
    });
    expect([text.statusCode, text.json()]).toEqual([
      400,
      { error: 'BAD_REQUEST', message: expect.any(String) },
    ]);
  });
});
