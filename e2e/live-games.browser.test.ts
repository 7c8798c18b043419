/**
 * What the lobby shows of the rest of the site, in Chromium against the real server: everyone
 * online with where they are (playing, with a link to watch; watching; in the game room), and the
 * games in progress as small boards that follow the moves and lead to the game's page.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { joinAt } from '../packages/server/src/testing/test-child-server.ts';
import type { TestClient } from '../packages/server/src/testing/test-live.ts';
import { Site, type SiteUser, screenshotPath, VIEWPORTS, waitForBoard } from './site-harness.ts';

let site: Site;
const sockets: TestClient[] = [];

beforeAll(async () => {
  site = await Site.start();
}, 120_000);

afterAll(async () => {
  for (const s of sockets) s.close();
  await site?.close();
});

async function lobbyOf(user: SiteUser, viewport: keyof typeof VIEWPORTS = 'desktop'): Promise<Page> {
  const page = await site.open(await site.context(VIEWPORTS[viewport], user), '/play/room/?lang=en');
  await page.getByRole('button', { name: 'Invite by name' }).waitFor();
  return page;
}

function entryOf(page: Page, username: string) {
  return page
    .locator('.tg-online__row')
    .filter({ has: page.getByRole('link', { name: username, exact: true }) });
}

/** The game's card in the lobby's list of games in progress. */
function gameCard(page: Page, black: string, white: string) {
  return page.getByRole('link', { name: `Watch ${black} (black) against ${white} (white)` });
}

describe('the lobby shows everyone online and the games in progress', () => {
  it('a game is listed as a board that follows its moves; its players are shown playing; a click watches it', async () => {
    const [kim, lou, mia, nat] = await Promise.all(
      ['kim', 'lou', 'mia', 'nat'].map((n) => site.register(n, { rank: 315 })),
    );
    const play = await site.createPlay(kim, lou);
    const black = await joinAt(site.url, play.id, kim);
    const white = await joinAt(site.url, play.id, lou);
    sockets.push(black, white);

    const miaPage = await lobbyOf(mia);
    const natPage = await lobbyOf(nat, 'phone');
    const card = gameCard(miaPage, 'kim', 'lou');
    await card.waitFor();
    await expect(card.getAttribute('href')).resolves.toBe(`/play/p/${play.id}/`);
    await card.getByText('0 moves · 2 viewers').waitFor();
    const board = card.locator('canvas');
    await expect.poll(() => board.getAttribute('data-moves')).toBe('0');
    const empty = await board.evaluate((c: HTMLCanvasElement) => c.toDataURL());

    // Where everyone is: kim and lou playing (a link to the game), mia and nat in the room.
    for (const name of ['kim', 'lou']) {
      const link = entryOf(miaPage, name).getByRole('link', { name: 'Playing: watch' });
      await expect(link.getAttribute('href')).resolves.toBe(`/play/p/${play.id}/`);
    }
    await entryOf(miaPage, 'nat').getByText('In the game room').waitFor();
    await miaPage.getByText('4 players online').waitFor();

    // Two moves: the board follows.
    black.send({ cmd: 'pos_stone', pos: 'ee', step: 1 });
    await white.next('pos');
    white.send({ cmd: 'pos_stone', pos: 'cc', step: 2 });
    await expect.poll(() => board.getAttribute('data-moves'), { timeout: 10_000 }).toBe('2');
    await card.getByText('2 moves · 2 viewers').waitFor();
    expect(await board.evaluate((c: HTMLCanvasElement) => c.toDataURL())).not.toBe(empty);
    await miaPage.screenshot({ path: screenshotPath('lobby-live-games') });

    // Mia clicks the game: she watches it, and nat's lobby says so.
    await card.click();
    await miaPage.waitForURL(`${site.url}/play/p/${play.id}/`);
    await waitForBoard(miaPage);
    const watching = entryOf(natPage, 'mia').getByRole('link', { name: 'Watching a game' });
    await watching.waitFor({ timeout: 10_000 });
    await expect(watching.getAttribute('href')).resolves.toBe(`/play/p/${play.id}/`);
    await gameCard(natPage, 'kim', 'lou').getByText('2 moves · 3 viewers').waitFor();
    await natPage.screenshot({ path: screenshotPath('lobby-live-games-phone'), fullPage: true });
    expect(site.pageErrors).toEqual([]);
  });
});
