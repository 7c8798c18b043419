/**
 * Ratings in Chromium against the real server: a level challenge (accepted over the lobby's
 * socket) is played on the game page by clicks to a resignation; the header says "Ranked game",
 * both players, a guest and a signed-in spectator see each player's rank change at the end,
 * and the winner's profile shows the new rank and rating and draws the rating chart.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { boardShows, clickPoint } from './board-points.ts';
import { KEY_LIKE, Site, screenshotPath, VIEWPORTS, visibleLines } from './site-harness.ts';

const SIZE = 9;
/** Eleven quiet moves: resigning is possible from then on. */
const MOVES = 'ee cc gg cg gc ge ec eg ce dd ff'.split(' ');

let site: Site;

beforeAll(async () => {
  site = await Site.start();
}, 180_000);

afterAll(async () => {
  await site?.close();
});

describe('ratings in the browser', () => {
  it('a ranked game resigned: the rank change on the game page, the rating chart on the profile', async () => {
    // Both 2K, as an administrator set them.
    const [ann, ben] = await Promise.all([
      site.register('ann', { rank: 230 }),
      site.register('ben', { rank: 230 }),
    ]);
    const a = await site.joinLobby(ann);
    const b = await site.joinLobby(ben);
    a.send({
      cmd: 'playreq',
      target: 'ben',
      color: 'black',
      size: SIZE,
      time: 10,
      byoyomi: 30,
      handicap: 0,
      challenge: true,
    });
    const received = await b.next('play_req');
    b.send({ cmd: 'agreeplayreq', id: received.id });
    const { playid } = await a.next('agree_play_resp');
    expect(await site.store.playById(playid)).toMatchObject({ ranked: true, blackId: ann.id });

    const path = `/play/p/${playid}/?lang=en`;
    const black = await site.open(await site.context(VIEWPORTS.desktop, ann), path);
    const white = await site.open(await site.context(VIEWPORTS.desktop, ben), path);
    const guest = await site.open(await site.context(VIEWPORTS.desktop), path);
    const watcher = await site.open(await site.context(VIEWPORTS.tablet, await site.register('cai')), path);
    for (const page of [black, white, guest, watcher]) {
      await page.locator('.tg-round-header__name').getByText('Ranked game').waitFor();
    }
    await expect(black.getByText('Free game').count()).resolves.toBe(0);

    const played: string[] = [];
    for (const point of MOVES) {
      const mover = played.length % 2 === 0 ? black : white;
      await mover.getByText('Your move').waitFor();
      await clickPoint(mover, point, SIZE);
      played.push(point);
      for (const page of [black, white, guest]) await boardShows(page, played);
    }

    await white.getByRole('button', { name: 'Resign', exact: true }).click();
    await white.getByRole('dialog').getByRole('button', { name: 'Resign' }).click();
    const won = black.getByRole('dialog').filter({ hasText: 'You win: your opponent resigned.' });
    const lost = white.getByRole('dialog').filter({ hasText: 'You resigned. The game is lost.' });
    for (const dialog of [won, lost]) {
      const change = dialog.getByRole('region', { name: 'Rank change' });
      await change.waitFor();
      await expect(change.locator('.tg-rating-result__player').allInnerTexts()).resolves.toEqual([
        expect.stringMatching(/^ann\s+2K → 1K, \+79\s+rating 2029$/),
        expect.stringMatching(/^ben\s+2K → 3K, -79\s+rating 1871$/),
      ]);
    }
    await black.screenshot({ path: screenshotPath('ratings-game-end') });
    const line = guest.locator('.tg-guest-result');
    await line.getByText('Black wins by resignation.').waitFor();
    await line.getByText('2K → 1K, +79').waitFor();
    await line.getByText('2K → 3K, -79').waitFor();
    // A signed-in spectator reads it in the result window.
    const watched = watcher.getByRole('dialog').getByRole('region', { name: 'Rank change' });
    await watched.getByText('2K → 1K, +79').waitFor();
    await watched.getByText('2K → 3K, -79').waitFor();
    expect((await site.store.userById(ann.id))?.rank).toBe(282);

    const profile = await site.open(await site.context(VIEWPORTS.desktop, ben), '/u/ann/?lang=en');
    const panel = profile.getByRole('region', { name: 'Rating' });
    await expect(panel.locator('.tg-rating-panel__rank').innerText()).resolves.toBe('1K');
    await expect(panel.locator('.tg-rating-panel__rating').innerText()).resolves.toBe('2029 ± 180');
    // uPlot drew the line: the chart's canvas has painted pixels of the series colour.
    const canvas = panel.locator('.tg-rating-panel__plot canvas');
    await canvas.waitFor();
    const painted = await canvas.evaluate((c: HTMLCanvasElement) => {
      const data = c.getContext('2d')?.getImageData(0, 0, c.width, c.height).data ?? new Uint8ClampedArray();
      let n = 0;
      // #8a4b14, the series stroke
      for (let i = 0; i < data.length; i += 4)
        if (data[i] === 138 && data[i + 1] === 75 && data[i + 2] === 20) n++;
      return n;
    });
    expect(painted).toBeGreaterThan(20);
    await expect(panel.getByRole('row').nth(1).innerText()).resolves.toMatch(
      /^ben\s+Won\s+\+79 \(2029\)\s+1K$/,
    );
    await profile.screenshot({ path: screenshotPath('ratings-profile'), fullPage: true });

    // On a phone, in Japanese: every text translated, the chart within the screen.
    const phone = await site.open(await site.context(VIEWPORTS.phone), '/u/ben/?lang=ja');
    const phonePanel = phone.getByRole('region', { name: 'レーティング' });
    await phonePanel.locator('.tg-rating-panel__plot canvas').waitFor();
    await expect(phonePanel.locator('.tg-rating-panel__rank').innerText()).resolves.toBe('3K');
    expect((await visibleLines(phone)).filter((line) => KEY_LIKE.test(line))).toEqual([]);
    const plot = (await phonePanel.locator('.tg-rating-panel__plot canvas').boundingBox())!;
    expect(plot.x + plot.width).toBeLessThanOrEqual(390);
    await phone.screenshot({ path: screenshotPath('ratings-profile-phone'), fullPage: true });
    expect(site.pageErrors).toEqual([]);
  });
});
