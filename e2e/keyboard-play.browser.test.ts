/**
 * Keyboard play on the game page, in Chromium against the real server: black reaches the board
 * with Tab, moves the cursor with an arrow and plays with Enter; white types "D4" and plays with
 * Enter; each move reaches the other player's board, and each page's live region says it; when
 * the game ends both pages' live regions say the result.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Site, type SiteUser, screenshotPath, VIEWPORTS, waitForBoard } from './site-harness.ts';

let site: Site;
let black: SiteUser;
let white: SiteUser;
let blackPage: Page;
let whitePage: Page;

beforeAll(async () => {
  site = await Site.start();
  black = await site.register('kim_keys', { rank: 315 });
  white = await site.register('lou_keys', { rank: 300 });
  const play = await site.createPlay(black, white);
  blackPage = await site.open(await site.context(VIEWPORTS.desktop, black), `/play/p/${play.id}/?lang=en`);
  whitePage = await site.open(await site.context(VIEWPORTS.phone, white), `/play/p/${play.id}/?lang=en`);
  await Promise.all([waitForBoard(blackPage), waitForBoard(whitePage)]);
}, 180_000);

afterAll(async () => {
  await site?.close();
});

const board = (page: Page) => page.locator('.tg-game-board canvas.tengen-pen');
const shown = (page: Page) => page.locator('.tg-game-board').getAttribute('data-shown');
const said = (page: Page) =>
  page.locator('.tg-game-board .tengen-live').evaluate((el) => (el.textContent ?? '').trim());

/** Presses Tab until the board has the focus; false when it is not among the first 40 stops. */
async function tabToBoard(page: Page): Promise<boolean> {
  for (let i = 0; i < 40; i++) {
    await page.keyboard.press('Tab');
    if (await board(page).evaluate((el) => el === document.activeElement)) return true;
  }
  return false;
}

describe('keyboard play on the game page', () => {
  it('the board is named, described and reached with Tab', async () => {
    await expect(board(blackPage).getAttribute('aria-label')).resolves.toBe('Go board, 9 by 9');
    await expect(board(blackPage).getAttribute('role')).resolves.toBe('application');
    expect(await tabToBoard(blackPage)).toBe(true);
  });

  it('black plays with an arrow and Enter, and white sees the stone', async () => {
    await blackPage.getByText('Your move').waitFor();
    // The cursor starts in the middle (E5); one step left is D5.
    await blackPage.keyboard.press('ArrowLeft');
    await expect.poll(() => said(blackPage)).toBe('D5, empty');
    await blackPage.screenshot({ path: screenshotPath('keyboard/black-cursor') });
    await blackPage.keyboard.press('Enter');
    await expect.poll(() => shown(whitePage)).toBe('de');
    await expect.poll(() => said(whitePage)).toBe('Black D5');
    await expect.poll(() => shown(blackPage)).toBe('de');
  });

  it('white types D4 and plays with Enter, and black sees it', async () => {
    await whitePage.getByText('Your move').waitFor();
    await board(whitePage).focus();
    await whitePage.keyboard.type('D4');
    await expect.poll(() => said(whitePage)).toBe('D4, empty');
    await whitePage.keyboard.press('Enter');
    await expect.poll(() => shown(blackPage)).toBe('de df');
    await expect.poll(() => said(blackPage)).toBe('White D4');
    await whitePage.screenshot({ path: screenshotPath('keyboard/white-played') });
  });

  it('Enter on the opponent’s turn plays nothing; black answers with the keys', async () => {
    // White's cursor is on D4: one step right is E4, empty.
    await whitePage.keyboard.press('ArrowRight');
    await expect.poll(() => said(whitePage)).toBe('E4, empty');
    await whitePage.keyboard.press('Enter');
    await blackPage.getByText('Your move').waitFor();
    await board(blackPage).focus();
    await blackPage.keyboard.type('E5');
    await blackPage.keyboard.press('Enter');
    await expect.poll(() => shown(whitePage)).toBe('de df ee');
    await expect.poll(() => shown(blackPage)).toBe('de df ee');
    expect(site.pageErrors).toEqual([]);
  });

  it('the result is said when the game ends', async () => {
    /** Plays `point` with the keys for whoever is to move, and waits until both boards show it. */
    const playByKeys = async (page: Page, point: string, moves: number) => {
      await page.getByText('Your move').waitFor();
      await board(page).focus();
      await page.keyboard.type(point);
      await page.keyboard.press('Enter');
      for (const p of [blackPage, whitePage])
        await expect.poll(async () => (await shown(p))?.split(' ').length).toBe(moves);
    };
    const points = ['F4', 'F5', 'G4', 'G5', 'H4', 'H5', 'J4', 'J5'];
    for (const [i, point] of points.entries())
      await playByKeys(i % 2 === 0 ? whitePage : blackPage, point, 4 + i);
    await whitePage.getByRole('button', { name: 'Resign', exact: true }).click();
    await whitePage.getByRole('dialog').getByRole('button', { name: 'Resign' }).click();
    for (const page of [blackPage, whitePage])
      await expect.poll(() => said(page)).toBe('Game over: B+R (Black wins by resignation)');
    expect(site.pageErrors).toEqual([]);
  });
});
