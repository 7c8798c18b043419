#!/usr/bin/env node
// The layering of DESIGN.md, enforced: core imports nothing; the server never imports board or web.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Which workspace packages each package may import. `null` = no outside import at all. */
export const allowedImports = {
  core: null,
  protocol: { workspace: ['core'], external: true },
  engine: { workspace: ['core'], external: true },
  board: { workspace: ['core'], external: true },
  server: { workspace: ['core', 'protocol', 'engine'], external: true },
  web: { workspace: ['core', 'protocol', 'board', 'engine'], external: true },
};

const importPattern =
  /(?:^|[\s;])(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]|(?:^|[\s;])import\s*['"]([^'"]+)['"]|\bimport\(\s*['"]([^'"]+)['"]\s*\)|\brequire\(\s*['"]([^'"]+)['"]\s*\)/g;

/** Every module specifier a source text imports. */
export function importsOf(source) {
  const found = [];
  for (const m of source.matchAll(importPattern)) found.push(m[1] ?? m[2] ?? m[3] ?? m[4]);
  return found;
}

/** The violations of one file of package `pkg`, as messages. */
export function violations(pkg, file, source, packagesDir) {
  const rule = allowedImports[pkg];
  const problems = [];
  for (const spec of importsOf(source)) {
    if (spec.startsWith('.')) {
      const target = relative(join(packagesDir, pkg), resolve(dirname(file), spec));
      if (target.startsWith('..')) problems.push(`${file}: relative import leaves the package: ${spec}`);
      continue;
    }
    const workspace = spec.match(/^@tengen\/([^/]+)/)?.[1];
    if (rule === null) {
      problems.push(`${file}: ${pkg} must import nothing, found '${spec}'`);
    } else if (workspace !== undefined && !rule.workspace.includes(workspace)) {
      problems.push(`${file}: ${pkg} may not import @tengen/${workspace}`);
    } else if (workspace === undefined && !rule.external) {
      problems.push(`${file}: ${pkg} may not import '${spec}'`);
    }
  }
  return problems;
}

function sourceFiles(dir) {
  const out = [];
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) out.push(...sourceFiles(path));
    else if (/\.(ts|tsx|js|mjs)$/.test(name) && !/\.test\.tsx?$/.test(name)) out.push(path);
  }
  return out;
}

export function checkAll(packagesDir) {
  const problems = [];
  for (const pkg of Object.keys(allowedImports)) {
    const src = join(packagesDir, pkg, 'src');
    let files = [];
    try {
      files = sourceFiles(src);
    } catch {
      continue;
    }
    for (const file of files)
      problems.push(...violations(pkg, file, readFileSync(file, 'utf8'), packagesDir));
  }
  return problems;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = join(dirname(fileURLToPath(import.meta.url)), '..');
  const problems = checkAll(join(root, 'packages'));
  for (const p of problems) console.error(p);
  if (problems.length > 0) process.exit(1);
  console.log('dependency rules: ok');
}
