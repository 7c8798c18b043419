/**
 * Homework in Chromium against the real server: the administrator names a teacher
 * (`tengen admin teacher grant`); the teacher makes a group of two students on /homework/ and
 * gives it three problems of the bundled cho-elementary collection; student 1 opens the
 * assignment, plays problem 1 right and problem 2 wrong on the solving page (?assignment=<id>),
 * judged move by move by the server, which answers each move and never sends the answers;
 * the teacher's table shows solved, wrong with the move tried, and not tried. Then refusals
 * through the page and the real HTTP route change nothing; the pages hold their layout on a
 * phone and read in five languages.
 */
import { readFileSync } from 'node:fs';
import { sgfToVertex, type Vertex } from '@tengen/core';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { boundingRegion, puzzleWindow } from '../packages/board/src/region.ts';
import { computeLayout, pointCenter } from '../packages/board/src/render/canvas-layout.ts';
import { measureLayout } from './layout-check.ts';
import { KEY_LIKE, Site, type SiteUser, screenshotPath, VIEWPORTS, visibleLines } from './site-harness.ts';

interface CollectionProblem {
  readonly number: number;
  readonly data: { lu: number; content: [string[], string[]]; ok_answers: string[][] };
}
const COLLECTION = JSON.parse(
  readFileSync(new URL('../packages/server/collections/cho-elementary.json', import.meta.url), 'utf8'),
) as { problems: CollectionProblem[] };
const problem = (number: number) => COLLECTION.problems.find((p) => p.number === number)!;

/** Clicks `point` on the solving page's board, its window fitted to the stones as the board fits it. */
async function clickProblemPoint(page: Page, number: number, point: string): Promise<void> {
  const { data } = problem(number);
  const size = data.lu;
  const stones = [...data.content[0], ...data.content[1]].map(
    (p) => (sgfToVertex(p, size) as { value: Vertex }).value,
  );
  const box = (await page.locator('.tg-problem__board canvas').first().boundingBox())!;
  const layout = computeLayout({
    cssWidth: box.width,
    cssHeight: box.height,
    dpr: 1,
    size,
    region: puzzleWindow(boundingRegion(stones, size), size),
    rotation: 0,
    showCoor: false,
  });
  const c = pointCenter(layout, { x: point.charCodeAt(0) - 97, y: point.charCodeAt(1) - 97 });
  await page.mouse.click(box.x + c.x, box.y + c.y);
}

let site: Site;
let teacher: SiteUser;
let ann: SiteUser;
let assignmentid: number;

beforeAll(async () => {
  site = await Site.start();
  [teacher, ann] = await Promise.all([
    site.register('sensei'),
    site.register('ann_hw'),
    site.register('ben_hw'),
  ]);
  const granted = await site.admin('teacher', 'grant', 'sensei');
  expect(granted.code).toBe(0);
  expect(JSON.parse(granted.stdout)).toMatchObject({ granted: 'teacher', username: 'sensei' });
}, 300_000);

afterAll(async () => {
  await site?.close();
});

async function post(path: string, form: Record<string, string>, token: string) {
  const res = await fetch(`${site.url}${path}`, {
    method: 'POST',
    headers: { authorization: `JWT ${token}` },
    body: new URLSearchParams(form),
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

describe('homework', () => {
  it('a teacher makes a group and gives it three problems', async () => {
    const page = await site.open(await site.context(VIEWPORTS.desktop, teacher), '/homework/?lang=en');
    const groupForm = page.locator('form[data-form="new-group"]');
    await groupForm.getByLabel('Group name').fill('Tuesday class');
    await groupForm.getByLabel('Students').fill('ann_hw, ben_hw');
    await groupForm.getByRole('button', { name: 'Make group' }).click();
    await page
      .locator('.tg-hw-groups__item', { hasText: 'Tuesday class' })
      .getByText('ann_hw, ben_hw')
      .waitFor();

    const form = page.locator('form[data-form="new-assignment"]');
    await form.getByLabel('Title').fill('Week 1: first moves');
    await form.getByLabel('Problems').fill('cho-elementary:1-3');
    await page.screenshot({ path: screenshotPath('homework-teacher-desktop'), fullPage: true });
    await form.getByRole('button', { name: 'Give assignment' }).click();
    await page.waitForURL(/\/homework\/\d+\/$/);
    assignmentid = Number(/\/homework\/(\d+)\//.exec(page.url())![1]);
    await page.getByRole('heading', { name: 'Week 1: first moves' }).waitFor();
    await page.getByRole('region', { name: 'Results' }).waitFor();
    expect(
      await page
        .locator('.tg-hw-results tbody tr')
        .evaluateAll((rows) => rows.map((r) => r.getAttribute('data-student'))),
    ).toEqual(['ann_hw', 'ben_hw']);
    expect(await page.locator('.tg-hw-cell[data-state="none"]').count()).toBe(6);
  });

  it('student 1 solves one right and one wrong on the solving page', async () => {
    const context = await site.context(VIEWPORTS.desktop, ann);
    const list = await site.open(context, '/homework/?lang=en');
    const item = list.locator(`[data-assignmentid="${assignmentid}"]`);
    await item.getByText('0 of 3 solved').waitFor();
    await item.getByText('From sensei · Tuesday class').waitFor();
    await item.getByRole('link', { name: 'Week 1: first moves' }).click();
    // Everything the page receives about problems, to check no answer line is in it.
    const received: string[] = [];
    list.on('response', (response) => {
      if (/\/jwt\/problem(collection)?\//.test(response.url()))
        void response.text().then((t) => received.push(t));
    });
    await list.getByRole('link', { name: /Problem 1/ }).click();
    await list.waitForURL(new RegExp(`/problems/cho-elementary/1/\\?assignment=${assignmentid}$`));
    await list.locator('.tg-problem[data-judged="server"] .tg-problem__board canvas').first().waitFor();
    // The page offers no answer to show.
    expect(await list.getByRole('button', { name: 'Show the answer' }).count()).toBe(0);
    const [right, reply] = problem(1).data.ok_answers[0];
    await clickProblemPoint(list, 1, right);
    // The server answered the move with its reply, played on the board, and then the result.
    await list.locator(`.tg-problem__board[data-played="${right} ${reply}"]`).waitFor();
    await list.locator('.tg-problem__result[data-result="correct"]').waitFor();
    await list.locator('.tg-problem__saved[data-saved="yes"]').waitFor();

    await list.goto(`${site.url}/homework/${assignmentid}/?lang=en`);
    await list.getByRole('link', { name: /Problem 2/ }).click();
    await list.waitForURL(new RegExp(`/problems/cho-elementary/2/\\?assignment=${assignmentid}$`));
    await list.locator('.tg-problem__board canvas').first().waitFor();
    // Black at D19 (da) joins its own stones but is not the answer (B19).
    await clickProblemPoint(list, 2, 'da');
    await list.locator('.tg-problem__board[data-played="da ba"]').waitFor();
    await list.locator('.tg-problem__result[data-result="wrong"]').waitFor();
    await list.locator('.tg-problem__saved[data-saved="yes"]').waitFor();
    expect(received.length).toBeGreaterThan(0);
    for (const body of received) {
      const answered = JSON.parse(body) as { data?: { ok_answers: unknown[] } };
      expect(answered.data?.ok_answers ?? []).toEqual([]);
    }
    expect(received.join('')).not.toContain(`"${right}","${reply}"`);

    await list.goto(`${site.url}/homework/${assignmentid}/?lang=en`);
    await list.getByText('1 of 3 solved').waitFor();
    expect(
      await list
        .locator('.tg-hw-problems__item')
        .evaluateAll((els) => els.map((e) => e.getAttribute('data-state'))),
    ).toEqual(['solved', 'wrong', 'none']);
    expect(await list.getByRole('region', { name: 'Results' }).count()).toBe(0);
  });

  it('the teacher’s table shows the solved problem, the wrong move and what was not tried', async () => {
    const page = await site.open(
      await site.context(VIEWPORTS.desktop, teacher),
      `/homework/${assignmentid}/?lang=en`,
    );
    const annRow = page.locator('tr[data-student="ann_hw"]');
    await annRow.waitFor();
    const states = await annRow
      .locator('.tg-hw-cell')
      .evaluateAll((cells) => cells.map((c) => c.getAttribute('data-state')));
    expect(states).toEqual(['solved', 'wrong', 'none']);
    await annRow
      .locator('.tg-hw-cell')
      .nth(0)
      .getByText(/^Solved /)
      .waitFor();
    expect(await annRow.locator('.tg-hw-cell').nth(1).locator('.tg-hw-cell__wrong').innerText()).toBe(
      'Wrong: D19',
    );
    expect(await annRow.locator('.tg-hw-results__total').innerText()).toBe('1/3');
    expect(
      await page
        .locator('tr[data-student="ben_hw"] .tg-hw-cell')
        .evaluateAll((cells) => cells.map((c) => c.getAttribute('data-state'))),
    ).toEqual(['none', 'none', 'none']);
    expect(await page.locator('.tg-hw-late').count()).toBe(0);
    await page.screenshot({ path: screenshotPath('homework-results-desktop'), fullPage: true });
  });

  it('refuses what it must and changes nothing', async () => {
    // Through the page: a student who is no teacher has no forms; an unknown student is named.
    const annPage = await site.open(await site.context(VIEWPORTS.desktop, ann), '/homework/?lang=en');
    await annPage.getByText('A task card membership makes you a teacher.', { exact: false }).waitFor();
    expect(await annPage.locator('form').count()).toBe(0);
    const teacherPage = await site.open(await site.context(VIEWPORTS.desktop, teacher), '/homework/?lang=en');
    const groupForm = teacherPage.locator('form[data-form="new-group"]');
    await groupForm.getByLabel('Group name').fill('Ghosts');
    await groupForm.getByLabel('Students').fill('ann_hw nobody_here');
    await groupForm.getByRole('button', { name: 'Make group' }).click();
    await groupForm.getByRole('alert').getByText('No such user: nobody_here.').waitFor();
    const form = teacherPage.locator('form[data-form="new-assignment"]');
    await form.getByLabel('Title').fill('Too far');
    await form.getByLabel('Problems').fill('cho-elementary:9999');
    await form.getByRole('button', { name: 'Give assignment' }).click();
    await form.getByRole('alert').getByText('No such problem: cho-elementary:9999.').waitFor();

    // Through the real HTTP routes.
    const due = String(Date.now() + 86_400_000);
    expect(
      await post('/jwt/homework/creategroup/', { name: 'Mine', students: 'ben_hw' }, ann.token),
    ).toMatchObject({
      status: 403,
      body: { error: 'FORBIDDEN' },
    });
    const other = await fetch(`${site.url}/jwt/homework/assignment/${assignmentid}/`, {
      headers: { authorization: `JWT ${(await site.register('cid_hw')).token}` },
    });
    expect(other.status).toBe(404);
    const groupid = String(
      (
        await (
          await fetch(`${site.url}/jwt/homework/`, { headers: { authorization: `JWT ${teacher.token}` } })
        ).json()
      ).groups[0].groupid,
    );
    expect(
      (
        await post(
          '/jwt/homework/createassignment/',
          { groupid, title: 'Past', problems: 'cho-elementary:1', due: '1000' },
          teacher.token,
        )
      ).status,
    ).toBe(400);
    expect(
      (
        await post(
          '/jwt/homework/createassignment/',
          { groupid, title: 'Empty', problems: ' ', due },
          teacher.token,
        )
      ).status,
    ).toBe(400);
    // An attempt by a user outside the group cannot name the assignment.
    const shown = await (
      await fetch(`${site.url}/jwt/homework/assignment/${assignmentid}/`, {
        headers: { authorization: `JWT ${teacher.token}` },
      })
    ).json();
    const outsider = await site.register('dan_hw');
    const attempt = await post(
      '/jwt/problemattempt/',
      {
        problemid: String(shown.problems[0].problemid),
        result: 'wrong',
        moves: 'ca',
        ms: '900',
        assignment: String(assignmentid),
      },
      outsider.token,
    );
    expect(attempt).toMatchObject({ status: 403, body: { error: 'FORBIDDEN' } });
    const list = await (
      await fetch(`${site.url}/jwt/homework/`, { headers: { authorization: `JWT ${teacher.token}` } })
    ).json();
    expect(list.groups.map((g: { name: string }) => g.name)).toEqual(['Tuesday class']);
    expect(list.teaching.map((a: { title: string }) => a.title)).toEqual(['Week 1: first moves']);
  });

  it('holds its layout on a phone: the table scrolls in its own box, nothing else sideways', async () => {
    const page = await site.open(
      await site.context(VIEWPORTS.phone, teacher),
      `/homework/${assignmentid}/?lang=en`,
    );
    await page.locator('tr[data-student="ann_hw"]').waitFor();
    const report = await page.evaluate(measureLayout, { minTarget: 44 });
    expect(report.scrollWidth).toBeLessThanOrEqual(report.viewport.width);
    expect(report.cutOff).toEqual([]);
    expect(report.overlaps).toEqual([]);
    expect(report.sidewaysScrollers.every((s) => /tg-hw-results|Results/.test(s))).toBe(true);
    const table = (await page.locator('.tg-hw-results').boundingBox())!;
    expect(table.x + table.width).toBeLessThanOrEqual(390);
    await page.screenshot({ path: screenshotPath('homework-results-phone'), fullPage: true });

    const student = await site.open(await site.context(VIEWPORTS.phone, ann), '/homework/?lang=en');
    await student.locator(`[data-assignmentid="${assignmentid}"]`).waitFor();
    const mine = await student.evaluate(measureLayout, { minTarget: 44 });
    expect(mine.scrollWidth).toBeLessThanOrEqual(mine.viewport.width);
    expect(mine.cutOff).toEqual([]);
    expect(mine.overlaps).toEqual([]);
    await student.screenshot({ path: screenshotPath('homework-list-phone'), fullPage: true });
  });

  it.each([
    ['cn', '我的作业', '完成情况'],
    ['zh_Hant', '我的作業', '完成情況'],
    ['ja', '自分の宿題', '結果'],
    ['ko', '내 숙제', '결과'],
    ['en', 'My homework', 'Results'],
  ])('reads in %s with no key shown', async (lang, mine, results) => {
    const student = await site.open(await site.context(VIEWPORTS.desktop, ann), `/homework/?lang=${lang}`);
    await student.getByRole('heading', { name: mine }).waitFor();
    expect((await visibleLines(student)).filter((line) => KEY_LIKE.test(line))).toEqual([]);
    const table = await site.open(
      await site.context(VIEWPORTS.desktop, teacher),
      `/homework/${assignmentid}/?lang=${lang}`,
    );
    await table.getByRole('heading', { name: results }).waitFor();
    expect((await visibleLines(table)).filter((line) => KEY_LIKE.test(line))).toEqual([]);
    expect(site.pageErrors).toEqual([]);
  });

  it('the teacher closes the assignment on its page: attempts no longer count for it', async () => {
    const page = await site.open(
      await site.context(VIEWPORTS.desktop, teacher),
      `/homework/${assignmentid}/?lang=en`,
    );
    await page.getByRole('button', { name: 'Close assignment' }).click();
    // Closing is final: the page asks first.
    await page
      .getByRole('alertdialog', { name: 'Close this assignment?' })
      .getByRole('button', { name: 'Close it' })
      .click();
    await page.getByText('This assignment is closed: attempts no longer count for it.').waitFor();
    expect(await page.locator('form').count()).toBe(0);
    const annList = await site.open(await site.context(VIEWPORTS.desktop, ann), '/homework/?lang=en');
    await annList.locator(`[data-assignmentid="${assignmentid}"]`).getByText('Closed').waitFor();
    const shown = await (
      await fetch(`${site.url}/jwt/homework/assignment/${assignmentid}/`, {
        headers: { authorization: `JWT ${ann.token}` },
      })
    ).json();
    const late = await post(
      '/jwt/problemattempt/',
      {
        problemid: String(shown.problems[2].problemid),
        result: 'wrong',
        moves: 'ca',
        ms: '900',
        assignment: String(assignmentid),
      },
      ann.token,
    );
    expect(late).toMatchObject({ status: 403, body: { error: 'FORBIDDEN' } });
    expect(site.pageErrors).toEqual([]);
  });
});
