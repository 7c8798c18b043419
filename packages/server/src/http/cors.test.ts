import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config/server-config.ts';
import { startServer } from '../server.ts';
import { startTestApp, type TestApp } from '../testing/test-app.ts';
import { testDatabases } from '../testing/test-databases.ts';
import { httpRequest, listenLocally, postForm } from '../testing/test-http.ts';
import type { CorsOptions } from './cors.ts';

const [sqlite] = testDatabases();
const CLUB = 'https://club.example';
const OTHER = 'https://elsewhere.example';

describe('CORS', () => {
  let t: TestApp;
  let url: string;
  beforeAll(() => sqlite.setup());
  afterAll(() => sqlite.teardown());
  afterEach(() => t.close());
  const start = async (cors?: CorsOptions) => {
    t = await startTestApp(sqlite, { app: { cors } });
    url = await listenLocally(t.app);
    await t.signUp({ username: 'alice' });
  };
  const preflight = (origin: string, path = '/api/account/login/') =>
    httpRequest(`${url}${path}`, {
      method: 'OPTIONS',
      headers: {
        origin,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization,content-type',
      },
    });
  const corsHeaders = (headers: Record<string, unknown>) =>
    Object.fromEntries(Object.entries(headers).filter(([name]) => name.startsWith('access-control-')));

  it('by default answers same-origin only: no preflight, no CORS header on any answer', async () => {
    await start();
    const asked = await preflight(CLUB);
    expect(asked.status).toBe(404);
    expect(corsHeaders(asked.headers)).toEqual({});
    const read = await httpRequest(`${url}/api/lobby/`, { headers: { origin: CLUB } });
    expect(read.status).toBe(200);
    expect(corsHeaders(read.headers)).toEqual({});
    await start({ origins: [] });
    expect(corsHeaders((await preflight(CLUB)).headers)).toEqual({});
  });

  it('with an origin configured, answers its preflights and its requests, and no other origin', async () => {
    await start({ origins: [CLUB] });
    const asked = await preflight(CLUB);
    expect(asked.status).toBe(204);
    expect(corsHeaders(asked.headers)).toEqual({
      'access-control-allow-origin': CLUB,
      'access-control-allow-methods': 'GET, HEAD, POST',
      'access-control-allow-headers': 'Authorization, Content-Type',
      'access-control-expose-headers': 'Retry-After',
      'access-control-max-age': '600',
    });

    const login = await postForm(
      `${url}/api/account/login/`,
      { username: 'alice', password: 'password1' },
      { headers: { origin: CLUB } },
    );
    expect(login.status).toBe(200);
    expect(corsHeaders(login.headers)).toEqual({
      'access-control-allow-origin': CLUB,
      'access-control-expose-headers': 'Retry-After',
    });
    expect(login.headers.vary).toContain('Origin');

    const refused = await preflight(OTHER);
    expect(refused.headers['access-control-allow-origin']).toBeUndefined();
    const read = await httpRequest(`${url}/api/lobby/`, { headers: { origin: OTHER } });
    expect(read.status).toBe(200);
    expect(read.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('takes several origins, each answered with itself', async () => {
    await start({ origins: [CLUB, 'http://localhost:5173'] });
    for (const origin of [CLUB, 'http://localhost:5173']) {
      expect((await preflight(origin, '/api/lobby/')).headers['access-control-allow-origin']).toBe(origin);
    }
    expect((await preflight('http://localhost:5174')).headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('the server started from the environment', () => {
  it('answers the origins of TENGEN_CORS_ORIGINS', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'tengen-cors-'));
    const config = loadConfig({
      TENGEN_DATA_DIR: dir,
      HOST: '127.0.0.1',
      PORT: '0',
      TENGEN_CORS_ORIGINS: `${CLUB},http://localhost:5173`,
    });
    if (!config.ok) throw new Error(config.error);
    const server = await startServer(config.value);
    try {
      const ask = (origin: string) =>
        httpRequest(`${server.url}/api/lobby/`, {
          method: 'OPTIONS',
          headers: { origin, 'access-control-request-method': 'GET' },
        });
      expect((await ask(CLUB)).headers['access-control-allow-origin']).toBe(CLUB);
      expect((await ask(OTHER)).headers['access-control-allow-origin']).toBeUndefined();
    } finally {
      await server.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
