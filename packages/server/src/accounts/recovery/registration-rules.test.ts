import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../testing/test-app.ts';
import { testDatabases } from '../../testing/test-databases.ts';
import { listenLocally, postForm } from '../../testing/test-http.ts';

const [sqlite] = testDatabases();

describe('registration refuses weak passwords and staff-like names, over real HTTP', () => {
  let t: TestApp;
  let url: string;
  beforeAll(() => sqlite.setup());
  afterAll(() => sqlite.teardown());
  afterEach(() => t.close());

  const register = async (username: string, password: string) => {
    const answer = await postForm(`${url}/api/account/register/`, { username, password });
    return { status: answer.status, body: JSON.parse(answer.body) as unknown };
  };
  const weak = {
    status: 400,
    body: {
      error: 'BAD_REQUEST',
      message: 'password: too easy to guess; choose a longer or less common one',
    },
  };
  const reserved = {
    status: 400,
    body: { error: 'BAD_REQUEST', message: 'username: this name is reserved' },
  };

  it.each(['password1', '12345678', 'iloveyou1', 'qwerty123', 'aaaaaaaa', 'shusaku1'])(
    'refuses the password %s and creates no account',
    async (password) => {
      t = await startTestApp(sqlite);
      url = await listenLocally(t.app);
      expect(await register('shusaku', password)).toEqual(weak);
      expect(await t.store.userByName('shusaku')).toBeNull();
    },
  );

  it.each(['admin', 'ROOT', 'System', 'moderator', 'Tengen', 'admin_2', 'Support', 'mod'])(
    'reserves the name %s',
    async (username) => {
      t = await startTestApp(sqlite);
      url = await listenLocally(t.app);
      expect(await register(username, 'kaya-board-19')).toEqual(reserved);
      expect(await t.store.userByName(username)).toBeNull();
    },
  );

  it('takes a name that only contains a reserved word, and a password of unrelated words', async () => {
    t = await startTestApp(sqlite);
    url = await listenLocally(t.app);
    for (const username of ['go_admirer', 'modest', 'chroot_fan']) {
      expect((await register(username, 'kaya-board-19')).status).toBe(200);
    }
  });
});
