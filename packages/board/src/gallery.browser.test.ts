import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Vertex } from '@tengen/core';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodePng, diffRatio, encodePng } from '../tools/png.ts';
import { displayPosition, type GalleryHarness, openGallery, startGallery } from './test-browser.ts';

// biome-ignore lint/suspicious/noExplicitAny: the gallery's window object, read inside the page
type Loose = any;

const SECTIONS = [
  'game',
  'themes',
  'sizes',
  'rotation',
  'windows',
  'marks',
  'pen',
  'vote',
  'puzzles',
  'thumbnails',
  'react',
];
const SCREENSHOTS = join(import.meta.dirname, '__screenshots__');
/**
 * Pixels allowed to differ per section (anti-aliasing and font rasterisation noise); one stone or
 * mark moved changes several hundred.
 */
const TOLERANCE_PIXELS = 120;

let h: GalleryHarness;
beforeAll(async () => {
  h = await startGallery();
}, 120_000);
afterAll(async () => {
  await h?.close();
});

async function clickPoint(page: Page, id: string, v: Vertex) {
  const p = await displayPosition(page, id, v);
  await page.mouse.click(p.x, p.y);
}

const events = (page: Page, board: string, type: string) =>
  page.evaluate(
    ([b, t]) => (window as Loose).gallery.events.filter((e: Loose) => e.board === b && e.type === t),
    [board, type],
  );
const stoneAt = (page: Page, board: string, v: Vertex) =>
  page.evaluate(([b, p]) => (window as Loose).gallery.boards[b as string].state.game.board.get(p), [
    board,
    v,
  ] as const);

describe('the gallery in Chromium', () => {
  it('every section matches its reference screenshot', async () => {
    const page = await openGallery(h);
    const failures: string[] = [];
    for (const id of SECTIONS) {
      const shot = await page.locator(`#section-${id}`).screenshot();
      const file = join(SCREENSHOTS, `${id}.png`);
      if (!existsSync(file) || process.env.UPDATE_SCREENSHOTS) {
        // Stored re-encoded, so a reference is the same bytes whoever wrote it.
        writeFileSync(file, encodePng(decodePng(shot)));
        continue;
      }
      const actual = decodePng(shot);
      const differing = Math.round(
        diffRatio(actual, decodePng(readFileSync(file))) * actual.width * actual.height,
      );
      if (differing > TOLERANCE_PIXELS) {
        failures.push(`${id}: ${differing} pixels differ`);
        writeFileSync(join(SCREENSHOTS, `${id}.actual.png`), shot);
      }
    }
    expect(failures).toEqual([]);
  });

  it('a board given its width and height takes that room in the page', async () => {
    const page = await openGallery(h);
    const boxes = await page.evaluate(() => {
      const row = document.createElement('div');
      row.style.cssText = 'display:flex;align-items:flex-start;gap:8px;';
      document.body.prepend(row);
      const boxes = [];
      for (const size of [
        { width: 200, height: 200 },
        { width: 150, height: 180 },
      ]) {
        const element = document.createElement('div');
        row.appendChild(element);
        (window as Loose).gallery.create(element, size);
        const r = element.getBoundingClientRect();
        boxes.push({ left: r.left, width: r.width, height: r.height });
      }
      return boxes;
    });
    expect(boxes.map((b) => [b.width, b.height])).toEqual([
      [200, 200],
      [150, 180],
    ]);
    // Side by side, not one over the other.
    expect(boxes[1].left).toBeGreaterThanOrEqual(boxes[0].left + 200);
  });

  it('a click plays a stone on the game board', async () => {
    const page = await openGallery(h);
    await clickPoint(page, 'game', { x: 9, y: 9 });
    expect(await stoneAt(page, 'game', { x: 9, y: 9 })).toBe(1);
    expect(await events(page, 'game', 'play')).toEqual([
      { board: 'game', type: 'play', data: { vertex: { x: 9, y: 9 }, color: 1 } },
    ]);
  });

  it('solves a real corpus problem, and fails it with another move', async () => {
    const page = await openGallery(h);
    await clickPoint(page, 'puzzle-solve', { x: 1, y: 0 });
    expect((await events(page, 'puzzle-solve', 'result')).map((e: Loose) => e.data)).toEqual([
      { r: 'correct', code: 1 },
    ]);
    await clickPoint(page, 'puzzle-fail', { x: 0, y: 3 });
    expect((await events(page, 'puzzle-fail', 'result')).map((e: Loose) => e.data)).toEqual([
      { r: 'wrong', code: 2 },
    ]);
  });

  it('casts a student vote', async () => {
    const page = await openGallery(h);
    await clickPoint(page, 'vote-stu', { x: 7, y: 7 });
    expect((await events(page, 'vote-stu', 'vote')).map((e: Loose) => e.data)).toEqual([{ x: 7, y: 7 }]);
  });

  it('draws a pen stroke: batched, normalised points reach the callback', async () => {
    const page = await openGallery(h);
    const start = await displayPosition(page, 'pen', { x: 1, y: 1 });
    await page.mouse.move(start.x, start.y);
    await page.mouse.down();
    for (let i = 1; i <= 12; i++) {
      await page.mouse.move(start.x + i * 10, start.y + i * 6);
      await page.waitForTimeout(16);
    }
    await page.mouse.up();
    const batches = (await events(page, 'pen', 'pen')).map((e: Loose) => e.data);
    expect(batches.length).toBeGreaterThanOrEqual(2);
    expect(batches.at(-1).end).toBe(true);
    const points = batches.flatMap((b: Loose) => b.points);
    expect(points.length).toBe(13);
    for (const p of points) {
      expect(p.x).toBeGreaterThan(0);
      expect(p.x).toBeLessThan(1);
      expect(Math.round(p.x * 10000) / 10000).toBe(p.x);
      expect(p.c).toBe('#c04000');
    }
    expect(points[0].x).toBeCloseTo(1.5 / 9, 2);
    expect(points[0].y).toBeCloseTo(1.5 / 9, 2);
  });

  it.each([90, 270] as const)('a click lands on the right point at %i degrees', async (rotation) => {
    const page = await openGallery(h);
    const v = { x: 6, y: 1 };
    const n = 8;
    const shown = rotation === 90 ? { x: n - v.y, y: v.x } : { x: v.y, y: n - v.x };
    const p = await displayPosition(page, `rot-${rotation}`, shown);
    await page.mouse.click(p.x, p.y);
    expect(await stoneAt(page, `rot-${rotation}`, v)).toBe(2);
  });

  it('follows its container when it resizes, sharp at the device pixel ratio', async () => {
    const page = await openGallery(h, 2);
    const size = () =>
      page.evaluate(() => {
        const c = document.querySelector('#size-19 canvas.tengen-stones') as HTMLCanvasElement;
        return { css: c.getBoundingClientRect().width, px: c.width, wrapper: c.parentElement!.clientHeight };
      });
    expect(await size()).toEqual({ css: 240, px: 480, wrapper: 240 });
    await page.evaluate(() => {
      (document.querySelector('#size-19') as HTMLElement).style.width = '300px';
    });
    await expect.poll(size).toEqual({ css: 300, px: 600, wrapper: 300 });
  });

  it('more than 12 corner taps show the version text', async () => {
    const page = await openGallery(h);
    await page.locator('#size-5').scrollIntoViewIfNeeded();
    const box = (await page.locator('#size-5').boundingBox())!;
    for (let i = 0; i < 13; i++) await page.mouse.click(box.x + 3, box.y + 3);
    await expect
      .poll(() => page.locator('#size-5 .tengen-version').textContent({ timeout: 2000 }))
      .toBe('1.7.21');
  });

  it('the React wrapper mounts once, passes config changes to the API, destroys on unmount', async () => {
    const page = await openGallery(h);
    const react = () =>
      page.evaluate(() => {
        const g = (window as Loose).gallery;
        return {
          size: g.boards.react.state.game.size,
          rotation: g.boards.react.state.rotation,
          canvases: document.querySelectorAll('#react-host canvas').length,
        };
      });
    expect(await react()).toEqual({ size: 9, rotation: 0, canvases: 4 });
    await page.evaluate(() => (window as Loose).gallery.renderReact({ rotation: 90 }));
    await expect.poll(react).toEqual({ size: 9, rotation: 90, canvases: 4 });
    await page.evaluate(() => (window as Loose).gallery.unmountReact());
    await expect.poll(react).toMatchObject({ canvases: 0 });
  });
});
