/**
 * Changing the password, the sessions list and the end of a session's sockets, over real HTTP
 * and real WebSocket clients against the real server (testing/test-live.ts).
 */
import { type AccountSession, SESSION_ENDED_CLOSE } from '@tengen/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LiveSite, type LiveUser, type TestClient } from '../testing/test-live.ts';

const FIREFOX = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:128.0) Gecko/20100101 Firefox/128.0';
const SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const PASSWORD = 'correct-horse';

let site: LiveSite;
const open: TestClient[] = [];

beforeAll(async () => {
  site = await LiveSite.start();
});
afterAll(async () => {
  for (const client of open) client.close();
  await site.destroy();
});

async function call(
  path: string,
  init: { token?: string; form?: Record<string, string>; userAgent?: string } = {},
): Promise<{ status: number; body: Record<string, unknown> }> {
  const headers: Record<string, string> = {};
  if (init.token !== undefined) headers.authorization = `JWT ${init.token}`;
  if (init.userAgent !== undefined) headers['user-agent'] = init.userAgent;
  const response = await fetch(`${site.url}${path}`, {
    method: init.form === undefined ? 'GET' : 'POST',
    headers,
    body: init.form === undefined ? undefined : new URLSearchParams(init.form),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

/** Another browser signing in to the same account. */
async function signIn(user: LiveUser, password = PASSWORD, userAgent = FIREFOX): Promise<LiveUser> {
  const login = await call('/api/account/login/', { form: { username: user.username, password }, userAgent });
  if (login.status !== 200) throw new Error(`login ${user.username}: ${JSON.stringify(login.body)}`);
  return { ...user, token: String(login.body.token) };
}

async function lobbySocket(user: LiveUser): Promise<TestClient> {
  const client = await site.joinLobby(user);
  open.push(client);
  return client;
}

const me = (user: LiveUser) => call('/api/account/me/', { token: user.token });
const sessionsOf = async (user: LiveUser) =>
  (await call('/api/account/sessions/', { token: user.token })).body.sessions as AccountSession[];

describe('changing the password', () => {
  it('refuses a wrong old password and a weak or unchanged new one, and changes nothing', async () => {
    const ann = await site.register('ann');
    const other = await signIn(ann);
    const socket = await lobbySocket(other);
    const change = (oldpassword: string, newpassword: string) =>
      call('/api/account/password/', { token: ann.token, form: { oldpassword, newpassword } });

    expect(await change('not-my-password', 'a-new-password')).toEqual({
      status: 401,
      body: { error: 'BAD_CREDENTIALS', message: 'the old password is wrong' },
    });
    expect(await change(PASSWORD, 'short')).toEqual({
      status: 400,
      body: { error: 'BAD_REQUEST', message: 'newpassword: 8–128 characters' },
    });
    expect(await change(PASSWORD, PASSWORD)).toEqual({
      status: 400,
      body: { error: 'BAD_REQUEST', message: 'newpassword: the new password must differ from the old one' },
    });
    // Still signed in everywhere, with the old password.
    expect((await me(ann)).status).toBe(200);
    expect((await me(other)).status).toBe(200);
    await signIn(ann);
    socket.send({ cmd: 'ping' });
    await socket.next('ping_resp');
  });

  it('ends every session and socket of the account, and gives this browser a fresh session', async () => {
    const ben = await site.register('ben');
    const other = await signIn(ben, PASSWORD, SAFARI);
    const otherSocket = await lobbySocket(other);
    const ownSocket = await lobbySocket(ben);
    const bystander = await site.register('cho');
    const bystanderSocket = await lobbySocket(bystander);

    const changed = await call('/api/account/password/', {
      token: ben.token,
      form: { oldpassword: PASSWORD, newpassword: 'a-new-password' },
      userAgent: FIREFOX,
    });
    expect(changed).toMatchObject({ status: 200, body: { user: { username: 'ben' } } });
    const fresh = { ...ben, token: String(changed.body.token) };

    expect(await otherSocket.closed()).toBe(SESSION_ENDED_CLOSE);
    expect(otherSocket.closeReason).toBe('password');
    expect(await ownSocket.closed()).toBe(SESSION_ENDED_CLOSE);
    expect((await me(other)).body).toMatchObject({ error: 'UNAUTHORIZED' });
    expect((await me(ben)).status).toBe(401);
    expect((await me(fresh)).status).toBe(200);
    expect((await sessionsOf(fresh)).map((s) => s.current)).toEqual([true]);

    const oldLogin = await call('/api/account/login/', { form: { username: 'ben', password: PASSWORD } });
    expect(oldLogin.status).toBe(401);
    await signIn(ben, 'a-new-password');
    // Another account's socket is untouched.
    bystanderSocket.send({ cmd: 'ping' });
    await bystanderSocket.next('ping_resp');
  });

  it('signs a session out that gives a wrong old password five times in a row', async () => {
    const kim = await site.register('kim');
    const socket = await lobbySocket(kim);
    const change = (oldpassword: string) =>
      call('/api/account/password/', {
        token: kim.token,
        form: { oldpassword, newpassword: 'a-new-password' },
      });
    for (let i = 0; i < 4; i++) expect((await change(`guess-${i}`)).status).toBe(401);
    expect(await change('guess-4')).toEqual({
      status: 401,
      body: {
        error: 'UNAUTHORIZED',
        message: 'the old password was wrong too many times: this session is signed out',
      },
    });
    expect(await socket.closed()).toBe(SESSION_ENDED_CLOSE);
    expect((await me(kim)).status).toBe(401);
    // The password is unchanged: signing in with it works.
    await signIn(kim);
  });
});

describe('signing out', () => {
  it('closes the sockets of that session only, saying why', async () => {
    const dan = await site.register('dan');
    const other = await signIn(dan);
    const leaving = await lobbySocket(dan);
    const staying = await lobbySocket(other);
    expect((await call('/api/account/logout/', { token: dan.token, form: {} })).status).toBe(200);
    expect(await leaving.closed()).toBe(SESSION_ENDED_CLOSE);
    expect(leaving.closeReason).toBe('signedout');
    staying.send({ cmd: 'ping' });
    await staying.next('ping_resp');
    expect((await me(other)).status).toBe(200);
  });
});

describe('the sessions list', () => {
  it("lists the account's sessions with their browser, address and which one is asking", async () => {
    const eve = await site.register('eve');
    const firefox = await signIn(eve, PASSWORD, FIREFOX);
    const safari = await signIn(eve, PASSWORD, SAFARI);
    const sessions = await sessionsOf(firefox);
    expect(sessions).toHaveLength(3);
    const byDevice = new Map(sessions.map((s) => [s.device, s]));
    expect(byDevice.get('Firefox 128 · Windows 10')).toMatchObject({ current: true, address: '127.0.0.1' });
    expect(byDevice.get('Safari 17 · iOS 17.5')).toMatchObject({ current: false });
    for (const s of sessions) {
      expect(s.sessionid).toMatch(/^[\w-]{22}$/);
      expect(safari.token).not.toContain(s.sessionid);
      expect(s.lastSeenAt).toBeGreaterThanOrEqual(s.createdAt);
    }
  });

  it('signs one session out: its token and sockets end, the others stay', async () => {
    const fay = await site.register('fay');
    const phone = await signIn(fay, PASSWORD, SAFARI);
    const phoneSocket = await lobbySocket(phone);
    const target = (await sessionsOf(fay)).find((s) => s.device.startsWith('Safari'));
    const end = (sessionid: string, token = fay.token) =>
      call('/api/account/sessions/end/', { token, form: { sessionid } });
    expect((await end(String(target?.sessionid))).body).toEqual({ result: 0 });
    expect(await phoneSocket.closed()).toBe(SESSION_ENDED_CLOSE);
    expect(phoneSocket.closeReason).toBe('revoked');
    expect((await me(phone)).status).toBe(401);
    expect((await me(fay)).status).toBe(200);
    expect(await end(String(target?.sessionid))).toEqual({
      status: 404,
      body: { error: 'NOT_FOUND', message: 'no such session (it may have ended already)' },
    });
    expect((await end('not-a-session')).status).toBe(404);
    expect((await end('bad id!')).status).toBe(400);
  });

  it("cannot sign out another account's session", async () => {
    const gil = await site.register('gil');
    const hal = await site.register('hal');
    const [gilSession] = await sessionsOf(gil);
    const refused = await call('/api/account/sessions/end/', {
      token: hal.token,
      form: { sessionid: gilSession.sessionid },
    });
    expect(refused.status).toBe(404);
    expect((await me(gil)).status).toBe(200);
  });

  it('signs every other session out, keeping this one', async () => {
    const ivy = await site.register('ivy');
    const others = [await signIn(ivy), await signIn(ivy, PASSWORD, SAFARI)];
    const sockets = await Promise.all(others.map(lobbySocket));
    const own = await lobbySocket(ivy);
    const ended = await call('/api/account/sessions/endothers/', { token: ivy.token, form: {} });
    expect(ended.body).toEqual({ result: 0, ended: 2 });
    for (const socket of sockets) {
      expect(await socket.closed()).toBe(SESSION_ENDED_CLOSE);
      expect(socket.closeReason).toBe('revoked');
    }
    for (const other of others) expect((await me(other)).status).toBe(401);
    own.send({ cmd: 'ping' });
    await own.next('ping_resp');
    expect((await sessionsOf(ivy)).map((s) => s.current)).toEqual([true]);
  });

  it('needs a signed-in user', async () => {
    expect((await call('/api/account/sessions/')).status).toBe(401);
    expect((await call('/api/account/sessions/endothers/', { form: {} })).status).toBe(401);
  });
});
