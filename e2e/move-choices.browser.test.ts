/**
 * The move-choice panel (seed 000 sections 2, 4, 5) in Chromium against the real server: two
 * players of a 9×9 game with stepselect on tag points A–E on their turns (taps, and Enter on the
 * keyboard cursor), are refused under two and at a sixth, cancel without sending, and save
 * choices for three moves; a tap while the panel is open plays no stone; a spectator has no
 * panel. After the resignation the review shows the letters on the board and the list of the
 * moves with choices, to a player and a spectator, and to a page opened later (in Japanese).
 * A save the server refuses (the game finished behind the page's back) is shown in words, in
 * the page's language. Reopening the panel for the same move shows what was saved, and a new
 * confirm says it replaces it. On the phone the tags and a confirm button sit above the board.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clickPoint } from './board-points.ts';
import { measureLayout } from './layout-check.ts';
import { Site, type SiteUser, screenshotPath, VIEWPORTS, waitForBoard } from './site-harness.ts';

const SIZE = 9;
let site: Site;
let black: SiteUser;
let white: SiteUser;
let watcher: SiteUser;
let playId: number;
let blackPage: Page;
let whitePage: Page;
let watcherPage: Page;
const played: string[] = [];

function stepSelectPlay(b: SiteUser, w: SiteUser) {
  const now = Date.now();
  return site.store.createPlay({
    boardSize: SIZE,
    mainMinutes: 10,
    byoyomiSeconds: 30,
    byoyomiPeriods: 3,
    stepSelect: true,
    blackId: b.id,
    whiteId: w.id,
    startsAt: now - 1,
    createdAt: now,
  });
}

beforeAll(async () => {
  site = await Site.start();
  black = await site.register('ann_choices', { rank: 315 });
  white = await site.register('ben_choices', { rank: 300 });
  watcher = await site.register('cy_watches');
  playId = (await stepSelectPlay(black, white)).id;
  const url = `/play/p/${playId}/?lang=en`;
  blackPage = await site.open(await site.context(VIEWPORTS.desktop, black), url);
  whitePage = await site.open(await site.context(VIEWPORTS.phone, white), url);
  watcherPage = await site.open(await site.context(VIEWPORTS.desktop, watcher), url);
  await Promise.all([blackPage, whitePage, watcherPage].map(waitForBoard));
}, 180_000);

afterAll(async () => {
  await site?.close();
});

const board = (page: Page) => page.locator('.tg-game-board');
const panel = (page: Page) => page.getByRole('region', { name: 'Move choices' });
const note = (page: Page) => panel(page).getByRole('status');
/** The board widget shows exactly these letters ("A:cc B:dd", letter order; '' none). */
const lettersShown = (page: Page, letters: string) =>
  page.locator(`.tg-game-board[data-choices="${letters}"]`).waitFor();
/** The phone page laid out for a finger: nothing overlapping, cut off or overflowing, 44 px targets. */
async function phoneLayoutHolds(page: Page, screen: string): Promise<void> {
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
  const report = await page.evaluate(measureLayout, { minTarget: 44 });
  expect(report.overlaps, screen).toEqual([]);
  expect(report.cutOff, screen).toEqual([]);
  expect(report.overflowingText, screen).toEqual([]);
  expect(report.smallTargets, screen).toEqual([]);
  expect(report.scrollWidth, `${screen}: no sideways scroll`).toBeLessThanOrEqual(report.viewport.width);
}
const boardShows = (page: Page, moves: readonly string[]) =>
  page.locator(`.tg-game-board[data-shown="${moves.join(' ')}"]`).waitFor();

async function play(page: Page, point: string): Promise<void> {
  await page.getByText('Your move').waitFor();
  await clickPoint(page, point, SIZE);
  played.push(point);
  for (const p of [blackPage, whitePage, watcherPage]) await boardShows(p, played);
}

describe('move choices during the game', () => {
  it('a player has the panel on their turn only; a spectator has none', async () => {
    await blackPage.getByText('Your move').waitFor();
    await expect(panel(blackPage).getByRole('button', { name: 'Move choices' }).isEnabled()).resolves.toBe(
      true,
    );
    await expect(panel(whitePage).getByRole('button', { name: 'Move choices' }).isDisabled()).resolves.toBe(
      true,
    );
    await watcherPage.getByText('Black to play', { exact: true }).waitFor();
    await expect(panel(watcherPage).count()).resolves.toBe(0);
  });

  it('black tags points A–E, is refused under two and at a sixth, untags one and saves', async () => {
    await panel(blackPage).getByRole('button', { name: 'Move choices' }).click();
    await panel(blackPage).getByText('Choices for move 1').waitFor();
    await panel(blackPage).getByRole('button', { name: 'Confirm choices' }).click();
    await expect(note(blackPage).innerText()).resolves.toBe('Please select at least two.');

    for (const p of ['cc', 'dd', 'ee', 'ff', 'gg']) await clickPoint(blackPage, p, SIZE);
    await lettersShown(blackPage, 'A:cc B:dd C:ee D:ff E:gg');
    await clickPoint(blackPage, 'hh', SIZE);
    await expect(note(blackPage).innerText()).resolves.toBe('At most five choices (A to E).');
    await lettersShown(blackPage, 'A:cc B:dd C:ee D:ff E:gg');
    // A tagged point tapped again is untagged; the later letters close up.
    await clickPoint(blackPage, 'dd', SIZE);
    await lettersShown(blackPage, 'A:cc B:ee C:ff D:gg');
    await expect(panel(blackPage).locator('.tg-choices__tag').allInnerTexts()).resolves.toEqual([
      expect.stringMatching(/^A\s*C7/),
      expect.stringMatching(/^B\s*E5/),
      expect.stringMatching(/^C\s*F4/),
      expect.stringMatching(/^D\s*G3/),
    ]);
    // None of those taps played a stone, on any board.
    await expect(board(blackPage).getAttribute('data-shown')).resolves.toBe('');
    await expect(board(whitePage).getAttribute('data-shown')).resolves.toBe('');
    await blackPage.screenshot({ path: screenshotPath('choices/black-tagging') });

    await panel(blackPage).getByRole('button', { name: 'Confirm choices' }).click();
    await note(blackPage).filter({ hasText: 'Saved successfully.' }).waitFor();
    await lettersShown(blackPage, '');
    const saved = await site.store.records.stepOptionsOf(playId);
    expect(saved).toEqual([{ step: 1, options: ['cc', 'ee', 'ff', 'gg'] }]);
  });

  it('reopened for the same move, the panel shows what was saved and a confirm replaces it', async () => {
    await panel(blackPage).getByText('Saved for move 1: A C7 · B E5 · C F4 · D G3').waitFor();
    await panel(blackPage).getByRole('button', { name: 'Move choices' }).click();
    await lettersShown(blackPage, 'A:cc B:ee C:ff D:gg');
    await expect(panel(blackPage).locator('.tg-choices__tag').count()).resolves.toBe(4);
    await panel(blackPage)
      .getByText(
        'Editing the choices saved for move 1 (A C7 · B E5 · C F4 · D G3): confirming replaces them.',
      )
      .waitFor();
    await expect(panel(blackPage).getByText('No point tagged yet.').count()).resolves.toBe(0);
    await blackPage.screenshot({ path: screenshotPath('choices/black-editing') });
    await clickPoint(blackPage, 'ff', SIZE);
    await lettersShown(blackPage, 'A:cc B:ee C:gg');
    await panel(blackPage).getByRole('button', { name: 'Confirm choices' }).click();
    await note(blackPage)
      .filter({ hasText: 'Saved successfully. They replace the earlier choices for move 1.' })
      .waitFor();
    expect(await site.store.records.stepOptionsOf(playId)).toEqual([
      { step: 1, options: ['cc', 'ee', 'gg'] },
    ]);
    // Beside the board, the panel is in view: no bar above the board.
    await expect(blackPage.locator('.tg-choices-bar').count()).resolves.toBe(0);
    await panel(blackPage).getByRole('button', { name: 'Move choices' }).click();
    await lettersShown(blackPage, 'A:cc B:ee C:gg');
    await expect(blackPage.locator('.tg-choices-bar').isVisible()).resolves.toBe(false);
    await panel(blackPage).getByRole('button', { name: 'Cancel' }).click();
    await lettersShown(blackPage, '');
    // Black plays its choice B.
    await play(blackPage, 'ee');
  });

  it('white cancels without sending, then tags with the keyboard cursor and Enter', async () => {
    await whitePage.getByText('Your move').waitFor();
    await panel(whitePage).getByRole('button', { name: 'Move choices' }).click();
    await clickPoint(whitePage, 'cc', SIZE);
    await lettersShown(whitePage, 'A:cc');
    await panel(whitePage).getByRole('button', { name: 'Cancel' }).click();
    await lettersShown(whitePage, '');
    await expect(panel(whitePage).getByText('Choices for move 2').count()).resolves.toBe(0);
    expect(await site.store.records.stepOptionsOf(playId)).toHaveLength(1);

    await panel(whitePage).getByRole('button', { name: 'Move choices' }).click();
    await whitePage.locator('.tg-game-board canvas.tengen-pen').focus();
    await whitePage.keyboard.type('C3');
    await whitePage.keyboard.press('Enter');
    await lettersShown(whitePage, 'A:cg');
    await whitePage.keyboard.type('D7');
    await whitePage.keyboard.press('Enter');
    await lettersShown(whitePage, 'A:cg B:dc');
    await expect(board(whitePage).getAttribute('data-shown')).resolves.toBe('ee');
    await whitePage.screenshot({ path: screenshotPath('choices/white-keyboard') });
    await phoneLayoutHolds(whitePage, 'the open panel on a phone');
    // With the whole board in view the panel's list is below the screen; the bar above the
    // board has the tags and the confirm button.
    await board(whitePage).evaluate((el) => el.scrollIntoView({ block: 'end' }));
    const bar = whitePage.locator('.tg-choices-bar');
    await expect(bar.innerText()).resolves.toMatch(/^Move 2:\s*A C3 · B D7\s*Confirm$/);
    const viewport = whitePage.viewportSize()!;
    const inView = async (box: { y: number; height: number } | null) =>
      box !== null && box.y >= 0 && box.y + box.height <= viewport.height;
    await expect(inView(await bar.boundingBox())).resolves.toBe(true);
    await expect(inView(await board(whitePage).boundingBox())).resolves.toBe(true);
    await expect(inView(await panel(whitePage).locator('.tg-choices__tags').boundingBox())).resolves.toBe(
      false,
    );
    await whitePage.screenshot({ path: screenshotPath('choices/white-phone-bar') });
    await clickPoint(whitePage, 'ee', SIZE);
    await expect(bar.innerText()).resolves.toContain('There is already a stone there.');
    await bar.getByRole('button', { name: 'Confirm' }).click();
    await note(whitePage).filter({ hasText: 'Saved successfully.' }).waitFor();
    // White plays another move than its choices.
    await play(whitePage, 'gc');
  });

  it('black saves two choices for move 3 and plays A; the game goes on to a resignation', async () => {
    await blackPage.getByText('Your move').waitFor();
    await panel(blackPage).getByRole('button', { name: 'Move choices' }).click();
    await panel(blackPage).getByText('Choices for move 3').waitFor();
    await clickPoint(blackPage, 'cc', SIZE);
    // A point with a stone is refused.
    await clickPoint(blackPage, 'ee', SIZE);
    await expect(note(blackPage).innerText()).resolves.toBe('There is already a stone there.');
    await clickPoint(blackPage, 'dd', SIZE);
    await lettersShown(blackPage, 'A:cc B:dd');
    await panel(blackPage).getByRole('button', { name: 'Confirm choices' }).click();
    await note(blackPage).filter({ hasText: 'Saved successfully.' }).waitFor();
    for (const p of ['cc', 'gg', 'cg', 'gd', 'dg', 'ge', 'eg', 'fc', 'cf']) {
      await play(played.length % 2 === 0 ? blackPage : whitePage, p);
    }
    await whitePage.getByRole('button', { name: 'Resign', exact: true }).click();
    await whitePage.getByRole('dialog').getByRole('button', { name: 'Resign' }).click();
    await watcherPage.getByText('Black wins by resignation.').waitFor();
    // Everyone's result window (8, 9 and the spectator's) is closed to reach the review.
    for (const page of [blackPage, whitePage, watcherPage]) {
      await page.getByRole('dialog').getByRole('button', { name: 'OK' }).click();
    }
    await expect(panel(blackPage).getByRole('button', { name: 'Move choices' }).count()).resolves.toBe(0);
  });
});

describe('move choices in the review', () => {
  const listed = (page: Page) =>
    page.getByRole('region', { name: 'Move choices' }).locator('.tg-choices-review__step').allInnerTexts();

  it.each([
    ['a player', () => whitePage],
    ['a spectator', () => watcherPage],
  ])('%s reads the list and sees the letters before each move with choices', async (_who, pageOf) => {
    const page = pageOf();
    await page.locator('.tg-choices-review__step').nth(2).waitFor();
    const lines = await listed(page);
    expect(lines).toHaveLength(3);
    expect(lines[0]).toMatch(/Move 1[\s\S]*A C7 · B E5 · C G3[\s\S]*B was played/);
    expect(lines[1]).toMatch(/Move 2[\s\S]*A C3 · B D7[\s\S]*Another move was played \(G7\)/);
    expect(lines[2]).toMatch(/Move 3[\s\S]*A C7 · B D6[\s\S]*A was played/);

    await page.getByRole('button', { name: 'Show move 2' }).click();
    await boardShows(page, played.slice(0, 1));
    await lettersShown(page, 'A:cg B:dc');
    await expect(page.locator('.tg-choices-review__here').innerText()).resolves.toBe(
      'Letters on the board: the choices for move 2. Another move was played (G7).',
    );
    await page.getByRole('button', { name: 'Show move 1' }).click();
    await boardShows(page, []);
    await lettersShown(page, 'A:cc B:ee C:gg');
    // The review's own buttons reach the same places; a move without choices shows none.
    await page.getByRole('button', { name: 'Forward 1 move' }).click();
    await lettersShown(page, 'A:cg B:dc');
    await page.getByRole('button', { name: 'Forward 1 move' }).click();
    await lettersShown(page, 'A:cc B:dd');
    await page.getByRole('button', { name: 'Forward 1 move' }).click();
    await boardShows(page, played.slice(0, 3));
    await lettersShown(page, '');
    await page.screenshot({ path: screenshotPath(`choices/review-${_who.replace(' ', '-')}`) });
    if (page === whitePage) await phoneLayoutHolds(page, 'the review list on a phone');
  });

  it('a page opened after the game has them from the play info, in its language', async () => {
    const later = await site.open(
      await site.context(VIEWPORTS.tablet, watcher),
      `/play/p/${playId}/?lang=ja`,
    );
    await waitForBoard(later);
    const region = later.getByRole('region', { name: '着手候補' });
    await region.locator('.tg-choices-review__step').nth(2).waitFor();
    await expect(region.locator('.tg-choices-review__step').first().innerText()).resolves.toMatch(
      /1手目[\s\S]*B が打たれました/,
    );
    await region.getByRole('button', { name: '3手目を表示' }).click();
    await lettersShown(later, 'A:cc B:dd');
  });
});

describe('a save the server refuses', () => {
  it('is told in words of the page language and leaves the choices as they were', async () => {
    const other = await stepSelectPlay(black, white);
    const page = await site.open(
      await site.context(VIEWPORTS.desktop, black),
      `/play/p/${other.id}/?lang=ja`,
    );
    await waitForBoard(page);
    await page.getByText('あなたの番です').waitFor();
    const panelJa = page.getByRole('region', { name: '着手候補' });
    await panelJa.getByRole('button', { name: '着手候補' }).click();
    await clickPoint(page, 'cc', SIZE);
    await clickPoint(page, 'gg', SIZE);
    await lettersShown(page, 'A:cc B:gg');
    // The game is finished on the server behind the page's back: the save gets a 409.
    await site.store.finishPlay(other.id, {
      result: 2,
      winType: 1,
      winNumber: 0,
      resultText: 'W+R',
      finalMoves: [],
      sgf: '',
      finishedAt: Date.now(),
    });
    await panelJa.getByRole('button', { name: '候補を確定' }).click();
    const said = panelJa.getByRole('status');
    await said.filter({ hasText: '候補を保存できませんでした' }).waitFor();
    await expect(said.innerText()).resolves.toBe(
      '候補を保存できませんでした：対局が終わったため、候補はもう保存できません。',
    );
    await lettersShown(page, 'A:cc B:gg');
    expect(await site.store.records.stepOptionsOf(other.id)).toEqual([]);
    expect(site.pageErrors).toEqual([]);
  });
});

describe('a game invited with move choices on', () => {
  it('the switch of the invitation setup reaches the target and makes a stepselect game', async () => {
    const [dee, eli] = await Promise.all([site.register('dee_invites'), site.register('eli_accepts')]);
    const deePage = await site.open(await site.context(VIEWPORTS.desktop, dee), '/play/room/?lang=en');
    const eliPage = await site.open(await site.context(VIEWPORTS.phone, eli), '/play/room/?lang=en');
    await deePage.getByRole('button', { name: 'Invite eli_accepts' }).click();
    const setup = deePage.getByRole('dialog', { name: 'Invite eli_accepts' });
    const option = setup.getByRole('switch', { name: 'Move choices (A to E)' });
    await expect(option.getAttribute('aria-checked')).resolves.toBe('false');
    await option.click();
    await expect.poll(() => option.getAttribute('aria-checked')).toBe('true');
    await setup.getByRole('button', { name: 'Send invitation' }).click();

    const received = eliPage.getByRole('alertdialog', { name: 'Invitation received' });
    const term = received.locator('dt', { hasText: 'Move choices (A to E)' });
    await expect(term.locator('xpath=following-sibling::dd[1]').innerText()).resolves.toBe('On');
    await received.getByRole('button', { name: 'Accept' }).click();

    const game = /\/play\/p\/(\d+)\/$/;
    await deePage.waitForURL(game);
    await eliPage.waitForURL(game);
    const play = (await site.store.playById(Number(game.exec(deePage.url())?.[1])))!;
    expect(play.stepSelect).toBe(true);
    await waitForBoard(deePage);
    await panel(deePage).getByRole('button', { name: 'Move choices' }).waitFor();
    await deePage.getByRole('button', { name: 'Game details' }).click();
    const details = deePage.getByRole('dialog').filter({ hasText: 'Move choices (A to E)' });
    await expect(details.innerText()).resolves.toMatch(/Move choices \(A to E\)\s*On/);
    expect(site.pageErrors).toEqual([]);
  });
});
