/**
 * The site outside the board's own play, in Chromium against the real server on a fresh build:
 * two people register through /register/, meet in the game room, and go through an invitation
 * refused, one withdrawn and one accepted into the same game with the chosen settings; a level
 * challenge accepted into a ranked even game; a guest
 * watches the room and is asked to sign in to invite; signing out and in again through /login/,
 * with the wrong password refused in words.
 */
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD, Site, VIEWPORTS, waitForBoard } from './site-harness.ts';

let site: Site;

beforeAll(async () => {
  site = await Site.start();
}, 120_000);

afterAll(async () => {
  await site?.close();
});

async function registerThroughPage(page: Page, username: string): Promise<void> {
  await page.goto(`${site.url}/register/?lang=en`);
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Password again').fill(PASSWORD);
  await page.getByRole('button', { name: 'Create account' }).click();
  await page.waitForURL(`${site.url}/play/room/`);
}

/** Opens a dropdown of `scope` by its label and picks the option `value`. */
async function choose(page: Page, scope: Locator, label: string, value: string): Promise<void> {
  const combobox = scope.getByRole('combobox', { name: label });
  await combobox.click();
  await page.getByRole('option', { name: value, exact: true }).click();
  await expect.poll(() => combobox.innerText()).toBe(value);
}

/** The invitation setup for `target`, with the given settings (the defaults where none). */
async function invite(page: Page, target: string, settings: Record<string, string> = {}): Promise<void> {
  await page.getByRole('button', { name: `Invite ${target}` }).click();
  const setup = page.getByRole('dialog', { name: `Invite ${target}` });
  for (const [label, value] of Object.entries(settings)) await choose(page, setup, label, value);
  await setup.getByRole('button', { name: 'Send invitation' }).click();
  await setup.waitFor({ state: 'detached' });
}

/** The online list's entry of `username`. */
function entryOf(page: Page, username: string): Locator {
  return page.getByRole('listitem').filter({ has: page.getByRole('link', { name: username, exact: true }) });
}

/** The invitation dialog's term (`You play`, `Board`…) as shown. */
function term(dialog: Locator, name: string): Promise<string> {
  return dialog.locator('dt', { hasText: name }).locator('xpath=following-sibling::dd[1]').innerText();
}

const CHOSEN = {
  'Your colour': 'Black',
  Board: '9 × 9',
  'Basic time': '5 min',
  'Byo-yomi': '20 s',
  Handicap: '2 stones',
};

describe('registration, the game room and invitations in a browser', () => {
  it('two people register, meet, refuse, withdraw and accept invitations, and land in one game', async () => {
    const alicePage = await (await site.context(VIEWPORTS.desktop)).newPage();
    const bobPage = await (await site.context(VIEWPORTS.phone)).newPage();
    for (const page of [alicePage, bobPage]) page.on('pageerror', (e) => site.pageErrors.push(e.message));

    // Alice registers and is alone in the room.
    await registerThroughPage(alicePage, 'alice');
    await alicePage.getByRole('heading', { name: 'Game room', level: 1 }).waitFor();
    await alicePage.getByText('No other player is here yet.', { exact: false }).waitFor();

    // Her level and record come from the server: 1D after one won game.
    const alice = (await site.store.userByName('alice'))!;
    await site.store.updateUser(alice.id, { rank: 315 });
    const carol = await site.register('carol');
    const won = await site.createPlay(alice, carol);
    await site.store.finishPlay(won.id, {
      result: 1,
      winType: 1,
      winNumber: 0,
      resultText: 'B+R',
      finalMoves: [],
      sgf: '',
      finishedAt: Date.now(),
    });
    await alicePage.reload();
    // In the room again (the button shows once the socket has joined), with her new profile.
    await alicePage.getByRole('button', { name: 'Invite by name' }).waitFor();

    // Bob registers on his phone; each sees the other with level and record.
    await registerThroughPage(bobPage, 'bob');
    await expect.poll(() => entryOf(bobPage, 'alice').innerText()).toContain('1D · 1 W / 0 L');
    await expect.poll(() => entryOf(alicePage, 'bob').innerText()).toContain('Auto · 0 W / 0 L');
    await expect.poll(() => entryOf(alicePage, 'alice').innerText()).toContain('(you)');

    // A guest watches the special-mode room: both listed, no invite, asked to sign in.
    const guestPage = await site.open(await site.context(VIEWPORTS.desktop), '/yxy/playdoor/?lang=en');
    await guestPage.getByRole('heading', { name: 'Game room', level: 1 }).waitFor();
    await entryOf(guestPage, 'alice').waitFor();
    await entryOf(guestPage, 'bob').waitFor();
    await guestPage.getByText('You are watching as a guest. Sign in to invite players.').waitFor();
    await expect(guestPage.getByRole('button', { name: /^Invite/ }).count()).resolves.toBe(0);
    // The players see the guest counted, not listed.
    await alicePage.getByText('2 players online and 1 guest watching').waitFor();
    await expect(alicePage.getByRole('link', { name: /^guest_/ }).count()).resolves.toBe(0);

    // 1. Alice invites with her settings; Bob sees them with the countdown, and refuses.
    await invite(alicePage, 'bob', CHOSEN);
    const sent = alicePage.getByRole('alertdialog', { name: 'Invitation sent' });
    await sent.getByText('Waiting for bob (Auto) to answer.').waitFor();
    await expect(term(sent, 'You play')).resolves.toBe('Black');
    const received = bobPage.getByRole('alertdialog', { name: 'Invitation received' });
    await received.getByText('alice (1D) invites you to a game.').waitFor();
    await expect(term(received, 'You play')).resolves.toBe('White');
    await expect(term(received, 'Board')).resolves.toBe('9 × 9');
    await expect(term(received, 'Time')).resolves.toBe('5 min + 20 s × 3');
    await expect(term(received, 'Handicap')).resolves.toBe('2 stones');
    const seconds = received.locator('.tg-invitation__seconds');
    const first = Number(await seconds.innerText());
    expect(first).toBeGreaterThanOrEqual(1);
    expect(first).toBeLessThanOrEqual(10);
    await expect(received.getByText(/^\d+ seconds? left$/).count()).resolves.toBe(1);
    await expect.poll(async () => Number(await seconds.innerText()), { timeout: 5000 }).toBeLessThan(first);
    await received.getByRole('button', { name: 'Reject' }).click();
    await alicePage.getByText('The opponent refused your invitation.').waitFor();
    await sent.waitFor({ state: 'detached' });
    await received.waitFor({ state: 'detached' });

    // 2. Alice invites again and withdraws: Bob's dialog closes.
    await invite(alicePage, 'bob');
    await received.waitFor();
    await sent.getByRole('button', { name: 'Cancel invitation' }).click();
    await received.waitFor({ state: 'detached' });
    await bobPage.getByText('alice withdrew the invitation.').waitFor();
    await sent.waitFor({ state: 'detached' });

    // 3. Alice invites once more and Bob accepts: both go to the same game.
    await invite(alicePage, 'bob', CHOSEN);
    await received.getByRole('button', { name: 'Accept' }).click();
    const game = /\/play\/p\/(\d+)\/$/;
    await alicePage.waitForURL(game);
    await bobPage.waitForURL(game);
    const playId = Number(game.exec(alicePage.url())?.[1]);
    expect(bobPage.url()).toBe(alicePage.url());
    await waitForBoard(alicePage);
    await waitForBoard(bobPage);

    // The chosen settings made the game: Alice black, Bob white, white first after 2 stones.
    const play = (await site.store.playById(playId))!;
    expect(play).toMatchObject({
      blackId: alice.id,
      boardSize: 9,
      mainMinutes: 5,
      byoyomiSeconds: 20,
      handicap: 2,
    });
    await expect(alicePage.locator('.tg-player-bar--black').innerText()).resolves.toMatch(/alice[\s\S]*You/);
    await expect(bobPage.locator('.tg-player-bar--white').innerText()).resolves.toMatch(/bob[\s\S]*You/);
    await bobPage.getByText('Your move').waitFor();
    await alicePage.getByText("Opponent's move").waitFor();

    // The guest's sign-in link comes back to the room afterwards.
    await guestPage.getByRole('main').getByRole('link', { name: 'Sign in' }).click();
    await guestPage.waitForURL(`${site.url}/login/?next=%2Fyxy%2Fplaydoor%2F`);
    expect(site.pageErrors).toEqual([]);
  });

  it('a level challenge: the switch makes it even, the target sees type 4, accepted into one ranked game', async () => {
    const [erin, finn] = await Promise.all([site.register('erin'), site.register('finn')]);
    const erinPage = await site.open(await site.context(VIEWPORTS.desktop, erin), '/play/room/?lang=en');
    const finnPage = await site.open(await site.context(VIEWPORTS.phone, finn), '/play/room/?lang=en');
    await entryOf(erinPage, 'finn').waitFor();

    await erinPage.getByRole('button', { name: 'Invite finn' }).click();
    const setup = erinPage.getByRole('dialog', { name: 'Invite finn' });
    await choose(erinPage, setup, 'Handicap', '3 stones');
    const handicap = setup.getByRole('combobox', { name: 'Handicap' });
    await setup.getByRole('switch', { name: 'Level challenge' }).click();
    await expect
      .poll(() => setup.getByRole('switch', { name: 'Level challenge' }).getAttribute('aria-checked'))
      .toBe('true');
    await expect(handicap.innerText()).resolves.toBe('None');
    await expect(handicap.isDisabled()).resolves.toBe(true);
    await setup.getByText('A ranked even game: no handicap, no take-backs.').waitFor();
    await choose(erinPage, setup, 'Board', '9 × 9');
    await setup.getByRole('button', { name: 'Send invitation' }).click();

    const sent = erinPage.getByRole('alertdialog', { name: 'Level challenge sent' });
    await sent.getByText('Waiting for finn (Auto) to answer.').waitFor();
    const received = finnPage.getByRole('alertdialog', { name: 'Level challenge received' });
    await received.getByText('erin (Auto) challenges you to a ranked game.').waitFor();
    await expect(term(received, 'Handicap')).resolves.toBe('None');
    await received.getByRole('button', { name: 'Accept' }).click();

    const game = /\/play\/p\/(\d+)\/$/;
    await erinPage.waitForURL(game);
    await finnPage.waitForURL(game);
    expect(finnPage.url()).toBe(erinPage.url());
    await waitForBoard(finnPage);
    const play = (await site.store.playById(Number(game.exec(erinPage.url())?.[1])))!;
    expect(play).toMatchObject({ ranked: true, handicap: 0, boardSize: 9, undoAllowed: false });
    expect(site.pageErrors).toEqual([]);
  });

  it('a taken name is refused on /register/, in words', async () => {
    const page = await site.open(await site.context(VIEWPORTS.desktop), '/register/?lang=en');
    await page.getByLabel('Username').fill('Alice');
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByLabel('Password again').fill(`${PASSWORD}!`);
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.getByText('The two passwords are not the same.').waitFor();
    await page.getByLabel('Password again').fill(PASSWORD);
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.getByRole('alert').getByText('This username is taken. Please choose another.').waitFor();
    expect(new URL(page.url()).pathname).toBe('/register/');
  });

  it('signing out, then in again through /login/; a wrong password is refused in words', async () => {
    const user = await site.register('dora');
    const page = await site.open(await site.context(VIEWPORTS.desktop, user), '/play/room/?lang=en');
    const header = page.getByRole('banner');
    await header.getByRole('link', { name: /dora/ }).waitFor();
    await header.getByRole('button', { name: 'Sign out' }).click();
    await page.getByText('You are watching as a guest. Sign in to invite players.').waitFor();
    expect(await page.context().cookies()).toEqual([]);

    await header.getByRole('link', { name: 'Sign in' }).click();
    await page.waitForURL((url) => url.pathname === '/login/');
    expect(new URL(page.url()).searchParams.get('next')).toBe('/play/room/?lang=en');
    await page.getByLabel('Username').fill('dora');
    await page.getByLabel('Password').fill('not-her-password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('alert').getByText('Wrong username or password.').waitFor();
    expect(new URL(page.url()).pathname).toBe('/login/');

    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(`${site.url}/play/room/?lang=en`);
    await header.getByRole('link', { name: /dora/ }).waitFor();
    await header.getByRole('button', { name: 'Sign out' }).waitFor();
    expect(site.pageErrors).toEqual([]);
  });
});
