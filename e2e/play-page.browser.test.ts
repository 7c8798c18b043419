/**
 * The game page in Debian's Chromium against the real server serving a fresh build of the web
 * app: two players sign in (the sign-in cookie), the board shows, a click plays a move that the
 * other page receives, pass is confirmed and sent, the controls follow the rules, phones get
 * touch targets of at least 44 px, and a missing play says so.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Site } from './site-harness.ts';

let site: Site;
let browser: Browser;

const register = (username: string) => site.register(username);

async function pageAs(token: string, width: number, height: number): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height } });
  await context.addCookies([{ name: 'tengen_token', value: token, url: site.url }]);
  return context.newPage();
}

beforeAll(async () => {
  site = await Site.start();
  browser = site.browser;
}, 180_000);

afterAll(async () => {
  await site?.close();
});

describe('the game page in a browser', () => {
  it('two players: the board shows, a move and a pass go both ways, the controls follow the rules', async () => {
    const alice = await register('alice');
    const bob = await register('bob');
    const now = Date.now();
    const play = await site.store.createPlay({
      boardSize: 9,
      mainMinutes: 10,
      byoyomiSeconds: 30,
      byoyomiPeriods: 3,
      blackId: alice.id,
      whiteId: bob.id,
      startsAt: now - 1,
      createdAt: now,
    });
    const url = `${site.url}/play/p/${play.id}/?lang=en`;
    const black = await pageAs(alice.token, 1280, 800);
    const white = await pageAs(bob.token, 390, 844);
    const errors: string[] = [];
    for (const p of [black, white]) p.on('pageerror', (e) => errors.push(e.message));
    await black.goto(url);
    await white.goto(url);
    await black.getByText('Your move').waitFor();
    await white.getByText("Opponent's move").waitFor();
    await expect(black.getByRole('button', { name: 'Resign' }).isDisabled()).resolves.toBe(true);
    await expect(white.getByRole('button', { name: 'Pass' }).isDisabled()).resolves.toBe(true);

    // Black clicks the middle of the board: tengen of a 9×9 board, `ee`.
    const canvas = black.locator('.tg-game-board canvas').last();
    const box = (await canvas.boundingBox())!;
    await black.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    await white.getByText('Move 2').waitFor();
    await white.getByText('Your move').waitFor();

    // White passes, confirmed in its window (11).
    await white.getByRole('button', { name: 'Pass' }).click();
    const confirm = white.getByRole('dialog').filter({ hasText: 'Do you want to pass this move?' });
    await confirm.getByRole('button', { name: 'Pass' }).click();
    await black.getByText('Move 3').waitFor();
    await black.getByText('Your move').waitFor();

    // On the phone every button is a touch target of 44 px or more.
    for (const button of await white.getByRole('button').all()) {
      const b = await button.boundingBox();
      if (b) expect(b.height, await button.innerText()).toBeGreaterThanOrEqual(44);
    }
    expect(errors).toEqual([]);
  });

  it('a play that does not exist: a clear not-found page', async () => {
    const page = await browser.newPage();
    await page.goto(`${site.url}/play/p/999999/?lang=en`);
    await page.getByText('Game not found').waitFor();
    await page.getByText('There is no game number 999999.').waitFor();
    await page.close();
  });
});
