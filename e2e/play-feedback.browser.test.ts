/**
 * What the game page tells the players, in Debian's Chromium against the real server on a fresh
 * build, two players in two pages (and someone watching where it says so):
 * - a pass is said to both players and the watcher (status line and a notice over the board, a
 *   sound when sound effects are on, none when off), in the five languages;
 * - a move that may not be played (a ko retake from a real ko, a suicide, an occupied point, a
 *   click out of turn) says why and leaves no stone on the board;
 * - "request sent" closes by itself when the take-back or the count is agreed, and the refusal
 *   shows at once; at the end of the game the result is the one window left;
 * - a short byo-yomi clock turns red in the last 10 s of a period, and those seconds are counted
 *   by their own sound when sound effects are on.
 */
import type { Language } from '@tengen/protocol';
import type { BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NewPlay } from '../packages/server/src/storage/types.ts';
import { RESOURCES } from '../packages/web/src/i18n/resources.ts';
import { boardShows, clickPoint } from './board-points.ts';
import { Site, type SiteUser, waitForBoard } from './site-harness.ts';

const SIZE = 9;
const DESKTOP = { viewport: { width: 1280, height: 900 } } as const satisfies BrowserContextOptions;
const LANGUAGES: readonly Language[] = ['en', 'cn', 'ja', 'ko', 'zh_Hant'];

let site: Site;

beforeAll(async () => {
  site = await Site.start();
}, 180_000);

afterAll(async () => {
  await site?.close();
});

interface PageOptions {
  /** The viewer's sound effects setting (stored as the settings window stores it). */
  readonly soundEffect?: boolean;
}

/**
 * A page of the game as `user` (a guest when null) that notes every tone the page starts: the
 * cues are Web Audio oscillators, so each started one is a sound the viewer would hear.
 */
async function gamePage(user: SiteUser | null, playId: number, options: PageOptions = {}): Promise<Page> {
  const context = await site.context(DESKTOP, user);
  await context.addInitScript((soundEffect) => {
    const w = window as unknown as { tones: { hz: number; wave: string }[] };
    w.tones = [];
    const start = OscillatorNode.prototype.start;
    OscillatorNode.prototype.start = function (this: OscillatorNode, ...args: [number?]) {
      w.tones.push({ hz: this.frequency.value, wave: this.type });
      return start.apply(this, args);
    };
    if (soundEffect !== null) localStorage.setItem('tengen.settings', JSON.stringify({ soundEffect }));
  }, options.soundEffect ?? null);
  const page = await site.open(context, `/play/p/${playId}/?lang=en`);
  await waitForBoard(page);
  return page;
}

const tones = (page: Page) => page.evaluate(() => (window as unknown as { tones: { hz: number }[] }).tones);

async function game(names: [string, string], settings: Partial<NewPlay> = {}) {
  const blackUser = await site.register(names[0]);
  const whiteUser = await site.register(names[1]);
  const now = Date.now();
  const play = await site.store.createPlay({
    boardSize: SIZE,
    mainMinutes: 10,
    byoyomiSeconds: 30,
    byoyomiPeriods: 3,
    blackId: blackUser.id,
    whiteId: whiteUser.id,
    startsAt: now - 1,
    createdAt: now,
    ...settings,
  });
  return { play, blackUser, whiteUser };
}

async function twoPlayers(
  names: [string, string],
  settings: Partial<NewPlay> = {},
  options: PageOptions[] = [],
) {
  const { play, blackUser, whiteUser } = await game(names, settings);
  const black = await gamePage(blackUser, play.id, options[0]);
  const white = await gamePage(whiteUser, play.id, options[1]);
  return { black, white, playId: play.id };
}

const status = (page: Page) => page.locator('.tg-game-status').innerText();
const notice = (page: Page) => page.locator('.tg-board-notice');

/** Plays `moves` by clicks, black first from move `from`, each seen on both boards. */
async function playMoves(black: Page, white: Page, moves: readonly string[], played: string[]) {
  for (const point of moves) {
    const mover = played.length % 2 === 0 ? black : white;
    await mover
      .locator('.tg-game-status')
      .filter({ hasText: /your move/i })
      .waitFor();
    await clickPoint(mover, point, SIZE);
    played.push(point);
    await boardShows(black, played);
    await boardShows(white, played);
  }
}

async function pass(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Pass', exact: true }).click();
  const confirm = page.getByRole('dialog').filter({ hasText: 'Do you want to pass this move?' });
  await confirm.getByRole('button', { name: 'Pass' }).click();
  await confirm.waitFor({ state: 'detached' });
}

/** Every canvas of the board as painted, once two frames have gone by. */
async function boardPixels(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
    return [...document.querySelectorAll<HTMLCanvasElement>('.tg-game-board canvas')].map((c) =>
      c.toDataURL(),
    );
  });
}

/** Clicks a point that may not be played: the reason shows, and the board is as it was. */
async function refusedClick(page: Page, point: string, reason: string): Promise<void> {
  const before = await boardPixels(page);
  await clickPoint(page, point, SIZE);
  const shown = notice(page).filter({ hasText: reason });
  await shown.waitFor();
  await expect(shown.getAttribute('role')).resolves.toBe('alert');
  expect(await boardPixels(page), `no stone left at ${point}`).toEqual(before);
}

const dialogs = (page: Page) => page.locator('[role="dialog"], [role="alertdialog"]');

describe('a pass is said', () => {
  it('to both players and someone watching, with a sound if sound effects are on, in five languages', async () => {
    const { black, white, playId } = await twoPlayers(['ann_pass', 'ben_pass'], {}, [
      {},
      { soundEffect: false },
    ]);
    const watcher = await gamePage(null, playId);
    const played: string[] = [];
    await playMoves(black, white, ['ee'], played);
    await pass(white);
    played.push('tt');

    await black.locator('.tg-game-status').filter({ hasText: 'passed' }).waitFor();
    await expect(status(black)).resolves.toBe('Move 3 · White passed — your move');
    await expect(status(white)).resolves.toBe("Move 3 · You passed — opponent's move");
    await watcher.locator('.tg-game-status').filter({ hasText: 'passed' }).waitFor();
    await expect(status(watcher)).resolves.toBe('Move 3 · White passed — Black to play');
    // The notice over the board, for the players and the watcher.
    await notice(black).filter({ hasText: 'White passed' }).waitFor();
    await notice(watcher).filter({ hasText: 'White passed' }).waitFor();
    await expect(notice(black).getAttribute('role')).resolves.toBe('status');
    // It goes by itself.
    await notice(black).waitFor({ state: 'detached', timeout: 6_000 });

    // Black's sound effects are on: the pass was heard (its two falling notes); white's are off.
    const heard = (await tones(black)).map((t) => t.hz);
    expect(heard).toEqual(expect.arrayContaining([587, 440]));
    expect(await tones(white)).toEqual([]);

    // The watcher reads it in every language.
    for (const lang of LANGUAGES) {
      const t = RESOURCES[lang].play.status;
      await watcher.goto(`${site.url}/play/p/${playId}/?lang=${lang}`);
      await waitForBoard(watcher);
      const expected = `${t.moveNumber.replace('{{count}}', '3')} · ${t.whitePassedBlackToPlay}`;
      await watcher.locator('.tg-game-status').filter({ hasText: t.whitePassedBlackToPlay }).waitFor();
      await expect(status(watcher), lang).resolves.toBe(expected);
    }

    // The next move ends the pass's line.
    await clickPoint(black, 'cc', SIZE);
    played.push('cc');
    await boardShows(white, played);
    await expect(status(white)).resolves.toBe('Move 4 · Your move');
    expect(site.pageErrors).toEqual([]);
  });
});

describe('a move that may not be played', () => {
  it('a ko retake, an occupied point, a click out of turn and a suicide: told why, no stone left', async () => {
    const { black, white } = await twoPlayers(['cat_ko', 'dan_ko']);
    const played: string[] = [];
    // A real ko: black takes white's stone at cc by playing dc.
    await playMoves(black, white, ['cb', 'db', 'bc', 'ec', 'cd', 'dd', 'gg', 'cc', 'dc'], played);
    await white.locator('.tg-game-status').filter({ hasText: 'Your move' }).waitFor();

    await refusedClick(white, 'cc', 'Ko: you cannot retake at once.');
    await refusedClick(white, 'dc', 'There is already a stone there.');
    await refusedClick(black, 'ff', 'It is not your turn.');
    // Nothing went to the server: both boards show the game as it was, white still to play.
    await boardShows(black, played);
    await expect(status(white)).resolves.toBe('Move 10 · Your move');

    // White plays elsewhere and builds a corner that black may not enter: aa is a suicide.
    await playMoves(black, white, ['ba', 'ff', 'ab'], played);
    await black.locator('.tg-game-status').filter({ hasText: 'Your move' }).waitFor();
    await refusedClick(black, 'aa', 'Suicide is not allowed.');
    await boardShows(white, played);

    // A refused click does not stop the next: black plays, and the ko may be taken back now.
    await playMoves(black, white, ['hh', 'cc'], played);
    await expect(status(black)).resolves.toBe('Move 15 · Your move');
    expect(site.pageErrors).toEqual([]);
  });
});

describe('requests close when they are answered', () => {
  const sentText = 'Request sent, waiting for the opponent to accept.';

  it('a take-back agreed and refused: "request sent" never waits for a click', async () => {
    const { black, white } = await twoPlayers(['eve_back', 'fay_back'], { undoAllowed: true });
    const played: string[] = [];
    const ask = async () => {
      await black.getByRole('button', { name: 'Undo', exact: true }).click();
      await black.getByRole('dialog').getByRole('button', { name: 'Request take-back' }).click();
      await black.getByRole('dialog').filter({ hasText: sentText }).waitFor();
    };
    const asked = white.getByRole('alertdialog').filter({ hasText: 'take back their last move' });

    // Agreed: the move goes, and black's "request sent" closes by itself.
    await playMoves(black, white, ['ee'], played);
    await ask();
    await asked.getByRole('button', { name: 'Agree' }).click();
    played.pop();
    await boardShows(black, played);
    await black.getByRole('dialog').filter({ hasText: sentText }).waitFor({ state: 'detached' });
    await expect(dialogs(black).count()).resolves.toBe(0);

    // Refused: "request sent" closes and the refusal shows at once.
    await playMoves(black, white, ['ee'], played);
    await ask();
    await asked.getByRole('button', { name: 'Refuse' }).click();
    const refused = black
      .getByRole('dialog')
      .filter({ hasText: 'The opponent refused your take-back request.' });
    await refused.waitFor();
    await expect(dialogs(black).count()).resolves.toBe(1);
    await refused.getByRole('button', { name: 'OK' }).click();
    await expect(dialogs(black).count()).resolves.toBe(0);

    expect(site.pageErrors).toEqual([]);
  });

  it('a counting request: sent, agreed, the count rejected, then the game ends with one window', async () => {
    const { black, white } = await twoPlayers(['gus_count', 'hal_count']);
    const played: string[] = [];
    // 20 moves (the 9×9 minimum for counting), no captures.
    const line = (col: string) => [...'abcdefghi'].map((row) => col + row);
    const blackMoves = [...line('c'), ...line('d')].slice(0, 10);
    const whiteMoves = [...line('g'), ...line('f')].slice(0, 10);
    await playMoves(
      black,
      white,
      blackMoves.flatMap((b, i) => [b, whiteMoves[i]]),
      played,
    );

    await black.getByRole('button', { name: 'Count', exact: true }).click();
    await black.getByRole('dialog').getByRole('button', { name: 'Request counting' }).click();
    await black.getByRole('dialog').filter({ hasText: sentText }).waitFor();
    await white
      .getByRole('alertdialog')
      .filter({ hasText: 'asks to count' })
      .getByRole('button', { name: 'Agree to count' })
      .click();
    // Agreed: "request sent" gives way to the count, waiting for white to accept it (13a).
    const waiting = black
      .getByRole('dialog')
      .filter({ hasText: 'Waiting for your opponent to accept the result.' });
    await waiting.waitFor();
    await expect(black.getByRole('dialog').filter({ hasText: sentText }).count()).resolves.toBe(0);
    // White rejects the count: 13a closes, and black reads the rejection at once.
    await white
      .getByRole('alertdialog')
      .filter({ hasText: 'Do you accept this result?' })
      .getByRole('button', { name: 'Reject' })
      .click();
    const rejected = black.getByRole('dialog').filter({ hasText: 'does not agree with the counting result' });
    await rejected.waitFor();
    await expect(dialogs(black).count()).resolves.toBe(1);

    // Black leaves that notice open; white resigns. The result is the one window left to read.
    await white.getByRole('button', { name: 'Resign', exact: true }).click();
    await white.getByRole('dialog').getByRole('button', { name: 'Resign' }).click();
    const won = black.getByRole('dialog').filter({ hasText: 'You win: your opponent resigned.' });
    await won.waitFor();
    await expect(dialogs(black).count()).resolves.toBe(1);
    await won.getByRole('button', { name: 'OK' }).click();
    await expect(dialogs(black).count()).resolves.toBe(0);
    const lost = white.getByRole('dialog').filter({ hasText: 'You resigned. The game is lost.' });
    await lost.waitFor();
    await expect(dialogs(white).count()).resolves.toBe(1);
    expect(site.pageErrors).toEqual([]);
  });

  it('a count accepted ends the game in one window: the result with the count', async () => {
    const { black, white } = await twoPlayers(['ida_count', 'jon_count']);
    const played: string[] = [];
    const line = (col: string) => [...'abcdefghi'].map((row) => col + row);
    const blackMoves = [...line('c'), ...line('d')].slice(0, 10);
    const whiteMoves = [...line('g'), ...line('f')].slice(0, 10);
    await playMoves(
      black,
      white,
      blackMoves.flatMap((b, i) => [b, whiteMoves[i]]),
      played,
    );

    await black.getByRole('button', { name: 'Count', exact: true }).click();
    await black.getByRole('dialog').getByRole('button', { name: 'Request counting' }).click();
    await white
      .getByRole('alertdialog')
      .filter({ hasText: 'asks to count' })
      .getByRole('button', { name: 'Agree to count' })
      .click();
    await white
      .getByRole('alertdialog')
      .filter({ hasText: 'Do you accept this result?' })
      .getByRole('button', { name: 'Accept' })
      .click();
    for (const page of [black, white]) {
      const over = page.getByRole('dialog').filter({ hasText: 'The result was accepted. The game is over.' });
      await over.waitFor();
      await over.filter({ hasText: /You (win|lose) by/ }).waitFor();
      await expect(dialogs(page).count()).resolves.toBe(1);
      await over.getByRole('button', { name: 'OK' }).click();
      await expect(dialogs(page).count()).resolves.toBe(0);
    }
    expect(site.pageErrors).toEqual([]);
  });
});

describe('the clock in byo-yomi', () => {
  it('turns red in the last 10 s of a period, counted by its own sound only where sound effects are on', async () => {
    // No main time: each clock runs in its 14-second periods. White's sound effects are on,
    // black's off.
    const { black, white } = await twoPlayers(
      ['kim_clock', 'lou_clock'],
      { mainMinutes: 0, byoyomiSeconds: 14, byoyomiPeriods: 3 },
      [{ soundEffect: false }, {}],
    );
    const bar = (page: Page, color: 'black' | 'white', urgency?: string) =>
      page.locator(`.tg-countdown-bar[data-color="${color}"]${urgency ? `[data-urgency="${urgency}"]` : ''}`);
    const timeColor = (page: Page, color: 'black' | 'white') =>
      bar(page, color)
        .locator('.tg-countdown-bar__time')
        .evaluate((e) => getComputedStyle(e).color);
    const calm = await timeColor(white, 'white');

    // Black's first move sets white's clock running (whether or not black's ran before it).
    await black.locator('.tg-game-status').filter({ hasText: 'Your move' }).waitFor();
    await clickPoint(black, 'ee', SIZE);
    await boardShows(white, ['ee']);
    await bar(white, 'white', 'none').waitFor();
    // White's period runs down: red from 10 s, on both pages.
    await bar(white, 'white', 'critical').waitFor({ timeout: 14_000 });
    await bar(black, 'white', 'critical').waitFor();
    const red = await timeColor(white, 'white');
    expect(red).not.toBe(calm);
    expect(red).toBe('rgb(200, 16, 46)');
    // The count: white hears a tick each second from 10, a tone of its own.
    await bar(white, 'white').locator('time', { hasText: '00:07' }).waitFor();
    const heard = (await tones(white)).map((t) => t.hz);
    expect(heard.filter((hz) => hz === 1175).length).toBeGreaterThanOrEqual(3);
    expect(heard).toContain(880);

    // White moves: its clock is calm again; black's runs down, and black hears nothing.
    await clickPoint(white, 'cc', SIZE);
    await boardShows(black, ['ee', 'cc']);
    await bar(white, 'white', 'none').waitFor();
    await bar(black, 'black', 'critical').waitFor({ timeout: 14_000 });
    await bar(black, 'black').locator('time', { hasText: '00:07' }).waitFor();
    expect(await tones(black)).toEqual([]);
    expect(site.pageErrors).toEqual([]);
  }, 60_000);
});
