import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { filesReachingOutside } from './check-self-contained.js';

const beside = ['..', 'shared', 'corpus', 'sgf', '00001.sgf'].join('/');
// Written apart from the climb before it, so that this file does not match itself.
const inside = 'shared';
const dirs: string[] = [];

function tree(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'tengen-self-contained-'));
  dirs.push(dir);
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(join(dir, path, '..'), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
  return dir;
}

afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('the self-contained check', () => {
  it('names the files that read from the folder beside the repository', () => {
    const dir = tree({
      'packages/core/src/a.test.ts': `const dir = new URL('../../../${beside}', import.meta.url);`,
      'docs/b.md': `see ${beside}`,
      'packages/core/src/c.ts': `const dir = new URL('../../../fixtures/sgf/', import.meta.url);`,
    });
    expect(filesReachingOutside(dir).sort()).toEqual(['docs/b.md', 'packages/core/src/a.test.ts']);
  });

  it('lets a file import a folder named shared inside the repository', () => {
    const dir = tree({
      'packages/web/src/features/game/page.tsx': `import { api } from '../../${inside}/api/client.ts';`,
      'packages/web/src/shared/api/client.ts': `export const api = '../${inside}/x';`,
    });
    expect(filesReachingOutside(dir)).toEqual([]);
  });

  it('leaves out installed packages, builds and the fixtures themselves', () => {
    const dir = tree({
      'node_modules/x/index.js': beside,
      'packages/web/dist/a.js': beside,
      'fixtures/README.md': beside,
    });
    expect(filesReachingOutside(dir)).toEqual([]);
  });

  it('finds nothing in this repository', () => {
    expect(filesReachingOutside()).toEqual([]);
  });
});
