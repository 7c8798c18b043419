/**
 * The game page's windows on a phone (390×844, touch) in Debian's Chromium against the real
 * server on a fresh build: the user list (42), the more-buttons window (45) and the mobile chat
 * (46) open from their buttons, show their content (both players listed, every tool, a message
 * the opponent receives), close again, and neither they nor the buttons that open them cover the
 * board's controls. Screenshots go to test-results/phone-windows/.
 */
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LayoutReport, measureLayout } from './layout-check.ts';
import { Site, type SiteUser, screenshotPath, VIEWPORTS, waitForBoard } from './site-harness.ts';

const PHONE_TARGET = 44;

let site: Site;
let phoneUser: SiteUser;
let desktopUser: SiteUser;
let phone: Page;
let desktop: Page;

beforeAll(async () => {
  site = await Site.start();
  phoneUser = await site.register('pia_phone', { rank: 315 });
  desktopUser = await site.register('quinn_desk', { rank: 270 });
  const play = await site.createPlay(phoneUser, desktopUser);
  phone = await site.open(await site.context(VIEWPORTS.phone, phoneUser), `/play/p/${play.id}/?lang=en`);
  desktop = await site.open(
    await site.context({ viewport: { width: 1280, height: 800 } }, desktopUser),
    `/play/p/${play.id}/?lang=en`,
  );
  await Promise.all([waitForBoard(phone), waitForBoard(desktop)]);
  // Both players are in the room.
  await phone.getByRole('button', { name: 'Users (2)' }).waitFor();
}, 180_000);

afterAll(async () => {
  await site?.close();
});

/** Lays out, saves a screenshot, and checks what a window on a phone must hold. */
async function checkLayout(page: Page, screen: string): Promise<LayoutReport> {
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
  await page.screenshot({ path: screenshotPath(`phone-windows/${screen}`) });
  const report = await page.evaluate(measureLayout, { minTarget: PHONE_TARGET });
  expect(report.controls, screen).toBeGreaterThan(0);
  expect(report.overlaps, screen).toEqual([]);
  expect(report.cutOff, screen).toEqual([]);
  expect(report.overflowingText, screen).toEqual([]);
  expect(report.sidewaysScrollers, screen).toEqual([]);
  expect(report.smallTargets, screen).toEqual([]);
  expect(report.scrollWidth, `${screen}: no sideways scroll`).toBeLessThanOrEqual(report.viewport.width);
  expect(await splitWords(page), `${screen}: words broken across lines`).toEqual([]);
  expect(await cutPlaceholders(page), `${screen}: placeholders cut`).toEqual([]);
  return report;
}

/**
 * The board's controls (the buttons beside and under the board, and the toolbar) that something
 * else covers at their centre, so a tap there would not reach them; scrolled into view first.
 */
async function coveredControls(page: Page): Promise<string[]> {
  const controls = page.locator(
    '.tg-play-page__side button:visible, .tg-play-page__slot--toolbar button:visible',
  );
  const covered: string[] = [];
  for (const control of await controls.all()) {
    await control.scrollIntoViewIfNeeded();
    const hit = await control.evaluate((el) => {
      const r = el.getBoundingClientRect();
      const top = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
      return top !== null && (top === el || el.contains(top));
    });
    if (!hit)
      covered.push((await control.innerText()).trim() || ((await control.getAttribute('aria-label')) ?? '?'));
  }
  return covered;
}

/**
 * Buttons (in the open window, else on the page) whose label splits a word across two lines, as
 * "Coordinate / s": the box is too narrow for the word, though nothing runs out of it.
 */
async function splitWords(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const modals = document.querySelectorAll('[aria-modal="true"]');
    const scope: ParentNode = modals.length > 0 ? modals[modals.length - 1] : document;
    const split: string[] = [];
    for (const button of scope.querySelectorAll('button')) {
      if (!button.checkVisibility()) continue;
      const walker = document.createTreeWalker(button, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent ?? '';
        for (const word of text.matchAll(/[A-Za-z]{2,}/g)) {
          const range = document.createRange();
          range.setStart(node, word.index);
          range.setEnd(node, word.index + word[0].length);
          const tops = new Set([...range.getClientRects()].map((r) => Math.round(r.top)));
          if (tops.size > 1) split.push(`${word[0]} in "${button.innerText.replace(/\s+/g, ' ')}"`);
        }
      }
    }
    return split;
  });
}

/** Text fields whose placeholder is wider than the room inside them, so it shows cut. */
async function cutPlaceholders(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const context = document.createElement('canvas').getContext('2d')!;
    const cut: string[] = [];
    for (const input of document.querySelectorAll<HTMLInputElement>('input[placeholder]')) {
      if (!input.checkVisibility()) continue;
      const style = getComputedStyle(input);
      context.font = style.font;
      const room = input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
      const needed = context.measureText(input.placeholder).width;
      if (needed > room + 1) cut.push(`"${input.placeholder}" ${Math.ceil(needed)} in ${Math.floor(room)}`);
    }
    return cut;
  });
}

async function closeWindow(page: Page, dialog: Locator): Promise<void> {
  await dialog.getByRole('button', { name: 'Close', exact: true }).click();
  await dialog.waitFor({ state: 'detached' });
  expect(await coveredControls(page), 'after closing, every control can be tapped').toEqual([]);
}

describe('the game page windows on a phone', () => {
  it('the page itself: the opening buttons sit clear of the board and its controls', async () => {
    await phone.getByText('Your move').waitFor();
    const report = await checkLayout(phone, 'game');
    expect(report.board).not.toBeNull();
    expect(await coveredControls(phone)).toEqual([]);
    // The chat and the user list are windows on a phone, not panels on the page.
    await expect(phone.getByRole('region', { name: 'Chat messages' }).count()).resolves.toBe(0);
    await expect(phone.getByRole('list', { name: 'Users in this room' }).count()).resolves.toBe(0);
  });

  it('42, the user list: both players, a card on a tap, and closed again', async () => {
    await phone.getByRole('button', { name: 'Users (2)' }).click();
    const dialog = phone.getByRole('dialog', { name: 'Users in this room (2)' });
    const list = dialog.getByRole('list', { name: 'Users in this room' });
    await list.getByRole('button', { name: `Show the card of ${phoneUser.username}` }).waitFor();
    await list.getByRole('button', { name: `Show the card of ${desktopUser.username}` }).waitFor();
    await expect(list.getByRole('listitem').count()).resolves.toBe(2);
    await checkLayout(phone, 'users');

    await list.getByRole('button', { name: `Show the card of ${desktopUser.username}` }).click();
    await dialog.getByText('Wins 0, losses 0').waitFor();
    await checkLayout(phone, 'users-card');
    await closeWindow(phone, dialog);
  });

  it('42 again: a tap outside the window closes it too', async () => {
    await phone.getByRole('button', { name: 'Users (2)' }).click();
    const dialog = phone.getByRole('dialog', { name: 'Users in this room (2)' });
    await dialog.waitFor();
    // Above the sheet, on the dimmed page.
    await phone.touchscreen.tap(195, 20);
    await dialog.waitFor({ state: 'detached' });
    expect(await coveredControls(phone)).toEqual([]);
  });

  it('the settings window from the phone toolbar fits the phone', async () => {
    await phone
      .getByRole('toolbar', { name: 'Game tools' })
      .getByRole('button', { name: 'Settings' })
      .click();
    const dialog = phone.getByRole('dialog', { name: 'Settings' });
    await dialog.getByRole('switch', { name: 'Confirm moves' }).waitFor();
    await checkLayout(phone, 'settings');
    await dialog.getByRole('button', { name: 'Done' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(await coveredControls(phone)).toEqual([]);
  });

  it('45, more buttons: every tool, and a tool used from it closes it', async () => {
    const toolbar = phone.getByRole('toolbar', { name: 'Game tools' });
    await toolbar.getByRole('button', { name: 'More' }).click();
    const dialog = phone.getByRole('dialog', { name: 'More' });
    const tools = dialog.getByRole('group', { name: 'Game tools' });
    for (const name of ['Settings', 'Numbers', 'Sound', 'Coordinates', 'Rotate', 'Download', 'Full screen']) {
      await tools.getByRole('button', { name, exact: true }).waitFor();
    }
    await checkLayout(phone, 'more-buttons');
    await closeWindow(phone, dialog);

    await toolbar.getByRole('button', { name: 'More' }).click();
    await tools.getByRole('button', { name: 'Coordinates', exact: true }).click();
    await dialog.waitFor({ state: 'detached' });
    const stored = await phone.evaluate(() => JSON.parse(localStorage.getItem('tengen.settings') ?? '{}'));
    expect(stored.coordinates).toBe(false);
    expect(await coveredControls(phone)).toEqual([]);
  });

  it('46, the chat: a message sent from the phone reaches the opponent, and one back shows on the phone', async () => {
    await phone.getByRole('button', { name: 'Chat (0)' }).click();
    const dialog = phone.getByRole('dialog', { name: 'Chat' });
    await dialog.getByText('No messages yet.').waitFor();
    await checkLayout(phone, 'chat');
    await dialog.getByRole('textbox', { name: 'Say something' }).fill('good game');
    await dialog.getByRole('button', { name: 'Send' }).click();
    await desktop.getByRole('region', { name: 'Chat messages' }).getByText('good game').waitFor();
    await dialog.getByText('good game').waitFor();

    const desktopChat = desktop.getByRole('region', { name: 'Chat messages' });
    await desktopChat.getByRole('textbox', { name: 'Say something' }).fill('you too');
    await desktopChat.getByRole('button', { name: 'Send' }).click();
    await dialog.getByText('you too').waitFor();
    await desktop.screenshot({ path: screenshotPath('phone-windows/opponent-on-a-desktop') });
    expect(await cutPlaceholders(desktop), 'the chat beside the board on a wide window').toEqual([]);
    await checkLayout(phone, 'chat-messages');

    // A player on a phone allows or forbids chat in this game from the same window.
    const allow = dialog.getByRole('switch', { name: 'Allow chat in this game' });
    await expect(allow.getAttribute('aria-checked')).resolves.toBe('true');
    await allow.click();
    await desktopChat.getByText('A player has turned chat off.').waitFor();
    await expect(allow.getAttribute('aria-checked')).resolves.toBe('false');
    await allow.click();
    await desktopChat.getByRole('textbox', { name: 'Say something' }).waitFor();
    await expect(allow.getAttribute('aria-checked')).resolves.toBe('true');
    await closeWindow(phone, dialog);
    await phone.getByRole('button', { name: 'Chat (2)' }).waitFor();
    expect(site.pageErrors).toEqual([]);
  });

  it('42 follows the room: the opponent leaves, and the list has one player', async () => {
    await desktop.close();
    await phone.getByRole('button', { name: 'Users (1)' }).click();
    const dialog = phone.getByRole('dialog', { name: 'Users in this room (1)' });
    const list = dialog.getByRole('list', { name: 'Users in this room' });
    await list.getByRole('button', { name: `Show the card of ${phoneUser.username}` }).waitFor();
    await expect(list.getByRole('listitem').count()).resolves.toBe(1);
    await closeWindow(phone, dialog);
  });
});
