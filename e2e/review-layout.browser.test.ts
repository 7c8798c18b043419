/**
 * Review after the game in Debian's Chromium against the real server and the real GNU Go, on a
 * fresh build: a 9×9 game analysed once, then opened by its black player at 1440×900, 1920×900,
 * 1280×720 and on a phone (390×844, touch). The board and the review's step buttons are both
 * whole inside the window when the page opens, after pressing a problem move and after clicking
 * the win-rate chart; the buttons step without scrolling; and after a click on the board the
 * arrow keys still step. Each page is laid out as layout-check.ts wants. Screenshots go to
 * test-results/review-layout/.
 */
import type { BrowserContextOptions, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { joinAt, play } from '../packages/server/src/testing/test-child-server.ts';
import { eventually } from '../packages/server/src/testing/test-plays.ts';
import { clickPoint } from './board-points.ts';
import { measureLayout } from './layout-check.ts';
import { Site, type SiteUser, screenshotPath, VIEWPORTS, waitForBoard } from './site-harness.ts';

const SIZE = 9;
/** Black on the first line (poor Go, so GNU Go finds problem moves), white in the middle. */
const MOVES = ['aa', 'ee', 'ia', 'cc', 'ai', 'gg', 'ii', 'cg', 'ea', 'gc', 'ae', 'ec'];

const WINDOWS: Record<string, BrowserContextOptions> = {
  '1440x900': VIEWPORTS.desktop,
  '1920x900': VIEWPORTS.wide,
  '1280x720': { viewport: { width: 1280, height: 720 } },
  '390x844': VIEWPORTS.phone,
};

let site: Site;
let lee: SiteUser;
let playId: number;

beforeAll(async () => {
  site = await Site.start();
  lee = await site.register('lee_review');
  const omar = await site.register('omar_review');
  // Played over the players' sockets as their pages would, then resigned by white.
  playId = (await site.createPlay(lee, omar)).id;
  const black = await joinAt(site.url, playId, lee);
  const white = await joinAt(site.url, playId, omar);
  await play(black, white, MOVES);
  white.send({ cmd: 'send_fail' });
  await eventually(async () => ((await site.store.playById(playId))?.status === 1 ? true : null), 20_000);
  black.close();
  white.close();
  // The day's free analysis, asked as the page asks it, and done by GNU Go.
  const res = await fetch(`${site.url}/jwt/genparse/`, {
    method: 'POST',
    headers: { authorization: `JWT ${lee.token}` },
    body: new URLSearchParams({ playid: String(playId) }),
  });
  if (!res.ok) throw new Error(`genparse: ${res.status} ${await res.text()}`);
  await eventually(async () => {
    const job = await site.store.analysis.jobOfPlay(playId);
    if (job?.status === 'failed') throw new Error(`analysis failed: ${job.error}`);
    return job?.status === 'done' ? job : null;
  }, 60_000);
}, 120_000);

afterAll(async () => {
  await site?.close();
});

interface Rect {
  readonly top: number;
  readonly bottom: number;
  readonly left: number;
  readonly right: number;
}

async function rectOf(locator: Locator): Promise<Rect> {
  return locator.evaluate((el) => {
    const r = el.getBoundingClientRect();
    return { top: r.top, bottom: r.bottom, left: r.left, right: r.right };
  });
}

/** The board and every step button lie whole inside the window, as it is scrolled now. */
async function boardAndStepsInView(page: Page, when: string): Promise<void> {
  const size = page.viewportSize()!;
  const inside = (r: Rect) =>
    r.top >= -0.5 && r.left >= -0.5 && r.bottom <= size.height + 0.5 && r.right <= size.width + 0.5;
  const board = await rectOf(page.locator('.tg-game-board'));
  expect(inside(board), `${when}: the board ${JSON.stringify(board)} in ${size.width}×${size.height}`).toBe(
    true,
  );
  const buttons = await page.locator('.tg-review__steps button').all();
  expect(buttons.length).toBe(7);
  for (const button of buttons) {
    const r = await rectOf(button);
    const name = (await button.getAttribute('aria-label')) ?? (await button.innerText());
    expect(inside(r), `${when}: "${name}" ${JSON.stringify(r)} in ${size.width}×${size.height}`).toBe(true);
  }
}

async function waitForShown(page: Page, count: number): Promise<void> {
  await page.waitForFunction(
    (n) =>
      (document.querySelector('.tg-game-board')?.getAttribute('data-shown') ?? '').split(' ').filter(Boolean)
        .length === n,
    count,
  );
}

async function settle(page: Page): Promise<void> {
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
}

for (const [name, options] of Object.entries(WINDOWS)) {
  describe(`review at ${name}`, () => {
    it('the board and the step buttons stay in view: at first, after a problem move and after the chart', async () => {
      const phone = name === '390x844';
      const page = await site.open(await site.context(options, lee), `/play/p/${playId}/?lang=en`);
      await waitForBoard(page);
      await page.locator('.tg-review__steps').waitFor();
      await page.locator('[data-tool="analyze"]:visible').click();
      const panel = page.locator('.tg-analysis');
      await panel.getByText('Analysed: 12 moves.').waitFor();
      await settle(page);
      await page.screenshot({ path: screenshotPath(`review-layout/${name}-opened`) });
      await boardAndStepsInView(page, 'opened');
      const report = await page.evaluate(measureLayout, { minTarget: phone ? 44 : 24 });
      expect(report.overlaps).toEqual([]);
      expect(report.cutOff).toEqual([]);
      expect(report.overflowingText).toEqual([]);
      expect(report.sidewaysScrollers).toEqual([]);
      // The review's own controls and the analysis (a player's name beside "You" and "Winner"
      // is cut short on a phone, which is the players' bar's matter).
      expect(report.smallTargets.filter((t) => !t.includes('lee_review'))).toEqual([]);
      expect(report.scrollWidth).toBeLessThanOrEqual(report.viewport.width);

      // Stepping needs no scroll: the buttons are pressed where they are.
      await waitForShown(page, 12);
      const back = page.getByRole('button', { name: 'Back 1 move' });
      await back.click();
      await waitForShown(page, 11);
      await boardAndStepsInView(page, 'after a step back');

      // A problem move pressed: the board goes there and both are still in view.
      const problem = panel.locator('.tg-analysis__problem-move').first();
      const step = Number(/Move (\d+)/.exec(await problem.innerText())![1]);
      await problem.click();
      await waitForShown(page, step);
      await settle(page);
      await page.screenshot({ path: screenshotPath(`review-layout/${name}-problem-move`) });
      await boardAndStepsInView(page, 'after a problem move');
      await page.getByRole('button', { name: 'Forward 1 move' }).click();
      await waitForShown(page, step + 1);

      // The chart clicked near its left end: an early move, both still in view.
      await panel.getByRole('tab', { name: 'Win rate' }).click();
      const over = panel.locator('.u-over');
      await over.waitFor();
      await over.scrollIntoViewIfNeeded();
      const box = (await over.boundingBox())!;
      await page.mouse.click(box.x + box.width * 0.1, box.y + box.height / 2);
      const caption = panel.locator('figcaption');
      await expect.poll(() => caption.innerText()).toMatch(/^Move [1-3]: black \d+\.\d%/);
      const charted = Number(/^Move (\d+)/.exec(await caption.innerText())![1]);
      await waitForShown(page, charted);
      await settle(page);
      await page.screenshot({ path: screenshotPath(`review-layout/${name}-chart`) });
      await boardAndStepsInView(page, 'after the chart');
      await page.getByRole('button', { name: 'Last move' }).click();
      await waitForShown(page, 12);
      expect(site.pageErrors).toEqual([]);
    });
  });
}

describe('review keys', () => {
  it('after a click on the board, ArrowLeft and ArrowRight still step', async () => {
    const page = await site.open(await site.context(VIEWPORTS.desktop, lee), `/play/p/${playId}/?lang=en`);
    await waitForBoard(page);
    await page.locator('.tg-review__steps').waitFor();
    await waitForShown(page, 12);
    const canvas = page.locator('.tg-game-board canvas').last();
    const box = (await canvas.boundingBox())!;
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    // The click gave the board the focus, where its keyboard cursor lives.
    await expect(
      page.evaluate(() => document.activeElement?.closest('.tg-game-board') !== null),
    ).resolves.toBe(true);
    await page.keyboard.press('ArrowLeft');
    await waitForShown(page, 11);
    await page.keyboard.press('ArrowLeft');
    await waitForShown(page, 10);
    await page.keyboard.press('ArrowRight');
    await waitForShown(page, 11);

    // With try-variation on, a click on the board tries a move there; the arrows still step.
    await page.getByRole('switch', { name: 'Try variation' }).click();
    await clickPoint(page, 'dd', SIZE);
    await page.locator('.tg-review__variation').waitFor();
    await waitForShown(page, 12);
    await page.keyboard.press('ArrowLeft');
    await waitForShown(page, 11);
    await page.keyboard.press('ArrowRight');
    await waitForShown(page, 12);
    await expect(page.locator('.tg-game-board').getAttribute('data-shown')).resolves.toMatch(/ dd$/);
    expect(site.pageErrors).toEqual([]);
  });
});
