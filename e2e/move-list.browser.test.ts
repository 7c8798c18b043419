/**
 * The toolbar's move list in Chromium against the real server: during a game it lists the moves
 * by number, colour and point; after the game a move in it shows the board at that move.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clickPoint } from './board-points.ts';
import { Site, screenshotPath, VIEWPORTS } from './site-harness.ts';

const SIZE = 9;
const MOVES = 'ee cc gg cg gc ge ec eg ce dd ff'.split(' ');

let site: Site;

beforeAll(async () => {
  site = await Site.start();
}, 180_000);

afterAll(async () => {
  await site?.close();
});

async function play(black: Page, white: Page, moves: readonly string[], played: string[]): Promise<void> {
  for (const point of moves) {
    const mover = played.length % 2 === 0 ? black : white;
    await mover.getByText('Your move').waitFor();
    await clickPoint(mover, point, SIZE);
    played.push(point);
    for (const page of [black, white])
      await page.locator(`.tg-game-board[data-shown="${played.join(' ')}"]`).waitFor();
  }
}

describe('the move list', () => {
  it('lists the moves during the game, and after it shows the board at a move', async () => {
    const [ann, ben] = await Promise.all([site.register('list_ann'), site.register('list_ben')]);
    const game = await site.createPlay(ann, ben);
    const path = `/play/p/${game.id}/?lang=en`;
    const black = await site.open(await site.context(VIEWPORTS.desktop, ann), path);
    const white = await site.open(await site.context(VIEWPORTS.desktop, ben), path);
    const played: string[] = [];
    await play(black, white, MOVES.slice(0, 3), played);

    await white.locator('[data-tool="moveList"]').click();
    let list = white.getByRole('dialog', { name: 'Moves' });
    await list.getByText('3. Black G3').waitFor();
    await expect(list.getByRole('listitem').allTextContents()).resolves.toEqual([
      '1. Black E5',
      '2. White C7',
      '3. Black G3',
    ]);
    await expect(list.getByRole('button', { name: '1. Black E5' }).count()).resolves.toBe(0);
    await list.getByRole('button', { name: 'Close' }).click();

    await play(black, white, MOVES.slice(3), played);
    await black.getByRole('button', { name: 'Resign', exact: true }).click();
    await black.getByRole('dialog').getByRole('button', { name: 'Resign' }).click();
    await white.getByRole('dialog').filter({ hasText: 'You win: your opponent resigned.' }).waitFor();
    await white.getByRole('dialog').getByRole('button', { name: 'OK' }).click();

    await white.locator('[data-tool="moveList"]').click();
    list = white.getByRole('dialog', { name: 'Moves' });
    await list.getByRole('button', { name: '11. Black F4' }).waitFor();
    await white.screenshot({ path: screenshotPath('move-list-review') });
    await list.getByRole('button', { name: '2. White C7' }).click();
    await white.locator('.tg-game-board[data-shown="ee cc"]').waitFor();
    await expect(white.getByRole('dialog', { name: 'Moves' }).count()).resolves.toBe(0);
    expect(site.pageErrors).toEqual([]);
  });
});
