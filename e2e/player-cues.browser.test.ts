/**
 * Small things a player meets, in Debian's Chromium against the real server on a fresh build:
 * the tab's title says "(Your move)" while it is the viewer's turn in a live game (in each
 * language) and stops saying it when the turn passes or the game ends; move confirmation is on
 * by default on a phone's 19×19 board, whose points are about 19 px apart, and the viewer's own
 * setting wins; "My records" shows each game's board size, time setting and ranked or free.
 */
import type { Language } from '@tengen/protocol';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { joinAt, play } from '../packages/server/src/testing/test-child-server.ts';
import { RESOURCES } from '../packages/web/src/i18n/resources.ts';
import { boardShows, clickPoint, pointOnPage } from './board-points.ts';
import { Site, type SiteUser, VIEWPORTS, waitForBoard } from './site-harness.ts';

let site: Site;

beforeAll(async () => {
  site = await Site.start();
}, 120_000);

afterAll(async () => {
  await site?.close();
});

const shownOnBoard = (page: Page) => page.locator('.tg-game-board').getAttribute('data-shown');

/** The page's title once it says the turn as `yourMove` says (the mark in front, or none). */
async function titleSays(page: Page, yourMove: boolean, language: Language = 'en'): Promise<string> {
  const mark = RESOURCES[language].play.page.titleYourMove.replace('{{title}}', '').trim();
  await page.waitForFunction(
    ({ mark, yourMove }) => document.title !== 'Tengen' && document.title.startsWith(mark) === yourMove,
    { mark, yourMove },
  );
  return page.title();
}

async function newGame(black: SiteUser, white: SiteUser, boardSize: 9 | 19 = 9): Promise<number> {
  const now = Date.now();
  const play = await site.store.createPlay({
    boardSize,
    mainMinutes: 10,
    byoyomiSeconds: 30,
    byoyomiPeriods: 3,
    blackId: black.id,
    whiteId: white.id,
    startsAt: now - 1,
    createdAt: now,
  });
  return play.id;
}

describe("the tab's title", () => {
  it('says "(Your move)" on the turn of the viewer, in each language, and no more after the move or the end', async () => {
    const [ann, ben] = await Promise.all([site.register('title_ann'), site.register('title_ben')]);
    const id = await newGame(ann, ben);
    const black = await site.open(await site.context(VIEWPORTS.desktop, ann), `/play/p/${id}/?lang=en`);
    const white = await site.open(await site.context(VIEWPORTS.desktop, ben), `/play/p/${id}/?lang=en`);
    await Promise.all([waitForBoard(black), waitForBoard(white)]);
    await black.getByText('Your move').waitFor();
    expect(await titleSays(black, true)).toBe('(Your move) title_ann vs title_ben · Tengen');
    expect(await titleSays(white, false)).toBe('title_ann vs title_ben · Tengen');

    await clickPoint(black, 'ee', 9);
    await boardShows(white, ['ee']);
    expect(await titleSays(black, false)).toBe('title_ann vs title_ben · Tengen');
    expect(await titleSays(white, true)).toBe('(Your move) title_ann vs title_ben · Tengen');

    // The same in the other languages: white to move.
    const siteName = (language: Language) => RESOURCES[language].common.siteName;
    const expected: Record<Exclude<Language, 'en'>, string> = {
      cn: `（轮到你下）title_ann 对 title_ben · ${siteName('cn')}`,
      zh_Hant: `（輪到你下）title_ann 對 title_ben · ${siteName('zh_Hant')}`,
      ja: `（あなたの番）title_ann 対 title_ben · ${siteName('ja')}`,
      ko: `(내 차례) title_ann 대 title_ben · ${siteName('ko')}`,
    };
    for (const [language, title] of Object.entries(expected) as [Language, string][]) {
      await white.goto(`${site.url}/play/p/${id}/?lang=${language}`);
      await waitForBoard(white);
      expect(await titleSays(white, true, language)).toBe(title);
    }
    await white.goto(`${site.url}/play/p/${id}/?lang=en`);
    await waitForBoard(white);
    await titleSays(white, true);

    // Ten moves more over the players' sockets (resigning is open after 11), then white resigns.
    const [annSocket, benSocket] = await Promise.all([joinAt(site.url, id, ann), joinAt(site.url, id, ben)]);
    await play(annSocket, benSocket, 'cc gg cg gc ge ec eg ce dd ff'.split(' '), [], 2);
    annSocket.close();
    benSocket.close();
    await boardShows(white, 'ee cc gg cg gc ge ec eg ce dd ff'.split(' '));
    expect(await titleSays(white, true)).toBe('(Your move) title_ann vs title_ben · Tengen');
    expect(await titleSays(black, false)).toBe('title_ann vs title_ben · Tengen');

    await white.getByRole('button', { name: 'Resign', exact: true }).click();
    await white.getByRole('dialog').getByRole('button', { name: 'Resign' }).click();
    await black.getByRole('dialog').filter({ hasText: 'You win: your opponent resigned.' }).waitFor();
    expect(await titleSays(white, false)).toBe('title_ann vs title_ben · Tengen');
    expect(await titleSays(black, false)).toBe('title_ann vs title_ben · Tengen');
    expect(site.pageErrors).toEqual([]);
  });
});

describe('move confirmation by default', () => {
  async function tap(page: Page, point: string): Promise<void> {
    const at = await pointOnPage(page, point, 19);
    await page.touchscreen.tap(at.x, at.y);
  }

  async function confirmSwitch(page: Page) {
    await page.getByRole('toolbar').getByRole('button', { name: 'Settings' }).click();
    const dialog = page.getByRole('dialog', { name: 'Settings' });
    const toggle = dialog.getByRole('switch', { name: 'Confirm moves' });
    await toggle.waitFor();
    return { dialog, toggle };
  }

  it('is on for 19×19 on a phone (a first tap only shows the stone); the setting turned off wins', async () => {
    const [cai, dan] = await Promise.all([site.register('confirm_cai'), site.register('confirm_dan')]);
    const id = await newGame(cai, dan, 19);
    const phone = await site.open(await site.context(VIEWPORTS.phone, cai), `/play/p/${id}/?lang=en`);
    const desk = await site.open(await site.context(VIEWPORTS.desktop, dan), `/play/p/${id}/?lang=en`);
    await Promise.all([waitForBoard(phone), waitForBoard(desk)]);
    await phone.getByText('Your move').waitFor();
    const spacing = await phone
      .locator('.tg-game-board')
      .evaluate((el) => el.getBoundingClientRect().width / 20);
    expect(spacing).toBeLessThan(30);

    // Nothing stored: the switch shows what applies here, on.
    let { dialog, toggle } = await confirmSwitch(phone);
    await expect(toggle.getAttribute('aria-checked')).resolves.toBe('true');
    await dialog.getByRole('button', { name: 'Done' }).click();
    await dialog.waitFor({ state: 'detached' });

    await tap(phone, 'dd');
    // The first tap sent nothing: a chat line sent after it reaches the opponent with no stone before it.
    await phone.getByRole('button', { name: /^Chat/ }).click();
    const chat = phone.getByRole('dialog', { name: 'Chat' });
    await chat.getByRole('textbox').fill('thinking');
    await chat.getByRole('button', { name: 'Send' }).click();
    await desk.getByRole('region', { name: 'Chat messages' }).getByText('thinking').waitFor();
    await chat.getByRole('button', { name: 'Close' }).click();
    await chat.waitFor({ state: 'detached' });
    expect(await shownOnBoard(desk)).toBe('');
    await tap(phone, 'dd');
    await boardShows(desk, ['dd']);
    expect(await phone.evaluate(() => localStorage.getItem('tengen.settings'))).toBeNull();

    // Another setting changed leaves the default as it was.
    ({ dialog, toggle } = await confirmSwitch(phone));
    await dialog.getByRole('switch', { name: 'Coordinates' }).click();
    await expect(toggle.getAttribute('aria-checked')).resolves.toBe('true');
    // Turned off by the viewer: one tap plays.
    await toggle.click();
    await expect(toggle.getAttribute('aria-checked')).resolves.toBe('false');
    await dialog.getByRole('button', { name: 'Done' }).click();
    await dialog.waitFor({ state: 'detached' });
    const stored = await phone.evaluate(() => JSON.parse(localStorage.getItem('tengen.settings') ?? '{}'));
    expect(stored).toEqual({ coordinates: false, moveConfirm: false });

    await clickPoint(desk, 'pp', 19);
    await boardShows(phone, ['dd', 'pp']);
    await phone.getByText('Your move').waitFor();
    // Coordinates are off now: the board has no margin for them.
    const at = await pointOnPage(phone, 'dp', 19, false);
    await phone.touchscreen.tap(at.x, at.y);
    await boardShows(desk, ['dd', 'pp', 'dp']);
    expect(site.pageErrors).toEqual([]);
  });
});

describe('my records', () => {
  it('shows the board size, the time setting and ranked or free of each game', async () => {
    const [eve, fay] = await Promise.all([site.register('records_eve'), site.register('records_fay')]);
    await newGame(eve, fay, 9);
    const now = Date.now();
    await site.store.createPlay({
      boardSize: 19,
      mainMinutes: 20,
      byoyomiSeconds: 0,
      byoyomiPeriods: 0,
      ranked: true,
      blackId: fay.id,
      whiteId: eve.id,
      startsAt: now - 1,
      createdAt: now + 1,
    });
    const page = await site.open(await site.context(VIEWPORTS.desktop, eve), '/play/my/?lang=en');
    const rows = page.locator('.tg-records__table tbody tr');
    await rows.nth(1).waitFor();
    const headers = await page.locator('.tg-records__table thead th').allInnerTexts();
    expect(headers.slice(0, 6)).toEqual(['Black', 'White', 'Moves', 'Board', 'Time', 'Type']);
    const cells = async (i: number) => (await rows.nth(i).locator('td').allInnerTexts()).slice(0, 6);
    expect(await cells(0)).toEqual(['records_fay', 'records_eve', '0', '19×19', '20 min', 'Ranked']);
    expect(await cells(1)).toEqual(['records_eve', 'records_fay', '0', '9×9', '10 min + 3 × 30 s', 'Free']);

    // On a phone in Japanese: the same, a card for each game.
    const phone = await site.open(await site.context(VIEWPORTS.phone, eve), '/play/my/?lang=ja');
    const first = phone.locator('.tg-records__table tbody tr').first();
    await first.waitFor();
    const text = await first.innerText();
    for (const part of ['19路', '20 分', 'レーティング対局']) expect(text).toContain(part);
    const second = await phone.locator('.tg-records__table tbody tr').nth(1).innerText();
    expect(second).toContain('10 分 + 秒読み 30 秒 × 3 回');
    expect(second).toContain('自由対局');
    expect(site.pageErrors).toEqual([]);
  });
});
