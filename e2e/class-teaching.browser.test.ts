/**
 * The live classroom as teachers found it, in Chromium against the real server: after a vote
 * on the 19×19 board, a 9×9 record, a problem and the teacher's 13×13 and 9×9 games picked from
 * lists reach the teacher's and a student's boards (no old result stays, nothing breaks); a
 * teacher who reloads during an open vote is back in the vote, choosing the answer; a vote on
 * letters reports its letters; a guest watches, everyone present is listed, the chat carries
 * messages under the game chat's rules and the teacher mutes; five languages.
 */
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clickPoint as clickAt } from './board-points.ts';
import { KEY_LIKE, Site, type SiteUser, VIEWPORTS, visibleLines } from './site-harness.ts';

let site: Site;
let teacher: SiteUser;
let ann: SiteUser;
let classPath: string;
let tea: Page;
let stu: Page;

const classOf = (page: Page) => page.locator('.tg-class');
const joined = (page: Page) => page.locator('.tg-class[data-joined="true"]').waitFor();
/** Waits for the page's board to show these stones (a failure names what it shows). */
const stones = (page: Page, text: string) =>
  expect.poll(() => classOf(page).getAttribute('data-stones'), { timeout: 20_000 }).toBe(text);
const voteOf = async (page: Page) => {
  const text = await classOf(page).getAttribute('data-vote');
  return text ? JSON.parse(text) : null;
};

/** Clicks a point with the whole board in view (the side panel's buttons scroll the page). */
async function clickPoint(page: Page, point: string, size: number): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, 0));
  await clickAt(page, point, size);
}

async function loadSgf(sgf: string): Promise<void> {
  await tea.getByLabel('SGF record').fill(sgf);
  await tea.getByRole('button', { name: 'Load the record' }).click();
}

beforeAll(async () => {
  site = await Site.start();
  [teacher, ann] = await Promise.all(['teacher_k', 'student_kim'].map((name) => site.register(name)));
  tea = await site.open(await site.context(VIEWPORTS.desktop, teacher), '/class/?lang=en');
  await tea.getByLabel('Name of a new class').fill('Small boards');
  await tea.getByRole('button', { name: 'Open a class' }).click();
  await tea.waitForURL(/\/class\/\d+\/$/);
  classPath = new URL(tea.url()).pathname;
  await joined(tea);
  stu = await site.open(await site.context(VIEWPORTS.desktop, ann), `${classPath}?lang=en`);
  await joined(stu);
}, 300_000);

afterAll(async () => {
  await site?.close();
});

describe('the classroom as teachers use it', () => {
  it('hands out a 9×9 record after a vote on the 19×19 board: both boards show it, the old result goes', async () => {
    await tea.getByRole('button', { name: 'Vote on any empty point' }).click();
    await stu.getByText('Vote: click the point you choose.').waitFor();
    await clickPoint(stu, 'qq', 19);
    await stu.getByText('Your pick: R3').waitFor();
    await tea.getByText('Vote 1 is open: 1 vote so far.').waitFor();
    await clickPoint(tea, 'qq', 19);
    await tea.getByRole('button', { name: 'Reveal the chosen point' }).click();
    for (const page of [tea, stu]) await page.getByText('Answer: R3').waitFor();

    await loadSgf('(;GM[1]SZ[9];B[cc];W[gg])');
    for (const page of [tea, stu]) await stones(page, 'B:cc W:gg');
    for (const page of [tea, stu]) {
      await page.locator('.tg-class[data-vote=""]').waitFor();
      expect(await page.getByText('Answer:').count()).toBe(0);
    }
    await clickPoint(tea, 'ee', 9);
    for (const page of [tea, stu]) await stones(page, 'B:cc B:ee W:gg');
    await tea.getByRole('button', { name: 'Back', exact: true }).click();
    for (const page of [tea, stu]) await stones(page, 'B:cc W:gg');
    // A student who comes back later does not get the put-away result either.
    await stu.reload();
    await joined(stu);
    await stones(stu, 'B:cc W:gg');
    expect(await voteOf(stu)).toBeNull();
    expect(site.pageErrors).toEqual([]);
  }, 120_000);

  it("hands out from lists: a problem with its small board, the teacher's 13×13 game, then a 9×9 one", async () => {
    const game = (boardSize: 9 | 13) =>
      site.store.createPlay({
        boardSize,
        mainMinutes: 10,
        byoyomiSeconds: 30,
        byoyomiPeriods: 3,
        blackId: teacher.id,
        whiteId: ann.id,
        startsAt: Date.now() - 1,
        createdAt: Date.now(),
      });
    const thirteen = await game(13);
    const nine = await game(9);

    // A problem, by collection and number, each shown as a small board.
    await tea.locator('[data-list="problems"] > summary').click();
    const first = tea.locator('[data-list="problems"] [data-problem="cho-elementary:1"]');
    await first.waitFor();
    expect(await first.getByText('1', { exact: true }).count()).toBe(1);
    const thumbnail = (await first.locator('canvas').boundingBox())!;
    expect(thumbnail.width).toBeGreaterThan(40);
    await first.click();
    const collection = JSON.parse(
      readFileSync(new URL('../packages/server/collections/cho-elementary.json', import.meta.url), 'utf8'),
    ) as { problems: { number: number; data: { content: [string[], string[]] } }[] };
    const data = collection.problems.find((p) => p.number === 1)!.data;
    const expected = [
      ...data.content[0].map((p) => ({ s: `B:${p}`, k: p.charCodeAt(1) * 100 + p.charCodeAt(0) })),
      ...data.content[1].map((p) => ({ s: `W:${p}`, k: p.charCodeAt(1) * 100 + p.charCodeAt(0) })),
    ]
      .sort((x, y) => x.k - y.k)
      .map((x) => x.s)
      .join(' ');
    for (const page of [tea, stu]) await stones(page, expected);

    // The teacher's recent games, newest first, each with a small board.
    await tea.locator('[data-list="games"] > summary').click();
    const rows = tea.locator('[data-list="games"] [data-playid]');
    await rows.first().waitFor();
    expect(await rows.evaluateAll((els) => els.map((e) => Number(e.getAttribute('data-playid'))))).toEqual([
      nine.id,
      thirteen.id,
    ]);
    await tea.locator(`[data-list="games"] [data-playid="${thirteen.id}"]`).click();
    for (const page of [tea, stu]) await page.locator('.tg-class[data-size="13"][data-stones=""]').waitFor();
    await clickPoint(tea, 'gg', 13);
    for (const page of [tea, stu]) await stones(page, 'B:gg');
    await tea.locator(`[data-list="games"] [data-playid="${nine.id}"]`).click();
    for (const page of [tea, stu]) await page.locator('.tg-class[data-size="9"][data-stones=""]').waitFor();
    await clickPoint(tea, 'cc', 9);
    for (const page of [tea, stu]) await stones(page, 'B:cc');
    expect(site.pageErrors).toEqual([]);
  }, 120_000);

  it('keeps a teacher who reloads during an open vote in the vote: a click chooses the answer', async () => {
    await tea.getByRole('button', { name: 'Vote on any empty point' }).click();
    await stu.getByText('Vote: click the point you choose.').waitFor();
    await clickPoint(stu, 'ee', 9);
    await stu.getByText('Your pick: E5').waitFor();
    await tea.reload();
    await joined(tea);
    await tea.getByText('Vote 2 is open: 1 vote so far.').waitFor();
    await clickPoint(tea, 'ee', 9);
    await tea.getByRole('button', { name: 'Reveal the chosen point' }).click();
    for (const page of [tea, stu]) await page.getByText('Answer: E5').waitFor();
    // The click chose the answer: no stone was played for the class.
    for (const page of [tea, stu]) await stones(page, 'B:cc');
  }, 120_000);

  it('reports the letters of a vote on letters, not their coordinates', async () => {
    await tea.getByRole('button', { name: 'Letters', exact: true }).click();
    await clickPoint(tea, 'gc', 9);
    await clickPoint(tea, 'cg', 9);
    await tea.getByRole('button', { name: 'Vote on the letters' }).click();
    await stu.getByText('Vote: click the point you choose.').waitFor();
    await clickPoint(stu, 'cg', 9);
    await stu.getByText('Your pick: B').waitFor();
    await tea.getByText('B: 1').waitFor();
    await clickPoint(tea, 'cg', 9);
    await tea.getByRole('button', { name: 'Reveal the chosen point' }).click();
    for (const page of [tea, stu]) await page.getByText('Answer: B').waitFor();
    expect(await tea.getByText('Answer: C3').count()).toBe(0);
    expect(site.pageErrors).toEqual([]);
  }, 120_000);

  it('lets a guest watch read-only, lists who is present, and carries the chat, which the teacher may mute', async () => {
    const guest = await site.open(await site.context(VIEWPORTS.desktop), `${classPath}?lang=en`);
    await joined(guest);
    expect(await classOf(guest).getAttribute('data-role')).toBe('guest');
    await guest.getByText('You are watching as a guest. Sign in to vote and chat.').waitFor();
    await stones(guest, 'B:cc');
    const people = (page: Page) =>
      page
        .locator('.tg-class-people__item')
        .evaluateAll((items) =>
          items.map((i) => `${i.getAttribute('data-role')}:${i.getAttribute('data-person')}`),
        );
    await expect
      .poll(() => people(tea))
      .toEqual(['teacher:teacher_k', 'student:student_kim', expect.stringMatching(/^guest:guest_/)]);
    // The guest's board is not the teacher's: a click plays nothing.
    await clickPoint(guest, 'ee', 9);
    await guest.getByText('Please log in first.').waitFor();

    await stu.getByPlaceholder(await chatPlaceholder(stu)).fill('Is it the corner?');
    await stu.getByRole('button', { name: 'Send' }).click();
    await stu.getByText('Special symbols are not allowed', { exact: false }).waitFor();
    await stu.getByPlaceholder(await chatPlaceholder(stu)).fill('Is it the corner');
    await stu.getByRole('button', { name: 'Send' }).click();
    for (const page of [tea, guest, stu])
      await page.locator('.tg-chat__list').getByText('Is it the corner').waitFor();

    await tea.getByRole('button', { name: 'Mute student_kim in the chat' }).click();
    await stu.getByText('You have been muted in this room.').waitFor();
    await tea.getByRole('button', { name: 'Let student_kim chat again' }).click();
    await stu.getByPlaceholder(await chatPlaceholder(stu)).waitFor();
    await stones(guest, 'B:cc');
    expect(site.pageErrors).toEqual([]);

    const words: Record<string, string> = {
      cn: '您正以游客身份旁观。登录后可以投票和聊天。',
      zh_Hant: '您正以訪客身分旁觀。登入後可以投票和聊天。',
      ja: 'ゲストとして観戦しています。投票やチャットにはログインしてください。',
      ko: '손님으로 관전 중입니다. 투표와 채팅을 하려면 로그인하세요.',
    };
    for (const [lang, text] of Object.entries(words)) {
      await guest.goto(`${site.url}${classPath}?lang=${lang}`);
      await joined(guest);
      await guest.getByText(text).waitFor();
      expect((await visibleLines(guest)).filter((line) => KEY_LIKE.test(line))).toEqual([]);
    }
  }, 180_000);
});

/** The chat input's placeholder as the page shows it. */
async function chatPlaceholder(page: Page): Promise<string> {
  return (await page.locator('.tg-chat__input').getAttribute('placeholder')) ?? '';
}
