/**
 * Friends and private messages in Debian's Chromium against the real server: ann follows ben
 * from his profile while he is in the game room, sees him there on /friends/, opens the
 * conversation and writes; ben (a second browser context, on the lobby page) sees the unread
 * count in the header, opens the conversation, sees ann's next message arrive while it is open,
 * and replies, which ann sees arrive. The refusals as a user sees them: an over-long message,
 * special symbols, the 5 s wait the page counts, the server's own 429, guests, oneself and an
 * unknown name; the follow and message buttons hidden for oneself and for guests.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { measureLayout } from './layout-check.ts';
import { Site, screenshotPath, VIEWPORTS, type ViewportName, waitForBoard } from './site-harness.ts';

let site: Site;

beforeAll(async () => {
  site = await Site.start();
}, 180_000);

afterAll(async () => {
  await site?.close();
});

/** The header polls every 15 s and the friends page too: waits allow two rounds on a loaded machine. */
const POLLED = { timeout: 40_000 };

const messageBox = (page: Page) => page.getByLabel('Your message');
const messages = (page: Page) => page.locator('.tg-talk__message');

async function send(page: Page, text: string): Promise<void> {
  await messageBox(page).fill(text);
  await messageBox(page).press('Enter');
}

describe('friends and private messages', () => {
  it('follows from the profile, finds the friend online, and talks both ways live', async () => {
    const ann = await site.register('ann');
    const ben = await site.register('ben');
    const annContext = await site.context(VIEWPORTS.desktop, ann);
    const benContext = await site.context(VIEWPORTS.desktop, ben);
    const lobby = await site.open(benContext, '/play/room/?lang=en');
    await lobby.getByRole('link', { name: 'Friends' }).waitFor();

    // Ann follows ben from his profile.
    const profile = await site.open(annContext, '/u/ben/?lang=en');
    await profile.getByRole('button', { name: 'Follow' }).click();
    await profile.getByRole('status').filter({ hasText: 'You follow ben' }).waitFor();
    await profile.getByRole('button', { name: 'Unfollow' }).waitFor();
    await expect(site.store.social.followeesOf(ann.id)).resolves.toEqual([ben.id]);

    // /friends/: ben is in the game room; following is one way.
    const friends = await site.open(annContext, '/friends/?lang=en');
    await friends.getByRole('heading', { name: 'Following' }).waitFor();
    const benRow = friends.locator('[data-friend="ben"]');
    await benRow.getByText('In the game room').waitFor(POLLED);
    await friends.getByText('No messages yet.').waitFor();
    await friends.screenshot({ path: screenshotPath('friends-page') });
    await benRow.getByRole('link', { name: 'Message' }).click();

    // The conversation: empty, then ann's first message.
    await friends.waitForURL('**/messages/ben/');
    const annTalk = friends;
    await annTalk.getByRole('heading', { name: 'Messages with ben' }).waitFor();
    await annTalk.getByText('No messages yet. Say hello!').waitFor();
    await send(annTalk, 'Hello ben, a game tonight');
    await messages(annTalk).filter({ hasText: 'Hello ben, a game tonight' }).waitFor();
    await annTalk.getByRole('button', { name: /^Wait \d s$/ }).waitFor();

    // Ben, in the lobby, sees one unread message in the header, and opens it from /friends/.
    await lobby.locator('.tg-friends-link [data-unread="1"]').waitFor(POLLED);
    await lobby.getByRole('link', { name: /Friends/ }).click();
    await lobby.waitForURL('**/friends/');
    const fromAnn = lobby.locator('[data-conversation="ann"]');
    await fromAnn.getByText('Hello ben, a game tonight').waitFor();
    await expect(fromAnn.getAttribute('data-unread')).resolves.toBe('1');
    await fromAnn.getByRole('link').click();
    await lobby.waitForURL('**/messages/ann/');
    const benTalk = lobby;
    const first = messages(benTalk).filter({ hasText: 'Hello ben, a game tonight' });
    await first.getByText('New').waitFor();
    // Reading it marked it read: the header's count goes.
    await benTalk.locator('.tg-friends-link .tg-unread').waitFor({ state: 'detached', ...POLLED });
    await expect(site.store.social.unreadCount(ben.id)).resolves.toBe(0);

    // Ann's next message arrives while ben's conversation is open.
    await annTalk.getByRole('button', { name: 'Send' }).waitFor();
    await send(annTalk, 'Are you free at eight');
    await messages(benTalk).filter({ hasText: 'Are you free at eight' }).waitFor(POLLED);
    await send(benTalk, 'Yes, see you then');
    await messages(annTalk).filter({ hasText: 'Yes, see you then' }).waitFor(POLLED);
    // Both avatars: each side's letters, ann's messages on her side.
    await expect(messages(annTalk).count()).resolves.toBe(3);
    await expect(annTalk.locator('.tg-talk__message--mine').count()).resolves.toBe(2);
    await benTalk.screenshot({ path: screenshotPath('friends-conversation') });

    // The refusals, as ann sees them; none stores anything.
    const stored = async () =>
      (await site.store.social.readConversation(ben.id, ann.id, { offset: 0, limit: 100 })).length;
    const before = await stored();
    const problem = annTalk.getByRole('alert');
    await send(annTalk, 'x'.repeat(101));
    await problem.filter({ hasText: 'A message has at most 100 characters.' }).waitFor();
    await annTalk.getByText('101/100').waitFor();
    await send(annTalk, 'see you (at eight)');
    await problem.filter({ hasText: 'Special symbols are not allowed' }).waitFor();
    await send(annTalk, '   ');
    await problem.filter({ hasText: 'Write a message first.' }).waitFor();
    await annTalk.getByRole('button', { name: 'Send' }).waitFor();
    await send(annTalk, 'one');
    await annTalk.locator('.tg-talk__text', { hasText: /^one$/ }).waitFor();
    await send(annTalk, 'two');
    await problem.filter({ hasText: /^One message every 5 seconds: wait [1-5] s\.$/ }).waitFor();
    // The server's own throttle: a message sent elsewhere (another tab) just before this one.
    await annTalk.getByRole('button', { name: 'Send' }).waitFor();
    const elsewhere = await fetch(`${site.url}/jwt/writeprimsg/`, {
      method: 'POST',
      headers: { authorization: `JWT ${ann.token}` },
      body: new URLSearchParams({ userid: String(ben.id), content: 'from another tab' }),
    });
    expect(elsewhere.status).toBe(200);
    await send(annTalk, 'three');
    await problem
      .filter({ hasText: /^The server refused the message: wait [1-5] s before the next one\.$/ })
      .waitFor();
    await annTalk.getByRole('button', { name: /^Wait \d s$/ }).waitFor();
    expect(await stored()).toBe(before + 2);
    await annTalk.screenshot({ path: screenshotPath('friends-refusals') });
    expect(site.pageErrors).toEqual([]);
  }, 240_000);

  it('refuses guests, oneself and unknown names, and offers no follow to oneself or guests', async () => {
    const cat = await site.register('cat');
    await site.register('dan');
    const context = await site.context(VIEWPORTS.phone, cat);
    const page = await site.open(context, '/messages/guest_123456789/?lang=en');
    await page.getByRole('alert').filter({ hasText: 'Guests cannot receive messages.' }).waitFor();
    await page.goto(`${site.url}/messages/cat/?lang=en`);
    await page.getByRole('alert').filter({ hasText: 'You cannot send messages to yourself.' }).waitFor();
    await page.goto(`${site.url}/messages/nobody/?lang=en`);
    await page.getByRole('alert').filter({ hasText: 'There is no player named nobody.' }).waitFor();
    await expect(messageBox(page).count()).resolves.toBe(0);

    await page.goto(`${site.url}/u/cat/?lang=en`);
    await page.getByText('This is your profile').or(page.locator('.tg-profile')).first().waitFor();
    await expect(page.getByRole('button', { name: 'Follow' }).count()).resolves.toBe(0);
    await page.goto(`${site.url}/u/dan/?lang=en`);
    await page.getByRole('button', { name: 'Follow' }).waitFor();

    const guest = await site.open(await site.context(VIEWPORTS.desktop), '/u/dan/?lang=en');
    await guest.locator('.tg-profile').waitFor();
    await expect(guest.getByRole('button', { name: 'Follow' }).count()).resolves.toBe(0);
    await expect(guest.getByRole('link', { name: 'Friends' }).count()).resolves.toBe(0);
    const guestTalk = await site.open(await site.context(VIEWPORTS.desktop), '/messages/dan/?lang=en');
    await guestTalk.getByRole('link', { name: 'Sign in to read and send messages.' }).waitFor();
    expect(site.pageErrors).toEqual([]);
  }, 120_000);

  it("follows and writes from the game page's user card, in a window over the game", async () => {
    const eve = await site.register('eve');
    const fay = await site.register('fay');
    const play = await site.createPlay(eve, fay);
    const path = `/play/p/${play.id}/?lang=en`;
    const game = await site.open(await site.context(VIEWPORTS.desktop, eve), path);
    await site.open(await site.context(VIEWPORTS.desktop, fay), path);
    await waitForBoard(game);

    // One's own card offers neither.
    await game.getByRole('button', { name: 'Show the card of eve' }).click();
    const card = game.getByRole('region', { name: 'User card' });
    await card.getByText(/^Wins 0, losses 0$/).waitFor();
    await expect(card.getByRole('button', { name: 'Send a message' }).count()).resolves.toBe(0);
    await expect(card.getByRole('button', { name: 'Add friend' }).count()).resolves.toBe(0);

    await game.getByRole('button', { name: 'Show the card of fay' }).click();
    await card.getByRole('heading', { name: 'fay' }).waitFor();
    await card.getByRole('button', { name: 'Add friend' }).click();
    await card.getByRole('button', { name: 'Remove friend' }).waitFor();
    await expect(site.store.social.followeesOf(eve.id)).resolves.toEqual([fay.id]);

    await card.getByRole('button', { name: 'Send a message' }).click();
    const window = game.getByRole('dialog', { name: 'Messages with fay' });
    await window.getByText('No messages yet. Say hello!').waitFor();
    await send(game, 'Good game so far');
    await window.locator('.tg-talk__text', { hasText: 'Good game so far' }).waitFor();
    await game.screenshot({ path: screenshotPath('friends-game-window') });
    await window.getByRole('button', { name: 'Close' }).click();
    await window.waitFor({ state: 'detached' });
    await expect(site.store.social.unreadCount(fay.id)).resolves.toBe(1);

    // On /friends/, fay is playing this game, with a link to it.
    const friends = await site.open(game.context(), '/friends/?lang=en');
    const fayRow = friends.locator('[data-friend="fay"]');
    await fayRow.getByText('Playing a game').waitFor(POLLED);
    await expect(fayRow.getByRole('link', { name: 'Open the game' }).getAttribute('href')).resolves.toBe(
      `/play/p/${play.id}/`,
    );
    // A friend who opens the game as a spectator is watching it, with the same link.
    const gwen = await site.register('gwen');
    await site.store.social.setFollow(eve.id, gwen.id, true, Date.now());
    await site.open(await site.context(VIEWPORTS.desktop, gwen), path);
    const gwenRow = friends.locator('[data-friend="gwen"]');
    await gwenRow.getByText('Watching a game').waitFor(POLLED);
    await expect(gwenRow.getByRole('link', { name: 'Open the game' }).getAttribute('href')).resolves.toBe(
      `/play/p/${play.id}/`,
    );
    await friends.screenshot({ path: screenshotPath('friends-watching') });
    expect(site.pageErrors).toEqual([]);
  }, 120_000);

  it('the send button comes back when the 5 s are over, whenever the page is drawn', async () => {
    const ivy = await site.register('ivy');
    await site.register('jon');
    const clocked = await site.context(VIEWPORTS.desktop, ivy);
    await clocked.clock.install();
    const talk = await site.open(clocked, '/messages/jon/?lang=en');
    await talk.getByText('No messages yet. Say hello!').waitFor();
    // The page's time stands still from here; only the test moves it.
    await talk.clock.pauseAt((await talk.evaluate(() => Date.now())) + 1_000);
    await send(talk, 'hello');
    await messages(talk).filter({ hasText: 'hello' }).waitFor();
    await talk.getByRole('button', { name: 'Wait 5 s' }).waitFor();
    // The last tick of the countdown, then the 5 s pass with no tick before the page is drawn again
    // (typing draws it): the button says Send, not the last tick's "Wait 1 s".
    await talk.clock.runFor(4_800);
    await talk.getByRole('button', { name: 'Wait 1 s' }).waitFor();
    await talk.clock.setSystemTime((await talk.evaluate(() => Date.now())) + 400);
    await messageBox(talk).fill('again');
    await talk.getByRole('button', { name: 'Send' }).waitFor();
  });

  it('lays out the friends page and a conversation on phones and desktops, in English and Korean', async () => {
    const gil = await site.register('gil');
    const hal = await site.register('hal_with_a_long_name');
    await site.store.social.setFollow(gil.id, hal.id, true, Date.now());
    await site.store.social.sendPrivateMessage(
      { fromId: hal.id, toId: gil.id, content: '围'.repeat(100), at: Date.now() },
      () => 0,
    );
    const minTarget: Record<ViewportName, number> = { phone: 44, tablet: 24, desktop: 24, wide: 24 };
    for (const viewport of ['phone', 'desktop'] as const) {
      for (const lang of ['en', 'ko']) {
        const context = await site.context(VIEWPORTS[viewport], gil);
        for (const [screen, path] of [
          ['friends', '/friends/'],
          ['conversation', '/messages/hal_with_a_long_name/'],
        ] as const) {
          const page = await site.open(context, `${path}?lang=${lang}`);
          await page
            .locator(screen === 'friends' ? '[data-conversation]' : '.tg-talk__message')
            .first()
            .waitFor();
          if (viewport === 'phone' && lang === 'en' && screen === 'friends') {
            // Not read yet: the folded menu's button carries the count.
            await page.locator('.tg-header__menu-button [data-unread="1"]').waitFor();
          }
          await page.evaluate(
            () => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))),
          );
          await page.screenshot({
            path: screenshotPath(`friends-${viewport}-${lang}-${screen}`),
            fullPage: true,
          });
          const report = await page.evaluate(measureLayout, { minTarget: minTarget[viewport] });
          const where = `${viewport} ${lang} ${screen}`;
          expect(report.overlaps, where).toEqual([]);
          expect(report.cutOff, where).toEqual([]);
          expect(report.overflowingText, where).toEqual([]);
          expect(report.sidewaysScrollers, where).toEqual([]);
          expect(report.scrollWidth, where).toBeLessThanOrEqual(report.viewport.width);
          // A phone's window widens to fit a page too wide for it: the width must be the phone's.
          expect(report.viewport.width, where).toBe(VIEWPORTS[viewport].viewport.width);
          expect(report.smallTargets, where).toEqual([]);
          await page.close();
        }
      }
    }
    expect(site.pageErrors).toEqual([]);
  }, 180_000);
});
