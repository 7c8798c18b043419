/**
 * Komi and results in the words of each language's players, in Chromium against the real server
 * on a fresh build: a game finished by a count (white by 7¼ stones, 14.5 points) seen on the game
 * page and in the player's own records list in Japanese and Korean in points (目, 집), in
 * Simplified Chinese in quarter stones (子), and in English as `W+14.5` with its words; the
 * byo-yomi periods take their plural form ("1 period").
 */
import type { Language } from '@tengen/protocol';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Site, type SiteUser, VIEWPORTS, waitForBoard } from './site-harness.ts';

let site: Site;

beforeAll(async () => {
  site = await Site.start();
}, 120_000);

afterAll(async () => {
  await site?.close();
});

/** What each language shows of the game: its result, and the komi black and white give. */
const EXPECTED: Readonly<
  Record<'ja' | 'ko' | 'cn' | 'en', { result: string; black: string; white: string }>
> = {
  ja: { result: '白 14.5目勝ち', black: '黒のコミ 7目半', white: '白のコミ 半目' },
  ko: { result: '백 14.5집 승', black: '흑 덤 7집반', white: '백 덤 반집' },
  cn: { result: '白胜 7¼ 子', black: '黑贴 3¾ 子', white: '白贴 ¼ 子' },
  en: {
    result: 'W+14.5 (White wins by 14.5 points)',
    black: 'Black gives 7.5 points',
    white: 'White gives 0.5 points',
  },
};

/** A game of `black` against `white` with one byo-yomi period, finished by a count: white by 7¼ stones. */
async function countedGame(black: SiteUser, white: SiteUser): Promise<number> {
  const now = Date.now();
  const play = await site.store.createPlay({
    boardSize: 9,
    mainMinutes: 10,
    byoyomiSeconds: 30,
    byoyomiPeriods: 1,
    blackId: black.id,
    whiteId: white.id,
    startsAt: now - 1,
    createdAt: now,
  });
  await site.store.finishPlay(play.id, {
    result: 2,
    winType: 2,
    winNumber: 725,
    resultText: 'W+14.5',
    finalMoves: [],
    sgf: '',
    finishedAt: now,
  });
  return play.id;
}

const text = (page: Page) => page.evaluate(() => document.body.innerText);

describe("komi and results as each language's players say them", () => {
  for (const lang of Object.keys(EXPECTED) as (keyof typeof EXPECTED & Language)[]) {
    it(`${lang}: the finished game's page and the records list`, async () => {
      const black = await site.register(`black_${lang}`.toLowerCase(), { lang });
      const white = await site.register(`white_${lang}`.toLowerCase());
      const playId = await countedGame(black, white);
      const expected = EXPECTED[lang];
      const context = await site.context(VIEWPORTS.desktop, black);

      const game = await site.open(context, `/play/p/${playId}/`);
      await waitForBoard(game);
      await game.getByText(expected.black, { exact: true }).waitFor();
      await game.getByText(expected.white, { exact: true }).waitFor();
      const shown = await text(game);
      // The game's end as the board tells screen readers, in the same words.
      expect(shown).toContain(expected.result);
      // No amount in stones where the language counts points, none in points where it counts stones.
      if (lang === 'cn') expect(shown).not.toMatch(/[\d¼½¾半]\s*(目|points?\b)/);
      else expect(shown).not.toMatch(/[\d¼½¾]\s*(子|stones?\b|호)/);

      const records = await site.open(context, '/play/my/');
      await records.getByText(expected.result, { exact: true }).waitFor();
      if (lang === 'en') await game.getByText('30 seconds, 1 period', { exact: true }).first().waitFor();
      expect(site.pageErrors).toEqual([]);
    });
  }
});
