import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../testing/test-app.ts';
import { testDatabases } from '../../testing/test-databases.ts';
import { httpRequest, listenLocally, postForm, type TestAnswer } from '../../testing/test-http.ts';
import { startTestSmtp, type TestSmtp } from '../../testing/test-smtp.ts';
import { RESET_TTL_MS } from './password-reset.ts';

const [sqlite] = testDatabases();
const PUBLIC_URL = 'https://go.example.org';
const OLD = 'kaya-board-19';
const NEW = 'lantern-ladder-77';

describe('password reset by e-mail, over real HTTP and a real SMTP server', () => {
  let t: TestApp;
  let url: string;
  let smtp: TestSmtp;
  beforeAll(() => sqlite.setup());
  afterAll(() => sqlite.teardown());
  afterEach(async () => {
    await t.close();
    await smtp?.close();
  });

  const start = async (mail: 'with mail' | 'without mail' = 'with mail') => {
    smtp = await startTestSmtp();
    t = await startTestApp(sqlite, {
      app: {
        mail: {
          smtpUrl: mail === 'with mail' ? smtp.url : null,
          from: 'Tengen <no-reply@go.example.org>',
        },
      },
      publicUrl: PUBLIC_URL,
    });
    url = await listenLocally(t.app);
  };
  const json = (answer: TestAnswer) => ({ status: answer.status, body: JSON.parse(answer.body) as unknown });
  const post = async (path: string, fields: Record<string, string>, token?: string) =>
    json(
      await postForm(`${url}${path}`, fields, token ? { headers: { authorization: `JWT ${token}` } } : {}),
    );
  const get = async (path: string, token: string) =>
    json(await httpRequest(`${url}${path}`, { headers: { authorization: `JWT ${token}` } }));
  /** Signs up and records an address; answers the session token. */
  const withAddress = async (username: string, email: string, lang?: string) => {
    const { token, user } = await t.signUp({ username, password: OLD });
    if (lang) await t.store.updateUser(user.id, { lang });
    expect(await post('/api/account/email/', { email, password: OLD }, token)).toEqual({
      status: 200,
      body: { result: 0 },
    });
    return token;
  };
  const tokenOfLink = (text: string) => {
    const link = new RegExp(`${PUBLIC_URL}/reset/#([\\w-]+\\.[\\w-]+)`).exec(text);
    if (link === null) throw new Error(`no reset link in ${text}`);
    return link[1];
  };

  it('mails a link that sets a new password once, and ends every session of the account', async () => {
    await start();
    const session = await withAddress('ann', 'Ann@example.org', 'en');
    expect(await post('/api/account/forgot/', { name: 'ann' })).toEqual({
      status: 200,
      body: { result: 0, mail: true },
    });
    const mail = await smtp.nextMail();
    expect(mail).toMatchObject({
      to: 'Ann@example.org',
      from: expect.stringContaining('no-reply@go.example.org'),
    });
    expect(mail.subject).toBe('Reset your Tengen password');
    expect(mail.text).toContain('30 minutes');
    const token = tokenOfLink(mail.text);

    expect(await post('/api/account/reset/', { token, password: NEW })).toEqual({
      status: 200,
      body: { result: 0 },
    });
    expect((await get('/api/account/me/', session)).status).toBe(401);
    expect((await post('/api/account/login/', { username: 'ann', password: OLD })).status).toBe(401);
    expect((await post('/api/account/login/', { username: 'ann', password: NEW })).status).toBe(200);

    expect(await post('/api/account/reset/', { token, password: 'another-fine-pass-3' })).toEqual({
      status: 400,
      body: { error: 'BAD_REQUEST', message: 'token: this reset link was already used' },
    });
    expect((await post('/api/account/login/', { username: 'ann', password: NEW })).status).toBe(200);
  });

  it('finds the account by its address too, and writes in the account’s language', async () => {
    await start();
    await withAddress('kato', 'kato@example.jp', 'ja');
    await post('/api/account/forgot/', { name: 'KATO@example.jp' });
    const mail = await smtp.nextMail();
    expect(mail.to).toBe('kato@example.jp');
    expect(mail.subject).toBe('Tengen のパスワードの再設定');
    expect(mail.text).toContain('kato');
    tokenOfLink(mail.text);
  });

  it('answers the same for an unknown name, an account without an address and one with', async () => {
    await start();
    await t.signUp({ username: 'noaddress', password: OLD });
    await withAddress('bea', 'bea@example.org');
    const answers = [
      await post('/api/account/forgot/', { name: 'nobody_here' }),
      await post('/api/account/forgot/', { name: 'nobody@example.org' }),
      await post('/api/account/forgot/', { name: 'noaddress' }),
      await post('/api/account/forgot/', { name: 'bea' }),
    ];
    for (const answer of answers) expect(answer).toEqual({ status: 200, body: { result: 0, mail: true } });
    expect((await smtp.nextMail()).to).toBe('bea@example.org');
    expect(smtp.received).toHaveLength(1);
  });

  it('sends one mail per account however often it is asked for within two minutes', async () => {
    await start();
    await withAddress('cyd', 'cyd@example.org');
    await post('/api/account/forgot/', { name: 'cyd' });
    const first = await smtp.nextMail();
    await post('/api/account/forgot/', { name: 'cyd' });
    t.clock.now += 2 * 60_000;
    await post('/api/account/forgot/', { name: 'cyd' });
    const second = await smtp.nextMail();
    expect(smtp.received).toHaveLength(2);
    expect(tokenOfLink(second.text)).not.toBe(tokenOfLink(first.text));
  });

  it('refuses an expired, forged or unknown link clearly, and a weak password without using the link', async () => {
    await start();
    await withAddress('dan', 'dan@example.org');
    await post('/api/account/forgot/', { name: 'dan' });
    const token = tokenOfLink((await smtp.nextMail()).text);

    expect(await post('/api/account/reset/', { token, password: 'password1' })).toEqual({
      status: 400,
      body: {
        error: 'BAD_REQUEST',
        message: 'password: too easy to guess; choose a longer or less common one',
      },
    });
    expect((await post('/api/account/reset/', { token, password: 'short' })).body).toMatchObject({
      message: 'password: 8–128 characters',
    });
    const [id, signature] = token.split('.');
    const forged = `${id.slice(0, -1)}${id.endsWith('A') ? 'B' : 'A'}.${signature}`;
    expect((await post('/api/account/reset/', { token: forged, password: NEW })).body).toEqual({
      error: 'BAD_REQUEST',
      message: 'token: this reset link is not valid',
    });

    t.clock.now += RESET_TTL_MS;
    expect(await post('/api/account/reset/', { token, password: NEW })).toEqual({
      status: 400,
      body: { error: 'BAD_REQUEST', message: 'token: this reset link has expired' },
    });
    expect((await post('/api/account/login/', { username: 'dan', password: OLD })).status).toBe(200);
  });

  it('shows the address masked; setting it needs the password, and one address names one account', async () => {
    await start();
    const ann = await withAddress('eve', 'eve.smith@example.org');
    expect(await get('/api/account/security/', ann)).toEqual({
      status: 200,
      body: { email: 'e•••@example.org', twofactor: false, recoverycodesleft: 0, mail: true },
    });
    expect(
      await post('/api/account/email/', { email: 'new@example.org', password: 'wrong-password' }, ann),
    ).toEqual({
      status: 401,
      body: { error: 'BAD_CREDENTIALS', message: 'password: wrong password' },
    });
    expect(await post('/api/account/email/', { email: 'not an address', password: OLD }, ann)).toEqual({
      status: 400,
      body: { error: 'BAD_REQUEST', message: 'email: not an e-mail address' },
    });
    const { token: other } = await t.signUp({ username: 'fay', password: OLD });
    expect(
      await post('/api/account/email/', { email: 'EVE.smith@example.org', password: OLD }, other),
    ).toEqual({
      status: 409,
      body: { error: 'CONFLICT', message: 'email: this address belongs to another account' },
    });
    expect(((await get('/api/account/security/', ann)).body as { email: string }).email).toBe(
      'e•••@example.org',
    );
    expect(await post('/api/account/email/', { email: '', password: OLD }, ann)).toEqual({
      status: 200,
      body: { result: 0 },
    });
    expect(((await get('/api/account/security/', ann)).body as { email: string }).email).toBe('');
  });

  it('without a mail server, says so and sends nothing', async () => {
    await start('without mail');
    await withAddress('gus', 'gus@example.org');
    expect(await post('/api/account/forgot/', { name: 'gus' })).toEqual({
      status: 200,
      body: { result: 0, mail: false },
    });
    expect(smtp.received).toHaveLength(0);
  });
});
