import { authorizationHeader, DEFAULT_DISPLAY_SETTINGS, type PlayInfo } from '@tengen/protocol';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SIGN_IN_COOKIE } from '../accounts/sign-in-cookie.ts';
import type { Play, User } from '../storage/types.ts';
import { testDatabases } from '../testing/test-databases.ts';
import {
  removeDir,
  type SiteTestApp,
  startSiteTestApp,
  TEST_TEMPLATE,
  writeWebDir,
} from '../testing/test-site-app.ts';

const [sqlite] = testDatabases();

/** Every page route, with its parameters filled in. */
const PAGES = [
  '/',
  '/play/room/',
  '/yxy/playdoor/',
  '/play/my/',
  '/game/7/',
  '/u/Shusaku/',
  '/pay/',
  '/book/create/?booktype=4',
  '/login/',
  '/register/',
];

const GUEST_HOST = {
  user: null,
  token: null,
  play: null,
  missingPlayId: null,
  dev: false,
  platform: 'normal',
  rootUrl: 'http://localhost/',
  lang: 'cn',
  settings: DEFAULT_DISPLAY_SETTINGS,
};

const form = (fields: Record<string, string>) => ({
  'content-type': 'application/x-www-form-urlencoded',
  payload: new URLSearchParams(fields).toString(),
});

describe('site pages', () => {
  let t: SiteTestApp;
  let webDir: string;
  beforeAll(() => sqlite.setup());
  afterAll(() => sqlite.teardown());
  beforeEach(async () => {
    webDir = writeWebDir();
    t = await startSiteTestApp(sqlite, { webDir });
  });
  afterEach(async () => {
    await t.close();
    removeDir(webDir);
  });

  /** Registers through the API, as the app's form does: the answer and the cookie it set. */
  const register = async (username: string) => {
    const { payload, ...headers } = form({ username, password: 'kaya-board-19' });
    const response = await t.app.inject({ method: 'POST', url: '/api/account/register/', headers, payload });
    expect(response.statusCode).toBe(200);
    // The first cookie; the second is the device cookie of the sign-in limits (accounts/device-cookie.ts).
    return {
      body: response.json() as { token: string },
      setCookie: String(response.headers['set-cookie']?.[0]),
    };
  };
  const cookieOf = (token: string) => ({ cookie: `theme=dark; ${SIGN_IN_COOKIE}=${token}` });

  it('every route answers the app page with a guest host data and the page headers', async () => {
    for (const url of PAGES) {
      const page = await t.page(url);
      expect([url, page.status]).toEqual([url, 200]);
      expect(page.host).toEqual(GUEST_HOST);
      expect(page.headers).toMatchObject({
        'content-type': 'text/html; charset=utf-8',
        'cache-control': 'no-store',
      });
      // Set for every answer (security-headers.test.ts tests them).
      expect(page.headers['content-security-policy']).toContain("script-src 'self'");
      expect(page.headers['set-cookie']).toBeUndefined();
      // The template is kept as built; only the placeholder changed.
      const [before, after] = TEST_TEMPLATE.split('<!--tengen-host-->');
      expect(page.body.startsWith(before) && page.body.endsWith(after)).toBe(true);
    }
    // Pages answer any Accept header, not only a browser's.
    expect((await t.app.inject({ url: '/play/my/' })).statusCode).toBe(200);
  });

  it('register and login set an HttpOnly, SameSite=Lax cookie; the page then has the user and token', async () => {
    const { body, setCookie } = await register('Shusaku');
    expect(setCookie).toBe(`${SIGN_IN_COOKIE}=${body.token}; Path=/; Max-Age=86400; HttpOnly; SameSite=Lax`);
    const me = await t.app.inject({
      url: '/api/account/me/',
      headers: { authorization: authorizationHeader(body.token) },
    });
    const page = await t.page('/play/room/', cookieOf(body.token));
    expect(page.host).toEqual({ ...GUEST_HOST, user: me.json(), token: body.token });

    const { payload, ...headers } = form({ username: 'shusaku', password: 'kaya-board-19' });
    const login = await t.app.inject({ method: 'POST', url: '/api/account/login/', headers, payload });
    const token = (login.json() as { token: string }).token;
    // Beside it, the device cookie of the sign-in limits (accounts/device-cookie.ts).
    expect(login.headers['set-cookie']).toEqual([
      `${SIGN_IN_COOKIE}=${token}; Path=/; Max-Age=86400; HttpOnly; SameSite=Lax`,
      expect.stringMatching(/^tengen_device=shusaku\./),
    ]);
    expect((await t.page('/', cookieOf(token))).host).toMatchObject({ user: me.json(), token });
    // A failed login sets nothing.
    const wrong = form({ username: 'shusaku', password: 'password2' });
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/account/login/',
      headers: { 'content-type': wrong['content-type'] },
      payload: wrong.payload,
    });
    expect([refused.statusCode, refused.headers['set-cookie']]).toEqual([401, undefined]);
  });

  it('the cookie is Secure and the root URL is the public one when the site is https (behind a trusted proxy)', async () => {
    await t.close();
    t = await startSiteTestApp(sqlite, { webDir, trustProxy: true, publicUrl: 'https://go.example.org' });
    const { payload, ...headers } = form({ username: 'Jowa', password: 'kaya-board-19' });
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/account/register/',
      headers: { ...headers, 'x-forwarded-proto': 'http', 'x-forwarded-host': 'evil.example' },
      payload,
    });
    expect(response.headers['set-cookie']?.[0]).toMatch(/; HttpOnly; SameSite=Lax; Secure$/);
    const page = await t.page('/', { 'x-forwarded-proto': 'http', 'x-forwarded-host': 'evil.example' });
    expect(page.host?.rootUrl).toBe('https://go.example.org/');
  });

  it('the root URL never follows Host or X-Forwarded-* (without a public URL: the listen address)', async () => {
    const page = await t.page('/', { 'x-forwarded-proto': 'https', 'x-forwarded-host': 'evil.example' });
    expect(page.host?.rootUrl).toBe('http://localhost/');
    expect((await t.page('/', { host: 'evil.example:8080' })).host?.rootUrl).toBe('http://localhost/');
  });

  it('the API does not read the cookie: only the Authorization header signs a call in', async () => {
    const { body } = await register('Dosaku');
    const me = await t.app.inject({ url: '/api/account/me/', headers: cookieOf(body.token) });
    expect(me.statusCode).toBe(401);
    const logout = await t.app.inject({
      method: 'POST',
      url: '/api/account/logout/',
      headers: cookieOf(body.token),
    });
    expect(logout.statusCode).toBe(401);
    expect((await t.page('/', cookieOf(body.token))).host?.token).toBe(body.token);
  });

  it('after logout the cookie is cleared, and the old cookie renders a guest page and is cleared again', async () => {
    const { body } = await register('Genan');
    const logout = await t.app.inject({
      method: 'POST',
      url: '/api/account/logout/',
      headers: { authorization: authorizationHeader(body.token) },
    });
    expect(logout.statusCode).toBe(200);
    const cleared = `${SIGN_IN_COOKIE}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax`;
    expect(logout.headers['set-cookie']).toBe(cleared);
    const page = await t.page('/play/my/', cookieOf(body.token));
    expect([page.status, page.host]).toEqual([200, GUEST_HOST]);
    expect(page.headers['set-cookie']).toBe(cleared);
  });

  it('a forged, malformed or expired cookie renders a guest page and is cleared', async () => {
    const { body } = await register('Inseki');
    const forged = body.token.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A'));
    for (const token of [forged, 'nonsense', `${body.token}x`]) {
      const page = await t.page('/', cookieOf(token));
      expect(page.host).toEqual(GUEST_HOST);
      expect(page.headers['set-cookie']).toMatch(/^tengen_token=; Path=\/; Max-Age=0;/);
    }
    t.clock.now += 86_400_001;
    const expired = await t.page('/', cookieOf(body.token));
    expect([expired.host?.user, expired.headers['set-cookie'] !== undefined]).toEqual([null, true]);
  });

  it('lang: ?lang= when it is a language code, else the user language, else cn', async () => {
    expect((await t.page('/?lang=ja')).host?.lang).toBe('ja');
    expect((await t.page('/?lang=zh_Hant')).host?.lang).toBe('zh_Hant');
    expect((await t.page('/?lang=fr')).host?.lang).toBe('cn');
    const { user, token } = await t.signUp({ username: 'Sakata' });
    await t.store.updateUser(user.id, { lang: 'ko' });
    expect((await t.page('/', cookieOf(token))).host?.lang).toBe('ko');
    expect((await t.page('/?lang=en', cookieOf(token))).host?.lang).toBe('en');
    expect((await t.page('/?lang=xx', cookieOf(token))).host?.lang).toBe('ko');
  });

  it('the dev and platform flags come from the site configuration', async () => {
    await t.close();
    t = await startSiteTestApp(sqlite, { webDir, site: { dev: true, platform: 'alternate' } });
    expect((await t.page('/')).host).toMatchObject({ dev: true, platform: 'alternate' });
  });

  describe('the game page', () => {
    let black: { user: User; token: string };
    let white: { user: User; token: string };
    let play: Play;
    beforeEach(async () => {
      black = await t.signUp({ username: 'Honinbo', rank: 900, displayName: 'Honinbo Shusaku' });
      white = await t.signUp({ username: 'Gennan', rank: 800 });
      const cup = await t.store.createCompetition({ name: 'Castle games', maxPlayCount: 1, createdAt: 1 });
      play = await t.store.createPlay({
        blackId: black.user.id,
        whiteId: white.user.id,
        gameId: cup.id,
        startsAt: t.clock.now + 30_000,
        createdAt: t.clock.now,
      });
    });

    const getPlayInfo = async (token?: string) => {
      const headers = token === undefined ? {} : { authorization: authorizationHeader(token) };
      const response = await t.app.inject({ url: `/jwt/getplayinfo/${play.id}/`, headers });
      expect(response.statusCode).toBe(200);
      return response.json() as PlayInfo;
    };

    it('carries exactly the play info GET /jwt/getplayinfo/ answers the same viewer', async () => {
      const page = await t.page(`/play/p/${play.id}/`, cookieOf(black.token));
      expect(page.status).toBe(200);
      expect(page.host?.play).toEqual(await getPlayInfo(black.token));
      expect(page.host).toMatchObject({
        user: { username: 'Honinbo' },
        token: black.token,
        missingPlayId: null,
        play: { ismember: true, gamename: 'Castle games', blackneiname: 'Honinbo Shusaku', unstart: 30 },
      });
      const identity = await t.accounts.identifySocket(play.id, page.host?.play?.userkey ?? '');
      expect(identity).toMatchObject({ ok: true, value: { kind: 'user', user: { username: 'Honinbo' } } });
    });

    it('a guest gets the guest answer, with a fresh guest userkey', async () => {
      const page = await t.page(`/play/p/${play.id}/`);
      const api = await getPlayInfo();
      const { userkey, ...info } = page.host?.play ?? ({} as PlayInfo);
      expect(info).toEqual({ ...api, userkey: undefined });
      expect(userkey).not.toBe(api.userkey);
      expect(await t.accounts.identifySocket(play.id, userkey)).toEqual({
        ok: true,
        value: { kind: 'guest', username: expect.stringMatching(/^guest_\d{9}$/) },
      });
      expect(page.host).toMatchObject({ user: null, token: null, play: { ismember: false, userlevel: 0 } });
    });

    it('a play that does not exist: 404, the app page, missingPlayId', async () => {
      const page = await t.page(`/play/p/${play.id + 100}/`, cookieOf(white.token));
      expect(page.status).toBe(404);
      expect(page.host).toMatchObject({
        play: null,
        missingPlayId: play.id + 100,
        user: { username: 'Gennan' },
      });
      const garbage = await t.page('/play/p/abc/');
      expect([garbage.status, garbage.host?.play, garbage.host?.missingPlayId]).toEqual([404, null, null]);
    });

    it('a name made to break out of the script element stays inside it', async () => {
      const evil = '</script><script>alert(1)</script><!--<script>';
      await t.store.updateUser(black.user.id, { displayName: `$& $' $\` ${evil}` });
      const cup = await t.store.createCompetition({
        name: `</SCRIPT >${evil}&amp;\u2028`,
        maxPlayCount: 1,
        createdAt: 1,
      });
      const round = await t.store.createPlay({
        blackId: black.user.id,
        whiteId: white.user.id,
        gameId: cup.id,
        startsAt: t.clock.now,
        createdAt: t.clock.now,
      });
      const page = await t.page(`/play/p/${round.id}/`);
      expect(page.script).not.toContain('<');
      expect(page.host?.play?.gamename).toBe(`</SCRIPT >${evil}&amp;\u2028`);
      expect(page.host?.play?.blackneiname).toBe(`$& $' $\` ${evil}`);
      // One host script, then the template's own script: no element was added.
      expect(page.body.match(/<script/gi)).toHaveLength(2);
      expect(page.body.endsWith(TEST_TEMPLATE.split('<!--tengen-host-->')[1])).toBe(true);
    });
  });
});
