/**
 * A newcomer's first minutes, in Chromium against the real server (GNU Go plays the machines):
 * a guest finds the welcome panel and the machine opponents with their ranks, reads the rules,
 * goes to play the computer, registers with a starting strength on the way, and lands back in the
 * challenge, whose board, time, byo-yomi and handicap the game then has; the account page
 * changes the starting strength; a click on a machine in the list opens its challenge.
 */
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD, Site, VIEWPORTS } from './site-harness.ts';

let site: Site;

beforeAll(async () => {
  site = await Site.start();
}, 120_000);

afterAll(async () => {
  await site?.close();
});

/** Opens a dropdown of `scope` by its exact label and picks the option `value`. */
async function choose(page: Page, scope: Locator, label: string, value: string): Promise<void> {
  const combobox = scope.getByRole('combobox', { name: label, exact: true });
  await combobox.click();
  await page.getByRole('option', { name: value, exact: true }).click();
  await expect.poll(() => combobox.innerText()).toBe(value);
}

describe('a first visit in a browser', () => {
  it('a guest is welcomed, reads the rules, registers at a strength and plays the computer with the chosen clock and handicap', async () => {
    const context = await site.context(VIEWPORTS.desktop);
    const page = await site.open(context, '/play/room/?lang=en');

    const welcome = page.getByRole('region', { name: 'New to Tengen?' });
    await welcome.waitFor();
    const machines = page.getByRole('region', { name: 'Play the computer' });
    await machines.getByRole('link', { name: 'Challenge GNU Go 1 (15K)' }).waitFor();
    await machines.getByRole('link', { name: 'Challenge GNU Go 10 (8K)' }).waitFor();
    expect(await machines.innerText()).toContain('Plays at about 12K');
    expect(await welcome.getByRole('link', { name: 'Solve problems' }).getAttribute('href')).toBe(
      '/problems/',
    );

    await welcome.getByRole('link', { name: 'Learn the rules' }).click();
    await page.waitForURL(`${site.url}/rules/`);
    await page.getByRole('heading', { name: 'The rules of Go', level: 1 }).waitFor();
    await page.getByRole('heading', { name: 'Ko', exact: true, level: 2 }).waitFor();
    await page.goBack();

    // Play the computer: a guest signs in first; here a new account, at about 5K.
    await page
      .getByRole('region', { name: 'New to Tengen?' })
      .getByRole('link', { name: 'Play the computer' })
      .click();
    await page.waitForURL(/\/login\//);
    await page.getByRole('link', { name: 'Create one' }).click();
    await page.waitForURL(/\/register\//);
    await page.getByLabel('Username').fill('newcomer');
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByLabel('Password again').fill(PASSWORD);
    await choose(page, page.locator('form'), 'Your strength', 'About 5K');
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.waitForURL(`${site.url}/play/room/?challenge=machine_gnugo_1`);

    const user = await site.store.userByName('newcomer');
    if (user === null) throw new Error('newcomer was not registered');
    expect(await site.store.ratings.ratingOf(user.id)).toMatchObject({ rating: 1650, games: 0 });
    await site.store.changeBeans({ userId: user.id, delta: 20, reason: 'admin', at: Date.now() });

    // Back in the room, the challenge is open: every choice is sent and played.
    const dialog = page.getByRole('alertdialog', { name: 'Challenge machine_gnugo_1' });
    await dialog.waitFor();
    await choose(page, dialog, 'Board', '9 × 9');
    await choose(page, dialog, 'Basic time', '10 min');
    await choose(page, dialog, 'Byo-yomi', '20 s');
    await choose(page, dialog, 'Byo-yomi periods', '5 periods');
    await choose(page, dialog, 'Handicap', '2 stones');
    expect(await dialog.innerText()).toContain('Each side has 10 minutes, then 20 s byo-yomi × 5.');
    await dialog.getByRole('button', { name: 'Start the challenge' }).click();
    await page.waitForURL(/\/play\/p\/\d+\/$/);
    const playId = Number(/\/play\/p\/(\d+)\//.exec(page.url())?.[1]);
    expect(await site.store.playById(playId)).toMatchObject({
      boardSize: 9,
      mainMinutes: 10,
      byoyomiSeconds: 20,
      byoyomiPeriods: 5,
      handicap: 2,
      blackId: user.id,
    });
    expect((await site.store.playById(playId))?.presetStones.black).toHaveLength(2);

    // The account page: the starting strength changes until the first rated game.
    await page.goto(`${site.url}/account/?lang=en`);
    const panel = page.getByRole('region', { name: 'Starting strength' });
    await panel.getByText('Your rank: 5K').waitFor();
    await choose(page, panel, 'Your strength', 'About 1D');
    await panel.getByRole('button', { name: 'Save' }).click();
    await panel.getByText('Saved. Your rank is now 1D.').waitFor();
    expect(await site.store.ratings.ratingOf(user.id)).toMatchObject({ rating: 2150, games: 0 });

    // A machine of the list opens its own challenge.
    await page.goto(`${site.url}/play/room/?lang=en`);
    await page
      .getByRole('region', { name: 'Play the computer' })
      .getByRole('button', { name: 'Challenge GNU Go 7 (10K)' })
      .click();
    await page.getByRole('alertdialog', { name: 'Challenge machine_gnugo_7' }).waitFor();
    expect(site.pageErrors).toEqual([]);
  }, 180_000);
});
