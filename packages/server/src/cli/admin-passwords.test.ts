import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createAccounts } from '../accounts/accounts.ts';
import { buildApp } from '../app.ts';
import { loadConfig, type ServerConfig } from '../config/server-config.ts';
import { openStore, type StoreLocation } from '../storage/open-store.ts';
import type { Store } from '../storage/store.ts';
import { testDatabases } from '../testing/test-databases.ts';
import { listenLocally, postForm } from '../testing/test-http.ts';
import { runAdmin } from './admin.ts';

const OLD = 'kaya-board-19';
const NEW = 'lantern-ladder-77';

describe.each(testDatabases())('tengen admin user reset-link and password on $name', (engine) => {
  let env: NodeJS.ProcessEnv;
  let location: StoreLocation;
  let dataDir: string;
  beforeAll(() => engine.setup());
  afterAll(() => engine.teardown());
  afterEach(() => rmSync(dataDir, { recursive: true, force: true }));
  beforeEach(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'tengen-admin-passwords-'));
    const base = { TENGEN_DATA_DIR: dataDir, TENGEN_PUBLIC_URL: 'https://go.example.org/' };
    if (engine.name === 'sqlite') {
      env = base;
      location = { kind: 'sqlite', file: join(dataDir, 'tengen.sqlite') };
    } else {
      location = await engine.newLocation();
      env = { ...base, DATABASE_URL: location.kind === 'postgres' ? location.url : '' };
    }
  });

  async function admin(...args: string[]) {
    const out: string[] = [];
    const errs: string[] = [];
    const code = await runAdmin(args, { out: (l) => out.push(l), err: (l) => errs.push(l) }, env);
    return { code, json: out.length > 0 ? (JSON.parse(out[0]) as Record<string, unknown>) : null, errs };
  }

  /** The real site over the same database and secret, listening on a loopback port. */
  function siteConfig(): ServerConfig {
    const loaded = loadConfig(env);
    if (!loaded.ok) throw new Error(loaded.error);
    return { ...loaded.value, passwordCost: { N: 2 ** 10, r: 8, p: 1 } };
  }
  async function withSite<T>(work: (url: string, store: Store) => Promise<T>): Promise<T> {
    const config = siteConfig();
    const store = await openStore(location);
    const app = buildApp({ config, store });
    try {
      return await work(await listenLocally(app), store);
    } finally {
      await app.close();
      await store.close();
    }
  }
  const signIn = (url: string, password: string) =>
    postForm(`${url}/api/account/login/`, { username: 'lost', password }).then((a) => a.status);

  it('reset-link prints a one-time link of the public address that sets a new password and ends the sessions', async () => {
    const session = await withSite(async (url, store) => {
      const accounts = createAccounts({ ...siteConfig(), store, now: Date.now });
      await accounts.createAccount({ username: 'lost', password: OLD });
      expect(await signIn(url, OLD)).toBe(200);
      const login = await accounts.logIn('lost', OLD);
      return login.ok ? login.value.token : '';
    });

    const printed = await admin('user', 'reset-link', 'Lost');
    expect(printed.code).toBe(0);
    expect(printed.json).toEqual({
      username: 'lost',
      link: expect.stringMatching(/^https:\/\/go\.example\.org\/reset\/#[\w-]{22}\.[\w-]{43}$/),
      expires: expect.any(String),
    });
    const token = String(printed.json?.link).split('#')[1];

    await withSite(async (url) => {
      const reset = await postForm(`${url}/api/account/reset/`, { token, password: NEW });
      expect(reset.status).toBe(200);
      expect(await signIn(url, OLD)).toBe(401);
      expect(await signIn(url, NEW)).toBe(200);
      const me = await postForm(
        `${url}/api/account/logout/`,
        {},
        { headers: { authorization: `JWT ${session}` } },
      );
      expect(me.status).toBe(401);
      expect((await postForm(`${url}/api/account/reset/`, { token, password: OLD })).body).toContain(
        'already used',
      );
    });
  });

  it('password sets the one given (or prints a random one), refuses a weak one, and ends the sessions', async () => {
    await withSite(async (_url, store) => {
      const created = await store.createUser({ username: 'lost', passwordHash: 'h', createdAt: 1 });
      expect(created.ok).toBe(true);
    });
    expect(await admin('user', 'password', 'lost', '--password', 'password1')).toMatchObject({
      code: 1,
      errs: ['tengen admin user password: WEAK_PASSWORD: too easy to guess'],
    });
    expect((await admin('user', 'password', 'nobody')).errs).toEqual([
      "tengen admin user password: no user 'nobody'",
    ]);
    expect(await admin('user', 'password', 'lost', '--password', NEW)).toMatchObject({
      code: 0,
      json: { username: 'lost', sessionsEnded: 0 },
    });
    await withSite(async (url) => expect(await signIn(url, NEW)).toBe(200));
    const random = await admin('user', 'password', 'lost');
    expect(random.json).toMatchObject({ username: 'lost', sessionsEnded: 1, password: expect.any(String) });
    await withSite(async (url) => {
      expect(await signIn(url, NEW)).toBe(401);
      expect(await signIn(url, String(random.json?.password))).toBe(200);
    });
  });
});
