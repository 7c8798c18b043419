/**
 * The live classroom in Chromium against the real server: a teacher opens a class from /class/,
 * two students open its link in their own browser contexts. The teacher plays two moves and
 * goes back: the students' boards follow. A vote on any empty point: the students click, the
 * teacher's page counts, the teacher clicks the answer and reveals it. The pen: a stroke reaches
 * the students, then is cleared. A student who joins late and one who reloads get the board, the
 * vote (with their pick) and the strokes. The student's page on a phone, and in five languages.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clickPoint, pointOnPage } from './board-points.ts';
import { measureLayout } from './layout-check.ts';
import { KEY_LIKE, Site, type SiteUser, screenshotPath, VIEWPORTS, visibleLines } from './site-harness.ts';

const SIZE = 19;
let site: Site;
let teacher: SiteUser;
let ann: SiteUser;
let ben: SiteUser;
let cy: SiteUser;
let classPath: string;
let tea: Page;
let students: Page[];

const classOf = (page: Page) => page.locator('.tg-class');
const joined = (page: Page) => page.locator('.tg-class[data-joined="true"]').waitFor();
const stones = (page: Page, text: string) => page.locator(`.tg-class[data-stones="${text}"]`).waitFor();
const strokes = async (page: Page) => Number(await classOf(page).getAttribute('data-strokes'));

beforeAll(async () => {
  site = await Site.start();
  [teacher, ann, ben, cy] = await Promise.all(
    ['teacher_t', 'student_ann', 'student_ben', 'student_cy'].map((name) => site.register(name)),
  );
  tea = await site.open(await site.context(VIEWPORTS.desktop, teacher), '/class/?lang=en');
  await tea.getByLabel('Name of a new class').fill('Tuesday evening');
  await tea.getByRole('button', { name: 'Open a class' }).click();
  await tea.waitForURL(/\/class\/\d+\/$/);
  classPath = new URL(tea.url()).pathname;
  await joined(tea);
  students = [];
  for (const user of [ann, ben]) {
    const page = await site.open(await site.context(VIEWPORTS.desktop, user), `${classPath}?lang=en`);
    await joined(page);
    students.push(page);
  }
}, 300_000);

afterAll(async () => {
  await site?.close();
});

describe('the live classroom', () => {
  it("moves every student's board with the teacher's: moves, then back", async () => {
    await expect(
      tea.getByText('You teach this class: your board is the class board.').isVisible(),
    ).resolves.toBe(true);
    await clickPoint(tea, 'pd', SIZE);
    await stones(tea, 'B:pd');
    await clickPoint(tea, 'dp', SIZE);
    for (const page of students) await stones(page, 'B:pd W:dp');
    await tea.getByRole('button', { name: 'Back', exact: true }).click();
    for (const page of students) {
      await stones(page, 'B:pd');
      expect(await classOf(page).getAttribute('data-move')).toBe('1');
      await page.getByText("Your board follows the teacher's.").waitFor();
    }
    await tea.screenshot({ path: screenshotPath('classroom-teacher-desktop') });
  }, 120_000);

  it('runs a vote on points: students pick, the teacher sees the counts and reveals the answer', async () => {
    await tea.getByRole('button', { name: 'Vote on any empty point' }).click();
    for (const page of students) await page.getByText('Vote: click the point you choose.').waitFor();
    await clickPoint(students[0]!, 'dd', SIZE);
    await students[0]!.getByText('Your pick: D16').waitFor();
    await clickPoint(students[1]!, 'qq', SIZE);
    await students[1]!.getByText('Your pick: R3').waitFor();
    await tea.getByText('Vote 1 is open: 2 votes so far.').waitFor();
    const vote = JSON.parse((await classOf(tea).getAttribute('data-vote'))!);
    expect(vote.counts).toEqual({ dd: 1, qq: 1 });
    // A second pick is refused and changes nothing.
    await clickPoint(students[0]!, 'qq', SIZE);
    await clickPoint(tea, 'dd', SIZE);
    await tea.getByRole('button', { name: 'Reveal the chosen point' }).click();
    for (const page of [tea, ...students]) {
      await page.getByText('Answer: D16').waitFor();
      await page.getByText('Vote 1 has ended.').waitFor();
    }
    expect(await site.store.classes.voteCounts(Number(classPath.split('/')[2]), 1)).toEqual({ dd: 1, qq: 1 });
    await students[0]!.screenshot({ path: screenshotPath('classroom-student-vote') });
  }, 120_000);

  it("draws the teacher's pen stroke on the students' boards; late and reloaded students get it all", async () => {
    await tea.getByRole('button', { name: 'Draw' }).click();
    // The side panel's buttons scrolled the page: the whole board back in view, under the header.
    await tea.evaluate(() => window.scrollTo(0, 0));
    const from = await pointOnPage(tea, 'jj', SIZE);
    await tea.mouse.move(from.x, from.y);
    await tea.mouse.down();
    for (let i = 1; i <= 10; i++) await tea.mouse.move(from.x + i * 12, from.y + i * 6);
    await tea.mouse.up();
    for (const page of students) await page.locator('.tg-class:not([data-strokes="0"])').waitFor();
    await tea.getByRole('button', { name: 'Stop drawing' }).click();

    const late = await site.open(await site.context(VIEWPORTS.desktop, cy), `${classPath}?lang=en`);
    await joined(late);
    await stones(late, 'B:pd');
    await late.getByText('Answer: D16').waitFor();
    expect(await strokes(late)).toBeGreaterThan(0);
    await students[0]!.reload();
    await joined(students[0]!);
    await stones(students[0]!, 'B:pd');
    await students[0]!.getByText('Your pick: D16').waitFor();
    expect(await strokes(students[0]!)).toBeGreaterThan(0);
    await late.screenshot({ path: screenshotPath('classroom-late-student') });

    await tea.getByRole('button', { name: 'Clear the pen' }).click();
    for (const page of [...students, late]) await page.locator('.tg-class[data-strokes="0"]').waitFor();
  }, 120_000);

  it('runs a vote on lettered choices: the letters reach the students, a pick elsewhere counts nothing', async () => {
    for (const page of [tea, ...students]) await page.evaluate(() => window.scrollTo(0, 0));
    await tea.getByRole('button', { name: 'Letters', exact: true }).click();
    await clickPoint(tea, 'cc', SIZE);
    await clickPoint(tea, 'qc', SIZE);
    await tea.getByRole('button', { name: 'Vote on the letters' }).click();
    for (const page of students) await page.getByText('Vote: click the point you choose.').waitFor();
    await tea.evaluate(() => window.scrollTo(0, 0));
    await clickPoint(students[1]!, 'jj', SIZE);
    await clickPoint(students[1]!, 'qc', SIZE);
    await students[1]!.getByText('Your pick: B').waitFor();
    await tea.getByText('Vote 2 is open: 1 vote so far.').waitFor();
    const vote = JSON.parse((await classOf(tea).getAttribute('data-vote'))!);
    expect(vote).toMatchObject({ no: 2, lettered: true, points: ['cc', 'qc'], counts: { qc: 1 } });
    await tea.getByRole('button', { name: 'End without an answer' }).click();
    for (const page of students) await page.getByText('Vote 2 has ended.').waitFor();
  }, 120_000);

  it('fits a phone and reads in every language', async () => {
    const phone = await site.open(await site.context(VIEWPORTS.phone, ben), `${classPath}?lang=en`);
    await joined(phone);
    const report = await phone.evaluate(measureLayout, { minTarget: 0 });
    expect(report.cutOff).toEqual([]);
    expect(report.scrollWidth).toBeLessThanOrEqual(report.viewport.width);
    const board = (await phone.locator('.tg-class__board canvas').first().boundingBox())!;
    expect(board.width).toBeGreaterThan(300);
    await phone.screenshot({ path: screenshotPath('classroom-student-phone'), fullPage: true });
    console.log(
      `classroom phone: board ${Math.round(board.width)} px of ${report.viewport.width}, scrollWidth ${report.scrollWidth}`,
    );
    const words: Record<string, string> = {
      cn: '您的棋盘跟随老师的棋盘。',
      zh_Hant: '您的棋盤跟隨老師的棋盤。',
      ja: 'あなたの盤は先生の盤に従います。',
      ko: '내 바둑판은 선생님의 바둑판을 따라갑니다.',
    };
    for (const [lang, text] of Object.entries(words)) {
      await phone.goto(`${site.url}${classPath}?lang=${lang}`);
      await joined(phone);
      await phone.getByText(text).waitFor();
      expect((await visibleLines(phone)).filter((line) => KEY_LIKE.test(line))).toEqual([]);
    }
    const teacherPhone = await site.open(
      await site.context(VIEWPORTS.phone, teacher),
      `${classPath}?lang=en`,
    );
    await joined(teacherPhone);
    const teacherReport = await teacherPhone.evaluate(measureLayout, { minTarget: 0 });
    expect(teacherReport.cutOff).toEqual([]);
    expect(teacherReport.overlaps).toEqual([]);
    expect(teacherReport.scrollWidth).toBeLessThanOrEqual(teacherReport.viewport.width);
    await teacherPhone.screenshot({ path: screenshotPath('classroom-teacher-phone'), fullPage: true });
    const teacherCn = await site.open(await site.context(VIEWPORTS.desktop, teacher), `${classPath}?lang=cn`);
    await joined(teacherCn);
    await teacherCn.getByRole('button', { name: '在任意空点投票' }).waitFor();
    expect((await visibleLines(teacherCn)).filter((line) => KEY_LIKE.test(line))).toEqual([]);
    expect(site.pageErrors).toEqual([]);
  }, 180_000);
});
