/**
 * The counted position on the game page, in Debian's Chromium against the real server (with its
 * GNU Go marking the dead stones): two players play a short 9×9 game by clicks on the board and
 * both pass and accept the proposed count; each side's territory and the dead stones show on both players' boards and a
 * watcher's, with the count explained; the territory switch hides and shows them; they stay
 * after a reload and in review at the end of the moves (not on earlier moves); and on each board
 * style. A second game asks to count: both players' boards show the count while it waits for
 * acceptance (a watcher's does not: the negotiation is the players'), and after acceptance the
 * game ends by the agreed count, on the watcher's board too. A third game leaves to nobody a
 * dame only black can fill and the point white must then fill (GNU Go calls both dame).
 * Screenshots go to test-results/counted-position/.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { boardShows, clickPoint, countOnBoard } from './board-points.ts';
import { Site, type SiteUser, screenshotPath, waitForBoard } from './site-harness.ts';

const SIZE = 9;
/**
 * Black walls off columns a–e, white columns f–i; then black drops a stone at hc inside white's
 * area and white one at cc inside black's, both dead. Area: black 9 + 36 = 45, white 9 + 27 = 36,
 * so black wins by (45 − 36) ÷ 2 − 3¾ = ¾ stone.
 */
const MOVES = [...'abcdefghi'].flatMap((row) => [`e${row}`, `f${row}`]).concat(['hc', 'cc']);
/** The squares: black's 35 empty points, white's 26; the dead stones are crossed out. */
const TERRITORY = '35 26';
const DEAD = 'cc hc';

let site: Site;

beforeAll(async () => {
  site = await Site.start();
}, 180_000);

afterAll(async () => {
  await site?.close();
});

async function pageOf(user: SiteUser, path: string, width = 1280, height = 900): Promise<Page> {
  const context = await site.context({ viewport: { width, height } }, user);
  return site.open(context, path);
}

/** Waits until the board widget itself shows exactly these moves. */
/** What the board shows of a count: black's and white's marked points, and the crossed stones (sorted). */
/** Closes the result windows one after another (OK), until none is open. */
async function closeResults(page: Page): Promise<void> {
  const dialogs = page.getByRole('dialog');
  await dialogs.first().waitFor();
  while ((await dialogs.count()) > 0) {
    await dialogs.first().getByRole('button', { name: 'OK' }).click();
    await page.waitForTimeout(150);
  }
}

async function shot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: screenshotPath(`counted-position/${name}`), fullPage: true });
}

async function boardShot(page: Page, name: string): Promise<void> {
  await page.locator('.tg-game-board').screenshot({ path: screenshotPath(`counted-position/${name}`) });
}

/** Plays `moves` by clicks, alternately on the two pages, each seen on every page before the next. */
async function playMoves(pages: { black: Page; white: Page; all: Page[] }, moves: readonly string[]) {
  const played: string[] = [];
  for (const point of moves) {
    const mover = played.length % 2 === 0 ? pages.black : pages.white;
    await mover.getByText('Your move').waitFor();
    await clickPoint(mover, point, SIZE);
    played.push(point);
    for (const p of pages.all) await boardShows(p, played);
  }
}

async function pass(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Pass' }).click();
  await page
    .getByRole('dialog')
    .filter({ hasText: 'Do you want to pass this move?' })
    .getByRole('button', { name: 'Pass' })
    .click();
}

/** Both players accept the count proposed after both passes (the panel above the status line). */
async function acceptProposal(players: readonly Page[]): Promise<void> {
  for (const p of players) await p.getByRole('button', { name: 'Accept the count' }).click();
}

describe('the counted position on the board', () => {
  it('after both passes: on both players’ boards and a watcher’s, explained, after a reload and in review', async () => {
    const alice = await site.register('alice');
    const bob = await site.register('bob');
    const carol = await site.register('carol');
    const play = await site.createPlay(alice, bob);
    const path = `/play/p/${play.id}/?lang=en`;
    const black = await pageOf(alice, path);
    const white = await pageOf(bob, path, 820, 1180);
    const watcher = await pageOf(carol, path, 1440, 900);
    const all = [black, white, watcher];
    for (const p of all) await waitForBoard(p);

    await playMoves({ black, white, all }, MOVES);
    // Nothing is counted while the game goes on.
    for (const p of all) await expect(p.locator('.tg-count').count()).resolves.toBe(0);
    await pass(black);
    await boardShows(white, [...MOVES, 'tt']);
    await pass(white);
    for (const p of all) await countOnBoard(p, TERRITORY, DEAD);
    await acceptProposal([black, white]);

    for (const p of all) {
      await countOnBoard(p, TERRITORY, DEAD);
      await closeResults(p);
    }
    for (const p of all) {
      const text = await p.locator('.tg-count').innerText();
      expect(text).toContain('Both players passed: the position was counted.');
      expect(text).toContain('2 dead stones were taken off');
      expect(text).toContain('Komi: Black gives 7.5 points.');
      expect(text).toContain('Black wins by 1.5 points.');
      // area = stones on the board + surrounded points: black 9 + 36, white 9 + 27
      expect(await p.locator('.tg-count__area').innerText()).toMatch(/Area\s+45\s+36/);
    }
    await shot(black, 'both-passed-black');
    await shot(white, 'both-passed-white');
    await shot(watcher, 'both-passed-watcher');

    // The switch hides the territory and the crosses, and shows them again.
    const territorySwitch = watcher.getByRole('switch', { name: 'Territory on the board' });
    await territorySwitch.click();
    await countOnBoard(watcher, '', '');
    await boardShot(watcher, 'hidden');
    await territorySwitch.click();
    await countOnBoard(watcher, TERRITORY, DEAD);

    // Review: the count belongs to the end of the moves.
    await watcher.getByRole('button', { name: 'Back 1 move' }).click();
    await boardShows(watcher, [...MOVES, 'tt']);
    await countOnBoard(watcher, '', '');
    await watcher.getByRole('button', { name: 'First move' }).click();
    await boardShows(watcher, []);
    await watcher.getByRole('button', { name: 'Last move' }).click();
    await boardShows(watcher, [...MOVES, 'tt', 'tt']);
    await countOnBoard(watcher, TERRITORY, DEAD);
    // Letters reload the review's record on the board: the count comes back with it.
    await watcher.getByRole('switch', { name: 'Letters' }).click();
    await watcher.getByRole('switch', { name: 'Letters', checked: true }).waitFor();
    await countOnBoard(watcher, TERRITORY, DEAD);

    // A reload of the finished game: the count comes with the game's state.
    await black.reload();
    await waitForBoard(black);
    await countOnBoard(black, TERRITORY, DEAD);
    await expect(black.locator('.tg-count').innerText()).resolves.toContain('Both players passed');

    // Every board style, each after a reload with the style saved: the board's own picture.
    for (const style of [1, 2, 3] as const) {
      await watcher.evaluate(
        (s) => localStorage.setItem('tengen.settings', JSON.stringify({ boardStyle: s, stoneStyle: s })),
        style,
      );
      await watcher.reload();
      await waitForBoard(watcher);
      await countOnBoard(watcher, TERRITORY, DEAD);
      await boardShot(watcher, `board-style-${style}`);
    }
    expect(site.pageErrors).toEqual([]);
  }, 240_000);

  it('a counting request: the count shows while it waits for acceptance, then ends the game', async () => {
    const dan = await site.register('dan');
    const erin = await site.register('erin');
    const play = await site.createPlay(dan, erin);
    const path = `/play/p/${play.id}/?lang=en`;
    const black = await pageOf(dan, path);
    const white = await pageOf(erin, path, 390, 844);
    for (const p of [black, white]) await waitForBoard(p);
    await playMoves({ black, white, all: [black, white] }, MOVES);

    await black.getByRole('button', { name: 'Count', exact: true }).click();
    await black.getByRole('dialog').getByRole('button', { name: 'Request counting' }).click();
    const asked = white.getByRole('alertdialog').filter({ hasText: 'asks to count' });
    await asked.getByRole('button', { name: 'Agree to count' }).click();

    // The count waits for white's acceptance: both boards show it meanwhile.
    const toAccept = white.getByRole('alertdialog').filter({ hasText: 'Do you accept this result?' });
    await toAccept.waitFor();
    for (const p of [black, white]) await countOnBoard(p, TERRITORY, DEAD);
    await expect(black.locator('.tg-count').innerText()).resolves.toContain('waits for acceptance');
    await shot(white, 'waiting-white');
    await shot(black, 'waiting-black');
    // The negotiation is the players': a watcher who opens the page meanwhile does not see it.
    const watcher = await pageOf(await site.register('fay'), path);
    await waitForBoard(watcher);
    await expect(watcher.locator('.tg-game-board').getAttribute('data-territory')).resolves.toBe('');
    await expect(watcher.locator('.tg-count').count()).resolves.toBe(0);

    await toAccept.getByRole('button', { name: 'Accept' }).click();
    await countOnBoard(watcher, TERRITORY, DEAD);
    for (const p of [black, white]) {
      await closeResults(p);
      await countOnBoard(p, TERRITORY, DEAD);
      await p.locator('.tg-count').filter({ hasText: 'The players agreed to count' }).waitFor();
    }
    await shot(white, 'agreed-white');
    // On the phone the review controls fit the width: every button inside the window.
    for (const button of await white.locator('.tg-review__steps button').all()) {
      const box = (await button.boundingBox())!;
      expect(box.x + box.width, (await button.getAttribute('aria-label')) ?? 'auto-play').toBeLessThanOrEqual(
        390,
      );
    }
    expect(site.pageErrors).toEqual([]);
  }, 240_000);

  it('a dame only black can fill, and the point white must then fill, count for nobody', async () => {
    const gil = await site.register('gil');
    const gus = await site.register('gus');
    const play = await site.createPlay(gil, gus);
    const path = `/play/p/${play.id}/?lang=en`;
    const black = await pageOf(gil, path);
    const white = await pageOf(gus, path, 820, 1180);
    for (const p of [black, white]) await waitForBoard(p);
    // white's wall on d, black's on e; white's e9 pokes out between black's g9 and f8
    const walls = [...'ihgfedcb'].flatMap((row) => [`e${row}`, `d${row}`]);
    await playMoves({ black, white, all: [black, white] }, [...walls, 'ga', 'ea', 'fb']);
    await pass(white);
    await boardShows(black, [...walls, 'ga', 'ea', 'fb', 'tt']);
    await pass(black);
    await acceptProposal([black, white]);
    for (const p of [black, white]) {
      // black's 33 empty points, white's 27: not d9 (white must fill it once black takes f9)
      await countOnBoard(p, '33 27', '');
      await closeResults(p);
    }
    const text = await black.locator('.tg-count').innerText();
    expect(text).toContain('White wins by 0.5 points.');
    // stones and surrounded points, and half of the two dame each: black 10 + 33 + 1, white 9 + 27 + 1
    expect(await black.locator('.tg-count__area').innerText()).toMatch(/Area\s+44\s+37/);
    await boardShot(black, 'points-to-fill');
    expect(site.pageErrors).toEqual([]);
  }, 240_000);
});
