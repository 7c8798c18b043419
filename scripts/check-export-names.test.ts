import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { sharedExportNames } from './check-export-names.js';

const dirs: string[] = [];

function tree(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'tengen-export-names-'));
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

describe('the export names check', () => {
  it('names what two files export under one name, across packages', () => {
    const dir = tree({
      'packages/protocol/src/http/books.ts': 'export interface BookChapter {\n  id: number;\n}\n',
      'packages/web/src/features/books/chapter.tsx': 'export function BookChapter() {\n  return null;\n}\n',
      'packages/server/src/a.ts': 'export const EMPTY = 1;\nexport type Only = 1;\n',
      'packages/server/src/b.ts': 'export async function go() {}\nexport const EMPTY = 2;\n',
      'packages/server/src/c.ts': 'export async function go() {}\n',
    });
    expect(sharedExportNames(dir)).toEqual([
      {
        name: 'BookChapter',
        files: ['packages/protocol/src/http/books.ts', 'packages/web/src/features/books/chapter.tsx'],
      },
      { name: 'EMPTY', files: ['packages/server/src/a.ts', 'packages/server/src/b.ts'] },
      { name: 'go', files: ['packages/server/src/b.ts', 'packages/server/src/c.ts'] },
    ]);
  });

  it('leaves out tests, re-exports, the lazy panels and the locale files', () => {
    const dir = tree({
      'packages/web/src/features/game/review/review-slot.tsx': 'export function ReviewSlot() {}\n',
      'packages/web/src/features/game/lazy-panels.tsx': 'export const ReviewSlot = lazy(load);\n',
      'packages/web/src/features/game/review/review-slot.test.tsx': 'export function ReviewSlot() {}\n',
      'packages/web/src/features/game/index.ts': "export { ReviewSlot } from './review/review-slot.tsx';\n",
      'packages/web/src/i18n/locales/en/play.ts': 'export const play = {};\n',
      'packages/web/src/i18n/locales/ja/play.ts': 'export const play = {};\n',
      'packages/core/dist/a.d.ts': 'export declare function ReviewSlot(): void;\n',
    });
    expect(sharedExportNames(dir)).toEqual([]);
  });

  it('finds no name exported twice in the repository', () => {
    expect(sharedExportNames()).toEqual([]);
  });
});
