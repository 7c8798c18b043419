// @tengen/board as another project gets it: core and board packed with npm, installed from the
// tarballs into a fresh Vite app outside the workspace, built and served there, and used in
// Debian's Chromium. The app (consumer-app/) imports only the package's public entries.
// npm installs only the two tarballs, offline; the app's own toolchain (React, Vite, their types)
// is linked from the workspace's install, so the test never waits on the registry.
import type { ChildProcess } from 'node:child_process';
import {
  cpSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CorpusProblem } from '../src/puzzle/corpus.ts';
import { computeLayout } from '../src/render/canvas-layout.ts';
import { launchChromium } from '../src/test-chromium.js';
import { runOutside, startVitePreview } from './packed-tools.ts';

const root = join(import.meta.dirname, '../../..');
const assets = join(import.meta.dirname, '../public/static/playnew');
const PROBLEM = 'cho-elementary-Prob0003';
const problem = JSON.parse(
  readFileSync(join(root, `fixtures/puzzles/${PROBLEM}.json`), 'utf8'),
) as CorpusProblem;
/** What the app builds and renders with, linked from the workspace's node_modules. */
const APP_TOOLCHAIN = ['react', 'react-dom', 'vite', '@types/react', '@types/react-dom'];

/** The paths in a tarball, without npm's leading `package/`. */
async function tarballFiles(file: string): Promise<string[]> {
  return (await runOutside('tar', ['-tzf', file], root))
    .split('\n')
    .filter(Boolean)
    .map((p) => p.replace(/^package\//, ''));
}

/** Every package a module imports, following its relative imports through the installed files. */
function packagesImported(entry: string): Set<string> {
  const found = new Set<string>();
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const text = readFileSync(file, 'utf8');
    for (const m of text.matchAll(/(?:\bfrom\s*|\bimport\s*\(?\s*)["']([^"']+)["']/g)) {
      const spec = m[1];
      if (spec.startsWith('.')) visit(join(file, '..', spec));
      else found.add(spec);
    }
  };
  visit(entry);
  return found;
}

let work: string;
let app: string;
let tarballs: { core: string; board: string };
let preview: ChildProcess | undefined;
let url: string;
let browser: Browser | undefined;

beforeAll(async () => {
  work = mkdtempSync(join(tmpdir(), 'tengen-board-package-'));
  // npm pack runs each package's prepack (tsc -b), as a release does.
  const packed = JSON.parse(
    await runOutside(
      'npm',
      ['pack', '-w', 'packages/core', '-w', 'packages/board', '--pack-destination', work, '--json'],
      root,
    ),
  ) as { name: string; filename: string }[];
  const file = (name: string) => join(work, packed.find((p) => p.name === name)!.filename);
  tarballs = { core: file('@tengen/core'), board: file('@tengen/board') };

  app = join(work, 'app');
  cpSync(join(import.meta.dirname, 'consumer-app'), app, { recursive: true });
  const manifest = {
    name: 'board-consumer',
    private: true,
    type: 'module',
    dependencies: {
      '@tengen/board': `file:${relative(app, tarballs.board)}`,
      '@tengen/core': `file:${relative(app, tarballs.core)}`,
    },
  };
  writeFileSync(join(app, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  await runOutside('npm', ['install', '--offline', '--no-audit', '--no-fund'], app);
  for (const name of APP_TOOLCHAIN) {
    mkdirSync(join(app, 'node_modules', name, '..'), { recursive: true });
    symlinkSync(join(root, 'node_modules', name), join(app, 'node_modules', name), 'dir');
  }

  // The README's recipe puts the files at the default base; a second copy stands for a CDN.
  await runOutside(process.execPath, ['copy-assets.mjs'], app);
  cpSync(join(app, 'node_modules/@tengen/board/public/static/playnew'), join(app, 'public/cdn/tengen'), {
    recursive: true,
  });
  writeFileSync(join(app, 'public/problem.json'), JSON.stringify(problem));
  await runOutside(
    process.execPath,
    [join(app, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn'],
    app,
  );

  const started = startVitePreview(app);
  preview = started.child;
  url = await started.url;
  browser = await launchChromium();
}, 180_000);

afterAll(async () => {
  await browser?.close();
  if (preview?.exitCode === null) {
    const exited = new Promise((resolve) => preview!.once('exit', resolve));
    preview.kill();
    await exited;
  }
  if (work) rmSync(work, { recursive: true, force: true });
});

describe('the packed @tengen/board in a fresh app', () => {
  it('packs compiled code, declarations, the images and sounds and the licence, and no tests', async () => {
    const board = await tarballFiles(tarballs.board);
    for (const entry of ['index', 'react', 'shared-slice']) {
      expect(board).toContain(`dist/${entry}.js`);
      expect(board).toContain(`dist/${entry}.d.ts`);
    }
    const shipped = readdirSync(assets, { recursive: true, withFileTypes: true })
      .filter((f) => f.isFile())
      .map((f) => relative(join(root, 'packages/board'), join(f.parentPath, f.name)));
    expect(shipped.length).toBeGreaterThanOrEqual(8);
    for (const f of shipped) expect(board).toContain(f);
    expect(board).toContain('README.md');

    const core = await tarballFiles(tarballs.core);
    expect(core).toContain('dist/index.js');
    expect(core).toContain('dist/index.d.ts');
    for (const files of [board, core]) {
      expect(
        files.filter((f) => /\.test\.ts$|(^|\/)test-[^/]*$|tsbuildinfo|__screenshots__/.test(f)),
      ).toEqual([]);
      expect(
        files.filter((f) => !/^(dist|src|public)\/|^package\.json$|^README\.md$|^LICENSE$/.test(f)),
      ).toEqual([]);
      // Both are MIT: the licence text travels with each tarball.
      expect(files).toContain('LICENSE');
    }
  });

  it('installs core from its tarball as a dependency; only ./react imports react', () => {
    const installed = (name: string) =>
      JSON.parse(readFileSync(join(app, 'node_modules', name, 'package.json'), 'utf8'));
    expect(installed('@tengen/board').dependencies).toEqual({ '@tengen/core': '0.1.0' });
    expect(installed('@tengen/board').peerDependenciesMeta).toEqual({ react: { optional: true } });
    expect(installed('@tengen/core').version).toBe('0.1.0');
    const dist = join(app, 'node_modules/@tengen/board/dist');
    expect([...packagesImported(join(dist, 'index.js'))]).toEqual(['@tengen/core']);
    expect([...packagesImported(join(dist, 'shared-slice.js'))]).toEqual([]);
    expect([...packagesImported(join(dist, 'react.js'))].sort()).toEqual(['@tengen/core', 'react']);
  });

  it('runs in Node without a page: a headless board judges the problem; the assets resolve', async () => {
    const script = `
      import { createHeadlessBoard, puzzleFromCorpus } from '@tengen/board';
      const results = [];
      const board = createHeadlessBoard({
        kind: 'puzzle',
        puzzle: puzzleFromCorpus(${JSON.stringify(problem)}),
        events: { onPuzzleResult: (r) => results.push(r) },
      });
      const [x, y] = [...${JSON.stringify(problem.SOL[0][1])}].map((c) => c.charCodeAt(0) - 97);
      const sound = import.meta.resolve('@tengen/board/static/playnew/sounds/place.wav');
      console.log(JSON.stringify({ click: board.click({ x, y }), results, sound }));
    `;
    const out = JSON.parse(await runOutside(process.execPath, ['--input-type=module', '-e', script], app));
    expect(out).toMatchObject({ click: 'OK', results: ['correct'] });
    // The assets' export path leads to the installed files.
    expect(readFileSync(new URL(out.sound)).equals(readFileSync(join(assets, 'sounds/place.wav')))).toBe(
      true,
    );
  });

  it('type-checks a TypeScript consumer against the declarations', async () => {
    // The workspace's compiler, the app's node_modules: the package's .d.ts files are checked too.
    const tsc = join(root, 'node_modules/typescript/bin/tsc');
    await expect(runOutside(process.execPath, [tsc, '-p', 'tsconfig.json'], app)).resolves.toBe('');
  });

  it('renders a board and a problem in Chromium: a click plays, the first move solves, assets load', async () => {
    const context = await browser!.newContext({ viewport: { width: 900, height: 500 } });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(String(e)));
    const responses: { path: string; status: number }[] = [];
    page.on('response', (r) => responses.push({ path: new URL(r.url()).pathname, status: r.status() }));

    await page.goto(url);
    await page.waitForFunction(() => document.getElementById('status')?.textContent === 'ready');
    await page.waitForLoadState('networkidle');

    // The game board: a click on the centre plays black there.
    expect(await stoneAt(page, 'game', { x: 4, y: 4 })).toBe(0);
    await clickPoint(page, 'game', { x: 4, y: 4 });
    expect(await stoneAt(page, 'game', { x: 4, y: 4 })).toBe(1);
    expect(await embedded(page, 'played')).toEqual([{ vertex: { x: 4, y: 4 }, color: 1 }]);
    const pixel = await stonePixel(page, 'game', { x: 4, y: 4 });
    expect(pixel.alpha).toBe(255);
    expect(pixel.brightness).toBeLessThan(100);

    // The problem, through the React wrapper: its first correct move is judged correct.
    const [move] = problem.SOL;
    const answer = { x: move[1].charCodeAt(0) - 97, y: move[1].charCodeAt(1) - 97 };
    const soundRequested = page.waitForRequest((r) => r.url().includes('/cdn/tengen/sounds/'));
    await clickPoint(page, 'puzzle', answer);
    expect(await embedded(page, 'results')).toEqual([{ result: 'correct', code: 1 }]);
    expect(await stoneAt(page, 'puzzle', answer)).toBe(move[0] === 'W' ? 2 : 1);
    expect(await page.locator('#status').textContent()).toBe('correct');
    await soundRequested;

    // Images came from each board's base; a sound there answers with the package's bytes.
    const answered = (path: string) => responses.filter((r) => r.path === path).map((r) => r.status);
    expect(answered('/static/playnew/images/board-wood.png')).toEqual([200]);
    expect(answered('/static/playnew/images/stone-black.png')).toEqual([200]);
    expect(answered('/cdn/tengen/images/board-kt.png')).toEqual([200]);
    expect(responses.filter((r) => r.status >= 400 && !r.path.startsWith('/not-copied/'))).toEqual([]);
    // The board whose files are missing said so to its host.
    await page.waitForFunction(() => (window as Loose).embedded.faults.length > 0);
    const faults = (await embedded(page, 'faults')) as string[];
    expect(faults.every((f) => /^ASSET_MISSING: \/not-copied\/images\/[a-z-]+\.png /.test(f))).toBe(true);
    expect(faults.some((f) => f.includes('/not-copied/images/board-wood.png'))).toBe(true);
    expect(new Set(faults).size).toBe(faults.length);
    const sound = await page.evaluate(async () => {
      const r = await fetch('/cdn/tengen/sounds/place.wav');
      return { status: r.status, bytes: Array.from(new Uint8Array(await r.arrayBuffer())) };
    });
    expect(sound.status).toBe(200);
    expect(Buffer.from(sound.bytes).equals(readFileSync(join(assets, 'sounds/place.wav')))).toBe(true);
    expect(await embedded(page, 'shape')).toBe('landscape');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('under StrictMode a memoized config toggled keeps the game, and the board follows its element', async () => {
    const context = await browser!.newContext({ viewport: { width: 1200, height: 700 } });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(String(e)));
    await page.goto(url);
    await page.waitForFunction(() => (window as Loose).embedded.boards.strict !== undefined);

    await clickPoint(page, 'strict', { x: 4, y: 4 });
    expect(await stoneAt(page, 'strict', { x: 4, y: 4 })).toBe(1);
    await page.click('#toggle-coordinates');
    await page.waitForFunction(() => (window as Loose).embedded.boards.strict.state.showCoor === false);
    expect(await stoneAt(page, 'strict', { x: 4, y: 4 })).toBe(1);

    // The second mount measured the element, not the first board's height: wider stays square.
    await page.evaluate(() => {
      (document.querySelector('.strict-board') as HTMLElement).style.width = '420px';
    });
    await page.waitForFunction(() => {
      const pen = document.querySelector('#strict canvas.tengen-pen') as HTMLCanvasElement;
      return pen.style.width === '420px';
    });
    const shown = await page.evaluate(() => {
      const pen = document.querySelector('#strict canvas.tengen-pen') as HTMLCanvasElement;
      return { width: pen.style.width, height: pen.style.height };
    });
    expect(shown).toEqual({ width: '420px', height: '420px' });
    expect(errors).toEqual([]);
    await context.close();
  });
});

// biome-ignore lint/suspicious/noExplicitAny: the app's window object, read inside the page
type Loose = any;
type Vertex = { x: number; y: number };

const embedded = (page: Page, key: string) => page.evaluate((k) => (window as Loose).embedded[k], key);

const stoneAt = (page: Page, board: string, v: Vertex) =>
  page.evaluate(([b, p]) => (window as Loose).embedded.boards[b as string].state.game.board.get(p), [
    board,
    v,
  ] as const);

/** Where a point is on the page and on the board's stone canvas, from the board's public state. */
async function locate(page: Page, board: string, v: Vertex) {
  const g = await page.evaluate((b) => {
    const s = (window as Loose).embedded.boards[b].state;
    const r = document.querySelector(`#${b} canvas.tengen-pen`)!.getBoundingClientRect();
    return {
      rect: { left: r.left, top: r.top, width: r.width, height: r.height },
      size: s.game.size,
      region: s.region,
      rotation: s.rotation,
      showCoor: s.showCoor,
    };
  }, board);
  const l = computeLayout({ cssWidth: g.rect.width, cssHeight: g.rect.height, dpr: 1, ...g });
  const canvas = {
    x: l.originX + (v.x - l.display.x1) * l.cell,
    y: l.originY + (v.y - l.display.y1) * l.cell,
  };
  return { canvas, page: { x: g.rect.left + canvas.x, y: g.rect.top + canvas.y } };
}

async function clickPoint(page: Page, board: string, v: Vertex): Promise<void> {
  const { page: at } = await locate(page, board, v);
  await page.mouse.click(at.x, at.y);
}

/** The stone layer's pixel at a point's centre once the next frame has painted. */
async function stonePixel(page: Page, board: string, v: Vertex) {
  const { canvas } = await locate(page, board, v);
  return page.evaluate(
    ([b, at]) =>
      new Promise<{ alpha: number; brightness: number }>((resolve) =>
        requestAnimationFrame(() => {
          const c = document.querySelector(`#${b} canvas.tengen-stones`) as HTMLCanvasElement;
          const [r, g, bl, alpha] = c.getContext('2d')!.getImageData(at.x, at.y, 1, 1).data;
          resolve({ alpha, brightness: (r + g + bl) / 3 });
        }),
      ),
    [board, canvas] as const,
  );
}
