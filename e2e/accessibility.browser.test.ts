/**
 * Accessibility of the game room and the game page, checked with axe-core in Chromium against
 * the real server on a fresh build: no serious or critical violation of WCAG 2.1 A and AA
 * (names, roles, contrast, landmarks), signed in and as a guest, on a desktop and a phone, in
 * English and in Japanese.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Site, type SiteUser, VIEWPORTS, waitForBoard } from './site-harness.ts';

let site: Site;
let player: SiteUser;
let opponent: SiteUser;
let playId: number;

beforeAll(async () => {
  site = await Site.start();
  player = await site.register('ada_access', { rank: 315 });
  opponent = await site.register('ben_access', { rank: 300 });
  playId = (await site.createPlay(player, opponent)).id;
}, 120_000);

afterAll(async () => {
  await site?.close();
});

/** The serious and critical violations on the page as it is, each with the elements it names. */
async function violations(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

describe('axe finds no serious or critical violation', () => {
  it.each([
    ['desktop', 'en'],
    ['phone', 'ja'],
  ] as const)('in the game room, signed in and as a guest (%s, %s)', async (viewport, lang) => {
    const page = await site.open(await site.context(VIEWPORTS[viewport], player), `/play/room/?lang=${lang}`);
    const other = await site.joinLobby(opponent);
    await page.getByRole('link', { name: opponent.username, exact: true }).first().waitFor();
    expect(await violations(page)).toEqual([]);
    other.close();

    const guest = await site.open(await site.context(VIEWPORTS[viewport]), `/play/room/?lang=${lang}`);
    await guest.locator('.tg-header').waitFor();
    await guest.getByRole('main').waitFor();
    expect(await violations(guest)).toEqual([]);
    expect(site.pageErrors).toEqual([]);
  });

  it.each([
    ['desktop', 'en'],
    ['phone', 'ja'],
  ] as const)('on the game page, for a player and a guest (%s, %s)', async (viewport, lang) => {
    const page = await site.open(
      await site.context(VIEWPORTS[viewport], player),
      `/play/p/${playId}/?lang=${lang}`,
    );
    await waitForBoard(page);
    expect(await violations(page)).toEqual([]);

    const guest = await site.open(await site.context(VIEWPORTS[viewport]), `/play/p/${playId}/?lang=${lang}`);
    await waitForBoard(guest);
    expect(await violations(guest)).toEqual([]);
    expect(site.pageErrors).toEqual([]);
  });
});
