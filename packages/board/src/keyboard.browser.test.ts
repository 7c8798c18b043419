/**
 * The board from the keyboard, in Chromium on the gallery: focus by Tab, the cursor drawn and
 * moved by the arrows, Enter and a typed point playing through the click's path (a game board, a
 * corpus problem judged), what the live region says, and a board with the keys turned off.
 */
import type { Vertex } from '@tengen/core';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodePng, diffRatio } from '../tools/png.ts';
import { type GalleryHarness, openGallery, startGallery } from './test-browser.ts';

// biome-ignore lint/suspicious/noExplicitAny: the gallery's window object, read inside the page
type Loose = any;

let h: GalleryHarness;
beforeAll(async () => {
  h = await startGallery();
}, 120_000);
afterAll(async () => {
  await h?.close();
});

const stoneAt = (page: Page, board: string, v: Vertex) =>
  page.evaluate(([b, p]) => (window as Loose).gallery.boards[b as string].state.game.board.get(p), [
    board,
    v,
  ] as const);
const said = (page: Page, board: string) =>
  page.locator(`#${board} .tengen-live`).evaluate((el) => (el.textContent ?? '').trim());
const playEvents = (page: Page, board: string) =>
  page.evaluate(
    (b) => (window as Loose).gallery.events.filter((e: Loose) => e.board === b && e.type === 'play').length,
    board,
  );

describe('the board from the keyboard', () => {
  it('is reached by Tab, named and described, and shows a cursor the arrows move', async () => {
    const page = await openGallery(h);
    const canvas = page.locator('#game canvas.tengen-pen');
    await expect(canvas.getAttribute('role')).resolves.toBe('application');
    await expect(canvas.getAttribute('aria-label')).resolves.toBe('Go board, 19 by 19');
    const description = await page.locator(`#${await canvas.getAttribute('aria-describedby')}`).textContent();
    expect(description).toMatch(
      /^(Black|White) to play\. \d+ black and \d+ white stones on the board\. Last move: /,
    );

    const before = decodePng(await page.locator('#game').screenshot());
    // The game board is the page's first focusable element.
    await page.keyboard.press('Tab');
    await expect(canvas.evaluate((el) => el === document.activeElement)).resolves.toBe(true);
    const focused = decodePng(await page.locator('#game').screenshot());
    expect(diffRatio(focused, before), 'the cursor is drawn').toBeGreaterThan(0);

    // The cursor starts on the last move.
    const start = await page.evaluate(
      () => (window as Loose).gallery.boards.game.state.game.current.move.vertex,
    );
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowDown');
    const moved = await page.evaluate(() => (window as Loose).gallery.boards.game.state.keyCursor);
    expect(moved).toEqual({ x: start.x + 1, y: start.y + 1 });
    await expect.poll(() => said(page, 'game')).toMatch(/^[A-HJ-T]\d+, (empty|black stone|white stone)$/);
    const after = decodePng(await page.locator('#game').screenshot());
    expect(diffRatio(after, focused), 'the cursor moved').toBeGreaterThan(0);
    await page.keyboard.press('Home');
    await expect(page.evaluate(() => (window as Loose).gallery.boards.game.state.keyCursor.x)).resolves.toBe(
      0,
    );
  });

  it('plays with Enter at the cursor and at a typed point, and says the move', async () => {
    const page = await openGallery(h);
    const canvas = page.locator('#game canvas.tengen-pen');
    await canvas.focus();
    // A1 and T1 are empty in the gallery's game.
    expect(await stoneAt(page, 'game', { x: 0, y: 18 })).toBe(0);
    expect(await stoneAt(page, 'game', { x: 18, y: 18 })).toBe(0);
    await page.keyboard.type('A1');
    await page.keyboard.press('Enter');
    const color = await stoneAt(page, 'game', { x: 0, y: 18 });
    expect(color).not.toBe(0);
    const name = color === 1 ? 'Black' : 'White';
    await expect.poll(() => said(page, 'game')).toBe(`${name} A1`);
    expect(await playEvents(page, 'game')).toBe(1);

    // The arrows and End reach T1; Space plays there too.
    await page.keyboard.press('End');
    await page.keyboard.press(' ');
    expect(await stoneAt(page, 'game', { x: 18, y: 18 })).not.toBe(0);
    expect(await playEvents(page, 'game')).toBe(2);

    // A taken point is refused in words, and a name off the board plays nothing.
    await page.keyboard.press('Enter');
    await expect.poll(() => said(page, 'game')).toBe('That point is taken');
    await page.keyboard.type('Z9');
    await page.keyboard.press('Enter');
    expect(await playEvents(page, 'game')).toBe(2);
  });

  it('a problem judges a move played with the keys', async () => {
    const page = await openGallery(h);
    await page.locator('#puzzle-solve canvas.tengen-pen').focus();
    await page.keyboard.type('B19');
    await page.keyboard.press('Enter');
    await expect
      .poll(() =>
        page.evaluate(() =>
          (window as Loose).gallery.events
            .filter((e: Loose) => e.board === 'puzzle-solve' && e.type === 'result')
            .map((e: Loose) => e.data.r),
        ),
      )
      .toEqual(['correct']);
  });

  it('says what the host asks, and takes no keys when they are turned off', async () => {
    const page = await openGallery(h);
    const result = await page.evaluate(() => {
      const element = document.createElement('div');
      element.id = 'keys-off';
      element.style.width = '200px';
      document.body.prepend(element);
      const api = (window as Loose).gallery.create(element, { size: 9, clickMode: 'play', keyboard: false });
      api.announce('White wins by resignation');
      api.redraw();
      const canvas = element.querySelector('canvas.tengen-pen')!;
      return {
        tabindex: canvas.getAttribute('tabindex'),
        role: canvas.getAttribute('role'),
        said: element.querySelector('.tengen-live')!.textContent,
      };
    });
    expect(result).toEqual({ tabindex: null, role: 'img', said: 'White wins by resignation' });
  });
});
