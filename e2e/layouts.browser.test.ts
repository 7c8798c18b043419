/**
 * The site's layouts at phone, tablet, desktop and wide desktop sizes, in Chromium against the
 * real server on a fresh build: the game room (as it is, with the phone menu, the settings, the
 * invitation setup and a received invitation open), the sign-in page and the game page. From
 * element boxes: no control on top of another, nothing past the window's sides, no sideways
 * scroll, touch targets of 44 × 44 px on the phone, the board inside the window. Screenshots go
 * to test-results/layouts/ to be looked at.
 */
import { defaultInvitation } from '@tengen/protocol';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RESOURCES } from '../packages/web/src/i18n/resources.ts';
import { type LayoutReport, measureLayout } from './layout-check.ts';
import {
  Site,
  type SiteUser,
  screenshotPath,
  VIEWPORTS,
  type ViewportName,
  waitForBoard,
} from './site-harness.ts';

let site: Site;
let player: SiteUser;
let opponent: SiteUser;
let playId: number;

beforeAll(async () => {
  site = await Site.start();
  player = await site.register('lena_layout', { rank: 405 });
  opponent = await site.register('OmarWWWWWWWWWWWWWWWW', { rank: 230 });
  playId = (await site.createPlay(player, opponent)).id;
}, 120_000);

afterAll(async () => {
  await site?.close();
});

/** Touch targets on the phone; elsewhere the smallest target WCAG 2.5.8 allows. */
const MIN_TARGET: Record<ViewportName, number> = { phone: 44, tablet: 24, desktop: 24, wide: 24 };

/** Measures the page as it is now, saves its screenshot, and checks what every layout must hold. */
async function check(page: Page, viewport: ViewportName, screen: string): Promise<LayoutReport> {
  // From the top: a click further down scrolls the page, and the sticky header then lies over
  // whatever passed beneath it, which is scrolling, not an overlap of the layout.
  await page.evaluate(() => window.scrollTo(0, 0));
  // Two frames: whatever a click or a load changed has been laid out and painted.
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
  await page.screenshot({ path: screenshotPath(`layouts/${viewport}-${screen}`), fullPage: true });
  const report = await page.evaluate(measureLayout, { minTarget: MIN_TARGET[viewport] });
  const where = `${viewport} ${screen}`;
  expect(report.controls, where).toBeGreaterThan(0);
  expect(report.overlaps, where).toEqual([]);
  expect(report.cutOff, where).toEqual([]);
  expect(report.overflowingText, where).toEqual([]);
  expect(report.sidewaysScrollers, where).toEqual([]);
  expect(report.scrollWidth, `${where}: no sideways scroll`).toBeLessThanOrEqual(report.viewport.width);
  expect(report.smallTargets, where).toEqual([]);
  return report;
}

for (const viewport of Object.keys(VIEWPORTS) as ViewportName[]) {
  describe(`at ${viewport} size (${VIEWPORTS[viewport].viewport.width}×${VIEWPORTS[viewport].viewport.height})`, () => {
    it('the game room, its menu, settings, invitation setup and a received invitation', async () => {
      const context = await site.context(VIEWPORTS[viewport], player);
      const page = await site.open(context, '/play/room/?lang=en');
      const omar = await site.joinLobby(opponent);
      await page.getByRole('button', { name: `Invite ${opponent.username}` }).waitFor();
      await check(page, viewport, 'lobby');

      const menu = page.getByRole('button', { name: 'Menu' });
      if (await menu.isVisible()) {
        await menu.click();
        await page.getByRole('button', { name: 'Sign out' }).waitFor();
        await check(page, viewport, 'lobby-menu');
      }

      await page.getByRole('button', { name: 'Settings' }).click();
      const settings = page.getByRole('dialog', { name: 'Settings' });
      await settings.getByRole('switch').first().waitFor();
      await check(page, viewport, 'settings');
      await settings.getByRole('button', { name: 'Done' }).click();
      await settings.waitFor({ state: 'detached' });
      if (await menu.isVisible()) {
        if ((await menu.getAttribute('aria-expanded')) === 'true') await menu.click();
      }

      await page.getByRole('button', { name: `Invite ${opponent.username}` }).click();
      const setup = page.getByRole('dialog', { name: `Invite ${opponent.username}` });
      await setup.getByRole('combobox', { name: 'Handicap' }).click();
      await page.getByRole('option', { name: '9 stones' }).waitFor();
      await check(page, viewport, 'invite-setup');
      // Escape closes the open list, and only the list.
      await page.keyboard.press('Escape');
      await page.getByRole('option', { name: '9 stones' }).waitFor({ state: 'hidden' });
      await expect(setup.isVisible()).resolves.toBe(true);
      await setup.getByRole('button', { name: 'Cancel', exact: true }).click();
      await setup.waitFor({ state: 'detached' });

      omar.send({ cmd: 'playreq', ...defaultInvitation(player.username) });
      const invitation = page.getByRole('alertdialog', { name: 'Invitation received' });
      await invitation.getByRole('button', { name: 'Accept' }).waitFor();
      await check(page, viewport, 'invitation');
      await invitation.getByRole('button', { name: 'Reject' }).click();
      await invitation.waitFor({ state: 'detached' });
      omar.close();
      expect(site.pageErrors).toEqual([]);
    });

    it('the sign-in page, with its errors shown', async () => {
      const page = await site.open(await site.context(VIEWPORTS[viewport]), '/login/?lang=en');
      await page.getByRole('button', { name: 'Sign in' }).waitFor();
      await check(page, viewport, 'sign-in');
      await page.getByRole('button', { name: 'Sign in' }).click();
      await page.getByText('Enter your username.').waitFor();
      await check(page, viewport, 'sign-in-errors');
      expect(site.pageErrors).toEqual([]);
    });

    it('the game page: the board inside the window', async () => {
      const context = await site.context(VIEWPORTS[viewport], player);
      const page = await site.open(context, `/play/p/${playId}/?lang=en`);
      await waitForBoard(page);
      await page.getByText('Your move').waitFor();
      const { board, viewport: size } = await check(page, viewport, 'game');
      expect(board, 'the board is on the page').not.toBeNull();
      if (!board) return;
      expect(board.x).toBeGreaterThanOrEqual(0);
      expect(board.x + board.width).toBeLessThanOrEqual(size.width);
      expect(board.width).toBeLessThanOrEqual(size.width);
      expect(board.height).toBeLessThanOrEqual(size.height);
      // Seen whole without scrolling.
      expect(board.y).toBeGreaterThanOrEqual(0);
      expect(board.y + board.height, `${viewport}: the board's bottom`).toBeLessThanOrEqual(size.height);
      expect(site.pageErrors).toEqual([]);
    });
  });
}

describe('at phone size in Japanese and Korean', () => {
  it('the game room, its invitation setup, the game page and the sign-in page', async () => {
    const ja = RESOURCES.ja;
    const context = await site.context(VIEWPORTS.phone, player);
    const page = await site.open(context, '/play/room/?lang=ja');
    const omar = await site.joinLobby(opponent);
    const invite = ja.lobby.inviteWho.replace('{{name}}', opponent.username);
    await page.getByRole('button', { name: invite }).waitFor();
    await check(page, 'phone', 'lobby-ja');
    await page.getByRole('button', { name: invite }).click();
    await page.getByRole('dialog', { name: invite }).waitFor();
    await check(page, 'phone', 'invite-setup-ja');
    omar.close();
    await page.goto(`${site.url}/play/p/${playId}/?lang=ja`);
    await waitForBoard(page);
    await check(page, 'phone', 'game-ja');

    const ko = RESOURCES.ko;
    const guest = await site.open(await site.context(VIEWPORTS.phone), '/login/?lang=ko');
    await guest.getByRole('button', { name: ko.account.submitSignIn }).click();
    await guest.getByText(ko.account.errors.usernameRequired).waitFor();
    await check(guest, 'phone', 'sign-in-errors-ko');
    expect(site.pageErrors).toEqual([]);
  });
});
