#!/usr/bin/env node
// The repository stands alone: no file of it may read from a folder beside the checkout.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const SKIPPED = new Set(['.git', 'node_modules', 'dist', 'data', 'fixtures', 'test-results']);
const TEXT = /\.(?:[cm]?[jt]sx?|json|md|sh|html|css|ya?ml)$|^\.ci\/run$/;
// Written in pieces so that this file does not match itself.
const outside = new RegExp(['\\.\\.', 'shared', ''].join('/'));

function* textFiles(dir, prefix = '') {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (SKIPPED.has(entry.name)) continue;
    const path = `${prefix}${entry.name}`;
    if (entry.isDirectory()) yield* textFiles(join(dir, entry.name), `${path}/`);
    else if (TEXT.test(path)) yield path;
  }
}

/** The repository's files that name a path in the folder beside it. */
export function filesReachingOutside(dir = root) {
  return [...textFiles(dir)].filter((file) => outside.test(readFileSync(join(dir, file), 'utf8')));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const found = filesReachingOutside();
  for (const file of found) console.error(`${file}: reads from a folder outside the repository`);
  process.exitCode = found.length > 0 ? 1 : 0;
}
