#!/usr/bin/env node
// The repository stands alone: no file of it may read from a folder beside the checkout.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const SKIPPED = new Set(['.git', 'node_modules', 'dist', 'data', 'fixtures', 'test-results']);
const TEXT = /\.(?:[cm]?[jt]sx?|json|md|sh|html|css|ya?ml)$|^\.ci\/run$/;
/** Prose and shell scripts write paths from the repository's root as often as from themselves. */
const FROM_ROOT_TOO = /\.(?:md|sh)$|^\.ci\/run$/;
// A relative path climbing into a folder named `shared`: the folder beside the checkout is
// called that, and so may a folder inside the repository, so each one is resolved.
const CLIMB_TO_SHARED = /(?:\.\.\/)+(?=shared\/)/g;

function* textFiles(dir, prefix = '') {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (SKIPPED.has(entry.name)) continue;
    const path = `${prefix}${entry.name}`;
    if (entry.isDirectory()) yield* textFiles(join(dir, entry.name), `${path}/`);
    else if (TEXT.test(path)) yield path;
  }
}

function leavesRepository(repo, file, climb) {
  const bases = [dirname(join(repo, file))];
  if (FROM_ROOT_TOO.test(file)) bases.push(repo);
  return bases.some((base) => relative(repo, resolve(base, climb)).startsWith('..'));
}

/** The repository's files that name a path in the folder beside it. */
export function filesReachingOutside(repo = root) {
  return [...textFiles(repo)].filter((file) => {
    const text = readFileSync(join(repo, file), 'utf8');
    return [...text.matchAll(CLIMB_TO_SHARED)].some((m) => leavesRepository(repo, file, m[0]));
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const found = filesReachingOutside();
  for (const file of found) console.error(`${file}: reads from a folder outside the repository`);
  process.exitCode = found.length > 0 ? 1 : 0;
}
