// Shared set-up of the browser tests: the gallery built with Vite, served on a random loopback
// port, and Debian's Chromium driven by playwright-core (no browser is downloaded).
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import { build, type PreviewServer, preview } from 'vite';
import { computeLayout, type Layout } from './render/canvas-layout.ts';
import { launchChromium } from './test-chromium.js';
import type { Region, Rotation } from './types.ts';

const configFile = fileURLToPath(new URL('../vite.config.ts', import.meta.url));

export interface GalleryHarness {
  url: string;
  browser: Browser;
  close(): Promise<void>;
}

export async function startGallery(): Promise<GalleryHarness> {
  await build({ configFile, logLevel: 'error' });
  const server: PreviewServer = await preview({
    configFile,
    logLevel: 'error',
    preview: { host: '127.0.0.1', port: 0, strictPort: false, open: false },
  });
  const address = server.httpServer.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const browser = await launchChromium();
  return {
    url: `http://127.0.0.1:${port}/`,
    browser,
    close: async () => {
      await browser.close();
      await server.close();
    },
  };
}

/** A fresh page on the gallery, waiting until every board has painted. */
export async function openGallery(h: GalleryHarness, scale = 1): Promise<Page> {
  const context = await h.browser.newContext({
    viewport: { width: 1280, height: 900 },
    deviceScaleFactor: scale,
  });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  await page.goto(h.url);
  await page.waitForFunction(
    () => (window as unknown as { gallery?: { ready: boolean } }).gallery?.ready === true,
  );
  // Images arrive after the first paint; boards repaint when they do.
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
  if (errors.length > 0) throw new Error(errors.join('\n'));
  return page;
}

interface BoardGeometry {
  rect: { left: number; top: number; width: number; height: number };
  size: number;
  region: Region;
  rotation: Rotation;
  showCoor: boolean;
}

/** A gallery board's layout (CSS pixels, as at a pixel ratio of 1) and its canvas's place in the page. */
export async function boardGeometry(
  page: Page,
  id: string,
): Promise<{ l: Layout; rect: BoardGeometry['rect'] }> {
  await page.locator(`#${id}`).scrollIntoViewIfNeeded();
  const g = await page.evaluate((board) => {
    // biome-ignore lint/suspicious/noExplicitAny: the gallery's window object, read inside the page
    const api = (window as any).gallery.boards[board];
    const r = document.querySelector(`#${board} canvas.tengen-pen`)!.getBoundingClientRect();
    const s = api.state;
    return {
      rect: { left: r.left, top: r.top, width: r.width, height: r.height },
      size: s.game.size,
      region: s.region,
      rotation: s.rotation,
      showCoor: s.showCoor,
    } as BoardGeometry;
  }, id);
  const l = computeLayout({ cssWidth: g.rect.width, cssHeight: g.rect.height, dpr: 1, ...g });
  return { l, rect: g.rect };
}

/** Page coordinates of a display grid position (already rotated), fractional positions allowed. */
export async function displayPosition(page: Page, id: string, d: { x: number; y: number }) {
  const { l, rect } = await boardGeometry(page, id);
  return {
    x: rect.left + l.originX + (d.x - l.display.x1) * l.cell,
    y: rect.top + l.originY + (d.y - l.display.y1) * l.cell,
  };
}
