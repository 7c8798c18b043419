import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config/server-config.ts';
import { createLogger } from '../ops/logger.ts';
import { type RunningServer, startServer } from '../server.ts';
import { openStore } from '../storage/open-store.ts';
import { createPlayIn, joinAt, playInfoAt, registerAt } from '../testing/test-child-server.ts';
import { withoutSecrets } from './request-log.ts';

const PASSWORD = 'correct-horse-battery';
const dirs: string[] = [];
const stops: (() => Promise<void>)[] = [];

afterEach(async () => {
  for (const stop of stops.splice(0).reverse()) await stop();
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A pino destination that keeps every line written to it. */
function capture() {
  const lines: string[] = [];
  return {
    lines,
    stream: { write: (line: string) => void lines.push(line) },
    parsed: () => lines.map((line) => JSON.parse(line) as Record<string, unknown>),
  };
}

/** The real server on a free port and a temp SQLite file, logging to `stream` at the environment's LOG_LEVEL. */
async function serverLoggingTo(stream: { write(line: string): void }, env: Record<string, string> = {}) {
  const dir = mkdtempSync(join(tmpdir(), 'tengen-request-log-'));
  dirs.push(dir);
  const config = loadConfig({ TENGEN_DATA_DIR: dir, PORT: '0', HOST: '127.0.0.1', ...env });
  if (!config.ok) throw new Error(config.error);
  const server: RunningServer = await startServer(
    { ...config.value, passwordCost: { N: 2 ** 10, r: 8, p: 1 } },
    { logger: createLogger(config.value.logLevel, stream) },
  );
  stops.push(() => server.close());
  return server;
}

async function logIn(url: string, username: string): Promise<string> {
  const body = new URLSearchParams({ username, password: PASSWORD });
  const res = await fetch(`${url}/api/account/login/`, { method: 'POST', body });
  expect(res.status).toBe(200);
  return ((await res.json()) as { token: string }).token;
}

describe('the request log', () => {
  it('one JSON line per request with its fields, and no password, token, userkey or cookie anywhere', async () => {
    const log = capture();
    const server = await serverLoggingTo(log.stream);
    const { url } = server;
    const register = await fetch(`${url}/api/account/register/`, {
      method: 'POST',
      body: new URLSearchParams({ username: 'alice', password: PASSWORD }),
    });
    expect(register.status).toBe(200);
    const aliceId = ((await register.json()) as { user: { userid: number } }).user.userid;
    const cookie = (register.headers.get('set-cookie') ?? '').split(';')[0];
    expect(cookie).toMatch(/^tengen_token=./);
    const token = await logIn(url, 'alice');
    const me = await fetch(`${url}/api/account/me/?token=${token}&lang=ko&Password=${PASSWORD}`, {
      headers: { authorization: `JWT ${token}`, cookie },
    });
    expect(me.status).toBe(200);
    const bob = await registerAt(url, 'bob');
    const alice = { id: aliceId, username: 'alice', token };
    const play = await createPlayIn(server.store, alice, bob);
    const { userkey } = await playInfoAt(url, play.id, alice);
    const socket = await joinAt(url, play.id, alice);
    socket.close();
    const wrong = await fetch(`${url}/api/account/login/`, {
      method: 'POST',
      body: new URLSearchParams({ username: 'alice', password: 'wrong-password-1' }),
    });
    expect(wrong.status).toBe(401);

    const requests = log.parsed().filter((line) => line.msg === 'request');
    // register, login, me, register (bob), getplayinfo twice (joinAt asks again), the wrong login.
    expect(requests.map((line) => [line.method, line.route, line.status])).toEqual([
      ['POST', '/api/account/register/', 200],
      ['POST', '/api/account/login/', 200],
      ['GET', '/api/account/me/', 200],
      ['POST', '/api/account/register/', 200],
      ['GET', '/jwt/getplayinfo/:playid/', 200],
      ['GET', '/jwt/getplayinfo/:playid/', 200],
      ['POST', '/api/account/login/', 401],
    ]);
    for (const line of requests) {
      expect(line).toMatchObject({ level: 30, component: 'http', remoteAddress: '127.0.0.1' });
      expect(line.reqId).toEqual(expect.any(String));
      expect(line.responseTimeMs).toEqual(expect.any(Number));
      expect(line.time).toEqual(expect.any(String));
    }
    expect(new Set(requests.map((line) => line.reqId)).size).toBe(requests.length);
    expect(requests[2].url).toBe('/api/account/me/?lang=ko');
    expect(requests[4].url).toBe(`/jwt/getplayinfo/${play.id}/`);

    const everything = log.lines.join('');
    for (const secret of [PASSWORD, 'wrong-password-1', token, bob.token, userkey, cookie]) {
      expect(everything).not.toContain(secret);
    }
  });

  it('LOG_LEVEL=warn leaves the request lines out', async () => {
    const log = capture();
    const server = await serverLoggingTo(log.stream, { LOG_LEVEL: 'warn' });
    await registerAt(server.url, 'carol');
    const me = await fetch(`${server.url}/api/account/me/`);
    expect(me.status).toBe(401);
    expect(log.lines).toEqual([]);
  });

  it('a failing route logs the error with its stack, then its request line with status 500', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'tengen-request-log-'));
    dirs.push(dir);
    const store = await openStore({ kind: 'sqlite', file: join(dir, 'tengen.sqlite') });
    const log = capture();
    const app = buildApp({
      config: {
        secret: Buffer.from('s'.repeat(32)),
        tokenTtlMs: 86_400_000,
        passwordCost: { N: 2 ** 10, r: 8, p: 1 },
        sockets: { paths: ['/ws', '/ws2'], urls: [null, null] },
      },
      store,
      logger: createLogger('info', log.stream),
    });
    app.get('/broken/', () => {
      throw new Error('the disk is on fire');
    });
    await app.listen({ host: '127.0.0.1', port: 0 });
    stops.push(async () => {
      await app.close();
      await store.close();
    });
    const { port } = app.server.address() as { port: number };
    const res = await fetch(`http://127.0.0.1:${port}/broken/?userkey=abc123`);
    expect([res.status, await res.json()]).toEqual([500, { error: 'INTERNAL', message: 'internal error' }]);

    const lines = log.parsed();
    const error = lines.find((line) => line.level === 50) ?? {};
    const request = lines.find((line) => line.msg === 'request');
    expect(error).toMatchObject({ msg: 'the disk is on fire' });
    const err = error.err as { type: string; message: string; stack: string };
    expect(err.type).toBe('Error');
    expect(err.stack).toMatch(/^Error: the disk is on fire\n\s+at /);
    expect(err.stack).toContain('request-log.test.ts');
    expect(request).toMatchObject({ status: 500, url: '/broken/', reqId: error.reqId });
    expect(log.lines.join('')).not.toContain('abc123');
  });
});

describe('withoutSecrets', () => {
  it.each([
    ['/api/account/me/', '/api/account/me/'],
    ['/a/?lang=ko&page=2', '/a/?lang=ko&page=2'],
    ['/a/?token=abc', '/a/'],
    [
      '/a/?lang=ko&TOKEN=abc&userkey=k&password=p&jwt=j&secret=s&key=k2&access_token=t&Authorization=x',
      '/a/?lang=ko',
    ],
    ['/a/?%74oken=abc&b=1', '/a/?b=1'],
  ])('%s → %s', (url, logged) => {
    expect(withoutSecrets(url)).toBe(logged);
  });
});
