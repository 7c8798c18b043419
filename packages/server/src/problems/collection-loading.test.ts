import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Store } from '../storage/store.ts';
import { writeTestCollection } from '../testing/test-collection.ts';
import { testDatabases } from '../testing/test-databases.ts';
import { BUNDLED_COLLECTIONS, loadCollections, readCollections } from './collection-loading.ts';

const [sqlite] = testDatabases();

describe('loading the collection files', () => {
  let store: Store;
  let folder: string;
  beforeAll(() => sqlite.setup());
  afterAll(() => sqlite.teardown());
  beforeEach(async () => {
    store = await sqlite.newStore();
    folder = mkdtempSync(join(tmpdir(), 'tengen-collections-'));
  });
  afterEach(async () => {
    await store.close();
    rmSync(folder, { recursive: true, force: true });
  });

  it('finds and accepts the bundled collections', () => {
    const collections = readCollections(BUNDLED_COLLECTIONS);
    expect(collections.map((c) => c.id)).toEqual(expect.arrayContaining(['cho-elementary', 'cho-advanced']));
    expect(collections.every((c) => c.problems.length > 0)).toBe(true);
  });

  it('inserts a new file, leaves it alone when unchanged, updates it in place when changed', async () => {
    writeTestCollection(folder);
    expect(await loadCollections(store, folder, 1)).toEqual({ basics: 'inserted' });
    const ids = (await store.problems.problemsOf('basics')).map((p) => [p.number, p.id, p.kind]);
    expect(ids.map(([, , kind]) => kind)).toEqual(['answer', 'choice', 'placement', 'replay']);
    expect(await loadCollections(store, folder, 2)).toEqual({ basics: 'unchanged' });
    writeTestCollection(folder, { name: 'Basics, again' });
    expect(await loadCollections(store, folder, 3)).toEqual({ basics: 'updated' });
    expect((await store.problems.problemsOf('basics')).map((p) => [p.number, p.id, p.kind])).toEqual(ids);
    expect((await store.problems.collectionById('basics'))?.name).toBe('Basics, again');
  });

  it.each([
    ['not JSON', () => '{"id": "basics",', /not JSON/],
    ['a bad id', (text: string) => text.replace('"basics"', '"Basics Two"'), /id: expected lower-case/],
    ['a gap in the numbers', (text: string) => text.replace('"number": 2', '"number": 5'), /expected 2/],
    ['a point off the board', (text: string) => text.replace('"ee"', '"ss"'), /ss is off a 9×9 board/],
  ])('refuses a file with %s, naming it, and writes nothing', async (_, change, message) => {
    const file = writeTestCollection(folder);
    writeFileSync(file, change(readFileSync(file, 'utf8')));
    await expect(loadCollections(store, folder, 1)).rejects.toThrow(/basics\.json/);
    await expect(loadCollections(store, folder, 1)).rejects.toThrow(message);
    expect(await store.problems.collections()).toEqual([]);
  });
});
