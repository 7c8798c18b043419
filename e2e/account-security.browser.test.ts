/**
 * Account security in Debian's Chromium against the real server: ann is signed in on two
 * browsers. On the second she opens /account/, sees both sessions (this one marked), is told
 * that a wrong current password and a short new one are refused, then changes her password;
 * the first browser, on the game room page, is told at once that it was signed out because the
 * password changed, and the second comes back signed in with only its own session left. Then
 * ben signs his other browser out from the sessions list, and that browser is told so.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD, Site, screenshotPath, VIEWPORTS } from './site-harness.ts';

let site: Site;

beforeAll(async () => {
  site = await Site.start();
}, 180_000);

afterAll(async () => {
  await site?.close();
});

describe('account security', () => {
  it('a password changed in one browser signs the other out at once, saying why', async () => {
    const first = await site.register('ann');
    const playing = await site.open(await site.context(VIEWPORTS.desktop, first), '/play/room/?lang=en');
    await playing.getByRole('button', { name: 'Sign out' }).waitFor();
    // The game room's list came over its socket: the socket is open.
    await playing.getByText('No other player is here yet.', { exact: false }).waitFor();

    // The second browser signs in through the sign-in page, then opens the account page.
    const settings = await site.open(
      await site.context(VIEWPORTS.desktop),
      '/login/?next=%2Faccount%2F%3Flang%3Den&lang=en',
    );
    await settings.getByLabel('Username').fill('ann');
    await settings.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await settings.getByRole('button', { name: 'Sign in' }).click();
    await settings.getByRole('heading', { name: 'Account security' }).waitFor();
    const sessions = settings.getByTestId('sessions');
    await sessions.getByText('This browser').waitFor();
    // This browser's session names Chromium and the system it runs on.
    await expect
      .poll(() => sessions.locator('[data-current] strong').innerText())
      .toMatch(/^Chrom\w* \d+ · Linux/);
    await expect.poll(() => sessions.getByRole('listitem').count()).toBe(2);
    await sessions.getByRole('button', { name: 'Sign out', exact: true }).waitFor();

    const oldField = settings.getByLabel('Current password');
    const newField = settings.getByLabel('New password', { exact: true });
    const confirmField = settings.getByLabel('New password again');
    await oldField.fill('not-my-password');
    await newField.fill('a-new-password');
    await confirmField.fill('a-new-password');
    await settings.getByRole('button', { name: 'Change password' }).click();
    await settings.getByRole('alert').filter({ hasText: 'The current password is wrong.' }).waitFor();

    await oldField.fill(PASSWORD);
    await newField.fill('short');
    await confirmField.fill('short');
    await settings.getByRole('button', { name: 'Change password' }).click();
    await settings.getByText('A new password has 8 to 128 characters.').waitFor();
    await settings.screenshot({ path: screenshotPath('account-security-refused') });

    await newField.fill('a-new-password');
    await confirmField.fill('a-new-password');
    await settings.getByRole('button', { name: 'Change password' }).click();
    await settings
      .getByRole('status')
      .filter({
        hasText: 'Your password was changed. Every other browser signed in to this account was signed out.',
      })
      .waitFor();

    // The first browser is told on the page it is on, without reloading it.
    const ended = playing.getByTestId('session-ended');
    await ended.waitFor();
    expect(await ended.innerText()).toContain(
      'The password of this account was changed, so this browser was signed out.',
    );
    await ended.getByRole('link', { name: 'Sign in again' }).waitFor();
    await playing.screenshot({ path: screenshotPath('account-security-signed-out') });

    // The second browser is still signed in, with its fresh session alone.
    await expect.poll(() => sessions.getByRole('listitem').count()).toBe(1);
    await sessions.getByText('This browser').waitFor();
    await settings.getByText('No other browser is signed in.').waitFor();
    const oldLogin = await fetch(`${site.url}/api/account/login/`, {
      method: 'POST',
      body: new URLSearchParams({ username: 'ann', password: PASSWORD }),
    });
    expect(oldLogin.status).toBe(401);
    expect(site.pageErrors).toEqual([]);
  });

  it('signs another browser out from the sessions list, and that browser is told', async () => {
    const ben = await site.register('ben');
    const login = await fetch(`${site.url}/api/account/login/`, {
      method: 'POST',
      body: new URLSearchParams({ username: 'ben', password: PASSWORD }),
    });
    const second = { ...ben, token: ((await login.json()) as { token: string }).token };
    const playing = await site.open(await site.context(VIEWPORTS.desktop, ben), '/play/room/?lang=en');
    await playing.getByText('No other player is here yet.', { exact: false }).waitFor();

    const settings = await site.open(await site.context(VIEWPORTS.desktop, second), '/account/?lang=en');
    const sessions = settings.getByTestId('sessions');
    // The list loads with the page's other calls: wait for it as long as any locator waits.
    await sessions.getByRole('listitem').nth(1).waitFor();
    await expect.poll(() => sessions.getByRole('listitem').count()).toBe(2);
    await sessions.getByRole('button', { name: 'Sign out', exact: true }).click();
    await expect.poll(() => sessions.getByRole('listitem').count()).toBe(1);
    await settings.getByText('No other browser is signed in.').waitFor();

    await playing
      .getByTestId('session-ended')
      .filter({ hasText: 'This browser was signed out from another one.' })
      .waitFor();
    expect(site.pageErrors).toEqual([]);
  });
});
