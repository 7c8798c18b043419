import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { testDatabases } from '../testing/test-databases.ts';
import { httpRequest, listenLocally, postForm, type TestAnswer } from '../testing/test-http.ts';
import { removeDir, type SiteTestApp, startSiteTestApp, writeWebDir } from '../testing/test-site-app.ts';

const [sqlite] = testDatabases();

describe('answers that carry a token or a socket key are never cached', () => {
  let t: SiteTestApp;
  let webDir: string;
  let url: string;
  beforeAll(() => sqlite.setup());
  afterAll(() => sqlite.teardown());
  beforeEach(async () => {
    webDir = writeWebDir();
    t = await startSiteTestApp(sqlite, { webDir });
    url = await listenLocally(t.app);
  });
  afterEach(async () => {
    await t.close();
    removeDir(webDir);
  });
  const cacheOf = (what: string, answer: TestAnswer) => [
    what,
    answer.status,
    answer.headers['cache-control'],
  ];

  it('registration, sign-in, play info and lobby info, for a user and for a guest', async () => {
    const registered = await postForm(`${url}/api/account/register/`, {
      username: 'Jowa',
      password: 'kaya-board-19',
    });
    expect(cacheOf('register', registered)).toEqual(['register', 200, 'no-store']);
    const login = await postForm(`${url}/api/account/login/`, {
      username: 'Jowa',
      password: 'kaya-board-19',
    });
    expect(cacheOf('login', login)).toEqual(['login', 200, 'no-store']);
    const { token } = JSON.parse(login.body) as { token: string };
    const jowa = await t.store.userByName('Jowa');
    const other = await t.signUp({ username: 'Other' });
    if (jowa === null) throw new Error('no Jowa');
    const play = await t.store.createPlay({
      boardSize: 9,
      mainMinutes: 10,
      byoyomiSeconds: 30,
      byoyomiPeriods: 3,
      blackId: jowa.id,
      whiteId: other.user.id,
      startsAt: t.clock.now,
      createdAt: t.clock.now,
    });
    const signedIn = { authorization: `JWT ${token}` };
    for (const [what, path] of [
      ['play info', `/jwt/getplayinfo/${play.id}/`],
      ['lobby info', '/api/lobby/'],
    ]) {
      for (const [who, headers] of [
        ['user', signedIn],
        ['guest', {}],
      ] as const) {
        const answer = await httpRequest(`${url}${path}`, { headers });
        expect(answer.body).toContain('"userkey":"');
        expect(cacheOf(`${what} (${who})`, answer)).toEqual([`${what} (${who})`, 200, 'no-store']);
      }
    }
  });

  it('a refused sign-in carries none and is not marked; nor is a built asset', async () => {
    const refused = await postForm(`${url}/api/account/login/`, {
      username: 'nobody',
      password: 'kaya-board-19',
    });
    expect(cacheOf('refused', refused)).toEqual(['refused', 401, undefined]);
    const asset = await httpRequest(`${url}/assets/index-AbCd1234.js`);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });
});
