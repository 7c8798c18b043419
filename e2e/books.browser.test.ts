/**
 * Record books in Chromium against the real server: a 9×9 game played by clicks to a
 * resignation; the winner makes a position book and a full-record book, saves the position at
 * move 6 and the whole game from the review's saving panel ("Saved successfully."), sees them
 * ticked when the panel opens again, finds them on the book page (a small board, the players,
 * the move), opens the position on the board and steps on, downloads the book's SGF and reads
 * it with the core's SGF reader, and takes the entry out. Then the refusals, through the page
 * and the real HTTP routes, change nothing; and the panel and pages read in other languages.
 */
import { readFileSync } from 'node:fs';
import { parseSgf, type SgfNode } from '@tengen/core';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clickPoint } from './board-points.ts';
import { measureLayout } from './layout-check.ts';
import {
  KEY_LIKE,
  Site,
  type SiteUser,
  screenshotPath,
  VIEWPORTS,
  visibleLines,
  waitForBoard,
} from './site-harness.ts';

const SIZE = 9;
/** Eleven quiet moves: resigning is possible from then on. */
const MOVES = 'ee cc gg cg gc ge ec eg ce dd ff'.split(' ');

let site: Site;
let ann: SiteUser;
let ben: SiteUser;
let playid: number;
let annGame: Page;

beforeAll(async () => {
  site = await Site.start();
  [ann, ben] = await Promise.all([site.register('ann'), site.register('ben')]);
  playid = (await site.createPlay(ann, ben)).id;
  const path = `/play/p/${playid}/?lang=en`;
  annGame = await site.open(await site.context(VIEWPORTS.desktop, ann), path);
  const benGame = await site.open(await site.context(VIEWPORTS.desktop, ben), path);
  for (const page of [annGame, benGame]) await waitForBoard(page);
  const played: string[] = [];
  for (const point of MOVES) {
    const mover = played.length % 2 === 0 ? annGame : benGame;
    await mover.getByText('Your move').waitFor({ timeout: 30_000 });
    await clickPoint(mover, point, SIZE);
    played.push(point);
    await annGame.locator(`.tg-game-board[data-shown="${played.join(' ')}"]`).waitFor({ timeout: 30_000 });
  }
  await benGame.getByRole('button', { name: 'Resign', exact: true }).click();
  await benGame.getByRole('dialog').getByRole('button', { name: 'Resign' }).click();
  const won = annGame.getByRole('dialog').filter({ hasText: 'You win: your opponent resigned.' });
  await won.waitFor({ timeout: 30_000 });
  await won.getByRole('button', { name: 'OK' }).click();
}, 300_000);

afterAll(async () => {
  await site?.close();
});

/** A call of the real server's HTTP routes, as a client sends it. */
async function post(path: string, form: Record<string, string>, token: string | null) {
  const headers: Record<string, string> = { 'content-type': 'application/x-www-form-urlencoded' };
  if (token) headers.authorization = `JWT ${token}`;
  const res = await fetch(`${site.url}${path}`, { method: 'POST', headers, body: new URLSearchParams(form) });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

async function createBook(page: Page, booktype: 1 | 4, name: string): Promise<number> {
  await page.goto(`${site.url}/book/create/?booktype=${booktype}&lang=en`);
  await page.getByLabel('Book name').fill(name);
  await page.getByRole('button', { name: 'Create book' }).click();
  await page.waitForURL(/\/book\/\d+\/$/, { timeout: 20_000 });
  await page.getByRole('heading', { name, level: 1 }).waitFor();
  return Number(/\/book\/(\d+)\/$/.exec(page.url())?.[1]);
}

function movesOf(root: SgfNode): string[] {
  const moves: string[] = [];
  for (let node: SgfNode | undefined = root; node !== undefined; node = node.children[0]) {
    const point = node.props.B?.[0] ?? node.props.W?.[0];
    if (point !== undefined) moves.push(point);
  }
  return moves;
}

describe('record books in the browser', () => {
  let positions = 0;
  let records = 0;

  it('saves a position and the full record from the game page, and the book page shows, opens and exports them', async () => {
    const panel = annGame.getByRole('region', { name: 'Save to record books' });
    await panel.getByRole('button', { name: 'Record books' }).click();
    await panel.getByText('You have no position books yet.').waitFor();
    const createLink = panel.getByRole('link', { name: 'Create a position book' });
    expect(await createLink.getAttribute('href')).toBe('/book/create/?booktype=4');

    const books = await site.open(await site.context(VIEWPORTS.desktop, ann), '/book/?lang=en');
    await books.getByText('You have no record books yet.').waitFor();
    // A name refused by the page is never sent.
    await books.goto(`${site.url}/book/create/?booktype=4&lang=en`);
    await books.getByRole('button', { name: 'Create book' }).click();
    await books.getByText('Give it a name.').waitFor();
    expect(await site.store.books.booksOf(ann.id)).toEqual([]);
    positions = await createBook(books, 4, 'Opening ideas');
    records = await createBook(books, 1, 'My wins');

    // Back on the game: the panel asks again when opened; the review is moved to move 6.
    await panel.getByRole('button', { name: 'Record books' }).click();
    await annGame.getByRole('button', { name: 'Back 5 moves' }).click();
    await annGame.locator(`.tg-game-board[data-shown="${MOVES.slice(0, 6).join(' ')}"]`).waitFor();
    await panel.getByRole('button', { name: 'Record books' }).click();
    await panel.getByText('The position at move 6').waitFor();
    const positionBox = panel
      .getByRole('group', { name: 'Opening ideas' })
      .getByRole('checkbox', { name: 'Chapter 1' });
    expect(await positionBox.isChecked()).toBe(false);
    await positionBox.check();
    await panel.getByRole('button', { name: 'Save', exact: true }).click();
    await panel.getByText('Saved successfully.').waitFor();

    await panel.getByRole('tab', { name: 'Save full record' }).click();
    await panel.getByText('The whole game').waitFor();
    const recordBox = panel
      .getByRole('group', { name: 'My wins' })
      .getByRole('checkbox', { name: 'Chapter 1' });
    await recordBox.check();
    await panel.getByRole('button', { name: 'Save', exact: true }).click();
    await panel.getByText('Saved successfully.').waitFor();
    await annGame.screenshot({ path: screenshotPath('books-panel') });

    // Opened again: both ticked, from the server's `isin`.
    await panel.getByRole('button', { name: 'Record books' }).click();
    await panel.getByRole('button', { name: 'Record books' }).click();
    await expect(recordBox.isChecked()).resolves.toBe(true);
    await panel.getByRole('tab', { name: 'Save position' }).click();
    await expect(positionBox.isChecked()).resolves.toBe(true);

    // The book page: the entry with its board, players and move.
    await books.goto(`${site.url}/book/${positions}/?lang=en`);
    const entry = books.locator(`.tg-book-entry[data-chessid="${playid}"]`);
    await entry.getByText('ann (Black) – ben (White)').waitFor();
    await entry.getByText('Move 6').waitFor();
    // The result in the site's words, as the game page says it, not the record's `B+R`.
    await entry.getByText('Result: B+R (Black wins by resignation)').waitFor();
    const painted = await entry
      .locator('canvas')
      .evaluate((c: HTMLCanvasElement) => c.width > 0 && c.height > 0);
    expect(painted).toBe(true);
    await books.screenshot({ path: screenshotPath('books-book-page'), fullPage: true });

    // Opened on the board at its move; the moves after it can be stepped through.
    await entry.getByRole('button', { name: 'Open' }).click();
    const viewer = books.getByRole('dialog', { name: 'ann – ben' });
    await viewer.getByText('Move 6 of 11').waitFor();
    await viewer.locator('.tg-entry-viewer__board canvas').first().waitFor();
    await viewer.getByRole('button', { name: 'Next move' }).click();
    await viewer.getByText('Move 7 of 11').waitFor();
    await books.keyboard.press('ArrowRight');
    await viewer.getByText('Move 8 of 11').waitFor();
    await viewer.getByRole('button', { name: 'Back to the saved move' }).click();
    await viewer.getByText('Move 6 of 11').waitFor();
    await books.screenshot({ path: screenshotPath('books-viewer') });
    await viewer.getByRole('button', { name: 'Close' }).last().click();

    // The SGF download: one game tree, the record cut after move 6.
    const [download] = await Promise.all([
      books.waitForEvent('download'),
      books.getByRole('button', { name: 'Download SGF' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`tengen-book-${positions}.sgf`);
    const parsed = parseSgf(readFileSync(await download.path(), 'utf8'));
    if (!parsed.ok) throw new Error(parsed.error.message);
    expect(parsed.value.roots.length).toBe(1);
    expect(movesOf(parsed.value.roots[0])).toEqual(MOVES.slice(0, 6));
    expect(parsed.value.roots[0].props.PB).toEqual(['ann']);

    // The full-record book's export holds the whole game.
    await books.goto(`${site.url}/book/${records}/?lang=en`);
    await books.locator('.tg-book-entry').getByText('11 moves').waitFor();
    const [whole] = await Promise.all([
      books.waitForEvent('download'),
      books.getByRole('button', { name: 'Download SGF' }).click(),
    ]);
    const game = parseSgf(readFileSync(await whole.path(), 'utf8'));
    if (!game.ok) throw new Error(game.error.message);
    expect(movesOf(game.value.roots[0])).toEqual(MOVES);

    // Taken out of the chapter.
    await books.goto(`${site.url}/book/${positions}/?lang=en`);
    await books.locator('.tg-book-entry').getByRole('button', { name: 'Remove' }).click();
    await books.getByText('Nothing is saved in this chapter yet.', { exact: false }).waitFor();
    expect(await site.store.books.entriesOf(positions)).toEqual([]);
    expect((await site.store.books.entriesOf(records)).length).toBe(1);
    expect(site.pageErrors).toEqual([]);
  });

  it('refuses guests, another user’s book, a move past the end, the wrong kind of chapter; saving twice keeps one', async () => {
    const chapters = await site.store.books.chaptersOf(positions);
    const chapter = String(chapters[0].id);
    const form = (changes: Record<string, string>) => ({
      chessid: String(playid),
      step: '3',
      ptype: '2',
      booktype: '4',
      books: chapter,
      removes: '',
      ...changes,
    });
    expect(
      (await post('/jwt/getqipubooklist/', { chessid: String(playid), step: '3', ptype: '2' }, null)).status,
    ).toBe(401);
    expect((await post('/jwt/addtobooks/', form({}), null)).status).toBe(401);
    expect(await post('/jwt/addtobooks/', form({}), ben.token)).toEqual({
      status: 404,
      body: { error: 'NOT_FOUND', message: `no chapter ${chapter}` },
    });
    expect(await post('/jwt/addtobooks/', form({ step: '40' }), ann.token)).toEqual({
      status: 400,
      body: { error: 'BAD_REQUEST', message: 'step: the game has 11 moves' },
    });
    expect((await post('/jwt/addtobooks/', form({ booktype: '1' }), ann.token)).status).toBe(400);
    expect(
      (await post('/jwt/createbook/', { booktype: '4', name: '<script>', chapter: 'x' }, ann.token)).status,
    ).toBe(400);
    expect(await site.store.books.entriesOf(positions)).toEqual([]);
    expect((await site.store.books.booksOf(ann.id)).length).toBe(2);

    expect((await post('/jwt/addtobooks/', form({}), ann.token)).status).toBe(200);
    expect((await post('/jwt/addtobooks/', form({}), ann.token)).status).toBe(200);
    expect((await site.store.books.entriesOf(positions)).map((e) => e.step)).toEqual([3]);

    // Another user opening the address of the book reads that it is not there for them.
    const other = await site.open(await site.context(VIEWPORTS.desktop, ben), `/book/${positions}/?lang=en`);
    await other.getByText('There is no such book, or it is not yours.').waitFor();
    await expect(other.locator('.tg-book-entry').count()).resolves.toBe(0);
  });

  it('reads in Chinese on a phone and in Japanese, with no key shown', async () => {
    const phone = await site.open(await site.context(VIEWPORTS.phone, ann), `/play/p/${playid}/?lang=cn`);
    await waitForBoard(phone);
    const ok = phone.getByRole('dialog').getByRole('button');
    if (await ok.count()) await ok.first().click();
    const panel = phone.getByRole('region', { name: '保存到棋谱本' });
    await panel.getByRole('button', { name: '棋谱本' }).click();
    await panel.getByRole('tab', { name: '保存局面' }).waitFor();
    await panel.getByRole('tab', { name: '保存全谱' }).click();
    await panel.getByRole('group', { name: 'My wins' }).waitFor();
    const box = (await panel.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(390);
    const report = await phone.evaluate(measureLayout, { minTarget: 44 });
    const inPanel = (found: readonly string[]) =>
      found.filter((what) => /棋谱本|保存|My wins|Chapter 1|新建/.test(what));
    expect(inPanel(report.overlaps)).toEqual([]);
    expect(inPanel(report.cutOff)).toEqual([]);
    expect(inPanel(report.overflowingText)).toEqual([]);
    expect(inPanel(report.smallTargets)).toEqual([]);
    expect((await visibleLines(phone)).filter((line) => KEY_LIKE.test(line))).toEqual([]);
    await phone.screenshot({ path: screenshotPath('books-panel-phone-cn'), fullPage: true });

    const ja = await site.open(await site.context(VIEWPORTS.tablet, ann), `/book/${records}/?lang=ja`);
    await ja.getByText('全 11 手').waitFor();
    await ja.getByText('結果：黒の中押し勝ち').waitFor();
    await ja.getByRole('button', { name: 'SGF をダウンロード' }).waitFor();
    expect((await visibleLines(ja)).filter((line) => KEY_LIKE.test(line))).toEqual([]);
    expect(site.pageErrors).toEqual([]);
  });

  it('holds its layout on a phone and a desktop: no overlap, nothing cut off, targets a finger can hit', async () => {
    const long = '定式'.repeat(20);
    const made = await post(
      '/jwt/createbook/',
      { booktype: '4', name: long, chapter: '第一章'.repeat(13) },
      ann.token,
    );
    expect(made.status).toBe(200);
    const bookid = String(made.body.bookid);
    const chapter = String(made.body.chapterid);
    const saved = {
      chessid: String(playid),
      step: '9',
      ptype: '2',
      booktype: '4',
      books: chapter,
      removes: '',
    };
    expect((await post('/jwt/addtobooks/', saved, ann.token)).status).toBe(200);

    for (const [viewport, minTarget] of [
      ['phone', 44],
      ['desktop', 24],
    ] as const) {
      const page = await site.open(await site.context(VIEWPORTS[viewport], ann), `/book/${bookid}/?lang=cn`);
      await page.locator('.tg-book-entry').waitFor();
      const screens: [string, () => Promise<void>][] = [
        ['book', async () => {}],
        [
          'list',
          () =>
            page
              .goto(`${site.url}/book/?lang=cn`)
              .then(() => page.locator('.tg-books__item').first().waitFor()),
        ],
        [
          'viewer',
          async () => {
            await page.goto(`${site.url}/book/${bookid}/?lang=cn`);
            await page.locator('.tg-book-entry').getByRole('button', { name: '打开' }).click();
            await page.getByRole('dialog').getByText('第 9 手 / 共 11 手').waitFor();
          },
        ],
      ];
      for (const [screen, open] of screens) {
        await open();
        await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
        await page.screenshot({ path: screenshotPath(`books-${viewport}-${screen}`), fullPage: true });
        const report = await page.evaluate(measureLayout, { minTarget });
        const where = `${viewport} ${screen}`;
        expect(report.overlaps, where).toEqual([]);
        expect(report.cutOff, where).toEqual([]);
        expect(report.overflowingText, where).toEqual([]);
        expect(report.smallTargets, where).toEqual([]);
        expect(report.scrollWidth, where).toBeLessThanOrEqual(report.viewport.width);
      }
    }
    expect(site.pageErrors).toEqual([]);
  });
});
