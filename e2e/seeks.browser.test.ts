/**
 * The lobby's ways to find a game, in Chromium against the real server: an accepted invitation
 * moves only the tab that accepted and the tab that invited (the players' other tabs, a game in
 * progress included, stay and show a link); an open challenge posted through its dialog, listed
 * in every lobby, refused to a player outside its rank range, cancelled, then accepted into one
 * game; two accepts crossing, the later told in words that it was taken; quick match pairing two
 * players of close rank, and leaving its queue.
 */
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Site, type SiteUser, screenshotPath, VIEWPORTS, waitForBoard } from './site-harness.ts';

let site: Site;

beforeAll(async () => {
  site = await Site.start();
}, 120_000);

afterAll(async () => {
  await site?.close();
});

const GAME = /\/play\/p\/(\d+)\/$/;

/** `user`'s lobby in a new tab of its own browser context (signed in). */
async function lobbyOf(user: SiteUser, viewport: keyof typeof VIEWPORTS = 'desktop'): Promise<Page> {
  const page = await site.open(await site.context(VIEWPORTS[viewport], user), '/play/room/?lang=en');
  await page.getByRole('button', { name: 'Invite by name' }).waitFor();
  return page;
}

/** Another tab of the same browser (same sign-in) at `path`. */
async function anotherTab(page: Page, path: string): Promise<Page> {
  const tab = await page.context().newPage();
  tab.on('pageerror', (error) => site.pageErrors.push(`${tab.url()}: ${error.message}`));
  await tab.goto(`${site.url}${path}`);
  return tab;
}

async function choose(page: Page, scope: Locator, label: string, value: string): Promise<void> {
  const combobox = scope.getByRole('combobox', { name: label });
  await combobox.click();
  await page.getByRole('option', { name: value, exact: true }).click();
  await expect.poll(() => combobox.innerText()).toBe(value);
}

function seekOf(page: Page, username: string): Locator {
  return page
    .locator('.tg-seeks__row')
    .filter({ has: page.getByRole('link', { name: username, exact: true }) });
}

describe('the lobby in a browser: one tab moves, open challenges, quick match', () => {
  it('an accepted invitation moves the accepting tab and the inviting tab only; the other tabs show a link', async () => {
    const [alice, bob, carol] = await Promise.all(['alice', 'bob', 'carol'].map((n) => site.register(n)));
    // Alice plays carol on one tab, and has the lobby open in two more.
    const running = await site.createPlay(alice, carol);
    const aliceLobby = await lobbyOf(alice);
    const aliceGame = await anotherTab(aliceLobby, `/play/p/${running.id}/?lang=en`);
    await waitForBoard(aliceGame);
    const aliceLobby2 = await anotherTab(aliceLobby, '/play/room/?lang=en');
    const bobLobby = await lobbyOf(bob, 'phone');
    const bobLobby2 = await anotherTab(bobLobby, '/play/room/?lang=en');

    await bobLobby.getByRole('button', { name: 'Invite alice' }).click();
    const setup = bobLobby.getByRole('dialog', { name: 'Invite alice' });
    await setup.getByRole('button', { name: 'Send invitation' }).click();
    const received = aliceLobby.getByRole('alertdialog', { name: 'Invitation received' });
    await aliceLobby2.getByRole('alertdialog', { name: 'Invitation received' }).waitFor();
    await received.getByRole('button', { name: 'Accept' }).click();

    await aliceLobby.waitForURL(GAME);
    await bobLobby.waitForURL(GAME);
    expect(bobLobby.url()).toBe(aliceLobby.url());
    const playId = Number(GAME.exec(aliceLobby.url())?.[1]);
    await waitForBoard(aliceLobby);
    // The other tabs stay: the game with carol, and the second lobbies, with a link to the new game.
    for (const [tab, opponent] of [
      [aliceLobby2, 'bob'],
      [bobLobby2, 'alice'],
    ] as const) {
      await tab.getByText(`Your game against ${opponent} started in another window.`).waitFor();
      const link = tab.getByRole('link', { name: 'Open the game' });
      await expect(link.getAttribute('href')).resolves.toBe(`/play/p/${playId}/`);
      expect(new URL(tab.url()).pathname).toBe('/play/room/');
      await expect(tab.getByRole('alertdialog').count()).resolves.toBe(0);
    }
    await aliceLobby2.screenshot({ path: screenshotPath('lobby-started-elsewhere') });
    expect(new URL(aliceGame.url()).pathname).toBe(`/play/p/${running.id}/`);
    // The game tab keeps its game; a window says where the new one is.
    await aliceGame.getByText('Your game against bob started in another window.').waitFor();
    const gameLink = aliceGame.getByRole('link', { name: 'Open the game' });
    await expect(gameLink.getAttribute('href')).resolves.toBe(`/play/p/${playId}/`);
    await expect(aliceGame.getByRole('alertdialog', { name: 'Invitation received' }).count()).resolves.toBe(
      0,
    );
    await aliceGame.getByRole('button', { name: /Resign/ }).waitFor();
    expect(site.pageErrors).toEqual([]);
  });

  it('an open challenge: posted, listed everywhere, refused out of range, cancelled, then accepted into one game', async () => {
    const dora = await site.register('dora', { rank: 315 }); // 1D
    const eddie = await site.register('eddie', { rank: 230 }); // 2K
    const fay = await site.register('fay', { rank: 500 }); // 5D
    const doraPage = await lobbyOf(dora);
    const edPage = await lobbyOf(eddie, 'phone');
    const fayPage = await lobbyOf(fay);
    await edPage.getByText('No open challenges.', { exact: false }).waitFor();

    // Dora posts a ranked 13×13 for 3K–3D.
    await doraPage.getByRole('button', { name: 'Post a challenge' }).click();
    const dialog = doraPage.getByRole('dialog', { name: 'New open challenge' });
    await choose(doraPage, dialog, 'Board', '13 × 13');
    await choose(doraPage, dialog, 'Basic time', '10 min');
    await choose(doraPage, dialog, 'Byo-yomi', '30 s');
    await dialog.getByRole('switch', { name: 'Ranked game' }).click();
    await choose(doraPage, dialog, 'Lowest rank', '3D');
    await choose(doraPage, dialog, 'Highest rank', '3K');
    await dialog.getByRole('button', { name: 'Post challenge' }).click();
    await dialog.getByText('The lowest rank must not be above the highest.').waitFor();
    await choose(doraPage, dialog, 'Lowest rank', '3K');
    await choose(doraPage, dialog, 'Highest rank', '3D');
    await dialog.getByRole('button', { name: 'Post challenge' }).click();
    await dialog.waitFor({ state: 'detached' });

    const terms = '13 × 13 · 10 min + 30 s × 3 · Ranked · 3K–3D';
    for (const page of [doraPage, edPage, fayPage]) await seekOf(page, 'dora').getByText(terms).waitFor();
    await seekOf(doraPage, 'dora').getByRole('button', { name: 'Cancel challenge' }).waitFor();
    await seekOf(fayPage, 'dora').getByText('Not in your rank range').waitFor();
    await expect(seekOf(fayPage, 'dora').getByRole('button').count()).resolves.toBe(0);
    await expect(doraPage.getByRole('button', { name: 'Post a challenge' }).count()).resolves.toBe(0);
    await edPage.screenshot({ path: screenshotPath('lobby-open-challenge') });

    // Withdrawn: gone from every lobby.
    await seekOf(doraPage, 'dora').getByRole('button', { name: 'Cancel challenge' }).click();
    for (const page of [doraPage, edPage, fayPage]) await seekOf(page, 'dora').waitFor({ state: 'detached' });

    // Posted again (the form's last choices are not kept: defaults, anyone) and accepted by ed.
    await doraPage.getByRole('button', { name: 'Post a challenge' }).click();
    await doraPage
      .getByRole('dialog', { name: 'New open challenge' })
      .getByRole('button', { name: 'Post challenge' })
      .click();
    await seekOf(edPage, 'dora').getByRole('button', { name: 'Accept the challenge of dora' }).click();
    await edPage.waitForURL(GAME);
    await doraPage.waitForURL(GAME);
    expect(doraPage.url()).toBe(edPage.url());
    await seekOf(fayPage, 'dora').waitFor({ state: 'detached' });
    const play = (await site.store.playById(Number(GAME.exec(edPage.url())?.[1])))!;
    expect(play).toMatchObject({
      boardSize: 19,
      mainMinutes: 20,
      byoyomiSeconds: 30,
      ranked: false,
      handicap: 0,
    });
    expect([play.blackId, play.whiteId].sort()).toEqual([dora.id, eddie.id].sort());
    await waitForBoard(edPage);
    expect(site.pageErrors).toEqual([]);
  });

  it('two accepts at once: one gets the game, the other is told in words that it was taken', async () => {
    const [ivy, jay, kai] = await Promise.all(
      ['ivy', 'jay', 'kai'].map((n) => site.register(n, { rank: 315 })),
    );
    const ivyPage = await lobbyOf(ivy);
    // Jay's page hears of the seek, but the news that it was taken is held back: his accept
    // crosses kai's, as two clicks at the same moment do.
    const jayPage = await (await site.context(VIEWPORTS.desktop, jay)).newPage();
    jayPage.on('pageerror', (error) => site.pageErrors.push(`${jayPage.url()}: ${error.message}`));
    const held: (string | Buffer)[] = [];
    let holding = true;
    const page: { send?: (message: string | Buffer) => void } = {};
    await jayPage.routeWebSocket(/\/ws2?$/, (ws) => {
      const server = ws.connectToServer();
      page.send = (message) => ws.send(message);
      ws.onMessage((message) => server.send(message));
      server.onMessage((message) => {
        if (holding && String(message).includes('"seek_remove"')) held.push(message);
        else ws.send(message);
      });
    });
    await jayPage.goto(`${site.url}/play/room/?lang=en`);
    await jayPage.getByRole('button', { name: 'Invite by name' }).waitFor();
    const kaiSocket = await site.joinLobby(kai);

    await ivyPage.getByRole('button', { name: 'Post a challenge' }).click();
    await ivyPage
      .getByRole('dialog', { name: 'New open challenge' })
      .getByRole('button', { name: 'Post challenge' })
      .click();
    const accept = seekOf(jayPage, 'ivy').getByRole('button', { name: 'Accept the challenge of ivy' });
    await accept.waitFor();
    const { id } = (await kaiSocket.next('seek_add')).seek;
    kaiSocket.send({ cmd: 'accept_seek_req', id });
    await kaiSocket.next('seek_agree_resp');
    await ivyPage.waitForURL(GAME);
    await expect.poll(() => held.length).toBe(1);

    await accept.click();
    await jayPage
      .getByText('That challenge is no longer open: another player took it first, or it was withdrawn.')
      .waitFor();
    expect(new URL(jayPage.url()).pathname).toBe('/play/room/');
    // The refusal alone takes the seek off jay's list, before the held news arrives.
    await seekOf(jayPage, 'ivy').waitFor({ state: 'detached' });
    await jayPage.screenshot({ path: screenshotPath('lobby-seek-taken') });
    holding = false;
    for (const message of held) page.send?.(message);
    expect(site.pageErrors).toEqual([]);
  });

  it('quick match: waiting, leaving the queue, then two players of close rank paired into one game', async () => {
    const gil = await site.register('gil', { rank: 135 }); // 5K
    const hal = await site.register('hal', { rank: 165 }); // 4K
    const gilPage = await lobbyOf(gil);
    const halPage = await lobbyOf(hal, 'phone');
    const preset = '9 × 9 · 3 min + 10 s × 3';

    await gilPage.getByRole('button', { name: preset }).click();
    await gilPage.getByText(`Looking for an opponent: ${preset}…`).waitFor();
    await gilPage.screenshot({ path: screenshotPath('lobby-quick-match-waiting') });
    await gilPage.getByRole('button', { name: 'Stop looking' }).click();
    await gilPage.getByRole('button', { name: preset }).waitFor();

    // Hal waits alone (gil left the queue); then gil joins and both go to one 9×9 game.
    await halPage.getByRole('button', { name: preset }).click();
    await halPage.getByText(`Looking for an opponent: ${preset}…`).waitFor();
    await gilPage.getByRole('button', { name: preset }).click();
    await gilPage.waitForURL(GAME);
    await halPage.waitForURL(GAME);
    expect(halPage.url()).toBe(gilPage.url());
    const play = (await site.store.playById(Number(GAME.exec(gilPage.url())?.[1])))!;
    expect(play).toMatchObject({
      boardSize: 9,
      mainMinutes: 3,
      byoyomiSeconds: 10,
      byoyomiPeriods: 3,
      ranked: false,
    });
    await waitForBoard(gilPage);
    expect(site.pageErrors).toEqual([]);
  });
});
