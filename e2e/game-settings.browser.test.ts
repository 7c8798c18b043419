/**
 * The game page's own settings in Debian's Chromium against the real server on a fresh build:
 * move confirmation (a first tap shows the stone and sends nothing, a second tap on the same
 * point plays it, a tap elsewhere moves it; off, one click plays), the settings window from the
 * side toolbar with each setting changing the board or the page and lasting across a reload,
 * and the status line before and after the first moves in all five languages.
 */
import { writeFileSync } from 'node:fs';
import type { Language } from '@tengen/protocol';
import type { BrowserContextOptions, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RESOURCES } from '../packages/web/src/i18n/resources.ts';
import { boardShows, clickPoint, pointOnPage } from './board-points.ts';
import { Site, screenshotPath, VIEWPORTS, waitForBoard } from './site-harness.ts';

const SIZE = 9;
const DESKTOP = { viewport: { width: 1280, height: 800 } } as const satisfies BrowserContextOptions;

let site: Site;

beforeAll(async () => {
  site = await Site.start();
}, 180_000);

afterAll(async () => {
  await site?.close();
});

/** A finger's tap (the page has touch). */
async function tapPoint(page: Page, point: string): Promise<void> {
  const at = await pointOnPage(page, point, SIZE);
  await page.touchscreen.tap(at.x, at.y);
}

/** The moves the board widget itself shows, SGF points joined by spaces. */
const shownOnBoard = (page: Page) => page.locator('.tg-game-board').getAttribute('data-shown');

/**
 * The board as painted: screenshots until two in a row agree (stone and board images may still be
 * arriving), at most ten.
 */
async function boardPicture(page: Page): Promise<Buffer> {
  const board = page.locator('.tg-game-board');
  let before = await board.screenshot();
  for (let i = 0; i < 10; i++) {
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
    const now = await board.screenshot();
    if (now.equals(before)) return now;
    before = now;
  }
  throw new Error('the board kept changing');
}

async function storedSettings(page: Page): Promise<Record<string, unknown>> {
  return page.evaluate(() => JSON.parse(localStorage.getItem('tengen.settings') ?? '{}'));
}

/** Two players on one new game, each in their own browser. */
async function twoPlayers(
  names: [string, string],
  blackOptions: BrowserContextOptions = DESKTOP,
  path = (id: number) => `/play/p/${id}/?lang=en`,
) {
  const blackUser = await site.register(names[0]);
  const whiteUser = await site.register(names[1]);
  const play = await site.createPlay(blackUser, whiteUser);
  const black = await site.open(await site.context(blackOptions, blackUser), path(play.id));
  const white = await site.open(await site.context(DESKTOP, whiteUser), path(play.id));
  await Promise.all([waitForBoard(black), waitForBoard(white)]);
  return { black, white, blackUser, whiteUser, playId: play.id };
}

async function openSettings(page: Page): Promise<Locator> {
  await page.getByRole('toolbar').getByRole('button', { name: 'Settings' }).click();
  const dialog = page.getByRole('dialog', { name: 'Settings' });
  await dialog.getByRole('switch').first().waitFor();
  return dialog;
}

async function closeSettings(dialog: Locator): Promise<void> {
  await dialog.getByRole('button', { name: 'Done' }).click();
  await dialog.waitFor({ state: 'detached' });
}

describe('move confirmation', () => {
  it('on: a first tap shows the stone and sends nothing, a tap elsewhere moves it, a second tap plays', async () => {
    const { black, white } = await twoPlayers(['mia_confirm', 'noah_confirm'], VIEWPORTS.phone);
    await black.getByText('Your move').waitFor();
    const dialog = await openSettings(black);
    await dialog.getByRole('switch', { name: 'Confirm moves' }).click();
    await expect(
      dialog.getByRole('switch', { name: 'Confirm moves' }).getAttribute('aria-checked'),
    ).resolves.toBe('true');
    await closeSettings(dialog);
    expect((await storedSettings(black)).moveConfirm).toBe(true);

    const empty = await boardPicture(black);
    await tapPoint(black, 'ee');
    const pendingAtEe = await boardPicture(black);
    expect(pendingAtEe.equals(empty), 'the first tap shows a stone').toBe(false);
    expect(await shownOnBoard(black)).toBe('');
    await expect(black.getByText('Your move').isVisible()).resolves.toBe(true);

    await tapPoint(black, 'cc');
    const pendingAtCc = await boardPicture(black);
    writeFileSync(screenshotPath('game-settings-pending-ee'), pendingAtEe);
    writeFileSync(screenshotPath('game-settings-pending-cc'), pendingAtCc);
    expect(pendingAtCc.equals(pendingAtEe), 'a tap elsewhere moves the stone').toBe(false);
    expect(pendingAtCc.equals(empty)).toBe(false);

    // Whatever black sent before this line reached white before it.
    await black.getByRole('button', { name: /^Chat/ }).click();
    const mobileChat = black.getByRole('dialog', { name: 'Chat' });
    await mobileChat.getByRole('textbox').fill('thinking');
    await mobileChat.getByRole('button', { name: 'Send' }).click();
    await white.getByRole('region', { name: 'Chat messages' }).getByText('thinking').waitFor();
    await mobileChat.getByRole('button', { name: 'Close' }).click();
    await mobileChat.waitFor({ state: 'detached' });
    expect(await shownOnBoard(white), 'nothing was played yet').toBe('');
    await expect(white.getByText("Opponent's move").isVisible()).resolves.toBe(true);

    // The second tap on the pending stone plays it.
    await tapPoint(black, 'cc');
    await boardShows(white, ['cc']);
    await boardShows(black, ['cc']);
    await white.getByText('Your move').waitFor();
    expect(site.pageErrors).toEqual([]);
  });

  it('turned off while a stone waits: the stone goes, and the next click plays', async () => {
    const { black, white } = await twoPlayers(['rob_switch', 'sue_switch']);
    await black.getByText('Your move').waitFor();
    let dialog = await openSettings(black);
    await dialog.getByRole('switch', { name: 'Confirm moves' }).click();
    await closeSettings(dialog);
    const empty = await boardPicture(black);
    await clickPoint(black, 'ee', SIZE);
    expect((await boardPicture(black)).equals(empty), 'the stone waits').toBe(false);

    dialog = await openSettings(black);
    await dialog.getByRole('switch', { name: 'Confirm moves' }).click();
    await closeSettings(dialog);
    expect((await boardPicture(black)).equals(empty), 'no stone is left waiting').toBe(true);
    await clickPoint(black, 'ge', SIZE);
    await boardShows(white, ['ge']);
    expect(site.pageErrors).toEqual([]);
  });

  it('off: one click plays', async () => {
    const { black, white } = await twoPlayers(['lea_oneclick', 'omar_oneclick']);
    await black.getByText('Your move').waitFor();
    expect((await storedSettings(black)).moveConfirm).toBeUndefined();
    await clickPoint(black, 'ee', SIZE);
    await boardShows(white, ['ee']);
    await white.getByText('Your move').waitFor();
    await clickPoint(white, 'cg', SIZE);
    await boardShows(black, ['ee', 'cg']);
    expect(site.pageErrors).toEqual([]);
  });
});

describe('the settings window', () => {
  it('opens from the side toolbar; each setting changes the board or the page and lasts across a reload', async () => {
    const blackUser = await site.register('ida_settings');
    const whiteUser = await site.register('ken_settings');
    const now = Date.now();
    const play = await site.store.createPlay({
      boardSize: SIZE,
      mainMinutes: 10,
      byoyomiSeconds: 30,
      byoyomiPeriods: 3,
      blackId: blackUser.id,
      whiteId: whiteUser.id,
      startsAt: now - 1,
      createdAt: now,
      energyBar: true,
    });
    const page = await site.open(await site.context(DESKTOP, blackUser), `/play/p/${play.id}/?lang=en`);
    await waitForBoard(page);
    await page.getByText('Your move').waitFor();
    // A stone on the board, so the stone style shows; a score entry, so the energy bar can.
    await clickPoint(page, 'ee', SIZE);
    await boardShows(page, ['ee']);
    await page.getByText("Opponent's move").waitFor();
    const energyBar = page.getByText(/^Estimated lead: \d+%$/);
    await expect(energyBar.count(), 'no energy bar by default').resolves.toBe(0);

    const toolbar = page.getByRole('toolbar');
    const pressed = (name: string) => toolbar.getByRole('button', { name }).getAttribute('aria-pressed');
    await expect(pressed('Sound')).resolves.toBe('true');
    await expect(pressed('Coordinates')).resolves.toBe('true');

    const first = await boardPicture(page);
    let picture = first;
    const changesBoard = async (change: (dialog: Locator) => Promise<void>, what: string) => {
      const dialog = await openSettings(page);
      await change(dialog);
      await closeSettings(dialog);
      const next = await boardPicture(page);
      expect(next.equals(picture), `${what} changes the board`).toBe(false);
      picture = next;
    };
    const flip = (name: string) => async (dialog: Locator) => {
      const control = dialog.getByRole('switch', { name });
      const before = await control.getAttribute('aria-checked');
      await control.click();
      await expect(control.getAttribute('aria-checked')).resolves.toBe(before === 'true' ? 'false' : 'true');
    };
    const choose = (group: string, style: string) => async (dialog: Locator) => {
      // The picture and the name are what a person presses; the radio itself is hidden.
      const choices = dialog.getByRole('group', { name: group });
      await choices.getByText(style, { exact: true }).click();
      await expect(choices.getByRole('radio', { name: style }).isChecked()).resolves.toBe(true);
    };

    await changesBoard(flip('Coordinates'), 'coordinates off');
    await expect(pressed('Coordinates')).resolves.toBe('false');
    await changesBoard(choose('Stone style', 'Shaded'), 'stone style 2');
    await changesBoard(choose('Stone style', 'Flat'), 'stone style 3');
    await changesBoard(choose('Board style', 'Plain'), 'board style 2');
    await changesBoard(choose('Board style', 'Light'), 'board style 3');

    let dialog = await openSettings(page);
    await flip('Stone sounds')(dialog);
    await flip('Sound effects')(dialog);
    await flip('Confirm moves')(dialog);
    await flip('Win-rate energy bar')(dialog);
    await closeSettings(dialog);
    await expect(pressed('Sound')).resolves.toBe('false');
    await expect(energyBar.count(), 'one bar for each player').resolves.toBe(2);

    const saved = {
      showHp: true,
      soundEffect: false,
      sound: false,
      coordinates: false,
      moveConfirm: true,
      stoneStyle: 3,
      boardStyle: 3,
    };
    expect(await storedSettings(page)).toEqual(saved);

    await page.reload();
    await waitForBoard(page);
    await boardShows(page, ['ee']);
    expect(await storedSettings(page)).toEqual(saved);
    expect((await boardPicture(page)).equals(picture), 'the board is drawn as before the reload').toBe(true);
    await expect(pressed('Sound')).resolves.toBe('false');
    await expect(pressed('Coordinates')).resolves.toBe('false');
    await expect(energyBar.count()).resolves.toBe(2);
    dialog = await openSettings(page);
    const checked = (name: string) => dialog.getByRole('switch', { name }).getAttribute('aria-checked');
    await expect(checked('Coordinates')).resolves.toBe('false');
    await expect(checked('Confirm moves')).resolves.toBe('true');
    await expect(checked('Win-rate energy bar')).resolves.toBe('true');
    await expect(checked('Stone sounds')).resolves.toBe('false');
    await expect(checked('Sound effects')).resolves.toBe('false');
    const radio = (group: string, style: string) =>
      dialog.getByRole('group', { name: group }).getByRole('radio', { name: style }).isChecked();
    await expect(radio('Stone style', 'Flat')).resolves.toBe(true);
    await expect(radio('Board style', 'Light')).resolves.toBe(true);

    // Escape closes the window and gives the focus back to the toolbar's button.
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await expect(
      toolbar.getByRole('button', { name: 'Settings' }).evaluate((el) => el === document.activeElement),
    ).resolves.toBe(true);

    // The toolbar's own toggles edit the same settings.
    await toolbar.getByRole('button', { name: 'Coordinates' }).click();
    await expect(pressed('Coordinates')).resolves.toBe('true');
    expect((await storedSettings(page)).coordinates).toBe(true);

    // Style 1 of both again: the board as it first was.
    dialog = await openSettings(page);
    await choose('Stone style', 'Classic')(dialog);
    await choose('Board style', 'Wood')(dialog);
    await closeSettings(dialog);
    expect((await boardPicture(page)).equals(first), 'classic stones on wood, as at first').toBe(true);
    expect(site.pageErrors).toEqual([]);
  });
});

describe('settings in two tabs', () => {
  it('a change in one tab reaches the other at once', async () => {
    const user = await site.register('tia_tabs');
    const opponent = await site.register('uli_tabs');
    const play = await site.createPlay(user, opponent);
    const context = await site.context(DESKTOP, user);
    const first = await site.open(context, `/play/p/${play.id}/?lang=en`);
    const second = await site.open(context, `/play/p/${play.id}/?lang=en`);
    await Promise.all([waitForBoard(first), waitForBoard(second)]);
    const before = await boardPicture(second);
    // The tab in front gets its frames at full rate (a hidden one about one a second).
    await first.bringToFront();
    const dialog = await openSettings(first);
    await dialog.getByRole('switch', { name: 'Coordinates' }).click();
    await dialog.getByRole('group', { name: 'Board style' }).getByText('Plain', { exact: true }).click();
    await closeSettings(dialog);
    await second.bringToFront();
    await second
      .getByRole('toolbar')
      .locator('button[aria-pressed="false"]', { hasText: 'Coordinates' })
      .waitFor();
    const after = await boardPicture(second);
    expect(after.equals(before), 'the other tab redrew its board').toBe(false);
    expect(after.equals(await boardPicture(first)), 'both tabs draw the board alike').toBe(true);
    expect(site.pageErrors).toEqual([]);
  });
});

const LANGUAGES: readonly Language[] = ['en', 'cn', 'ja', 'ko', 'zh_Hant'];

describe('the status line', () => {
  it('reads naturally before the first move and after a few, in English', async () => {
    const { black, white, playId } = await twoPlayers(['uma_status', 'vic_status']);
    const status = (page: Page) => page.locator('.tg-game-status').innerText();
    await black.getByText('Your move').waitFor();
    await expect(status(black)).resolves.toBe('Move 1 · Your move');
    await expect(status(white)).resolves.toBe("Move 1 · Opponent's move");
    await clickPoint(black, 'ee', SIZE);
    await boardShows(white, ['ee']);
    await expect(status(white)).resolves.toBe('Move 2 · Your move');
    await clickPoint(white, 'cc', SIZE);
    await boardShows(black, ['ee', 'cc']);
    await clickPoint(black, 'gg', SIZE);
    await boardShows(white, ['ee', 'cc', 'gg']);
    await expect(status(white)).resolves.toBe('Move 4 · Your move');
    await expect(status(black)).resolves.toBe("Move 4 · Opponent's move");
    const guest = await site.open(await site.context(DESKTOP), `/play/p/${playId}/?lang=en`);
    await waitForBoard(guest);
    await expect(status(guest), 'someone watching').resolves.toBe('Move 4 · White to play');

    // Two passes and the proposed count accepted end the game: then the status says how many moves there were.
    for (const page of [white, black]) {
      await page.getByRole('button', { name: 'Pass' }).click();
      const confirm = page.getByRole('dialog').filter({ hasText: 'Do you want to pass this move?' });
      await confirm.getByRole('button', { name: 'Pass' }).click();
      await confirm.waitFor({ state: 'detached' });
    }
    for (const page of [white, black]) await page.getByRole('button', { name: 'Accept the count' }).click();
    for (const page of [black, white]) {
      await page.locator('.tg-game-status').filter({ hasText: 'Game over' }).waitFor();
      await expect(status(page)).resolves.toBe('Game over · Moves played: 5');
    }
    expect(site.pageErrors).toEqual([]);
  });

  it('in every language: the move to play and whose turn, neither a key nor another language', async () => {
    const { black, white, playId } = await twoPlayers(['wen_status', 'xia_status']);
    await black.getByText('Your move').waitFor();
    await clickPoint(black, 'ee', SIZE);
    await boardShows(white, ['ee']);
    for (const lang of LANGUAGES) {
      const t = RESOURCES[lang].play.status;
      await white.goto(`${site.url}/play/p/${playId}/?lang=${lang}`);
      await waitForBoard(white);
      const expected = `${t.moveNumber.replace('{{count}}', '2')} · ${t.yourTurn}`;
      await white.locator('.tg-game-status').filter({ hasText: t.yourTurn }).waitFor();
      await expect(white.locator('.tg-game-status').innerText(), lang).resolves.toBe(expected);
    }
    expect(site.pageErrors).toEqual([]);
  });
});
