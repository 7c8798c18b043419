/**
 * The rules of the site's layout (docs/layout.md), checked on the files themselves: `common/`
 * imports no feature, a feature imports no other feature but for the panels listed below, and no
 * two files share a name but a folder's `index.ts` and the locale files.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { basename, dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const SRC = fileURLToPath(new URL('.', import.meta.url));

/**
 * A page that shows a panel another feature owns imports that panel's file, and only it; the
 * panel's feature never imports the page's (docs/layout.md, "A page may show another feature's
 * panel").
 */
const PANELS_SHOWN_ELSEWHERE: readonly string[] = [
  'features/game → features/appeals/complaint-box.tsx',
  'features/game → features/books/book-save-panel.tsx',
  'features/game → features/friends/private-chat-window.tsx',
  'features/profile → features/friends/follow-actions.tsx',
  'features/profile → features/problems/problem-progress-section.tsx',
  'features/account → features/recovery/code-step.tsx',
  'features/account-security → features/account/starting-strength-panel.tsx',
  'features/game → features/appeals/result-change-notice.tsx',
  'features/problems → features/homework/assignment-steps.ts',
];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx|css)$/.test(entry.name) ? [relative(SRC, path)] : [];
  });
}

const FILES = sourceFiles(SRC);
const isTest = (file: string) => /\.test\.tsx?$/.test(file);
const CODE = FILES.filter((file) => /\.tsx?$/.test(file) && !isTest(file));

/** The relative imports of a file (static, side-effect and lazy), as paths from src/. */
function importsOf(file: string): string[] {
  const text = readFileSync(join(SRC, file), 'utf8');
  const specs = [...text.matchAll(/(?:\bfrom\s+|^import\s+|\bimport\()'(\.[^']+)'/gm)].map(
    ([, spec]) => spec!,
  );
  return specs.map((spec) => relative(SRC, resolve(SRC, dirname(file), spec)));
}

/** `features/<name>` for a feature's file, else null (app.tsx, common/, i18n/, features/pages.test.tsx). */
function featureOf(file: string): string | null {
  return /^(features\/[^/]+)\//.exec(file)?.[1] ?? null;
}

describe('the site’s layout', () => {
  it('finds the files it checks', () => {
    expect(CODE).toContain('app.tsx');
    expect(CODE).toContain('common/layout/site-header.tsx');
    expect(CODE).toContain('features/game/play-page.tsx');
  });

  it('lets common/ import no feature', () => {
    const leaks = CODE.filter((file) => file.startsWith('common/')).flatMap((file) =>
      importsOf(file)
        .filter((target) => featureOf(target) !== null)
        .map((target) => `${file} → ${target}`),
    );
    expect(leaks).toEqual([]);
  });

  it('lets no feature import another, but for the panels shown elsewhere', () => {
    const crossings = CODE.flatMap((file) => {
      const from = featureOf(file);
      if (from === null) return [];
      return importsOf(file)
        .filter((target) => featureOf(target) !== null && featureOf(target) !== from)
        .map((target) => `${from} → ${target}`);
    });
    expect([...new Set(crossings)].sort()).toEqual([...PANELS_SHOWN_ELSEWHERE].sort());
  });

  it('keeps each panel shown elsewhere from importing the page that shows it', () => {
    const back = PANELS_SHOWN_ELSEWHERE.flatMap((entry) => {
      const [page, panel] = entry.split(' → ') as [string, string];
      return importsOf(panel)
        .filter((target) => featureOf(target) === page)
        .map((target) => `${panel} → ${target}`);
    });
    expect(back).toEqual([]);
  });

  it('gives no two files the same name but index.ts and the locale files', () => {
    const named = FILES.filter(
      (file) => !isTest(file) && basename(file) !== 'index.ts' && !file.startsWith('i18n/locales/'),
    );
    const byName = new Map<string, string[]>();
    for (const file of named) byName.set(basename(file), [...(byName.get(basename(file)) ?? []), file]);
    expect([...byName.values()].filter((files) => files.length > 1)).toEqual([]);
  });
});
