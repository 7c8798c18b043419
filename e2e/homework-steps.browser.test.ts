/**
 * Homework's steps in Chromium against the real server: from a problem opened for an
 * assignment, Next goes to the assignment's next problem (keeping `?assignment=`), past its
 * last one to the collection's next without it; a problem the assignment does not hold, opened
 * with `?assignment=`, is practice and its attempt is saved. Closing an assignment asks first.
 */
import { readFileSync } from 'node:fs';
import { sgfToVertex, type Vertex } from '@tengen/core';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { boundingRegion, puzzleWindow } from '../packages/board/src/region.ts';
import { computeLayout, pointCenter } from '../packages/board/src/render/canvas-layout.ts';
import { Site, type SiteUser, VIEWPORTS } from './site-harness.ts';

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
  [teacher, ann] = await Promise.all([site.register('sensei_steps'), site.register('ann_steps')]);
  expect((await site.admin('teacher', 'grant', 'sensei_steps')).code).toBe(0);
  const page = await site.open(await site.context(VIEWPORTS.desktop, teacher), '/homework/?lang=en');
  const groupForm = page.locator('form[data-form="new-group"]');
  await groupForm.getByLabel('Group name').fill('Thursday class');
  await groupForm.getByLabel('Students').fill('ann_steps');
  await groupForm.getByRole('button', { name: 'Make group' }).click();
  await page.locator('.tg-hw-groups__item', { hasText: 'Thursday class' }).waitFor();
  const form = page.locator('form[data-form="new-assignment"]');
  await form.getByLabel('Title').fill('Week 2');
  await form.getByLabel('Problems').fill('cho-elementary:4,2');
  await form.getByRole('button', { name: 'Give assignment' }).click();
  await page.waitForURL(/\/homework\/\d+\/$/);
  assignmentid = Number(/\/homework\/(\d+)\//.exec(page.url())![1]);
}, 300_000);

afterAll(async () => {
  await site?.close();
});

describe("homework's steps", () => {
  it("goes to the assignment's next problem, then on in the collection without the assignment", async () => {
    const page = await site.open(
      await site.context(VIEWPORTS.desktop, ann),
      `/problems/cho-elementary/4/?assignment=${assignmentid}&lang=en`,
    );
    await page.locator('.tg-problem[data-judged="server"] .tg-problem__board canvas').first().waitFor();
    await page.getByRole('button', { name: 'Next problem' }).click();
    await page.waitForURL(new RegExp(`/problems/cho-elementary/2/\\?assignment=${assignmentid}$`));
    await page.locator('.tg-problem[data-judged="server"] .tg-problem__board canvas').first().waitFor();
    await page.getByRole('button', { name: 'Next problem' }).click();
    await page.waitForURL(/\/problems\/cho-elementary\/3\/$/);
    await page.getByRole('button', { name: 'Previous problem' }).click();
    await page.waitForURL(/\/problems\/cho-elementary\/2\/$/);
  }, 120_000);

  it('saves an attempt on a problem the assignment does not hold as practice', async () => {
    const page = await site.open(
      await site.context(VIEWPORTS.desktop, ann),
      `/problems/cho-elementary/5/?assignment=${assignmentid}&lang=en`,
    );
    await page.locator('.tg-problem__board canvas').first().waitFor();
    await expect.poll(() => page.getByRole('link', { name: 'Back to the homework' }).count()).toBe(0);
    await clickProblemPoint(page, 5, problem(5).data.ok_answers[0]![0]!);
    await page.locator('.tg-problem__result[data-result="correct"]').waitFor();
    await page.locator('.tg-problem__saved[data-saved="yes"]').waitFor();
    await page.getByRole('button', { name: 'Next problem' }).click();
    await page.waitForURL(/\/problems\/cho-elementary\/6\/$/);
  }, 120_000);

  it('asks before closing an assignment: keeping it open changes nothing', async () => {
    const page = await site.open(
      await site.context(VIEWPORTS.desktop, teacher),
      `/homework/${assignmentid}/?lang=en`,
    );
    await page.getByRole('button', { name: 'Close assignment' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Close this assignment?' });
    await dialog.getByText('Close “Week 2” for good?', { exact: false }).waitFor();
    await dialog.getByRole('button', { name: 'Keep it open' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect((await site.store.homework.assignmentById?.(assignmentid))?.closedAt ?? null).toBeNull();
    expect(await page.getByText('This assignment is closed').count()).toBe(0);
    await page.getByRole('button', { name: 'Close assignment' }).click();
    await dialog.getByRole('button', { name: 'Close it' }).click();
    await page.getByText('This assignment is closed: attempts no longer count for it.').waitFor();
  }, 120_000);

  it("picks an assignment's problems from a collection's list, each with its number and small board", async () => {
    const page = await site.open(await site.context(VIEWPORTS.desktop, teacher), '/homework/?lang=en');
    const form = page.locator('form[data-form="new-assignment"]');
    await form.getByText('Pick problems from a collection', { exact: false }).click();
    const item = (n: number) => form.locator(`[data-problem="cho-elementary:${n}"]`);
    await item(1).waitFor();
    expect((await item(1).locator('canvas').boundingBox())!.width).toBeGreaterThan(40);
    await item(1).click();
    await item(3).click();
    const problems = form.getByLabel('Problems', { exact: true });
    await expect.poll(() => problems.inputValue()).toBe('cho-elementary:1,3');
    expect(await item(3).getAttribute('aria-pressed')).toBe('true');
    await item(1).click();
    await expect.poll(() => problems.inputValue()).toBe('cho-elementary:3');
    expect(await item(1).getAttribute('aria-pressed')).toBe('false');
    await form.getByLabel('Title').fill('Week 3');
    await form.getByRole('button', { name: 'Give assignment' }).click();
    await page.waitForURL(/\/homework\/\d+\/$/);
    await page.getByRole('link', { name: /Problem 3/ }).waitFor();
  }, 120_000);
});
