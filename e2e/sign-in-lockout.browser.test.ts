/**
 * Failed sign-ins from elsewhere do not lock the owner out (device cookies), in Chromium against
 * the real server on a fresh build: the owner signs in once through /login/; an attacker's 10
 * wrong passwords from other addresses lock the account for unknown devices; the owner's browser
 * still signs in, while a new browser is refused and told why and how long to wait, in its page's
 * language.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postForm } from '../packages/server/src/testing/test-http.ts';
import { RESOURCES } from '../packages/web/src/i18n/resources.ts';
import { PASSWORD, Site, VIEWPORTS } from './site-harness.ts';

let site: Site;

beforeAll(async () => {
  site = await Site.start();
}, 120_000);

afterAll(async () => {
  await site?.close();
});

/** Fills the sign-in form of `page` and sends it: the status of the server's answer. */
async function signIn(page: Page, labels: typeof RESOURCES.en.account, username: string, password: string) {
  await page.getByLabel(labels.username).fill(username);
  await page.getByLabel(labels.password).fill(password);
  const [answer] = await Promise.all([
    page.waitForResponse((response) => response.url().endsWith('/api/account/login/')),
    page.getByRole('button', { name: labels.submitSignIn }).click(),
  ]);
  return answer.status();
}

describe('sign-in lockout with device cookies, in a browser', () => {
  it('an attacker’s 10 failures lock out new browsers, not the owner’s; the new browser is told the wait in Japanese', async () => {
    const en = RESOURCES.en.account;
    const ja = RESOURCES.ja.account;
    await site.register('honinbo');

    // The owner signs in once in this browser, then signs out (the device cookie stays).
    const owner = await site.open(await site.context(VIEWPORTS.desktop), '/login/?lang=en');
    expect(await signIn(owner, en, 'honinbo', PASSWORD)).toBe(200);
    await owner.waitForURL(`${site.url}/play/room/`);
    const header = owner.getByRole('banner');
    await header.getByRole('button', { name: 'Sign out' }).click();
    await header.getByRole('link', { name: 'Sign in' }).waitFor();
    const cookies = await owner.context().cookies();
    expect(cookies.map((cookie) => [cookie.name, cookie.path, cookie.httpOnly])).toEqual([
      ['tengen_device', '/api/account/login/', true],
    ]);

    // Ten wrong passwords from ten other addresses: five are tried, five refused unchecked.
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++) {
      const answer = await postForm(
        `${site.url}/api/account/login/`,
        { username: 'honinbo', password: `guess-${i}` },
        { from: `127.0.50.${i + 1}` },
      );
      statuses.push(answer.status);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429, 429, 429, 429, 429]);

    // A browser that never signed in to the account is refused, and told why and for how long.
    const stranger = await site.open(await site.context(VIEWPORTS.desktop), '/login/?lang=ja');
    expect(await signIn(stranger, ja, 'honinbo', PASSWORD)).toBe(429);
    await stranger
      .getByRole('alert')
      .getByText(ja.errors.accountLocked_other.replace('{{count}}', '15'))
      .waitFor();
    expect(new URL(stranger.url()).pathname).toBe('/login/');

    // The owner's browser still signs in, with the right password.
    await owner.goto(`${site.url}/login/?lang=en`);
    expect(await signIn(owner, en, 'honinbo', PASSWORD)).toBe(200);
    await owner.waitForURL(`${site.url}/play/room/`);
    await header.getByRole('button', { name: 'Sign out' }).waitFor();
    expect(site.pageErrors).toEqual([]);
  });
});
