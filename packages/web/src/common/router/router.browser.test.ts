/**
 * The router in Chromium: links followed in the page, modified clicks and other sites left to
 * the browser, back and forward rendering the page of the address.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, Locator, Page } from 'playwright-core';
import { build, type PreviewServer, preview } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from '../../../../board/src/test-chromium.js';

type ClickOptions = NonNullable<Parameters<Locator['click']>[0]>;

let outDir = '';
let server: PreviewServer;
let browser: Browser;
let origin = '';

beforeAll(async () => {
  outDir = mkdtempSync(join(tmpdir(), 'tengen-router-'));
  const config = {
    configFile: false as const,
    root: fileURLToPath(new URL('./test-page/', import.meta.url)),
    logLevel: 'error' as const,
    build: { outDir, emptyOutDir: true },
    preview: { host: '127.0.0.1', port: 0 },
  };
  await build(config);
  server = await preview(config);
  const address = server.httpServer.address();
  origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
  rmSync(outDir, { recursive: true, force: true });
});

/** A page at `path`, marked so that a full load (which forgets the mark) can be told from an in-page change. */
async function open(path: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await page.goto(origin + path);
  await page.getByRole('heading').waitFor();
  await page.evaluate(() => {
    (window as unknown as { loadedOnce: boolean }).loadedOnce = true;
  });
  return page;
}

const sameDocument = (page: Page) =>
  page.evaluate(() => (window as unknown as { loadedOnce?: boolean }).loadedOnce === true);

describe('the router in a browser', () => {
  it('follows a plain click in the page, with the param decoded', async () => {
    const page = await open('/');
    await page.getByRole('link', { name: 'profile' }).click();
    await page.getByRole('heading', { name: 'player 李昌鎬' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/u/%E6%9D%8E%E6%98%8C%E9%8E%AC/');
    expect(await sameDocument(page)).toBe(true);
    await page.context().close();
  });

  it('renders a lazy page that reads the query', async () => {
    const page = await open('/');
    await page.getByRole('link', { name: 'book' }).click();
    await page.getByRole('heading', { name: 'booktype 1' }).waitFor();
    expect(await sameDocument(page)).toBe(true);
    await page.context().close();
  });

  it('back and forward render the page of the address, without loading again', async () => {
    const page = await open('/');
    await page.getByRole('link', { name: 'profile' }).click();
    await page.getByRole('heading', { name: 'player 李昌鎬' }).waitFor();
    await page.goBack();
    await page.getByRole('heading', { name: 'home' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
    await page.goForward();
    await page.getByRole('heading', { name: 'player 李昌鎬' }).waitFor();
    expect(await sameDocument(page)).toBe(true);
    await page.context().close();
  });

  it.each<[string, ClickOptions]>([
    ['a ctrl click', { modifiers: ['Control'] }],
    ['a shift click', { modifiers: ['Shift'] }],
    ['a middle click', { button: 'middle' }],
  ])('leaves %s to the browser: another tab opens, this page stays', async (_, click) => {
    const page = await open('/');
    const opened = page.context().waitForEvent('page');
    await page.getByRole('link', { name: 'profile' }).click(click);
    const tab = await opened;
    await tab.waitForLoadState();
    expect(new URL(tab.url()).pathname).toBe('/u/%E6%9D%8E%E6%98%8C%E9%8E%AC/');
    expect(new URL(page.url()).pathname).toBe('/');
    expect(await page.getByRole('heading').textContent()).toBe('home');
    expect(await sameDocument(page)).toBe(true);
    await page.context().close();
  });

  it('leaves a link to another site to the browser: a full load', async () => {
    const page = await open('/');
    await page.getByRole('link', { name: 'elsewhere' }).click();
    await page.waitForURL((url) => url.hostname === 'localhost');
    await page.getByRole('heading', { name: 'not found' }).waitFor();
    expect(await sameDocument(page)).toBe(false);
    await page.context().close();
  });
});
