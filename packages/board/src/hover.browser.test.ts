/**
 * The hover stone under a mouse in Chromium: it follows the pointer over the points, and none is
 * shown in the board's corners, where a click is a version tap and plays nothing.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  boardGeometry,
  displayPosition,
  type GalleryHarness,
  openGallery,
  startGallery,
} from './test-browser.ts';

// biome-ignore lint/suspicious/noExplicitAny: the gallery's window object, read inside the page
type Loose = any;

let h: GalleryHarness;
beforeAll(async () => {
  h = await startGallery();
}, 120_000);
afterAll(async () => {
  await h?.close();
});

const hover = (page: Page, board: string) =>
  page.evaluate((b) => (window as Loose).gallery.boards[b].state.cursor, board);
const taps = (page: Page, board: string) =>
  page.evaluate((b) => (window as Loose).gallery.boards[b].state.cornerTaps, board);
const moves = (page: Page, board: string) =>
  page.evaluate((b) => (window as Loose).gallery.boards[b].state.game.current.moveNumber, board);

describe('the hover stone', () => {
  it('follows the pointer, and is not shown where a click is a version tap', async () => {
    const page = await openGallery(h);
    const id = 'size-13';
    await page.evaluate((b) => (window as Loose).gallery.boards[b].set({ clickMode: 'play' }), id);
    const { l } = await boardGeometry(page, id);
    const last = l.size - 1;
    // Between 0.35 and 0.5 of a cell outside both outer lines: nearest to the corner point, yet
    // in the corner zone (see inCorner).
    const out = 0.43;
    const corners = [
      { zone: { x: -out, y: -out }, point: { x: 0, y: 0 } },
      { zone: { x: last + out, y: -out }, point: { x: last, y: 0 } },
      { zone: { x: -out, y: last + out }, point: { x: 0, y: last } },
      { zone: { x: last + out, y: last + out }, point: { x: last, y: last } },
    ];
    const start = await moves(page, id);
    for (const [i, c] of corners.entries()) {
      const onPoint = await displayPosition(page, id, c.point);
      await page.mouse.move(onPoint.x, onPoint.y);
      await expect.poll(() => hover(page, id)).toEqual(c.point);

      const inZone = await displayPosition(page, id, c.zone);
      await page.mouse.move(inZone.x, inZone.y);
      await expect.poll(() => hover(page, id)).toBeNull();
      // The same place taken by a click: a version tap, no move.
      await page.mouse.down();
      await page.mouse.up();
      expect(await taps(page, id)).toBe(i + 1);
      expect(await moves(page, id)).toBe(start);
      expect(await hover(page, id)).toBeNull();
    }
  });
});
