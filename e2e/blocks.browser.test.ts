/**
 * Blocking and muting in Debian's Chromium against the real server (docs/social.md): ann blocks
 * ben from his profile, and her game page no longer shows his chat; her own profile lists him
 * and unblocks him; then she mutes the game's chat with the switch beside it, and only her own
 * lines show until she switches it back.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Site, VIEWPORTS } from './site-harness.ts';

let site: Site;

beforeAll(async () => {
  site = await Site.start();
}, 180_000);

afterAll(async () => {
  await site?.close();
});

const chatLines = (page: Page) => page.locator('.tg-chat__list');

/** Sends a chat line once the 5 s wait since the last one is over, and waits for it to show. */
async function say(page: Page, text: string): Promise<void> {
  const send = page.locator('.tg-chat__form').getByRole('button', { name: 'Send' });
  await send.waitFor();
  await page.getByPlaceholder('Say something').fill(text);
  await send.click();
  await chatLines(page).getByText(text).waitFor();
}

describe('blocking and muting', () => {
  it('hides a blocked player’s chat, lists and unblocks them, and mutes a game’s chat', async () => {
    const ann = await site.register('ann');
    const ben = await site.register('ben');
    const play = await site.createPlay(ann, ben);
    const gamePath = `/play/p/${play.id}/?lang=en`;
    const annContext = await site.context(VIEWPORTS.desktop, ann);
    const benPage = await site.open(await site.context(VIEWPORTS.desktop, ben), gamePath);
    await say(benPage, 'before the block');

    // Ann blocks ben from his profile.
    const profile = await site.open(annContext, '/u/ben/?lang=en');
    await profile.getByRole('button', { name: 'Block' }).click();
    await profile.getByRole('status').filter({ hasText: 'You blocked ben' }).waitFor();
    await expect(site.store.social.blockedBy(ann.id)).resolves.toMatchObject([{ user: { username: 'ben' } }]);

    // Her game page hides ben's lines, old and new. Her own line comes after his on her socket,
    // so once it shows, his would have too.
    const annPage = await site.open(annContext, gamePath);
    await say(annPage, 'hello from ann');
    await expect(chatLines(annPage).getByText('before the block').count()).resolves.toBe(0);
    await say(benPage, 'after the block');
    await chatLines(benPage).getByText('hello from ann').waitFor();
    await say(annPage, 'anyone there');
    await expect(chatLines(annPage).getByText('after the block').count()).resolves.toBe(0);

    // Her own profile lists ben; she unblocks him there.
    const mine = await site.open(annContext, '/u/ann/?lang=en');
    const blocked = mine.getByRole('region', { name: 'Blocked players' });
    await blocked.getByRole('link', { name: 'ben' }).waitFor();
    await blocked.getByRole('button', { name: 'Unblock ben' }).click();
    await blocked.getByText('You have not blocked anyone.').waitFor();
    await expect(site.store.social.blockedBy(ann.id)).resolves.toEqual([]);

    // Unblocked, his lines show again; then she mutes the game's chat.
    await annPage.reload();
    await chatLines(annPage).getByText('after the block').waitFor();
    await annPage.getByRole('switch', { name: 'Mute chat' }).click();
    await chatLines(annPage).getByText('You muted this game’s chat.').waitFor();
    await expect(chatLines(annPage).getByText('after the block').count()).resolves.toBe(0);
    await say(benPage, 'while muted');
    await say(annPage, 'my own line');
    await expect(chatLines(annPage).getByText('while muted').count()).resolves.toBe(0);

    // The mute is kept over a reload, and switched off shows everything.
    await annPage.reload();
    await chatLines(annPage).getByText('You muted this game’s chat.').waitFor();
    await annPage.getByRole('switch', { name: 'Mute chat' }).click();
    await chatLines(annPage).getByText('while muted').waitFor();
    await chatLines(annPage).getByText('after the block').waitFor();
    expect(site.pageErrors).toEqual([]);
  }, 120_000);
});
