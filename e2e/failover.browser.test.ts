/**
 * A game in Chromium on a site of two `tengen serve` processes (PostgreSQL and Redis started by
 * the test): black's page came from the process that steps the game, white's from the other.
 * The first is killed with SIGKILL in the middle of the game; black's page finds the second
 * through `sockethost2`, as the seed's fallback host, and both play on with every move there once.
 */

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from '../packages/board/src/test-chromium.js';
import {
  type ChildServer,
  createPlayIn,
  registerAt,
  sleep,
} from '../packages/server/src/testing/test-child-server.ts';
import { TestCluster } from '../packages/server/src/testing/test-cluster.ts';
import { freePort } from '../packages/server/src/testing/test-ports.ts';
import { boardShows, clickPoint } from './board-points.ts';
import { screenshotPath } from './site-harness.ts';

const webConfig = fileURLToPath(new URL('../packages/web/vite.config.ts', import.meta.url));
const SIZE = 9;

let site: TestCluster;
let browser: Browser;
let webDir: string;
let dir: string;
const pageErrors: string[] = [];

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'tengen-e2e-failover-'));
  webDir = join(dir, 'dist');
  [site] = await Promise.all([
    TestCluster.start(),
    build({ configFile: webConfig, logLevel: 'silent', build: { outDir: webDir } }),
  ]);
  browser = await launchChromium();
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await site?.stop();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe('two processes, one killed mid-game', () => {
  it('the page of the lost process reconnects to the other through sockethost2 and the game goes on', async () => {
    const [portA, portB] = [await freePort(), await freePort()];
    const env = {
      LOG_LEVEL: 'warn',
      TENGEN_SOCKET_URL: `ws://127.0.0.1:${portA}/ws`,
      TENGEN_SOCKET_URL2: `ws://127.0.0.1:${portB}/ws2`,
      // The pages are opened at either process, and each page's sockets reach both.
      TENGEN_CORS_ORIGINS: `http://127.0.0.1:${portA},http://127.0.0.1:${portB}`,
    };
    const start = (port: number) => site.startProcess(env, { webDir, args: ['--port', String(port)] });
    const a: ChildServer = await start(portA);
    const alice = await registerAt(a.url, 'alice');
    const bob = await registerAt(a.url, 'bob');
    for (const user of [alice, bob]) await site.store.updateUser(user.id, { lang: 'en' });
    const game = await createPlayIn(site.store, alice, bob);
    // Alone, A takes the new game at its next sweep; then B starts.
    for (let i = 0; i < 50 && (await site.store.ownerNodeOf(game.id)) === null; i++) await sleep(100);
    expect(await site.store.ownerNodeOf(game.id)).not.toBeNull();
    const b = await start(portB);

    const open = async (url: string, token: string) => {
      const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
      context.setDefaultTimeout(15_000);
      await context.addCookies([{ name: 'tengen_token', value: token, url }]);
      const page = await context.newPage();
      page.on('pageerror', (error) => pageErrors.push(`${page.url()}: ${error.message}`));
      await page.goto(`${url}/play/p/${game.id}/`);
      await page.locator('.tg-game-board').waitFor();
      return page;
    };
    const black = await open(a.url, alice.token);
    const white = await open(b.url, bob.token);

    const played: string[] = [];
    const move = async (page: Page, point: string) => {
      await page.getByText('Your move').waitFor();
      await clickPoint(page, point, SIZE);
      played.push(point);
      await boardShows(black, played);
      await boardShows(white, played);
    };
    await move(black, 'ee');
    await move(white, 'cc');
    await move(black, 'gg');

    await a.kill();
    // White plays on at once: B takes the game over when the lease of A runs out.
    await move(white, 'cg');
    // Black's page lost its socket; it reconnects, to B through sockethost2, and has every move.
    await boardShows(black, played);
    await move(black, 'gc');
    await move(white, 'ge');
    await black.screenshot({ path: screenshotPath('failover-black-after') });

    const stored = (await site.store.eventsOf(game.id)).flatMap(({ event }) => {
      const e = event as { type: string; point?: string };
      return e.type === 'move' ? [e.point] : [];
    });
    expect(stored).toEqual(played);
    expect(pageErrors).toEqual([]);
    await b.stop();
  }, 120_000);
});
