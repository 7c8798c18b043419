import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config/server-config.ts';
import { startServer } from '../server.ts';
import { startTestApp, type TestApp } from '../testing/test-app.ts';
import { testDatabases } from '../testing/test-databases.ts';
import { httpRequest, listenLocally, postForm } from '../testing/test-http.ts';
import { parseMetrics, scrape } from '../testing/test-scrape.ts';
import { isLoopback } from './metrics-route.ts';

const [sqlite] = testDatabases();

describe('GET /metrics', () => {
  let t: TestApp;
  let url: string;
  beforeAll(() => sqlite.setup());
  afterAll(() => sqlite.teardown());
  afterEach(() => t.close());
  const start = async (options: { metricsToken?: string; trustProxy?: boolean } = {}) => {
    t = await startTestApp(sqlite, {
      trustProxy: options.trustProxy,
      app: { metricsToken: options.metricsToken },
    });
    url = await listenLocally(t.app);
  };

  it('answers this machine in the Prometheus text format, never cached', async () => {
    await start();
    for (const from of ['127.0.0.1', '127.0.0.9']) {
      const answer = await httpRequest(`${url}/metrics`, { from });
      expect(answer.status).toBe(200);
      expect(answer.headers['content-type']).toBe('text/plain; version=0.0.4; charset=utf-8');
      expect(answer.headers['cache-control']).toBe('no-store');
      expect(parseMetrics(answer.body).types.get('tengen_moves_total')).toBe('counter');
    }
  });

  it('refuses a request relayed by a proxy, even from loopback and with the proxy trusted', async () => {
    await start({ trustProxy: true });
    const relays: Record<string, string>[] = [
      { 'x-forwarded-for': '127.0.0.1' },
      { forwarded: 'for=127.0.0.1' },
      { 'x-real-ip': '127.0.0.1' },
    ];
    for (const header of relays) {
      const answer = await httpRequest(`${url}/metrics`, { headers: header });
      expect([answer.status, JSON.parse(answer.body)]).toEqual([
        403,
        { error: 'FORBIDDEN', message: 'the metrics answer only on this machine, or with the metrics token' },
      ]);
    }
  });

  it('with a token, answers a relayed request that carries it, and only that one', async () => {
    await start({ metricsToken: 'scrape-me-0123456789', trustProxy: true });
    const relayed = { 'x-forwarded-for': '203.0.113.9' };
    const withToken = (authorization: string) =>
      httpRequest(`${url}/metrics`, { headers: { ...relayed, authorization } });
    expect((await withToken('Bearer scrape-me-0123456789')).status).toBe(200);
    expect((await withToken('Bearer scrape-me-012345678')).status).toBe(403);
    expect((await withToken('scrape-me-0123456789')).status).toBe(403);
    expect((await httpRequest(`${url}/metrics`, { headers: relayed })).status).toBe(403);
    // This machine needs no token.
    expect((await httpRequest(`${url}/metrics`)).status).toBe(200);
  });

  it('counts HTTP answers by route and status, and server errors', async () => {
    await start();
    const before = await scrape(url);
    await httpRequest(`${url}/healthz`);
    await httpRequest(`${url}/healthz`);
    await httpRequest(`${url}/no/such/thing`);
    await postForm(`${url}/api/account/login/`, { username: 'nobody', password: 'password1' });
    await t.store.close();
    const broken = await postForm(`${url}/api/account/login/`, { username: 'nobody', password: 'password1' });
    expect(broken.status).toBe(500);
    const after = await scrape(url);
    const delta = (name: string, labels: Record<string, string> = {}) =>
      (after.value(name, labels) ?? 0) - (before.value(name, labels) ?? 0);
    expect(delta('tengen_http_requests_total', { method: 'GET', route: '/healthz', status: '200' })).toBe(2);
    expect(delta('tengen_http_requests_total', { route: 'unmatched', status: '404' })).toBe(1);
    expect(delta('tengen_http_requests_total', { route: '/api/account/login/', status: '401' })).toBe(1);
    expect(delta('tengen_http_requests_total', { route: '/api/account/login/', status: '500' })).toBe(1);
    expect(delta('tengen_http_errors_total')).toBe(1);
    expect(after.value('tengen_http_requests_total', { route: '/metrics', status: '200' })).toBe(1);
  });
});

describe('isLoopback', () => {
  it.each([
    ['127.0.0.1', true],
    ['127.45.6.7', true],
    ['::1', true],
    ['::ffff:127.0.0.1', true],
    ['::FFFF:127.0.0.2', true],
    ['10.0.0.1', false],
    ['128.0.0.1', false],
    ['::ffff:10.0.0.1', false],
    ['fd00::1', false],
    ['1270.0.0.1', false],
    [undefined, false],
  ])('%s: %s', (address, expected) => {
    expect(isLoopback(address)).toBe(expected);
  });
});

describe('the server started from the environment', () => {
  it('answers a scraper elsewhere that sends TENGEN_METRICS_TOKEN', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'tengen-metrics-'));
    const token = 'scrape-me-from-afar-0123';
    const config = loadConfig({
      TENGEN_DATA_DIR: dir,
      HOST: '127.0.0.1',
      PORT: '0',
      TENGEN_METRICS_TOKEN: token,
    });
    if (!config.ok) throw new Error(config.error);
    const server = await startServer(config.value);
    try {
      const relayed = (authorization?: string) =>
        httpRequest(`${server.url}/metrics`, {
          headers: { 'x-forwarded-for': '203.0.113.9', ...(authorization ? { authorization } : {}) },
        });
      expect((await relayed(`Bearer ${token}`)).status).toBe(200);
      expect((await relayed()).status).toBe(403);
    } finally {
      await server.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
