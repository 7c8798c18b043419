import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PAGE_PATHS } from '@tengen/protocol';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from '../packages/board/src/test-chromium.js';
import { testDatabases } from '../packages/server/src/testing/test-databases.ts';
import {
  removeDir,
  type SiteTestApp,
  startSiteTestApp,
} from '../packages/server/src/testing/test-site-app.ts';

const [sqlite] = testDatabases();
const webConfig = fileURLToPath(new URL('../packages/web/vite.config.ts', import.meta.url));

/** One real build of packages/web, served as `tengen serve` serves it. */
describe('the built web app', () => {
  let outDir: string;
  let t: SiteTestApp;
  beforeAll(async () => {
    await sqlite.setup();
    outDir = join(mkdtempSync(join(tmpdir(), 'tengen-web-build-')), 'dist');
    await build({ configFile: webConfig, logLevel: 'silent', build: { outDir } });
    t = await startSiteTestApp(sqlite, { webDir: outDir });
  }, 180_000);
  afterAll(async () => {
    await t?.close();
    removeDir(join(outDir, '..'));
    await sqlite.teardown();
  });

  it('every file the page references is served, the entry with the immutable caching', async () => {
    const page = await t.page('/play/room/');
    expect(page.status).toBe(200);
    expect(page.host?.lang).toBe('cn');
    const referenced = [...page.body.matchAll(/(?:src|href)="(\/[^"]+)"/g)].map((m) => m[1]);
    expect(referenced.some((url) => /^\/assets\/.+\.js$/.test(url))).toBe(true);
    for (const url of referenced) {
      const file = await t.app.inject({ url });
      expect([url, file.statusCode]).toEqual([url, 200]);
      if (url.startsWith('/assets/')) {
        expect(file.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      }
    }
  });

  it('preloads the chunk of the page’s language, and no other language', async () => {
    const page = await t.page('/play/room/?lang=ja');
    const preloads = [...page.body.matchAll(/rel="modulepreload" crossorigin href="(\/assets\/[^"]+)"/g)].map(
      (m) => m[1],
    );
    const languages = preloads.filter((url) => /^\/assets\/(en|cn|ja|ko|zh_Hant)-[\w-]+\.js$/.test(url));
    expect(languages).toEqual([expect.stringMatching(/^\/assets\/ja-/)]);
    const chunk = await t.app.inject({ url: languages[0] });
    expect(chunk.statusCode).toBe(200);
    expect(chunk.body).toMatch(/[\u3040-\u30ff]/);
  });

  it('the board widget files come along from the public folder', async () => {
    const stone = await t.app.inject({ url: '/static/playnew/images/stone-black.png' });
    expect([stone.statusCode, stone.headers['content-type']]).toEqual([200, 'image/png']);
  });

  it('runs in Chromium under the page headers: deep links render, no policy violation, no error', async () => {
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    const address = t.app.server.address();
    const origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    const browser = await launchChromium();
    try {
      const page = await browser.newPage();
      const problems: string[] = [];
      page.on('pageerror', (error) => problems.push(String(error)));
      page.on('console', (message) => {
        if (message.type() === 'error') problems.push(message.text());
      });
      for (const path of ['/play/room/', '/u/Shusaku/', '/no/such/page/']) {
        const response = await page.goto(`${origin}${path}`);
        expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
        await page.waitForSelector('#root > *');
      }
      // The not-found page's own 404 is expected in the console; anything else is a problem.
      expect(problems.filter((text) => !text.includes('404'))).toEqual([]);

      // Every page of the web router answers 200 and renders its page; a path that is no page
      // answers 404 and shows the not-found page. (A game page of a game that does not exist is
      // its own 404, tested with the host data.)
      const notFound = page.getByRole('heading', { name: 'Page not found', level: 1 });
      for (const route of PAGE_PATHS.filter((r) => r !== '/play/p/:playid/')) {
        const path = route.replace(/:\w+/g, '12');
        // Once the page's chunks have come, whichever page it is has rendered.
        const response = await page.goto(`${origin}${path}?lang=en`, { waitUntil: 'networkidle' });
        await page.waitForSelector('#root > *');
        expect([path, response?.status(), await notFound.count()]).toEqual([path, 200, 0]);
      }
      for (const path of ['/problems/a/1/2/', '/messages/', '/homework/x/y/', '/nothing/']) {
        const response = await page.goto(`${origin}${path}?lang=en`);
        await notFound.waitFor();
        expect([path, response?.status()]).toEqual([path, 404]);
      }
    } finally {
      await browser.close();
    }
  });
});
