/**
 * The count after two passes is a proposal, in Debian's Chromium against the real server (with
 * its GNU Go marking the dead stones): after both pass, both players and a watcher see the
 * proposed count (the marks on the board and the panel above the status line, its seconds
 * running down, the clocks stopped); the watcher has no buttons. White refuses: everyone reads
 * that play goes on, and black, whose turn it is after the passes, plays on. Two more passes
 * propose again; one acceptance is shown to everyone, the second ends the game with the count.
 * After a game, the opponent's "play again" reaches a phone: the result window gives way to the
 * invitation, which names the board, time and byo-yomi and stays in view. During a game, an
 * invitation sent from the game room by someone else is read on the game page as one to a game
 * with its own terms, not as a "play again".
 * Screenshots go to test-results/count-proposal/.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { boardShows, clickPoint, countOnBoard } from './board-points.ts';
import { Site, type SiteUser, screenshotPath, waitForBoard } from './site-harness.ts';

const SIZE = 9;
/** Black walls off columns a–e, white f–i; dead stones at hc (black's) and cc (white's). */
const MOVES = [...'abcdefghi'].flatMap((row) => [`e${row}`, `f${row}`]).concat(['hc', 'cc']);
const TERRITORY = '35 26';
const DEAD = 'cc hc';

let site: Site;

beforeAll(async () => {
  site = await Site.start();
}, 180_000);

afterAll(async () => {
  await site?.close();
});

async function pageOf(user: SiteUser, path: string, width = 1280, height = 900): Promise<Page> {
  const context = await site.context({ viewport: { width, height } }, user);
  return site.open(context, path);
}

/** Plays `moves` by clicks after `before`, alternately on the two pages, each seen on every page before the next. */
async function playMoves(
  pages: { black: Page; white: Page; all: Page[] },
  moves: readonly string[],
  before: readonly string[] = [],
) {
  const played = [...before];
  for (const point of moves) {
    const mover = played.length % 2 === 0 ? pages.black : pages.white;
    await mover.getByText('Your move').waitFor();
    await clickPoint(mover, point, SIZE);
    played.push(point);
    for (const p of pages.all) await boardShows(p, played);
  }
}

async function pass(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Pass' }).click();
  await page
    .getByRole('dialog')
    .filter({ hasText: 'Do you want to pass this move?' })
    .getByRole('button', { name: 'Pass' })
    .click();
}

async function shot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: screenshotPath(`count-proposal/${name}`), fullPage: true });
}

describe('the count after two passes', () => {
  it('is proposed to the room; a refusal plays on, two more passes propose again, both accept', async () => {
    const alice = await site.register('alice');
    const bob = await site.register('bob');
    const carol = await site.register('carol');
    const play = await site.createPlay(alice, bob);
    const path = `/play/p/${play.id}/?lang=en`;
    const black = await pageOf(alice, path);
    const white = await pageOf(bob, path, 390, 844);
    const watcher = await pageOf(carol, path, 1440, 900);
    const all = [black, white, watcher];
    for (const p of all) await waitForBoard(p);

    await playMoves({ black, white, all }, MOVES);
    await pass(black);
    await boardShows(white, [...MOVES, 'tt']);
    await pass(white);

    // The proposal: marks on every board, the panel with the count and its seconds; no result yet.
    for (const p of all) {
      await countOnBoard(p, TERRITORY, DEAD);
      const panel = p.getByTestId('count-proposal');
      await panel.waitFor();
      const text = await panel.innerText();
      expect(text).toContain('Both players passed: the proposed count');
      expect(text).toContain('Black has not answered');
      expect(text).toContain('White has not answered');
      expect(text).toMatch(/\d+ s left/);
      await expect(p.getByRole('dialog').filter({ hasText: 'Game over' }).count()).resolves.toBe(0);
    }
    await expect(watcher.getByRole('button', { name: 'Accept the count' }).count()).resolves.toBe(0);
    await expect(watcher.getByRole('button', { name: 'Refuse and play on' }).count()).resolves.toBe(0);
    // On the phone the answer is in view without scrolling past a window.
    await white.getByRole('button', { name: 'Refuse and play on' }).scrollIntoViewIfNeeded();
    await shot(white, 'proposed-phone');
    await shot(watcher, 'proposed-watcher');

    // White refuses: everyone is told; black, to move after the passes, plays on.
    await white.getByRole('button', { name: 'Refuse and play on' }).click();
    for (const p of all) {
      await p
        .getByTestId('count-proposal-refused')
        .filter({ hasText: 'White refused the count: play goes on.' })
        .waitFor();
      await expect(p.getByTestId('count-proposal').count()).resolves.toBe(0);
      await countOnBoard(p, '', '');
    }
    await shot(watcher, 'refused-watcher');
    // black fills a point of his own territory
    await playMoves({ black, white, all }, ['aa'], [...MOVES, 'tt', 'tt']);
    for (const p of all) await expect(p.getByTestId('count-proposal-refused').count()).resolves.toBe(0);

    // One pass after the refusal proposes nothing; the second of a new pair does.
    await pass(white);
    await boardShows(black, [...MOVES, 'tt', 'tt', 'aa', 'tt']);
    await expect(black.getByTestId('count-proposal').count()).resolves.toBe(0);
    await pass(black);
    for (const p of all) await p.getByTestId('count-proposal').waitFor();
    // The engine's marks of this position, as the watcher's board shows them: the game must end on them.
    await watcher.waitForFunction(
      () => document.querySelector<HTMLElement>('.tg-game-board')?.dataset.territory,
    );
    const board = watcher.locator('.tg-game-board');
    const proposedTerritory = (await board.getAttribute('data-territory')) ?? '';
    const proposedDead = ((await board.getAttribute('data-dead')) ?? '')
      .split(' ')
      .filter(Boolean)
      .sort()
      .join(' ');

    await black.getByRole('button', { name: 'Accept the count' }).click();
    for (const p of all)
      await p.getByTestId('count-proposal').filter({ hasText: 'Black accepted' }).waitFor();
    await black.getByText('You accepted the count; waiting for your opponent.').waitFor();
    await expect(black.getByRole('button', { name: 'Accept the count' }).count()).resolves.toBe(0);
    await white.getByRole('button', { name: 'Accept the count' }).click();

    // The game ends by the proposed count, for everyone.
    for (const p of all) {
      await p.getByRole('dialog').filter({ hasText: 'Game over' }).first().waitFor();
      await countOnBoard(p, proposedTerritory, proposedDead);
      await expect(p.getByTestId('count-proposal').count()).resolves.toBe(0);
    }
    await shot(watcher, 'accepted-watcher');
    expect(site.pageErrors).toEqual([]);
  }, 300_000);

  it('after the game, a "play again" on a phone replaces the result window and stays in view', async () => {
    const dan = await site.register('dan');
    const erin = await site.register('erin');
    const play = await site.createPlay(dan, erin);
    const path = `/play/p/${play.id}/?lang=en`;
    const black = await pageOf(dan, path);
    const white = await pageOf(erin, path, 390, 844);
    for (const p of [black, white]) await waitForBoard(p);
    await pass(black);
    await boardShows(white, ['tt']);
    await pass(white);
    for (const p of [black, white]) await p.getByRole('button', { name: 'Accept the count' }).click();
    const result = white.getByRole('dialog').filter({ hasText: 'Game over' });
    await result.waitFor();

    // Black reads his result and invites white again.
    const blackResult = black.getByRole('dialog').filter({ hasText: 'Game over' });
    await blackResult.getByRole('button', { name: 'OK' }).click();
    await blackResult.waitFor({ state: 'detached' });
    await black.getByRole('button', { name: 'Play again' }).click();
    const invitation = white.locator('.tg-invitation-list__item--received');
    await invitation.waitFor();
    await expect(invitation.innerText()).resolves.toMatch(/dan invites you to play again: 9×9, \d+ min, /);
    await result.waitFor({ state: 'detached' });
    const box = (await invitation.boundingBox())!;
    expect(box.y).toBeGreaterThanOrEqual(0);
    expect(box.y + box.height).toBeLessThanOrEqual(844);
    await shot(white, 'play-again-phone');
    await invitation.getByRole('button', { name: 'Accept' }).click();
    await white.waitForURL((url) => !url.pathname.includes(`/${play.id}/`));
    expect(site.pageErrors).toEqual([]);
  }, 180_000);

  it('during a game, an invitation from the game room reads as one to a game, not "play again"', async () => {
    const frank = await site.register('frank');
    const grace = await site.register('grace');
    const henry = await site.register('henry');
    const play = await site.createPlay(frank, grace);
    const path = `/play/p/${play.id}/?lang=en`;
    const black = await pageOf(frank, path);
    const white = await pageOf(grace, path);
    for (const p of [black, white]) await waitForBoard(p);
    await clickPoint(black, 'ee', SIZE);
    await boardShows(white, ['ee']);

    // Henry, in the game room, invites frank as the room's page does, on terms unlike this game's.
    const room = await site.joinLobby(henry);
    room.send({
      cmd: 'playreq',
      target: 'frank',
      color: 'white',
      size: 13,
      time: 5,
      byoyomi: 20,
      handicap: 0,
    });
    const invitation = black.locator('.tg-invitation-list__item--received');
    await invitation.waitFor();
    const text = await invitation.innerText();
    expect(text).toMatch(/^henry invites you to a game: 13×13, 5 min, byo-yomi 20 s \(\d+ s\)/);
    expect(text).not.toContain('play again');
    await shot(black, 'invitation-during-game');
    // Frank refuses at once (the invitation runs out within seconds).
    await invitation.getByRole('button', { name: 'Reject' }).click();
    await invitation.waitFor({ state: 'detached' });
    // The game goes on beside it: no result, and white still to move.
    await white.getByText('Your move').waitFor();
    await expect(black.getByRole('dialog').filter({ hasText: 'Game over' }).count()).resolves.toBe(0);
    await expect(white.locator('.tg-invitation-list__item--received').count()).resolves.toBe(0);
    expect(site.pageErrors).toEqual([]);
  }, 180_000);
});
