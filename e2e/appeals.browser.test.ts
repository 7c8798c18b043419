/**
 * Complaints in Chromium against the real server: a game played by clicks to a resignation;
 * the loser files a complaint from the toolbar (20 Weidou), sees it under review; the winner,
 * short of beans, is sent to the payment page; an appeal man accepts it in the judge view and
 * makes black the winner; the complainant sees it successful with the 20 refunded, the game
 * page and the record show the new result, and /appeals/ lists it. The header's Weidou follows
 * the cost and the refund without a reload, and the box left open follows the decision (a new
 * result's window above it). Refusals: no button for a
 * watcher or a guest, no empty "other", no deciding by a player, in words.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPLAINT_RECHECK_MS } from '../packages/web/src/features/appeals/complaint-refresh.ts';
import { clickPoint } from './board-points.ts';
import { measureLayout } from './layout-check.ts';
import {
  isMarkedDocument,
  KEY_LIKE,
  markDocument,
  Site,
  type SiteUser,
  screenshotPath,
  VIEWPORTS,
  visibleLines,
} from './site-harness.ts';

const SIZE = 9;
/** Eleven quiet moves: resigning is possible from then on. */
const MOVES = 'ee cc gg cg gc ge ec eg ce dd ff'.split(' ');

let site: Site;

beforeAll(async () => {
  site = await Site.start();
}, 180_000);

afterAll(async () => {
  await site?.close();
});

async function playToResignation(black: Page, white: Page): Promise<void> {
  const played: string[] = [];
  for (const point of MOVES) {
    const mover = played.length % 2 === 0 ? black : white;
    await mover.getByText('Your move').waitFor();
    await clickPoint(mover, point, SIZE);
    played.push(point);
    for (const page of [black, white])
      await page.locator(`.tg-game-board[data-shown="${played.join(' ')}"]`).waitFor();
  }
  await black.getByRole('button', { name: 'Resign', exact: true }).click();
  await black.getByRole('dialog').getByRole('button', { name: 'Resign' }).click();
  await black.getByRole('dialog').filter({ hasText: 'You resigned. The game is lost.' }).waitFor();
  await black.getByRole('dialog').getByRole('button', { name: 'OK' }).click();
  await white.getByRole('dialog').filter({ hasText: 'You win: your opponent resigned.' }).waitFor();
  await white.getByRole('dialog').getByRole('button', { name: 'OK' }).click();
}

async function openComplaint(page: Page) {
  await page.locator('[data-tool="complaint"]').click();
  const box = page.getByRole('dialog', { name: 'Complaint' });
  await box.waitFor();
  return box;
}

/** Nothing on top of another, cut off, overflowing or scrolling sideways; targets of `minTarget` px. */
async function expectTidy(page: Page, minTarget: number, where: string): Promise<void> {
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
  const report = await page.evaluate(measureLayout, { minTarget });
  expect(report.controls, where).toBeGreaterThan(0);
  expect(
    [report.overlaps, report.cutOff, report.overflowingText, report.sidewaysScrollers, report.smallTargets],
    where,
  ).toEqual([[], [], [], [], []]);
}

const beans = async (user: SiteUser) => (await site.store.userById(user.id))?.beans;
/** The balance the site header shows. */
const headerBeans = (page: Page) => page.locator('.tg-header').getByTestId('header-beans').textContent();

describe('complaints in the browser', () => {
  it('filed from the toolbar, judged by an appeal man, the result changed and the beans refunded', async () => {
    const [ann, ben, cai, judy] = await Promise.all(
      ['ann', 'ben', 'cai', 'judy'].map((n) => site.register(n)),
    );
    await site.store.updateUser(judy.id, { isAppealMan: true });
    await site.store.changeBeans({ userId: ann.id, delta: 30, reason: 'admin', at: Date.now() });
    const play = await site.createPlay(ann, ben);
    const path = `/play/p/${play.id}/?lang=en`;
    const black = await site.open(await site.context(VIEWPORTS.desktop, ann), path);
    const white = await site.open(await site.context(VIEWPORTS.desktop, ben), path);
    // While the game goes on nobody complains; the button comes with the end.
    await black.getByText('Your move').waitFor();
    await expect(black.locator('[data-tool="complaint"]').count()).resolves.toBe(0);
    await playToResignation(black, white);
    await expect(site.store.playById(play.id)).resolves.toMatchObject({ status: 1, result: 2, winType: 1 });

    // Form 1: the reasons and the cost; "other" needs a text and sends nothing without one.
    expect(await headerBeans(black)).toBe('30 Weidou');
    await markDocument(black);
    let box = await openComplaint(black);
    await box.getByText('A complaint costs 20 Weidou; 20 are refunded if it succeeds.').waitFor();
    await box.locator('label', { hasText: 'Other' }).click();
    await box.getByRole('button', { name: 'Submit complaint' }).click();
    await box.getByText('Please describe what happened.').waitFor();
    await expectTidy(black, 24, 'the submit form on a desktop');
    expect(await site.store.appeals.ofPlay(play.id)).toEqual([]);
    // Reasons 1 and 2 take an optional text (the seed's form has none).
    await box.locator('label', { hasText: 'Opponent stalling or filling stones to delay time' }).click();
    await box.getByLabel('Anything to add (optional)').fill('He filled his own territory for ten minutes.');
    await box.getByRole('button', { name: 'Submit complaint' }).click();
    await box.getByText('Your complaint has been submitted.').waitFor();
    // Form 2: the own complaint, under review.
    await box.getByText('Status: Under review').waitFor();
    await box.getByText('Result now: W+R (White wins by resignation)').waitFor();
    expect(await beans(ann)).toBe(10);
    await expect.poll(() => headerBeans(black)).toBe('10 Weidou');
    await black.screenshot({ path: screenshotPath('appeals-submitted') });
    await box.getByRole('button', { name: 'Close' }).click();

    // The winner has no beans: the insufficient-beans window leads to /pay/; nothing is taken.
    box = await openComplaint(white);
    await box.locator('label', { hasText: 'Opponent abuse' }).click();
    await box.getByRole('button', { name: 'Submit complaint' }).click();
    // The seed's text, under the site's name of the currency.
    const short = white
      .getByRole('dialog', { name: 'Not enough Weidou' })
      .filter({ hasText: 'Your bean balance is insufficient, please top up.' });
    await short.waitFor();
    await short.getByRole('button', { name: 'Top up' }).click();
    await white.waitForURL(/\/pay\/$/);
    expect(await beans(ben)).toBe(0);
    expect(await site.store.appeals.ofPlay(play.id)).toHaveLength(1);

    // A watcher and a guest have no complaint button.
    const watcher = await site.open(await site.context(VIEWPORTS.desktop, cai), path);
    const guest = await site.open(await site.context(VIEWPORTS.desktop), path);
    for (const page of [watcher, guest]) {
      await page.locator('[data-tool="download"]').waitFor();
      await expect(page.locator('[data-tool="complaint"]').count()).resolves.toBe(0);
    }
    await guest.locator('.tg-guest-result').getByText('White wins by resignation.').waitFor();

    // A player cannot decide, whatever the page would send.
    const [appeal] = await site.store.appeals.ofPlay(play.id);
    const refused = await fetch(`${site.url}/jwt/doappeal/`, {
      method: 'POST',
      headers: { authorization: `JWT ${ann.token}` },
      body: new URLSearchParams({ do: 'recive', aid: String(appeal.id) }),
    });
    expect(refused.status).toBe(403);

    // The complainant opens the box again and leaves it open while the appeal man decides.
    const openBox = await openComplaint(black);
    await openBox.getByText('Status: Under review').waitFor();

    // The appeal man: the list of complaints under review links to the game.
    const judgeContext = await site.context(VIEWPORTS.desktop, judy);
    const list = await site.open(judgeContext, '/play/room/?lang=en');
    await list.getByRole('link', { name: 'Complaints', exact: true }).click();
    await list.waitForURL(/\/appeals\//);
    const reviewing = list.getByRole('region', { name: 'Complaints under review' });
    await reviewing.getByText('Opponent stalling or filling stones to delay time').waitFor();
    await reviewing.getByRole('link', { name: 'ann vs ben' }).click();
    await list.waitForURL(new RegExp(`/play/p/${play.id}/`));
    box = await openComplaint(list);
    const judged = box.getByRole('region', { name: 'Complaints about this game' });
    await judged.getByText('From ann').waitFor();
    await judged.getByText('He filled his own territory for ten minutes.').waitFor();
    await site.store.updateUser(ben.id, { lang: 'en' });
    await judged.getByRole('combobox', { name: 'Result after accepting' }).click();
    await list.getByRole('option', { name: 'Black wins' }).click();
    await list.screenshot({ path: screenshotPath('appeals-judge') });
    await judged.getByRole('button', { name: 'Accept' }).click();
    // The page reads the game again: the complaint decided, the new result.
    box = await openComplaint(list);
    await box.getByText('Status: Successful').waitFor();
    await box.getByText('Result now: B+ (Black wins by referee decision)').waitFor();

    const row = await site.store.playById(play.id);
    expect(row).toMatchObject({ result: 1, winType: 5, resultText: 'B+' });
    expect(row?.sgf).toMatch(/RE\[B\+\]/);
    await expect(site.store.userById(ann.id)).resolves.toMatchObject({ wins: 1, losses: 0, beans: 30 });
    await expect(site.store.userById(ben.id)).resolves.toMatchObject({ wins: 0, losses: 1 });

    // The complainant, on the page open all along with the box open: the room tells the new result,
    // whose window shows above the box (its OK takes the click), and the box, read again unopened,
    // shows the complaint successful; the header the refunded balance.
    const told = black.getByRole('dialog').filter({ hasText: "You win by the referee's decision." });
    await told.waitFor();
    await black.screenshot({ path: screenshotPath('appeals-result-changed') });
    await told.getByRole('button', { name: 'OK' }).click();
    await openBox.getByText('Status: Successful').waitFor();
    await openBox.getByText('Result now: B+ (Black wins by referee decision)').waitFor();
    await openBox.getByText('20 Weidou have been refunded.').waitFor();
    await expect.poll(() => headerBeans(black)).toBe('30 Weidou');
    await black.screenshot({ path: screenshotPath('appeals-box-after-ruling') });
    await openBox.getByRole('button', { name: 'Close' }).click();
    box = await openComplaint(black);
    await box.getByText('Status: Successful').waitFor();
    expect(await isMarkedDocument(black)).toBe(true);
    await black.screenshot({ path: screenshotPath('appeals-refunded-header') });
    await box.getByRole('button', { name: 'Close' }).click();
    // After a reload too: successful, refunded; the guest's game page says the new result.
    await black.reload();
    box = await openComplaint(black);
    await box.getByText('Status: Successful').waitFor();
    await box.getByText('20 Weidou have been refunded.').waitFor();
    await expect(box.getByRole('button', { name: 'Rejudge' }).count()).resolves.toBe(0);
    await black
      .getByText('After your complaint, an appeal man changed the result: White wins → Black wins.')
      .waitFor();
    // The other player is told: on the game page, and by a message from the appeal man (the header counts it).
    const other = await site.open(await site.context(VIEWPORTS.phone, ben), path);
    await other
      .getByRole('status')
      .filter({
        hasText: 'After ann’s complaint, an appeal man changed the result: White wins → Black wins.',
      })
      .waitFor();
    await other.screenshot({ path: screenshotPath('appeals-other-player-told') });
    await other.locator('.tg-unread[data-unread="1"]').first().waitFor();
    await other.goto(`${site.url}/messages/judy/?lang=en`);
    await other
      .getByText(
        `An appeal man accepted ann’s complaint about game ${play.id}: the result is now Black wins. /play/p/${play.id}/`,
      )
      .waitFor();
    // The guest's page was open all along: the room told it, and it shows the new result unreloaded.
    await guest.locator('.tg-guest-result').getByText("Black wins by the referee's decision.").waitFor();
    await guest.reload();
    await guest.locator('.tg-guest-result').getByText("Black wins by the referee's decision.").waitFor();
    const mine = await site.open(await site.context(VIEWPORTS.phone, ann), '/appeals/?lang=en');
    const own = mine.getByRole('region', { name: 'Your complaints' });
    await own.getByText('Status: Successful').waitFor();
    await own.getByText('B+ (Black wins by referee decision)').waitFor();
    // Only appeal men have the header's link to the complaints.
    await expect(mine.locator('a[href="/appeals/"]').count()).resolves.toBe(0);
    await mine.screenshot({ path: screenshotPath('appeals-page-phone'), fullPage: true });
    await expectTidy(mine, 44, '/appeals/ on a phone');
    const done = await site.open(judgeContext, '/appeals/?lang=en');
    await done.getByText('No complaints are waiting for a decision.').waitFor();
    expect(site.pageErrors).toEqual([]);
  }, 180_000);

  it('a failed complaint is sent once more with Rejudge; the box reads in Japanese on a phone', async () => {
    const [dan, eve, judy] = await Promise.all(['dan', 'eve', 'judy2'].map((n) => site.register(n)));
    await site.store.updateUser(judy.id, { isAppealMan: true });
    await site.store.changeBeans({ userId: eve.id, delta: 20, reason: 'admin', at: Date.now() });
    const play = await site.createPlay(dan, eve);
    const black = await site.open(await site.context(VIEWPORTS.desktop, dan), `/play/p/${play.id}/?lang=en`);
    const white = await site.open(await site.context(VIEWPORTS.desktop, eve), `/play/p/${play.id}/?lang=en`);
    await playToResignation(black, white);

    // Filed from a page whose clock the test moves: a rejection changes no result, so the open box
    // learns it by asking again while the complaint is under review.
    const clocked = await site.context(VIEWPORTS.desktop, eve);
    await clocked.clock.install();
    const filer = await site.open(clocked, `/play/p/${play.id}/?lang=en`);
    const filed = await openComplaint(filer);
    await filed.locator('label', { hasText: 'Other' }).click();
    await filed.getByLabel('Describe what happened').fill('Typed insults in the chat after move 5.');
    await filed.getByRole('button', { name: 'Submit complaint' }).click();
    await filed.getByText('Status: Under review').waitFor();

    const judge = await site.open(await site.context(VIEWPORTS.desktop, judy), `/play/p/${play.id}/?lang=en`);
    let box = await openComplaint(judge);
    await box.getByText('Typed insults in the chat after move 5.').waitFor();
    await box.getByRole('button', { name: 'Reject' }).click();
    await box.getByText('Status: Failed').waitFor();
    expect(await beans(eve)).toBe(0);
    await filer.clock.fastForward(COMPLAINT_RECHECK_MS);
    await filed.getByText('Status: Failed').waitFor();
    await filed.getByRole('button', { name: 'Rejudge' }).waitFor();

    await white.reload();
    box = await openComplaint(white);
    await box.getByText('Status: Failed').waitFor();
    await box.getByRole('button', { name: 'Rejudge' }).click();
    await box.getByText('Your complaint will be looked at again.').waitFor();
    await box.getByText('Status: Under review · Second look').waitFor();
    await expect(box.getByRole('button', { name: 'Rejudge' }).count()).resolves.toBe(0);

    const phone = await site.open(await site.context(VIEWPORTS.phone, eve), `/play/p/${play.id}/?lang=ja`);
    const tool = phone.locator('[data-tool="complaint"]:visible');
    await tool.first().click();
    const jaBox = phone.getByRole('dialog', { name: '申し立て' });
    await jaBox.getByText('状態：審査中 · 再審査').waitFor();
    const lines = await visibleLines(phone);
    expect(lines.filter((line) => KEY_LIKE.test(line))).toEqual([]);
    // Both players are not yet rated: the level is worded in Japanese, not the rank table's `Auto`.
    expect(lines.filter((line) => /\bAuto\b/.test(line))).toEqual([]);
    expect(lines.filter((line) => line.includes('自動判定'))).toHaveLength(2);
    await expectTidy(phone, 44, 'the own complaint in Japanese on a phone');
    const rect = (await jaBox.boundingBox())!;
    expect(rect.x + rect.width).toBeLessThanOrEqual(390);
    await phone.screenshot({ path: screenshotPath('appeals-phone-ja') });
    expect(site.pageErrors).toEqual([]);
  });
});
