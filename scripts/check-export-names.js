#!/usr/bin/env node
// One name per thing (docs/layout.md): no name is exported from two source files of the packages.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

/**
 * Files whose exports are other files' things under the same names: the game page's lazy
 * panels are those panels, loaded later.
 */
const SAME_THING_AGAIN = new Set(['packages/web/src/features/game/lazy-panels.tsx']);
/** The locale files name their namespace the same in every language, by design. */
const LOCALES = /^packages\/web\/src\/i18n\/locales\//;
const DECLARATION =
  /^export\s+(?:declare\s+)?(?:async\s+)?(?:abstract\s+)?(?:function\*?|const|let|var|class|type|interface|enum)\s+([A-Za-z_$][\w$]*)/gm;

function* sourceFiles(dir, prefix) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = `${prefix}${entry.name}`;
    if (entry.isDirectory()) yield* sourceFiles(join(dir, entry.name), `${path}/`);
    else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) && !/\.d\.ts$/.test(entry.name))
      yield path;
  }
}

/** Each name exported from more than one file of packages/<package>/src, with those files. */
export function sharedExportNames(repo = root) {
  const byName = new Map();
  for (const pkg of readdirSync(join(repo, 'packages'), { withFileTypes: true })) {
    if (!pkg.isDirectory()) continue;
    const src = join(repo, 'packages', pkg.name, 'src');
    let files;
    try {
      files = [...sourceFiles(src, `packages/${pkg.name}/src/`)];
    } catch {
      continue;
    }
    for (const file of files) {
      if (SAME_THING_AGAIN.has(file) || LOCALES.test(file)) continue;
      const text = readFileSync(join(repo, file), 'utf8');
      for (const [, name] of text.matchAll(DECLARATION)) {
        const files = byName.get(name) ?? new Set();
        files.add(file);
        byName.set(name, files);
      }
    }
  }
  return [...byName]
    .filter(([, files]) => files.size > 1)
    .map(([name, files]) => ({ name, files: [...files].sort() }))
    .sort((a, b) => a.name.localeCompare(b.name));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const found = sharedExportNames();
  for (const { name, files } of found) console.error(`${name}: exported from ${files.join(', ')}`);
  process.exitCode = found.length > 0 ? 1 : 0;
}
