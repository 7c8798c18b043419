// The game page in Chromium: the JavaScript a first visit downloads, and the time from navigation
// to an interactive board, beside the board widget alone on an empty page (the floor).
// Run: npm run bench:web
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser } from 'playwright-core';
import { build, preview } from 'vite';
import { launchChromium } from '../../packages/board/src/test-chromium.js';
import { hashPassword } from '../../packages/server/src/accounts/password.ts';
import { loadConfig } from '../../packages/server/src/config/server-config.ts';
import { startServer } from '../../packages/server/src/server.ts';
import { pageWeight } from './page-weight.ts';

const here = fileURLToPath(new URL('.', import.meta.url));
const webConfig = fileURLToPath(new URL('../../packages/web/vite.config.ts', import.meta.url));
const RUNS = 9;
const JS_GOAL_GZIP = 150 * 1024;

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[xs.length >> 1];

/** Navigation start → the page's `tengen:board-ready` mark, in a fresh context (cold) or a reload (warm). */
async function timeToBoard(browser: Browser, url: string): Promise<{ cold: number; warm: number }> {
  const cold: number[] = [];
  const warm: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    const readyAt = async () => {
      await page.waitForFunction(() => performance.getEntriesByName('tengen:board-ready').length > 0, null, {
        timeout: 30_000,
      });
      return page.evaluate(() => performance.getEntriesByName('tengen:board-ready')[0].startTime);
    };
    await page.goto(url);
    cold.push(await readyAt());
    await page.reload();
    warm.push(await readyAt());
    await context.close();
  }
  return { cold: median(cold), warm: median(warm) };
}

async function main() {
  const work = mkdtempSync(join(tmpdir(), 'tengen-bench-web-'));
  const siteDir = join(work, 'site');
  const widgetDir = join(work, 'widget');
  await build({ configFile: webConfig, logLevel: 'error', build: { outDir: siteDir, manifest: true } });
  const widgetConfig = {
    configFile: false as const,
    root: `${here}widget-page`,
    logLevel: 'error' as const,
    publicDir: fileURLToPath(new URL('../../packages/board/public', import.meta.url)),
    build: { outDir: widgetDir, emptyOutDir: true, manifest: true },
    preview: { host: '127.0.0.1', port: 0 },
  };
  await build(widgetConfig);
  const playWeight = pageWeight(siteDir, 'src/features/game/play-page.tsx');
  const lobbyWeight = pageWeight(siteDir, 'src/features/lobby/lobby-page.tsx');
  const widgetWeight = pageWeight(widgetDir, 'index.html');

  const config = loadConfig({ TENGEN_DATA_DIR: join(work, 'data'), PORT: '0', TENGEN_WEB_DIR: siteDir });
  if (!config.ok) throw new Error(config.error);
  const server = await startServer(config.value);
  const widget = await preview(widgetConfig);
  const browser = await launchChromium();
  try {
    const hash = await hashPassword('bench-password', { N: 2 ** 10, r: 8, p: 1 });
    const now = Date.now();
    const black = await server.store.createUser({
      username: 'bench_black',
      passwordHash: hash,
      createdAt: now,
    });
    const white = await server.store.createUser({
      username: 'bench_white',
      passwordHash: hash,
      createdAt: now,
    });
    if (!black.ok || !white.ok) throw new Error('could not create the players');
    const play = await server.store.createPlay({
      blackId: black.value.id,
      whiteId: white.value.id,
      startsAt: now,
      createdAt: now,
    });
    const address = widget.httpServer.address();
    const widgetPort = typeof address === 'object' && address ? address.port : 0;
    const gamePage = await timeToBoard(browser, `${server.url}/play/p/${play.id}/`);
    const widgetAlone = await timeToBoard(browser, `http://127.0.0.1:${widgetPort}/`);
    const results = {
      chromium: browser.version(),
      weight: { play: playWeight, lobby: lobbyWeight, widgetAlone: widgetWeight },
      timeToBoardMs: { gamePage, widgetAlone },
      ratios: {
        jsGzipOfGoal: playWeight.jsGzip / JS_GOAL_GZIP,
        jsGzipVsWidgetAlone: playWeight.jsGzip / widgetWeight.jsGzip,
        coldVsWidgetAlone: gamePage.cold / widgetAlone.cold,
        warmVsWidgetAlone: gamePage.warm / widgetAlone.warm,
      },
    };
    writeFileSync(`${here}results.json`, `${JSON.stringify(results, null, 2)}\n`);
    const kb = (n: number) => `${(n / 1024).toFixed(1)} kB`;
    console.log(`Game page JS (first visit, gzip): ${kb(playWeight.jsGzip)} of the ${kb(JS_GOAL_GZIP)} goal`);
    console.log(
      `  brotli ${kb(playWeight.jsBrotli)}, raw ${kb(playWeight.jsBytes)}, CSS gzip ${kb(playWeight.cssGzip)}`,
    );
    console.log(`Lobby JS (gzip): ${kb(lobbyWeight.jsGzip)}; the widget alone: ${kb(widgetWeight.jsGzip)}`);
    console.log(
      `Navigation → interactive board, median of ${RUNS} (localhost, Chromium ${browser.version()}):`,
    );
    console.log(`  game page: cold ${gamePage.cold.toFixed(0)} ms, warm ${gamePage.warm.toFixed(0)} ms`);
    console.log(
      `  widget alone: cold ${widgetAlone.cold.toFixed(0)} ms, warm ${widgetAlone.warm.toFixed(0)} ms`,
    );
    console.log(
      `  ratio game page / widget alone: cold ${results.ratios.coldVsWidgetAlone.toFixed(2)}×, warm ${results.ratios.warmVsWidgetAlone.toFixed(2)}×`,
    );
  } finally {
    await browser.close();
    await widget.close();
    await server.close();
    rmSync(work, { recursive: true, force: true });
  }
}

await main();
