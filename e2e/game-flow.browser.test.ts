/**
 * A whole game on the game page in Debian's Chromium against the real server serving a fresh
 * build: two players in two browser contexts and a guest in a third. Moves are real clicks on
 * the board's canvas at the points its own layout computes. On the way: a counting request
 * blocked by the rule (32), a take-back asked and accepted (27, 28), a dropped socket (35) and
 * the reconnect, chat both ways and a refused message, a counting request refused with a reason
 * (18, 19, 20), the resignation (7, then 8 and 9), the guest's inline result and lost link, and
 * the review: buttons, wheel, keys, situation judgement, the research window and auto-play.
 */
import type { Browser, Page, WebSocketRoute } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { boardShows, clickPoint } from './board-points.ts';
import { Site } from './site-harness.ts';

const SIZE = 9;

let site: Site;
let browser: Browser;

const register = (username: string) => site.register(username);

/**
 * A page whose game socket goes through a switch: `drop()` closes the link as a network failure
 * would and refuses new ones until `restore()`.
 */
async function openPage(token: string | null) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  if (token) await context.addCookies([{ name: 'tengen_token', value: token, url: site.url }]);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  let blocked = false;
  let current: WebSocketRoute | null = null;
  await page.routeWebSocket(/\/ws/, (ws) => {
    if (blocked) {
      void ws.close({ code: 1011, reason: 'blocked' });
      return;
    }
    current = ws;
    ws.connectToServer();
  });
  return {
    page,
    errors,
    drop: async () => {
      blocked = true;
      await current?.close({ code: 1011, reason: 'dropped' });
    },
    restore: () => {
      blocked = false;
    },
  };
}

/** Waits until the board widget itself shows exactly these moves. */
const reviewPosition = (page: Page) => page.locator('.tg-review__position');

beforeAll(async () => {
  site = await Site.start();
  browser = site.browser;
}, 180_000);

afterAll(async () => {
  await site?.close();
});

describe('a whole game in the browser', () => {
  it('players, a guest, requests, chat, a dropped link, resignation and review', async () => {
    const alice = await register('alice');
    const bob = await register('bob');
    const now = Date.now();
    const play = await site.store.createPlay({
      boardSize: SIZE,
      mainMinutes: 10,
      byoyomiSeconds: 30,
      byoyomiPeriods: 3,
      undoAllowed: true,
      blackChat: true,
      whiteChat: true,
      blackId: alice.id,
      whiteId: bob.id,
      startsAt: now - 1,
      createdAt: now,
    });
    const url = `${site.url}/play/p/${play.id}/?lang=en`;
    const black = await openPage(alice.token);
    const white = await openPage(bob.token);
    const guest = await openPage(null);
    for (const p of [black, white, guest]) await p.page.goto(url);
    await black.page.getByText('Your move').waitFor();
    await white.page.getByText("Opponent's move").waitFor();
    await guest.page.getByText('Black to play', { exact: true }).waitFor();
    // The board-ready mark the web benchmark waits for: there, once.
    const marks = () => performance.getEntriesByName('tengen:board-ready').length;
    await expect(black.page.waitForFunction(marks).then(() => black.page.evaluate(marks))).resolves.toBe(1);

    const played: string[] = [];
    const everyone = [black, white, guest];
    const move = async (point: string) => {
      const mover = played.length % 2 === 0 ? black : white;
      await mover.page.getByText('Your move').waitFor();
      await clickPoint(mover.page, point, SIZE);
      played.push(point);
      // Every move arrives on every board, the guest's too, in order.
      for (const p of everyone) await boardShows(p.page, played);
    };
    const okay = async (page: Page, text: string) => {
      const dialog = page.getByRole('dialog').filter({ hasText: text });
      await dialog.waitFor();
      await dialog.getByRole('button', { name: 'OK' }).click();
    };

    // No captures: black fills columns c and d, white columns g and f.
    const line = (col: string) => [...'abcdefghi'].map((row) => col + row);
    const blackMoves = [...line('c'), ...line('d')];
    const whiteMoves = [...line('g'), ...line('f')];

    await move(blackMoves[0]);
    await move(whiteMoves[0]);

    // Counting before 20 moves on 9×9: refused by the rule, at once (32).
    await black.page.getByRole('button', { name: 'Count', exact: true }).click();
    await okay(black.page, 'Counting must be requested after 20 moves');

    // A take-back: asked (27), accepted by the opponent (28); the move is gone everywhere.
    await move(blackMoves[1]);
    await black.page.getByRole('button', { name: 'Undo' }).click();
    await black.page.getByRole('dialog').getByRole('button', { name: 'Request take-back' }).click();
    const asked = white.page.getByRole('alertdialog').filter({ hasText: 'take back their last move' });
    // While it waits for the answer both clocks stand still, and every page says so, the guest's too.
    const stopped = (p: Page) => p.getByText(/^Clocks stopped: waiting for an answer \(\d+ s\)$/).first();
    for (const p of everyone) await stopped(p.page).waitFor();
    await asked.getByRole('button', { name: 'Agree' }).click();
    for (const p of everyone) await stopped(p.page).waitFor({ state: 'detached' });
    played.pop();
    for (const p of everyone) await boardShows(p.page, played);
    // "Request sent" closes by itself once the opponent has answered.
    await black.page
      .getByRole('dialog')
      .filter({ hasText: 'Request sent, waiting for the opponent to accept.' })
      .waitFor({ state: 'detached' });

    for (let i = 1; i < 6; i++) {
      await move(blackMoves[i]);
      await move(whiteMoves[i]);
    }

    // White's link drops (35); black plays meanwhile; after reconnecting every move is there once.
    await white.drop();
    await white.page
      .getByRole('alertdialog')
      .filter({ hasText: 'Your network connection is disconnected.' })
      .waitFor();
    await black.page.getByText('Your move').waitFor();
    await clickPoint(black.page, blackMoves[6], SIZE);
    played.push(blackMoves[6]);
    await boardShows(black.page, played);
    white.restore();
    await white.page.getByRole('alertdialog').getByRole('button', { name: 'Reconnect' }).click();
    await boardShows(white.page, played);
    await expect(white.page.getByRole('alertdialog').count()).resolves.toBe(0);
    await move(whiteMoves[6]);

    // Chat both ways; a message with a forbidden symbol is refused with the seed's reason.
    const say = async (page: Page, text: string) => {
      await page.getByPlaceholder('Say something').fill(text);
      await page.getByRole('button', { name: 'Send' }).click();
    };
    await say(black.page, 'hello bob');
    await white.page.locator('.tg-chat__list').getByText('hello bob').waitFor();
    await say(white.page, 'hi alice');
    await black.page.locator('.tg-chat__list').getByText('hi alice').waitFor();
    await black.page.getByPlaceholder('Say something').fill('nice move!');
    await black.page.locator('.tg-chat__form').getByRole('button').click();
    await black.page.getByRole('alert').filter({ hasText: 'Special symbols are not allowed' }).waitFor();
    await expect(black.page.locator('.tg-chat__list').getByText('nice move!').count()).resolves.toBe(0);

    for (let i = 7; i < 10; i++) {
      await move(blackMoves[i]);
      await move(whiteMoves[i]);
    }
    expect(played.length).toBe(20);

    // Counting asked (18), refused with a reason (19), the asker told why (20).
    await black.page.getByRole('button', { name: 'Count', exact: true }).click();
    await black.page.getByRole('dialog').getByRole('button', { name: 'Request counting' }).click();
    const counting = white.page.getByRole('alertdialog').filter({ hasText: 'asks to count' });
    await counting.getByRole('button', { name: 'Please finish the endgame first.' }).click();
    // The refusal shows at once: "request sent" has closed.
    const refused = black.page.getByRole('dialog').filter({ hasText: 'refused your counting request' });
    await refused.getByText('Reason: Please finish the endgame first.').waitFor();
    await expect(black.page.getByRole('dialog').filter({ hasText: 'Request sent' }).count()).resolves.toBe(0);
    await refused.getByRole('button', { name: 'OK' }).click();

    await move(blackMoves[10]);
    await move(whiteMoves[10]);

    // The guest's link drops too: said inline, no overlay; it comes back.
    await guest.drop();
    await guest.page
      .getByRole('alert')
      .filter({ hasText: 'Your network connection is disconnected.' })
      .waitFor();
    await expect(guest.page.getByRole('alertdialog').count()).resolves.toBe(0);
    guest.restore();
    await guest.page.getByRole('button', { name: 'Reconnect' }).click();
    await boardShows(guest.page, played);

    // Black resigns (possible from move 11), confirmed in 7: black reads 9, white 8, the guest a line.
    await black.page.getByRole('button', { name: 'Resign', exact: true }).click();
    await black.page.getByRole('dialog').getByRole('button', { name: 'Resign' }).click();
    await okay(black.page, 'You resigned. The game is lost.');
    await okay(white.page, 'You win: your opponent resigned.');
    await guest.page.getByText('White wins by resignation.').waitFor();
    await expect(guest.page.getByRole('dialog').count()).resolves.toBe(0);

    // Review: the buttons, the wheel over the board and the keys each step the board.
    const total = played.length;
    const page = guest.page;
    await expect(reviewPosition(page).innerText()).resolves.toBe(`Move ${total} of ${total}`);
    await page.getByRole('button', { name: 'First move' }).click();
    await boardShows(page, []);
    await page.getByRole('button', { name: 'Forward 5 moves' }).click();
    await page.getByRole('button', { name: 'Forward 1 move' }).click();
    await boardShows(page, played.slice(0, 6));
    const box = (await page.locator('.tg-game-board').boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.wheel(0, 100);
    await boardShows(page, played.slice(0, 7));
    await page.mouse.wheel(0, -100);
    await boardShows(page, played.slice(0, 6));
    await page.keyboard.press('ArrowRight');
    await boardShows(page, played.slice(0, 7));
    await page.getByRole('button', { name: 'Back 1 move' }).click();
    await page.getByRole('button', { name: 'Back 5 moves' }).click();
    await boardShows(page, played.slice(0, 1));
    await page.getByRole('button', { name: 'Last move' }).click();
    await page.getByRole('button', { name: 'Back 5 moves' }).click();
    await boardShows(page, played.slice(0, total - 5));

    // Situation judgement of the position shown: the engine's lead, in quarter stones.
    const judgement = page.getByRole('switch', { name: 'Situation judgement' });
    await judgement.click();
    await page
      .locator('.tg-judgement-result')
      .filter({ hasText: /leads by|even/ })
      .waitFor();
    await judgement.click();
    await expect(page.locator('.tg-judgement-result').count()).resolves.toBe(0);

    // A player studies the final position in the research window and asks for an estimate.
    await white.page.getByRole('button', { name: 'Study' }).click();
    await white.page.getByRole('dialog').getByRole('button', { name: 'Open research window' }).click();
    const research = white.page.getByRole('dialog', { name: 'Research' });
    await research.getByRole('button', { name: 'Estimate' }).click();
    await research.locator('.tg-estimate__lead').waitFor();

    // Auto-play runs to the end and stops there.
    await page.getByRole('button', { name: 'Auto-play' }).click();
    await boardShows(page, played);
    await page.locator('.tg-review__play[aria-pressed="false"]').waitFor();
    await expect(reviewPosition(page).innerText()).resolves.toBe(`Move ${total} of ${total}`);

    for (const p of everyone) expect(p.errors).toEqual([]);
  }, 180_000);
});
