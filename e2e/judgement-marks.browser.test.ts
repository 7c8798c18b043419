/**
 * The situation judgement on the game page, in Debian's Chromium against the real server and its
 * GNU Go: the lead, the territory squares and the crossed dead stones all come from the one
 * estimate of POST /jwt/getmuscore/, and follow the position shown in review. A 9×9 game: black
 * walls off columns a–e, white f–i; a white stone at bb, in atari among black stones, is dead.
 * Screenshots go to test-results/judgement-marks/.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { boardShows, clickPoint } from './board-points.ts';
import { Site, screenshotPath, waitForBoard } from './site-harness.ts';

const SIZE = 9;
const WALLS = [...'abcdefghi'].flatMap((row) => [`e${row}`, `f${row}`]);
const MOVES = [...WALLS, 'ab', 'bb', 'cb', 'hh', 'bc'];

let site: Site;

beforeAll(async () => {
  site = await Site.start();
}, 180_000);

afterAll(async () => {
  await site?.close();
});

/** The judgement's marks on the board: black's and white's squares, and the crossed stones. */
async function judgementOnBoard(page: Page, territory: string, dead: string): Promise<void> {
  await page.waitForFunction(
    ([t, d]) => {
      const board = document.querySelector<HTMLElement>('.tg-game-board');
      return board?.dataset.judgement === t && board?.dataset.judgementDead === d;
    },
    [territory, dead],
    { timeout: 60_000 },
  );
}

async function pass(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Pass' }).click();
  await page
    .getByRole('dialog')
    .filter({ hasText: 'Do you want to pass this move?' })
    .getByRole('button', { name: 'Pass' })
    .click();
}

describe('the situation judgement on the board', () => {
  it('shows the lead, the territory and the dead stone of one estimate, for the position shown', async () => {
    const alice = await site.register('alice');
    const bob = await site.register('bob');
    const play = await site.createPlay(alice, bob);
    const path = `/play/p/${play.id}/?lang=en`;
    const black = await site.open(
      await site.context({ viewport: { width: 1280, height: 900 } }, alice),
      path,
    );
    const white = await site.open(await site.context({ viewport: { width: 1280, height: 900 } }, bob), path);
    for (const p of [black, white]) await waitForBoard(p);
    const played: string[] = [];
    for (const point of MOVES) {
      const mover = played.length % 2 === 0 ? black : white;
      await mover.getByText('Your move').waitFor();
      await clickPoint(mover, point, SIZE);
      played.push(point);
      for (const p of [black, white]) await boardShows(p, played);
    }
    await pass(white);
    await boardShows(black, [...MOVES, 'tt']);
    await pass(black);
    for (const p of [black, white]) await p.getByRole('button', { name: 'Accept the count' }).click();
    const dialogs = black.getByRole('dialog');
    await dialogs.first().waitFor();
    while ((await dialogs.count()) > 0) {
      await dialogs.first().getByRole('button', { name: 'OK' }).click();
      await black.waitForTimeout(150);
    }

    // In review, two moves back: the position before the passes, still in play.
    await black.getByRole('button', { name: 'Back 1 move' }).click();
    await black.getByRole('button', { name: 'Back 1 move' }).click();
    await boardShows(black, MOVES);
    const judgement = black.getByRole('switch', { name: 'Situation judgement' });
    await judgement.click();
    // black 45 points (9 stones, 36 of territory with the dead stone's point), white 36: ¾ stone, 1.5 points in English
    await black.locator('.tg-judgement-result').filter({ hasText: 'Black leads by 1.5 points' }).waitFor();
    await expect(black.locator('.tg-judgement-result').innerText()).resolves.toContain(
      '1 stone counted dead',
    );
    // the empty points black surrounds (32: ab, cb, bc and the dead bb are not empty) and white's (26)
    await judgementOnBoard(black, '32 26', 'bb');
    await black.locator('.tg-game-board').screenshot({ path: screenshotPath('judgement-marks/in-play') });

    // One move back: a new estimate for the new position (bc not played: 33 black squares).
    await black.getByRole('button', { name: 'Back 1 move' }).click();
    await boardShows(black, MOVES.slice(0, -1));
    await judgementOnBoard(black, '33 26', 'bb');

    // Off: no marks of the judgement stay.
    await judgement.click();
    await judgementOnBoard(black, '', '');
  }, 300_000);
});
