/**
 * Problems in Chromium against the real server, on the bundled collections it loads at start: a
 * visitor goes from the list to a collection to a problem, gets it wrong, tries again and solves
 * it, opens the answer viewer and steps a line, goes to the next and previous problems (buttons
 * and arrow keys); a signed-in user's attempts are kept and show on the collection page, the
 * list and the profile after a reload; an attempt for an assignment it does not count for is
 * refused with a clear notice and a link back to the homework; the pages hold their layout on a
 * phone. The problem is chosen from the collection file by its format, not its content.
 */
import { readdirSync, readFileSync } from 'node:fs';
import type { ProblemData } from '@tengen/protocol';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readPuzzle } from '../packages/board/src/puzzle/format.ts';
import { computeLayout, pointCenter } from '../packages/board/src/render/canvas-layout.ts';
import { DEFAULT_COLORS } from '../packages/board/src/state.ts';
import { measureLayout } from './layout-check.ts';
import { KEY_LIKE, Site, type SiteUser, screenshotPath, VIEWPORTS, visibleLines } from './site-harness.ts';

const COLLECTION = 'cho-elementary';
const file = JSON.parse(
  readFileSync(new URL(`../packages/server/collections/${COLLECTION}.json`, import.meta.url), 'utf8'),
) as { name: string; problems: { number: number; data: ProblemData }[] };

/** An answer problem solved by one move (a reply may follow), with a neighbour on each side, and a wrong move for it. */
function chooseProblem() {
  for (const p of file.problems.slice(1, -1)) {
    const d = p.data;
    if (d.xds?.length || d.luozis?.length || d.clone_pos) continue;
    const right = d.ok_answers.find((line) => line.length <= 2)?.[0];
    if (!right) continue;
    const read = readPuzzle(d as never, d.lu);
    if (!read.ok) continue;
    const { region } = read.value;
    const stones = new Set([...d.content[0], ...d.content[1]]);
    const firsts = new Set([...d.ok_answers, ...d.change_answers].map((l) => l[0]));
    const at = (x: number, y: number) => String.fromCharCode(97 + x, 97 + y);
    // An empty point of the window no correct line starts with, beside another empty point (never suicide).
    for (let y = region.y1; y <= region.y2; y++)
      for (let x = region.x1; x <= region.x2; x++) {
        const point = at(x, y);
        const free = (nx: number, ny: number) =>
          nx >= region.x1 && nx <= region.x2 && ny >= region.y1 && ny <= region.y2 && !stones.has(at(nx, ny));
        if (stones.has(point) || firsts.has(point)) continue;
        if ([free(x + 1, y), free(x - 1, y), free(x, y + 1), free(x, y - 1)].some(Boolean))
          return { number: p.number, data: d, right, wrong: point, region };
      }
  }
  throw new Error(`no one-move problem in ${COLLECTION}`);
}

const problem = chooseProblem();

/** Clicks a point of a problem's board, from the board's own layout of the problem's window. */
async function clickPoint(page: Page, point: string, data: ProblemData = problem.data): Promise<void> {
  const read = readPuzzle(data as never, data.lu);
  if (!read.ok) throw new Error(read.error);
  // On a phone the viewer's buttons are below the board: the page may have scrolled it away.
  await page.locator('.tg-problem__board').scrollIntoViewIfNeeded();
  const box = (await page.locator('.tg-problem__board canvas').first().boundingBox())!;
  const layout = computeLayout({
    cssWidth: box.width,
    cssHeight: box.height,
    dpr: 1,
    size: data.lu,
    region: read.value.region,
    rotation: 0,
    showCoor: false,
  });
  const c = pointCenter(layout, { x: point.charCodeAt(0) - 97, y: point.charCodeAt(1) - 97 });
  await page.mouse.click(box.x + c.x, box.y + c.y);
}

/** The problem with the most wrong lines, and a wrong first move no correct line starts with. */
function manyLinesProblem() {
  const most = file.problems.reduce((a, b) =>
    b.data.fail_answers.length > a.data.fail_answers.length ? b : a,
  );
  const d = most.data;
  const firsts = new Set([...d.ok_answers, ...d.change_answers].map((l) => l[0]));
  const wrong = d.fail_answers.find((l) => l.length >= 2 && !firsts.has(l[0]))!;
  return { number: most.number, data: d, right: d.ok_answers[0][0], wrong: wrong[0] };
}

/** The colour the board's marks layer has at the centre of a point, as [r, g, b, a]. */
async function markColour(page: Page, point: string, data: ProblemData): Promise<number[]> {
  const read = readPuzzle(data as never, data.lu);
  if (!read.ok) throw new Error(read.error);
  const box = (await page.locator('.tg-problem__board canvas.tengen-marks').boundingBox())!;
  const layout = computeLayout({
    cssWidth: box.width,
    cssHeight: box.height,
    dpr: 1,
    size: data.lu,
    region: read.value.region,
    rotation: 0,
    showCoor: false,
  });
  const c = pointCenter(layout, { x: point.charCodeAt(0) - 97, y: point.charCodeAt(1) - 97 });
  return page.evaluate(({ x, y }) => {
    const canvas = document.querySelector<HTMLCanvasElement>('.tg-problem__board canvas.tengen-marks')!;
    const scale = canvas.width / canvas.getBoundingClientRect().width;
    return Array.from(
      canvas.getContext('2d')!.getImageData(Math.round(x * scale), Math.round(y * scale), 1, 1).data,
    );
  }, c);
}

/** Whether a colour is within a few steps of `#rrggbb`, fully opaque. */
function near(rgba: number[], hex: string): boolean {
  const want = [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16));
  return rgba[3] === 255 && want.every((v, i) => Math.abs(v - rgba[i]) <= 12);
}

const result = (page: Page, shown: string) =>
  page.locator(`.tg-problem__result[data-result="${shown}"]`).waitFor();
const path = (n: number, query = 'lang=en') => `/problems/${COLLECTION}/${n}/?${query}`;

let site: Site;
let sol: SiteUser;

beforeAll(async () => {
  site = await Site.start();
  sol = await site.register('sol_solver');
}, 300_000);

afterAll(async () => {
  await site?.close();
});

describe('problems', () => {
  it('lets a visitor find a problem, get it wrong, retry, solve it, read the answer and move on', async () => {
    const page = await site.open(await site.context(VIEWPORTS.desktop), '/problems/?lang=en');
    await page.getByRole('link', { name: file.name }).click();
    await page.getByRole('heading', { name: file.name, level: 1 }).waitFor();
    await page.locator(`.tg-problem-cell[data-number="${problem.number}"][data-status="none"]`).click();
    await page.getByRole('heading', { name: `${file.name}, problem ${problem.number}` }).waitFor();
    await page.getByText('You can solve every problem as a guest').first().waitFor();
    await page.locator('.tg-problem__board canvas').first().waitFor();

    await clickPoint(page, problem.wrong);
    await result(page, 'wrong');
    await page.getByRole('status').filter({ hasText: 'Wrong.' }).waitFor();
    await page.screenshot({ path: screenshotPath('problems-desktop-wrong') });
    await page.getByRole('button', { name: 'Try again' }).click();
    await result(page, 'doing');
    await clickPoint(page, problem.right);
    await result(page, 'correct');
    await page.getByText('Correct!').waitFor();
    await page.screenshot({ path: screenshotPath('problems-desktop-correct') });
    expect(await page.locator('.tg-problem__saved').count()).toBe(0);

    await page.getByRole('button', { name: 'Show the answer' }).click();
    const viewer = page.getByRole('region', { name: 'Answer' });
    // The correct first move is marked on the board; a click on it shows its line.
    await viewer.locator('.tg-answer-viewer__legend').waitFor();
    await clickPoint(page, problem.right);
    await page
      .locator(
        `.tg-answer-viewer[data-line="ok-${problem.data.ok_answers.findIndex((l) => l[0] === problem.right)}"]`,
      )
      .waitFor();
    await viewer.locator('[data-step="1"]').waitFor();
    await viewer.getByRole('button', { name: 'Back a move' }).click();
    await viewer.locator('[data-step="0"]').waitFor();
    await page.screenshot({ path: screenshotPath('problems-desktop-answer') });
    await viewer.getByRole('button', { name: 'Back to solving' }).click();
    await result(page, 'doing');

    await page.getByRole('button', { name: 'Next problem' }).click();
    await page.getByRole('heading', { name: `${file.name}, problem ${problem.number + 1}` }).waitFor();
    expect(page.url()).toContain(`/problems/${COLLECTION}/${problem.number + 1}/`);
    await page.getByRole('button', { name: 'Previous problem' }).click();
    await page.getByRole('heading', { name: `${file.name}, problem ${problem.number}` }).waitFor();
    await page.keyboard.press('ArrowRight');
    await page.getByRole('heading', { name: `${file.name}, problem ${problem.number + 1}` }).waitFor();
    await page.keyboard.press('ArrowLeft');
    await page.getByRole('heading', { name: `${file.name}, problem ${problem.number}` }).waitFor();

    await page.getByRole('button', { name: 'Try moves freely' }).click();
    await page.getByText('Trying moves freely').waitFor();
    await page.getByRole('button', { name: 'Back to the problem' }).click();
    await result(page, 'doing');
    expect(site.pageErrors).toEqual([]);
  });

  it.each(['desktop', 'phone'] as const)(
    'shows the stored lines on the board on a %s: a coloured mark at each first move, a click steps that line, no list of buttons',
    async (viewport) => {
      const many = manyLinesProblem();
      const page = await site.open(await site.context(VIEWPORTS[viewport]), path(many.number));
      await page.locator('.tg-problem__board canvas').first().waitFor();
      await page.getByRole('button', { name: 'Show the answer' }).click();
      const viewer = page.getByRole('region', { name: 'Answer' });
      await viewer.locator('.tg-answer-viewer__legend').waitFor();
      await viewer.getByText(`Wrong (${many.data.fail_answers.length})`).waitFor();
      // The lines are marks on the board, not buttons: the viewer stays short even on a phone.
      expect(await viewer.getByRole('button', { name: /line \d/ }).count()).toBe(0);
      expect((await viewer.boundingBox())!.height).toBeLessThan(500);
      await expect
        .poll(async () => near(await markColour(page, many.right, many.data), DEFAULT_COLORS.answer.blue))
        .toBe(true);
      expect(near(await markColour(page, many.wrong, many.data), DEFAULT_COLORS.answer.red)).toBe(true);
      await page.screenshot({ path: screenshotPath(`problems-${viewport}-answer-marks`), fullPage: true });

      // A red mark: its wrong line, one move on; forward plays the refutation, back and to the start.
      const failIndex = many.data.fail_answers.findIndex((l) => l[0] === many.wrong);
      await clickPoint(page, many.wrong, many.data);
      await page.locator(`.tg-answer-viewer[data-line="fail-${failIndex}"]`).waitFor();
      await viewer.locator('[data-step="1"]').waitFor();
      const total = many.data.fail_answers[failIndex].length;
      await viewer
        .locator('.tg-answer-viewer__step')
        .getByText(`Wrong line ${failIndex + 1}: `, { exact: false })
        .waitFor();
      await viewer.getByRole('button', { name: 'Forward a move' }).click();
      await viewer.locator('[data-step="2"]').waitFor();
      await viewer.getByText(`move 2 of ${total}`, { exact: false }).waitFor();
      await viewer.getByRole('button', { name: 'Back a move' }).click();
      await viewer.locator('[data-step="1"]').waitFor();
      await viewer.getByRole('button', { name: 'To the start' }).click();
      await viewer.locator('[data-step="0"]').waitFor();
      // The other marks stay: the blue one shows the correct line.
      await clickPoint(page, many.right, many.data);
      await page.locator('.tg-answer-viewer[data-line="ok-0"]').waitFor();
      await viewer.locator('[data-step="1"]').waitFor();
      // The list names every line for keyboards and screen readers, in one control.
      await viewer.getByLabel('Line').selectOption({
        index: failIndex + 1 + many.data.ok_answers.length + many.data.change_answers.length,
      });
      await page.locator(`.tg-answer-viewer[data-line="fail-${failIndex}"]`).waitFor();
      const minTarget = viewport === 'phone' ? 44 : 24;
      const report = await page.evaluate(measureLayout, { minTarget });
      expect([report.overlaps, report.cutOff, report.overflowingText, report.smallTargets]).toEqual([
        [],
        [],
        [],
        [],
      ]);
      expect(report.scrollWidth).toBeLessThanOrEqual(VIEWPORTS[viewport].viewport.width);
      await page.screenshot({ path: screenshotPath(`problems-${viewport}-answer-line`), fullPage: true });
      await viewer.getByRole('button', { name: 'Back to solving' }).click();
      await result(page, 'doing');
      expect(site.pageErrors).toEqual([]);
    },
  );

  it('keeps a signed-in user’s attempts: the collection, the list and the profile show them after a reload', async () => {
    const page = await site.open(await site.context(VIEWPORTS.desktop, sol), path(problem.number));
    await page.locator('.tg-problem__board canvas').first().waitFor();
    await clickPoint(page, problem.wrong);
    await result(page, 'wrong');
    await page.getByText('Saved. Attempts: 1, solved: 0.').waitFor();
    await page.getByRole('button', { name: 'Try again' }).click();
    await clickPoint(page, problem.right);
    await result(page, 'correct');
    await page.getByText('Saved. Attempts: 2, solved: 1.').waitFor();

    await page.goto(`${site.url}/problems/${COLLECTION}/?lang=en`);
    await page.locator(`.tg-problem-cell[data-number="${problem.number}"][data-status="solved"]`).waitFor();
    expect(await page.locator('.tg-problem-cell[data-status="solved"]').count()).toBe(1);
    await page.screenshot({ path: screenshotPath('problems-desktop-collection'), fullPage: true });

    await page.goto(`${site.url}/problems/?lang=en`);
    const total = file.problems.length;
    await page
      .locator(`.tg-problems__item[data-collection="${COLLECTION}"]`)
      .getByText(`Solved 1 of ${total} · tried 1`)
      .waitFor();

    await page.goto(`${site.url}/u/${sol.username}/?lang=en`);
    const section = page.getByRole('region', { name: 'Problems' });
    await section.locator(`[data-collection="${COLLECTION}"][data-solved="1"]`).waitFor();
    await section.getByText(`Solved 1 of ${total} · not yet 0 · attempts: 2`).waitFor();
    await page.screenshot({ path: screenshotPath('problems-desktop-profile'), fullPage: true });
    await page.goto(`${site.url}${path(problem.number)}`);
    await page.locator('[data-before="solved"]').getByText('You have solved this one before.').waitFor();
    expect(site.pageErrors).toEqual([]);
  });

  it('drops an assignment the problem is not in (here one that does not exist): the attempt is practice', async () => {
    const problemId = (await site.store.problems.problemByNumber(COLLECTION, problem.number))!.id;
    const before = (await site.store.problems.progressOn(sol.id, problemId))?.attempts ?? 0;
    const query = 'assignment=424242&lang=en';
    const page = await site.open(await site.context(VIEWPORTS.desktop, sol), path(problem.number, query));
    await page.locator('.tg-problem__board canvas').first().waitFor();
    // Once the page has read that no such assignment holds the problem, it no longer links to it.
    await expect.poll(() => page.getByRole('link', { name: 'Back to the homework' }).count()).toBe(0);
    await clickPoint(page, problem.right);
    await result(page, 'correct');
    await page.locator('.tg-problem__saved[data-saved="yes"]').waitFor();
    expect((await site.store.problems.progressOn(sol.id, problemId))?.attempts).toBe(before + 1);
  });

  it.each([
    ['phone', 44],
    ['desktop', 24],
  ] as const)(
    'holds its layout on a %s: the board fits, nothing overlaps or is cut off, targets of %i px',
    async (viewport, minTarget) => {
      const page = await site.open(
        await site.context(VIEWPORTS[viewport], sol),
        path(problem.number, 'lang=cn'),
      );
      const width = VIEWPORTS[viewport].viewport.width;
      await page.locator('.tg-problem__board canvas').first().waitFor();
      const screens: [string, () => Promise<void>][] = [
        ['problem', async () => {}],
        [
          'wrong',
          async () => {
            await clickPoint(page, problem.wrong);
            await result(page, 'wrong');
          },
        ],
        [
          'answer',
          async () => {
            await page.getByRole('button', { name: '查看答案' }).click();
            await page.getByRole('region', { name: '答案' }).locator('.tg-answer-viewer__legend').waitFor();
          },
        ],
        [
          'collection',
          () =>
            page
              .goto(`${site.url}/problems/${COLLECTION}/?lang=cn`)
              .then(() => page.locator('.tg-problem-cell').first().waitFor()),
        ],
        [
          'list',
          () =>
            page
              .goto(`${site.url}/problems/?lang=cn`)
              .then(() => page.locator('.tg-problems__item').first().waitFor()),
        ],
      ];
      for (const [screen, open] of screens) {
        await open();
        await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
        await page.screenshot({ path: screenshotPath(`problems-${viewport}-${screen}`), fullPage: true });
        const report = await page.evaluate(measureLayout, { minTarget });
        expect(report.overlaps, screen).toEqual([]);
        expect(report.cutOff, screen).toEqual([]);
        expect(report.overflowingText, screen).toEqual([]);
        expect(report.smallTargets, screen).toEqual([]);
        expect(report.scrollWidth, screen).toBeLessThanOrEqual(width);
        expect(
          (await visibleLines(page)).filter((line) => KEY_LIKE.test(line)),
          screen,
        ).toEqual([]);
        if (screen === 'problem') {
          const board = (await page.locator('.tg-problem__board').boundingBox())!;
          expect(board.x).toBeGreaterThanOrEqual(0);
          expect(board.x + board.width).toBeLessThanOrEqual(width);
        }
      }
      expect(site.pageErrors).toEqual([]);
    },
  );

  it('solves choice, placement and replay problems on the same page, each attempt judged and kept', async () => {
    const skills = readdirSync(new URL('../packages/server/collections/', import.meta.url))
      .map((name) =>
        JSON.parse(readFileSync(new URL(`../packages/server/collections/${name}`, import.meta.url), 'utf8')),
      )
      .flatMap((c: { id: string; problems: { number: number; data: ProblemData }[] }) =>
        c.problems.map((p) => ({ collection: c.id, ...p })),
      );
    const of = (kind: 'xds' | 'luozis' | 'clone_pos') => skills.find((p) => (p.data[kind]?.length ?? 0) > 0);
    const [choice, placement, replay] = [of('xds'), of('luozis'), of('clone_pos')];
    if (!choice || !placement || !replay) return expect.fail('a collection with each kind of problem');
    const page = await site.open(await site.context(VIEWPORTS.desktop, sol), '/problems/?lang=en');
    const solve = async (p: typeof choice, moves: readonly string[], prompt: string) => {
      await page.goto(`${site.url}/problems/${p.collection}/${p.number}/?lang=en`);
      await page.getByText(prompt, { exact: true }).waitFor();
      await page.locator('.tg-problem__board canvas').first().waitFor();
      for (const point of moves) await clickPoint(page, point, p.data);
      await result(page, 'correct');
      await page.getByText('Saved. Attempts: 1, solved: 1.').waitFor();
    };
    const best = [...(choice.data.xds ?? [])].sort((a, b) => b.score - a.score)[0]!;
    await solve(choice, [best.pt], 'Choose a point');
    await solve(placement, placement.data.luozis ?? [], 'Place stones');
    await page.screenshot({ path: screenshotPath('problems-desktop-placement') });
    await solve(replay, replay.data.clone_pos ?? [], 'Play the moves shown');
    await page.getByRole('button', { name: 'Show the moves' }).waitFor();
    await page.screenshot({ path: screenshotPath('problems-desktop-replay') });
    expect(site.pageErrors).toEqual([]);
  });
});
