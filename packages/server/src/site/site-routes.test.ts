import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { PAGE_PATHS } from '@tengen/protocol';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { testDatabases } from '../testing/test-databases.ts';
import {
  removeDir,
  type SiteTestApp,
  startSiteTestApp,
  TEST_ASSET,
  writeWebDir,
} from '../testing/test-site-app.ts';

const [sqlite] = testDatabases();
const ASSET = '/assets/index-AbCd1234.js';
const HTML = { accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' };
/** A page path with a value in each `:name` segment. */
const filled = (route: string, value = '12') => route.replace(/:\w+/g, value);

describe('site routes', () => {
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

  it('a route without its trailing slash redirects (301) to it, the query kept', async () => {
    for (const route of PAGE_PATHS.filter((r) => r !== '/')) {
      const bare = filled(route).slice(0, -1);
      const response = await t.app.inject({ url: `${bare}?lang=ja&x=1`, headers: HTML });
      expect([bare, response.statusCode, response.headers.location]).toEqual([
        bare,
        301,
        `${filled(route)}?lang=ja&x=1`,
      ]);
    }
    expect((await t.app.inject({ url: '/pay' })).headers.location).toBe('/pay/');
  });

  it('over HTTP, every page of the web router answers 200 with the app page; paths that are no page answer 404 with it', async () => {
    const { user } = await t.signUp({ username: 'Kitani' });
    const other = await t.signUp({ username: 'Go_Seigen' });
    const play = await t.store.createPlay({
      blackId: user.id,
      whiteId: other.user.id,
      startsAt: 0,
      createdAt: 0,
    });
    const address = await t.app.listen({ host: '127.0.0.1', port: 0 });
    const get = async (path: string) => {
      const response = await fetch(`${address}${path}`, { headers: HTML, redirect: 'manual' });
      const body = await response.text();
      return [path, response.status, response.headers.get('content-type'), body.includes('<div id="root">')];
    };
    for (const route of PAGE_PATHS) {
      const path = filled(route, route.startsWith('/play/p/') ? String(play.id) : '12');
      expect(await get(path)).toEqual([path, 200, 'text/html; charset=utf-8', true]);
    }
    for (const path of [
      '/problems/a/1/2/',
      '/homework/1/2/',
      '/class/x/y/',
      '/messages/',
      '/appealz/',
      '/nothing/',
    ]) {
      expect(await get(path)).toEqual([path, 404, 'text/html; charset=utf-8', true]);
    }
  });

  it('assets are served immutable for a year; an unknown asset is a 404, not the app page', async () => {
    const asset = await t.app.inject({ url: ASSET });
    expect(asset.statusCode).toBe(200);
    expect(asset.body).toBe(TEST_ASSET);
    expect(asset.headers).toMatchObject({
      'cache-control': 'public, max-age=31536000, immutable',
      'content-type': 'application/javascript; charset=utf-8',
    });
    for (const url of ['/assets/index-Gone0000.js', '/assets/index-AbCd1234.css', '/static/nothing.png']) {
      const missing = await t.app.inject({ url, headers: HTML });
      expect([url, missing.statusCode, missing.json()]).toEqual([
        url,
        404,
        { error: 'NOT_FOUND', message: `no route GET ${url}` },
      ]);
    }
    const stone = await t.app.inject({ url: '/static/playnew/images/stone-black.png' });
    expect([stone.statusCode, stone.headers['content-type'], stone.headers['cache-control']]).toEqual([
      200,
      'image/png',
      'public, max-age=3600',
    ]);
  });

  it('a favicon in the web folder is served; without one, a plain 404', async () => {
    expect((await t.app.inject({ url: '/favicon.ico' })).statusCode).toBe(404);
    writeFileSync(join(webDir, 'favicon.ico'), Buffer.from([0, 0, 1, 0]));
    const icon = await t.app.inject({ url: '/favicon.ico' });
    expect([icon.statusCode, icon.headers['cache-control']]).toEqual([200, 'public, max-age=86400']);
  });

  it('the API answers as before: its JSON 404 even for a browser; other unknown pages get the app page', async () => {
    for (const url of ['/api/nothing/', '/jwt/nothing/', '/api', '/api?x=1', '/ws', '/ws2']) {
      const response = await t.app.inject({ url, headers: HTML });
      expect([url, response.statusCode, response.json().error]).toEqual([url, 404, 'NOT_FOUND']);
    }
    const me = await t.app.inject({ url: '/api/account/me/', headers: HTML });
    expect([me.statusCode, me.json()]).toEqual([401, { error: 'UNAUTHORIZED', message: 'log in first' }]);
    const page = await t.page('/no/such/page/');
    expect([page.status, page.headers['content-type'], page.host?.user]).toEqual([
      404,
      'text/html; charset=utf-8',
      null,
    ]);
    // Not a browser navigation: the JSON 404.
    const json = await t.app.inject({ url: '/no/such/page/', headers: { accept: 'application/json' } });
    expect([json.statusCode, json.json().error]).toEqual([404, 'NOT_FOUND']);
    const post = await t.app.inject({ method: 'POST', url: '/no/such/page/', headers: HTML });
    expect([post.statusCode, post.json().error]).toEqual([404, 'NOT_FOUND']);
  });

  it('text is compressed as the client asks: brotli, gzip, or not at all', async () => {
    const br = await t.app.inject({ url: ASSET, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('accept-encoding');
    expect(br.rawPayload.length).toBeLessThan(TEST_ASSET.length / 10);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(TEST_ASSET);
    const gzip = await t.app.inject({ url: ASSET, headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(TEST_ASSET);
    const plain = await t.app.inject({ url: ASSET });
    expect([plain.headers['content-encoding'], plain.body]).toEqual([undefined, TEST_ASSET]);
    // A page big enough to compress: a long query does not matter, the host data does.
    const { user } = await t.signUp({ username: 'Kitani' });
    await t.store.updateUser(user.id, { displayName: 'K'.repeat(2000) });
    const other = await t.signUp({ username: 'Go_Seigen' });
    const play = await t.store.createPlay({
      blackId: user.id,
      whiteId: other.user.id,
      startsAt: 0,
      createdAt: 0,
    });
    const page = await t.app.inject({ url: `/play/p/${play.id}/`, headers: { 'accept-encoding': 'br' } });
    expect(page.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(page.rawPayload).toString()).toContain('K'.repeat(2000));
  });

  it('without a build: pages answer 503 saying how to build, the API still works', async () => {
    rmSync(join(webDir, 'index.html'));
    const page = await t.page('/play/room/');
    expect([page.status, page.headers['content-type']]).toEqual([503, 'text/plain; charset=utf-8']);
    expect(page.body).toContain('npm run build:web');
    expect((await t.page('/no/such/page/')).status).toBe(503);
    const register = await t.app.inject({
      method: 'POST',
      url: '/api/account/register/',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'username=Honinbo&password=kaya-board-19',
    });
    expect(register.statusCode).toBe(200);

    // The folder itself missing, from the start.
    await t.close();
    removeDir(webDir);
    t = await startSiteTestApp(sqlite, { webDir });
    expect((await t.page('/')).status).toBe(503);
    expect((await t.app.inject({ url: ASSET })).statusCode).toBe(404);

    // A build made while the server runs is served at once.
    webDir = writeWebDir();
    await t.close();
    t = await startSiteTestApp(sqlite, { webDir });
    rmSync(join(webDir, 'index.html'));
    expect((await t.page('/')).status).toBe(503);
    writeFileSync(join(webDir, 'index.html'), '<html><head><!--tengen-host--></head><body>v2</body></html>');
    const rebuilt = await t.page('/');
    expect([rebuilt.status, rebuilt.body.includes('v2'), rebuilt.host?.lang]).toEqual([200, true, 'cn']);
  });
});
