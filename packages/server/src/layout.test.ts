/**
 * The rules of the server's layout (docs/layout.md), checked on the files themselves: no two
 * files share a name, test helpers are only in testing/, and the pure room imports nothing but
 * itself, the rules core and the protocol.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { basename, dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const SRC = fileURLToPath(new URL('.', import.meta.url));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') ? [relative(SRC, path)] : [];
  });
}

const FILES = sourceFiles(SRC);
const isTest = (file: string) => file.endsWith('.test.ts');
const inTesting = (file: string) => file.startsWith('testing/');

/** The modules a file imports: package names, or paths relative to src/ for relative imports. */
function importsOf(file: string): string[] {
  const text = readFileSync(join(SRC, file), 'utf8');
  return [...text.matchAll(/^(?:import|export)\b[^'"]*?from\s+'([^']+)'/gm)].map(([, spec]) =>
    spec.startsWith('.') ? relative(SRC, resolve(SRC, dirname(file), spec)) : spec,
  );
}

describe('the server’s layout', () => {
  it('finds the files it checks', () => {
    expect(FILES).toContain('play/room/step.ts');
    expect(FILES).toContain('testing/test-app.ts');
  });

  it('gives no two files the same name', () => {
    const byName = new Map<string, string[]>();
    for (const file of FILES) byName.set(basename(file), [...(byName.get(basename(file)) ?? []), file]);
    expect([...byName.values()].filter((files) => files.length > 1)).toEqual([]);
  });

  it('keeps test helpers in testing/ only', () => {
    const helpers = FILES.filter(
      (file) => !isTest(file) && /(^|\/)(test-[^/]*|[^/]*\.fixture\.ts|live-game-scenarios\.ts)$/.test(file),
    );
    expect(helpers.filter((file) => !inTesting(file))).toEqual([]);
  });

  it('lets no built file import a test helper', () => {
    const leaks = FILES.filter((file) => !isTest(file) && !inTesting(file)).flatMap((file) =>
      importsOf(file)
        .filter((target) => inTesting(target))
        .map((target) => `${file} → ${target}`),
    );
    expect(leaks).toEqual([]);
  });

  it('keeps the pure room to itself, the rules core and the protocol', () => {
    const room = FILES.filter((file) => file.startsWith('play/room/') && !isTest(file));
    expect(room.length).toBeGreaterThan(5);
    const outside = room.flatMap((file) =>
      importsOf(file)
        .filter((target) => !target.startsWith('play/room/') && !/^@tengen\/(core|protocol)$/.test(target))
        .map((target) => `${file} → ${target}`),
    );
    expect(outside).toEqual([]);
  });
});
