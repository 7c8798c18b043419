import { writeFileSync } from 'node:fs';
import type { IncomingHttpHeaders } from 'node:http';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { testDatabases } from '../testing/test-databases.ts';
import { httpRequest, listenLocally, postForm } from '../testing/test-http.ts';
import { removeDir, type SiteTestApp, startSiteTestApp, writeWebDir } from '../testing/test-site-app.ts';
import { cspDirectives, PERMISSIONS_POLICY } from './security-headers.ts';

const [sqlite] = testDatabases();

/** The policy as a browser reads it: directive name → its sources. */
function parseCsp(header: string | string[] | undefined): Record<string, string[]> {
  if (typeof header !== 'string') throw new Error(`no single content-security-policy header: ${header}`);
  const directives: Record<string, string[]> = {};
  for (const part of header.split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name) directives[name] = sources;
  }
  return directives;
}

const SAME_HOST_ONLY = cspDirectives({ urls: [null, null] });

function expectSecurityHeaders(what: string, headers: IncomingHttpHeaders): void {
  expect({ what, csp: parseCsp(headers['content-security-policy']) }).toEqual({ what, csp: SAME_HOST_ONLY });
  expect({ what, ...pick(headers) }).toEqual({
    what,
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'SAMEORIGIN',
    'referrer-policy': 'same-origin',
    'strict-transport-security': 'max-age=31536000; includeSubDomains',
    'cross-origin-opener-policy': 'same-origin',
    'cross-origin-resource-policy': 'same-origin',
    'permissions-policy': PERMISSIONS_POLICY,
  });
}

function pick(headers: IncomingHttpHeaders) {
  const names = [
    'x-content-type-options',
    'x-frame-options',
    'referrer-policy',
    'strict-transport-security',
    'cross-origin-opener-policy',
    'cross-origin-resource-policy',
    'permissions-policy',
  ];
  return Object.fromEntries(names.map((name) => [name, headers[name]]));
}

describe('security headers on every answer', () => {
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
  const html = { accept: 'text/html' };

  it('pages, API JSON, assets, the widget’s files, health and metrics', async () => {
    const answers: [string, string, number, Record<string, string>?][] = [
      ['a page', '/play/room/', 200, html],
      ['a game page (no such play)', '/play/p/7/', 404, html],
      ['API JSON', '/api/lobby/', 200],
      ['live-play JSON', '/jwt/getplayinfo/1/', 404],
      ['a built asset', '/assets/index-AbCd1234.js', 200],
      ['a board widget file', '/static/playnew/images/stone-black.png', 200],
      ['health', '/healthz', 200],
      ['metrics', '/metrics', 200],
    ];
    for (const [what, path, status, headers] of answers) {
      const answer = await httpRequest(`${url}${path}`, { headers });
      expect([what, answer.status]).toEqual([what, status]);
      expectSecurityHeaders(what, answer.headers);
    }
  });

  it('404s, refused requests, too many tries and server errors', async () => {
    const notFoundJson = await httpRequest(`${url}/api/no/such/call/`);
    expect(notFoundJson.status).toBe(404);
    expectSecurityHeaders('a JSON 404', notFoundJson.headers);
    const notFoundPage = await httpRequest(`${url}/no/such/page/`, { headers: html });
    expect(notFoundPage.status).toBe(404);
    expectSecurityHeaders('a page 404', notFoundPage.headers);
    const missingFile = await httpRequest(`${url}/static/playnew/images/none.png`);
    expect(missingFile.status).toBe(404);
    expectSecurityHeaders('a missing file', missingFile.headers);
    const badForm = await postForm(`${url}/api/account/login/`, { username: 'only' });
    expect(badForm.status).toBe(400);
    expectSecurityHeaders('a bad form', badForm.headers);
    const tooLarge = await postForm(`${url}/api/account/login/`, {
      username: 'x',
      password: 'y'.repeat(70_000),
    });
    expect(tooLarge.status).toBe(413);
    expectSecurityHeaders('a body too large', tooLarge.headers);
    let limited = await postForm(`${url}/api/account/login/`, { username: 'nobody', password: 'wrong-one' });
    for (let i = 0; i < 20 && limited.status !== 429; i++)
      limited = await postForm(`${url}/api/account/login/`, { username: 'nobody', password: 'wrong-one' });
    expect(limited.status).toBe(429);
    expectSecurityHeaders('too many sign-ins', limited.headers);
    await t.store.close();
    const broken = await httpRequest(`${url}/jwt/getplayinfo/1/`);
    expect(broken.status).toBe(500);
    expectSecurityHeaders('a server error', broken.headers);
  });

  it('the site not built: its 503 too', async () => {
    removeDir(webDir);
    const answer = await httpRequest(`${url}/play/room/`, { headers: html });
    expect(answer.status).toBe(503);
    expectSecurityHeaders('no build', answer.headers);
  });
});

describe('source maps of the built site', () => {
  let t: SiteTestApp;
  let webDir: string;
  beforeAll(() => sqlite.setup());
  afterAll(() => sqlite.teardown());
  afterEach(async () => {
    await t.close();
    removeDir(webDir);
  });
  const start = async (sourceMaps?: boolean) => {
    webDir = writeWebDir();
    writeFileSync(join(webDir, 'assets', 'index-AbCd1234.js.map'), '{"version":3,"sources":["app.tsx"]}');
    t = await startSiteTestApp(sqlite, { webDir, site: { sourceMaps } });
    return listenLocally(t.app);
  };

  it('are not served by default (404), the scripts are', async () => {
    const url = await start();
    expect((await httpRequest(`${url}/assets/index-AbCd1234.js.map`)).status).toBe(404);
    expect((await httpRequest(`${url}/assets/index-AbCd1234.js`)).status).toBe(200);
  });

  it('are served when TENGEN_SERVE_SOURCE_MAPS asks for them', async () => {
    const url = await start(true);
    const map = await httpRequest(`${url}/assets/index-AbCd1234.js.map`);
    expect([map.status, map.body]).toEqual([200, '{"version":3,"sources":["app.tsx"]}']);
  });
});

describe('the content security policy', () => {
  it('lets the app run and nothing else: its own scripts, no eval, no inline script, no plugin', () => {
    expect(SAME_HOST_ONLY['script-src']).toEqual(["'self'"]);
    expect(SAME_HOST_ONLY['script-src-attr']).toEqual(["'none'"]);
    expect(SAME_HOST_ONLY['object-src']).toEqual(["'none'"]);
    expect(SAME_HOST_ONLY['frame-ancestors']).toEqual(["'self'"]);
    expect(JSON.stringify(SAME_HOST_ONLY)).not.toContain('unsafe-eval');
    // A self-hosted site may be served over plain HTTP: nothing upgrades its requests.
    expect(SAME_HOST_ONLY['upgrade-insecure-requests']).toBeUndefined();
  });

  it('lets the sockets connect to this host, or to the configured socket hosts', () => {
    expect(SAME_HOST_ONLY['connect-src']).toEqual(["'self'"]);
    const elsewhere = cspDirectives({ urls: ['wss://play.example:8443/ws', 'wss://play.example:8443/ws2'] });
    expect(elsewhere['connect-src']).toEqual(["'self'", 'wss://play.example:8443']);
    const two = cspDirectives({ urls: ['ws://a.example/ws', 'wss://b.example/ws2'] });
    expect(two['connect-src']).toEqual(["'self'", 'ws://a.example', 'wss://b.example']);
  });
});
