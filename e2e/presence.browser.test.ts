/**
 * An absent opponent in Debian's Chromium against the real server (its away wait shortened to
 * 3 s through TENGEN_AWAY_CLAIM_SECONDS): two players and a spectator on the game page; white
 * closes the page on their turn; black and the spectator see "Away" on white's bar, counting;
 * black alone gets "Claim the win" once the wait is over, claims, and the game ends by
 * abstention for both players and the spectator. On the way: the clocks do not run before the
 * first move, and the names link to the profiles.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clickPoint } from './board-points.ts';
import { Site, screenshotPath, waitForBoard } from './site-harness.ts';

const AWAY_CLAIM_SECONDS = 3;

let site: Site;

beforeAll(async () => {
  site = await Site.start({ TENGEN_AWAY_CLAIM_SECONDS: String(AWAY_CLAIM_SECONDS) });
}, 180_000);

afterAll(async () => {
  await site?.close();
});

const whiteBar = (page: Page) => page.locator('.tg-player-bar--white');
const blackBar = (page: Page) => page.locator('.tg-player-bar--black');

describe('an opponent who closes the page', () => {
  it('is shown away to the other player and a spectator, and the win is claimed by abstention', async () => {
    const alice = await site.register('alice');
    const bob = await site.register('bob');
    const carol = await site.register('carol');
    const play = await site.createPlay(alice, bob);
    const path = `/play/p/${play.id}/?lang=en`;
    const view = { viewport: { width: 1280, height: 900 } };
    const black = await site.open(await site.context(view, alice), path);
    const whiteContext = await site.context(view, bob);
    const white = await site.open(whiteContext, path);
    const watcher = await site.open(await site.context(view, carol), path);
    for (const page of [black, white, watcher]) await waitForBoard(page);

    // Names link to the profiles, in a new tab while the game is on.
    const bobLink = whiteBar(black).getByRole('link', { name: 'bob' });
    await expect(bobLink.getAttribute('href')).resolves.toBe('/u/bob/');
    await expect(bobLink.getAttribute('target')).resolves.toBe('_blank');
    await expect(blackBar(watcher).getByRole('link', { name: 'alice' }).getAttribute('href')).resolves.toBe(
      '/u/alice/',
    );

    // Before the first move no clock runs: black's shows its full 10 minutes a while later.
    await black.waitForTimeout(1500);
    await expect(black.locator('.tg-countdown-bar').first().innerText()).resolves.toContain('10:00');
    await black.getByText('Your move').waitFor();
    await clickPoint(black, 'ee', 9);
    await white.getByText('Your move').waitFor();
    await expect(black.getByText(/^Away/).count()).resolves.toBe(0);

    // White closes the page on their turn.
    await white.close();
    for (const page of [black, watcher]) {
      await whiteBar(page)
        .getByRole('status')
        .filter({ hasText: /^Away \d:\d\d$/ })
        .waitFor();
    }
    await expect(blackBar(black).getByRole('status').count()).resolves.toBe(0);
    // Not yet: the claim waits for the away time.
    await expect(black.getByRole('button', { name: 'Claim the win' }).count()).resolves.toBe(0);

    const claim = whiteBar(black).getByRole('button', { name: 'Claim the win' });
    await claim.waitFor({ timeout: AWAY_CLAIM_SECONDS * 1000 + 5000 });
    await expect(whiteBar(black).getByRole('status').innerText()).resolves.toMatch(/^Away 0:0[3-9]$/);
    // The spectator sees the time away, and no claim.
    await expect(watcher.getByRole('button', { name: 'Claim the win' }).count()).resolves.toBe(0);
    await black.screenshot({ path: screenshotPath('presence-claim') });

    await claim.click();
    await black.getByRole('dialog').filter({ hasText: 'You win: your opponent forfeited.' }).waitFor();
    await watcher.getByText('Black wins by forfeit.').waitFor();
    await expect(whiteBar(watcher).getByRole('status').count()).resolves.toBe(0);
    await watcher.screenshot({ path: screenshotPath('presence-watcher-after') });

    // White comes back to a game lost by abstention.
    const again = await site.open(whiteContext, path);
    await waitForBoard(again);
    await again.getByText(/^Game over/).waitFor();
    await blackBar(again).getByText('Winner').waitFor();
    const info = await site.store.playById(play.id);
    expect(info).toMatchObject({ status: 1, result: 1, winType: 4, resultText: 'B+F' });
    expect(site.pageErrors).toEqual([]);
  });
});
