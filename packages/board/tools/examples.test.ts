// The examples at the repository's root (examples/), built as their README says against the
// packed packages: core and board packed with npm into examples/vendor/ of a copy of the folder
// outside the workspace, each example installed from the tarballs (offline), type-checked with
// strict TypeScript, built with Vite and opened in Debian's Chromium, where it says `ready`
// once its board is drawn. The toolchain each pins (TypeScript, Vite, React) is linked from the
// workspace's install, which must be the versions the examples name.
import type { ChildProcess } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from '../src/test-chromium.js';
import { runOutside, startVitePreview } from './packed-tools.ts';

const root = join(import.meta.dirname, '../../..');
const EXAMPLES = ['plain-html', 'react', 'puzzle'] as const;

interface Manifest {
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
  scripts: Record<string, string>;
}

const manifestOf = (dir: string) => JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as Manifest;
const workspaceVersion = (name: string) =>
  (JSON.parse(readFileSync(join(root, 'node_modules', name, 'package.json'), 'utf8')) as { version: string })
    .version;

let work: string;
let browser: Browser | undefined;
const previews: ChildProcess[] = [];

beforeAll(async () => {
  work = mkdtempSync(join(tmpdir(), 'tengen-board-examples-'));
  cpSync(join(root, 'examples'), join(work, 'examples'), {
    recursive: true,
    filter: (path) => !/[/\\](node_modules|dist|vendor|public)$/.test(path),
  });
  // The README's first step: both tarballs into examples/vendor/.
  mkdirSync(join(work, 'examples/vendor'));
  await runOutside(
    'npm',
    [
      'pack',
      '-w',
      'packages/core',
      '-w',
      'packages/board',
      '--pack-destination',
      join(work, 'examples/vendor'),
    ],
    root,
  );
  browser = await launchChromium();
}, 180_000);

afterAll(async () => {
  await browser?.close();
  for (const child of previews) {
    if (child.exitCode !== null) continue;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill();
    await exited;
  }
  if (work) rmSync(work, { recursive: true, force: true });
});

describe.each(EXAMPLES)('examples/%s', (name) => {
  it('has its README, installs from the tarballs, type-checks, builds and draws its board in Chromium', async () => {
    const app = join(work, 'examples', name);
    expect(existsSync(join(app, 'README.md'))).toBe(true);
    const manifest = manifestOf(app);
    expect(manifest.dependencies['@tengen/board']).toBe('file:../vendor/tengen-board-0.1.0.tgz');
    expect(manifest.dependencies['@tengen/core']).toBe('file:../vendor/tengen-core-0.1.0.tgz');
    const toolchain = { ...manifest.devDependencies };
    for (const dep of Object.keys(manifest.dependencies))
      if (!dep.startsWith('@tengen/')) toolchain[dep] = manifest.dependencies[dep];
    for (const [dep, version] of Object.entries(toolchain))
      expect([dep, workspaceVersion(dep)]).toEqual([dep, version]);

    // npm installs the tarballs only (offline); the toolchain comes linked from the workspace.
    const original = readFileSync(join(app, 'package.json'), 'utf8');
    const tarballsOnly = Object.fromEntries(
      Object.entries(manifest.dependencies).filter(([dep]) => dep.startsWith('@tengen/')),
    );
    writeFileSync(
      join(app, 'package.json'),
      JSON.stringify({ ...manifest, dependencies: tarballsOnly, devDependencies: {} }),
    );
    await runOutside('npm', ['install', '--offline', '--no-audit', '--no-fund', '--no-package-lock'], app);
    writeFileSync(join(app, 'package.json'), original);
    for (const dep of Object.keys(toolchain)) {
      mkdirSync(join(app, 'node_modules', dep, '..'), { recursive: true });
      symlinkSync(join(root, 'node_modules', dep), join(app, 'node_modules', dep), 'dir');
    }

    await runOutside(process.execPath, ['../copy-board-assets.mjs'], app);
    expect(existsSync(join(app, 'public/static/playnew/images/stone-black.png'))).toBe(true);
    // `npm run build`: tsc -p . && vite build, with the linked binaries.
    expect(manifest.scripts.build).toBe('tsc -p . && vite build');
    await expect(
      runOutside(process.execPath, [join(app, 'node_modules/typescript/bin/tsc'), '-p', '.'], app),
    ).resolves.toBe('');
    await runOutside(
      process.execPath,
      [join(app, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn'],
      app,
    );
    expect(existsSync(join(app, 'dist/index.html'))).toBe(true);

    const started = startVitePreview(app);
    previews.push(started.child);
    const url = await started.url;
    const context = await browser!.newContext({ viewport: { width: 500, height: 800 } });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(String(e)));
    const failed: string[] = [];
    page.on('response', (r) => r.status() >= 400 && failed.push(`${r.status()} ${r.url()}`));
    await page.goto(url);
    await page.waitForFunction(() => document.getElementById('status')?.textContent === 'ready');
    await page.locator('canvas.tengen-stones').first().waitFor();
    await page.waitForLoadState('networkidle');
    await page.screenshot({ path: join(root, 'test-results', `example-${name}.png`) });
    expect([errors, failed]).toEqual([[], []]);
    await context.close();
  }, 180_000);
});
