/** Where a browser test finds an SGF point on the page's game board, and what the board shows, from the board's own marks. */
import type { Page } from 'playwright-core';
import { computeLayout, pointCenter } from '../packages/board/src/render/canvas-layout.ts';

/** The page position of a point's centre on a whole `size`×`size` board, coordinates shown or not. */
export async function pointOnPage(
  page: Page,
  point: string,
  size: number,
  coordinates = true,
): Promise<{ x: number; y: number }> {
  const box = (await page.locator('.tg-game-board canvas').first().boundingBox())!;
  const layout = computeLayout({
    cssWidth: box.width,
    cssHeight: box.height,
    dpr: 1,
    size,
    region: { x1: 0, x2: size - 1, y1: 0, y2: size - 1 },
    rotation: 0,
    showCoor: coordinates,
  });
  const c = pointCenter(layout, { x: point.charCodeAt(0) - 97, y: point.charCodeAt(1) - 97 });
  return { x: box.x + c.x, y: box.y + c.y };
}

/** Clicks the centre of a point, the board scrolled into view first as a player would. */
export async function clickPoint(page: Page, point: string, size: number): Promise<void> {
  await page.locator('.tg-game-board canvas').first().scrollIntoViewIfNeeded();
  const at = await pointOnPage(page, point, size);
  await page.mouse.click(at.x, at.y);
}

/** The game board shows exactly `moves` (its own `data-shown` mark). */
export async function boardShows(page: Page, moves: readonly string[]): Promise<void> {
  await page.locator(`.tg-game-board[data-shown="${moves.join(' ')}"]`).waitFor();
}

/** The game board draws a count: its territory figures and the stones crossed as dead. */
export async function countOnBoard(page: Page, territory: string, dead: string): Promise<void> {
  await page.waitForFunction(
    ([t, d]) => {
      const board = document.querySelector<HTMLElement>('.tg-game-board');
      const crossed = (board?.dataset.dead ?? '').split(' ').filter(Boolean).sort().join(' ');
      return board?.dataset.territory === t && crossed === d;
    },
    [territory, dead],
  );
}
