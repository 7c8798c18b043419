/**
 * The frame of a window, read from the pixels Chromium paints on the board layer (lines, star
 * points and coordinates only; stones are on another canvas): thick where the window meets the
 * board's edge, exactly on the edge line; a cut side as thin as an inner line; no line running on
 * into the margin past a cut side. (Star points outside the window sit under the coordinates, so
 * render/board-frame.test.ts checks them on the drawn geometry instead.)
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Layout } from './render/canvas-layout.ts';
import { boardGeometry, type GalleryHarness, openGallery, startGallery } from './test-browser.ts';

let h: GalleryHarness;
beforeAll(async () => {
  h = await startGallery();
}, 120_000);
afterAll(async () => {
  await h?.close();
});

interface Pixels {
  width: number;
  /** Luminance 0–255 of the pixel at (x, y), integer device pixels. */
  at(x: number, y: number): number;
}

async function boardPixels(page: Page, id: string): Promise<{ l: Layout; px: Pixels }> {
  const { l } = await boardGeometry(page, id);
  const { width, data } = await page.evaluate((board) => {
    const c = document.querySelector(`#${board} canvas.tengen-board`) as HTMLCanvasElement;
    const image = c.getContext('2d')!.getImageData(0, 0, c.width, c.height);
    return { width: c.width, data: Array.from(image.data) };
  }, id);
  const at = (x: number, y: number) => {
    const i = (Math.round(y) * width + Math.round(x)) * 4;
    return 0.299 * data[i] + 0.587 * data[i + 1] + 0.114 * data[i + 2];
  };
  return { l, px: { width, at } };
}

/** Where display line `i` is (the left or top pixel of a one-pixel line). */
const lineX = (l: Layout, u: number) => l.originX + (u - l.display.x1) * l.cell;
const lineY = (l: Layout, v: number) => l.originY + (v - l.display.y1) * l.cell;

/**
 * The ink of a vertical line crossed half-way between two rows: how much darker than the board
 * beside it the few pixels around the line are, summed.
 */
function verticalInk(l: Layout, px: Pixels, u: number, v: number): number {
  const x = lineX(l, u);
  const y = lineY(l, v) + Math.floor(l.cell / 2);
  const background = Math.max(px.at(x - Math.floor(l.cell / 2), y), px.at(x + Math.floor(l.cell / 2), y));
  let ink = 0;
  for (let dx = -4; dx <= 4; dx++) ink += Math.max(0, background - px.at(x + dx, y));
  return ink;
}

function horizontalInk(l: Layout, px: Pixels, u: number, v: number): number {
  const x = lineX(l, u) + Math.floor(l.cell / 2);
  const y = lineY(l, v);
  const background = Math.max(px.at(x, y - Math.floor(l.cell / 2)), px.at(x, y + Math.floor(l.cell / 2)));
  let ink = 0;
  for (let dy = -4; dy <= 4; dy++) ink += Math.max(0, background - px.at(x, y + dy));
  return ink;
}

/** Luminance a pixel of bare board may differ by from another (wood grain); a line is ~100 darker. */
const BOARD_TOLERANCE = 30;

describe('the frame of a window in Chromium', () => {
  it('bottom-right window: thick on the bottom and right edge lines, thin on the cut top and left', async () => {
    const page = await openGallery(h);
    const { l, px } = await boardPixels(page, 'window-bottom-right');
    const d = l.display;
    expect(d).toEqual({ x1: 10, x2: 18, y1: 10, y2: 18 });
    const inner = verticalInk(l, px, 14, 12);
    expect(inner).toBeGreaterThan(50);
    expect(horizontalInk(l, px, 12, 14)).toBeCloseTo(inner, -1);
    // The true edges: thick, and on the last line itself.
    expect(verticalInk(l, px, 18, 12)).toBeGreaterThan(1.5 * inner);
    expect(horizontalInk(l, px, 12, 18)).toBeGreaterThan(1.5 * inner);
    // The line before each edge is an ordinary one.
    expect(verticalInk(l, px, 17, 12)).toBeLessThan(1.5 * inner);
    expect(horizontalInk(l, px, 12, 17)).toBeLessThan(1.5 * inner);
    // The cut sides: as thin as an inner line.
    expect(verticalInk(l, px, 10, 12)).toBeLessThan(1.5 * inner);
    expect(horizontalInk(l, px, 12, 10)).toBeLessThan(1.5 * inner);
  });

  it.each(['window-bottom-right', 'window-right'])(
    '%s: no line runs on into the margin past a cut side',
    async (id) => {
      const page = await openGallery(h);
      const { l, px } = await boardPixels(page, id);
      const d = l.display;
      const out = Math.round(l.cell * 0.3);
      const background = px.at(lineX(l, d.x1) + l.cell / 2, lineY(l, d.y1) + l.cell / 2);
      // The lines stop at the window: a third of a cell past the cut left side, on every row line.
      for (let v = d.y1; v <= d.y2; v++)
        expect(Math.abs(background - px.at(lineX(l, d.x1) - out, lineY(l, v)))).toBeLessThan(BOARD_TOLERANCE);
      // Past the cut top side, on every column line.
      for (let u = d.x1; u <= d.x2; u++)
        expect(Math.abs(background - px.at(lineX(l, u), lineY(l, d.y1) - out))).toBeLessThan(BOARD_TOLERANCE);
    },
  );

  it('window on the right side only: thick on the right edge, thin above and below', async () => {
    const page = await openGallery(h);
    const { l, px } = await boardPixels(page, 'window-right');
    const d = l.display;
    expect(d).toEqual({ x1: 10, x2: 18, y1: 5, y2: 13 });
    const inner = verticalInk(l, px, 14, 8);
    expect(inner).toBeGreaterThan(50);
    expect(verticalInk(l, px, 18, 8)).toBeGreaterThan(1.5 * inner);
    expect(verticalInk(l, px, 17, 8)).toBeLessThan(1.5 * inner);
    expect(horizontalInk(l, px, 12, 5)).toBeLessThan(1.5 * inner);
    expect(horizontalInk(l, px, 12, 13)).toBeLessThan(1.5 * inner);
  });
});
