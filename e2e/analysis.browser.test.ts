/**
 * Game analysis in Chromium against the real server and the real GNU Go, on a fresh build. A
 * signed-in player challenges machine_gnugo_1 from the game room (box 9, into the new game),
 * then plays a 9×9 game against it by clicking the board and sees its replies arrive, resigns
 * after move 12, requests the analysis and waits for it, opens the problem moves (the board
 * goes to that move), the win-rate chart (a click goes to a move) and ask-a-move (GNU Go's line
 * comes back), then pays for a second analysis: the header's Weidou follows each without a reload. A user without beans is told so: box 10 for a challenge, overlay 33 for an ask,
 * each leading to /pay/. A guest is asked to log in.
 */

import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { finishedPlay } from '../packages/server/src/testing/test-plays.ts';
import { clickPoint } from './board-points.ts';
import {
  isMarkedDocument,
  markDocument,
  Site,
  type SiteUser,
  screenshotPath,
  VIEWPORTS,
  waitForBoard,
} from './site-harness.ts';

let site: Site;

beforeAll(async () => {
  site = await Site.start();
}, 120_000);

afterAll(async () => {
  await site?.close();
});

const SIZE = 9;
/** Where the player goes, in order, when free: first-line points, which GNU Go rates as poor. */
const PREFERRED = ['aa', 'ia', 'ai', 'ii', 'ea', 'ae', 'ei', 'ie', 'ca', 'ac', 'gi', 'ig'];

async function grant(user: SiteUser, beans: number): Promise<void> {
  const granted = await site.store.changeBeans({
    userId: user.id,
    delta: beans,
    reason: 'test',
    at: Date.now(),
  });
  if (!granted.ok) throw new Error(granted.error);
}

/** The moves the board widget itself shows. */
async function shownMoves(page: Page): Promise<string[]> {
  const shown = await page.locator('.tg-game-board').getAttribute('data-shown');
  return shown ? shown.split(' ') : [];
}

async function waitForMoveCount(page: Page, count: number): Promise<void> {
  await page.waitForFunction(
    (n) =>
      (document.querySelector('.tg-game-board')?.getAttribute('data-shown') ?? '').split(' ').filter(Boolean)
        .length === n,
    count,
  );
}

/** A 9×9 challenge with the player black, through the call the game room makes (with its optional choices). */
async function challenge(user: SiteUser): Promise<number> {
  const body = new URLSearchParams({ machinename: 'machine_gnugo_1', size: '9', color: 'black', time: '20' });
  const res = await fetch(`${site.url}/jwt/startgameka/`, {
    method: 'POST',
    headers: { authorization: `JWT ${user.token}` },
    body,
  });
  const json = (await res.json()) as { result: number; playid: number };
  if (json.result !== 0) throw new Error(`startgameka: ${JSON.stringify(json)}`);
  return json.playid;
}

const panel = (page: Page) => page.locator('.tg-analysis');

describe('game analysis against GNU Go in a browser', () => {
  it('a challenge from the game room, a game, its analysis, problem moves, the chart and ask-a-move', async () => {
    const lee = await site.register('lee');
    await grant(lee, 20);
    const page = await site.open(await site.context(VIEWPORTS.desktop, lee), '/play/room/?lang=en');

    // The game room's machine challenge: the setup dialog by name, then box 9, into the new game.
    await page.getByRole('button', { name: 'Invite by name' }).click();
    await page.getByLabel('Player name').fill('machine_gnugo_1');
    await page.getByRole('button', { name: 'Send invitation' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Challenge machine_gnugo_1' });
    await confirm.getByRole('button', { name: 'Start the challenge' }).click();
    await page.waitForURL(/\/play\/p\/\d+\/$/);
    await waitForBoard(page);
    await expect(page.locator('.tg-play-page').innerText()).resolves.toContain('GNU Go 1');

    // The game analysed here: 9×9, the player black, GNU Go level 1 white.
    const playid = await challenge(lee);
    await page.goto(`${site.url}/play/p/${playid}/?lang=en`);
    await waitForBoard(page);
    await expect(page.locator('[data-tool="analyze"]').getAttribute('data-availability')).resolves.toBe(
      'ready',
    );

    const started = Date.now();
    for (let move = 1; move <= 11; move += 2) {
      await page.getByText('Your move').waitFor();
      const taken = new Set(await shownMoves(page));
      const point = PREFERRED.find((p) => !taken.has(p))!;
      await clickPoint(page, point, SIZE);
      // Our move, then the machine's reply, arrive on the board.
      await waitForMoveCount(page, move + 1);
    }
    const playedMs = Date.now() - started;
    const moves = await shownMoves(page);
    expect(moves).toHaveLength(12);
    expect(moves.filter((_, i) => i % 2 === 0).every((p) => PREFERRED.includes(p))).toBe(true);

    await page.getByRole('button', { name: 'Resign', exact: true }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Resign' }).click();
    const lost = page.getByRole('dialog').filter({ hasText: 'You resigned. The game is lost.' });
    await lost.getByRole('button', { name: 'OK' }).click();

    // The analysis: requested (the day's free one), analysed by GNU Go, then shown.
    await page.locator('[data-tool="analyze"]').click();
    await expect(panel(page).innerText()).resolves.toContain('not a neural network');
    await panel(page).getByText('Free today: 1 of 1 analyses left.').waitFor();
    const requested = Date.now();
    await panel(page).getByRole('button', { name: 'Analyse this game' }).click();
    await panel(page).getByText('Analysed: 12 moves.').waitFor({ timeout: 30_000 });
    const analysedMs = Date.now() - requested;

    // Black's problem moves (the first line is poor Go): one pressed, the board goes to it.
    const problems = panel(page).locator('.tg-analysis__problem-move');
    await problems.first().waitFor();
    const first = await problems.first().innerText();
    expect(first).toMatch(/Move \d+\s+−\d+\.\d%\s+Played [A-J]\d · GNU Go: ([A-J]\d|pass)/);
    const step = Number(/Move (\d+)/.exec(first)![1]);
    await problems.first().click();
    await waitForMoveCount(page, step);
    expect(await shownMoves(page)).toEqual(moves.slice(0, step));
    await expect(problems.first().getAttribute('aria-current')).resolves.toBe('true');
    await page.screenshot({ path: screenshotPath('analysis-problem-move'), fullPage: true });
    // Stepping onto it in review: the bad-move toast.
    await page.keyboard.press('ArrowLeft');
    await waitForMoveCount(page, step - 1);
    await page.keyboard.press('ArrowRight');
    const loss = /−\d+\.\d%/.exec(first)![0];
    await page.locator('.tg-move-toast--bad').getByText(`Move ${step}: problem move, ${loss}`).waitFor();

    // The chart: drawn, and a click near its left end goes to an early move.
    await panel(page).getByRole('tab', { name: 'Win rate' }).click();
    const over = panel(page).locator('.u-over');
    await over.waitFor();
    const box = (await over.boundingBox())!;
    await page.mouse.click(box.x + box.width * 0.1, box.y + box.height / 2);
    const caption = panel(page).locator('figcaption');
    await expect.poll(() => caption.innerText()).toMatch(/^Move [1-3]: black \d+\.\d%/);
    const charted = Number(/^Move (\d+)/.exec(await caption.innerText())![1]);
    await waitForMoveCount(page, charted);
    await page.screenshot({ path: screenshotPath('analysis-chart'), fullPage: true });

    // Ask a move after black's last move (white, who is winning, to play): GNU Go's line comes back.
    await page.keyboard.press('End');
    await page.keyboard.press('ArrowLeft');
    await waitForMoveCount(page, 11);
    await panel(page).getByRole('tab', { name: 'Ask a move' }).click();
    await panel(page).getByText('Position: move 11').waitFor();
    const header = page.locator('.tg-header').getByTestId('header-beans');
    expect(await header.textContent()).toBe(`${20 - 5 - 5} Weidou`);
    await markDocument(page);
    await panel(page).getByRole('button', { name: 'Ask a move' }).click();
    const asked = panel(page).locator('.tg-analysis__ask-item');
    await asked.first().waitFor({ timeout: 20_000 });
    await expect(asked.first().innerText()).resolves.toMatch(/^Move 11: 1\. [A-J]\d/);
    await expect(asked.first().getAttribute('aria-current')).resolves.toBe('true');
    await page.screenshot({ path: screenshotPath('analysis-ask'), fullPage: true });
    const user = await site.store.userByName('lee');
    expect(user!.beans).toBe(20 - 5 - 5 - 2);
    // The ask's answer told the page the balance: the header shows it, the page never reloaded.
    await expect.poll(() => header.textContent()).toBe(`${20 - 5 - 5 - 2} Weidou`);
    expect(await isMarkedDocument(page)).toBe(true);

    // A second game the same day: the free analysis is used, this one costs 10 Weidou.
    await grant(lee, 10);
    const machine = await site.store.userByName('machine_gnugo_1');
    const second = await finishedPlay(site.store, lee.id, machine!.id, moves, { boardSize: SIZE });
    await page.goto(`${site.url}/play/p/${second.id}/?lang=en`);
    await waitForBoard(page);
    await page.locator('[data-tool="analyze"]').click();
    await panel(page).getByText('this one costs 10 Weidou').waitFor();
    await panel(page).getByText('Your balance: 18 Weidou.').waitFor();
    expect(await header.textContent()).toBe('18 Weidou');
    await markDocument(page);
    await panel(page).getByRole('button', { name: 'Analyse this game' }).click();
    await expect.poll(() => header.textContent()).toBe('8 Weidou');
    expect(await isMarkedDocument(page)).toBe(true);
    expect((await site.store.userById(lee.id))?.beans).toBe(8);
    await panel(page).getByText('Analysed: 12 moves.').waitFor({ timeout: 30_000 });
    await page.screenshot({ path: screenshotPath('analysis-paid-header'), fullPage: true });

    console.log(
      `analysis e2e: ${moves.join(' ')} against GNU Go in ${playedMs} ms, analysed in ${analysedMs} ms`,
    );

    // Someone without beans: box 10 for a challenge, overlay 33 for an ask, each leading to /pay/.
    const poor = await site.register('poor');
    const poorPage = await site.open(await site.context(VIEWPORTS.desktop, poor), '/play/room/?lang=en');
    await poorPage.getByRole('button', { name: 'Invite by name' }).click();
    await poorPage.getByLabel('Player name').fill('machine_gnugo_1');
    await poorPage.getByRole('button', { name: 'Send invitation' }).click();
    await poorPage.getByRole('button', { name: 'Start the challenge' }).click();
    const box10 = poorPage.getByRole('alertdialog', { name: 'Not enough Weidou' });
    await box10.getByText('Your bean balance is insufficient, please top up.').waitFor();
    await expect(box10.getByRole('link', { name: 'Go to payment' }).getAttribute('href')).resolves.toBe(
      '/pay/',
    );

    await poorPage.goto(`${site.url}/play/p/${playid}/?lang=en`);
    await waitForBoard(poorPage);
    await poorPage.locator('[data-tool="analyze"]').click();
    await panel(poorPage).getByText('Analysed: 12 moves.').waitFor();
    await panel(poorPage).getByRole('tab', { name: 'Ask a move' }).click();
    await panel(poorPage).getByRole('button', { name: 'Ask a move' }).click();
    const box33 = poorPage
      .getByRole('dialog')
      .filter({ hasText: 'Ask a move costs 2 beans per time, please buy beans.' });
    await box33.getByRole('button', { name: 'Top up' }).click();
    await poorPage.waitForURL(`${site.url}/pay/`);

    // A guest sees the game and is asked to log in for the analysis.
    const guestPage = await site.open(await site.context(VIEWPORTS.desktop), `/play/p/${playid}/?lang=en`);
    await waitForBoard(guestPage);
    await guestPage.locator('[data-tool="analyze"]').click();
    await panel(guestPage).getByText('Please log in first.').waitFor();

    expect(site.pageErrors).toEqual([]);
  }, 90_000);
});
