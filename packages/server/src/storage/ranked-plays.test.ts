import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { Kysely, Migrator, SqliteDialect } from 'kysely';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestUsers, testDatabases } from '../testing/test-databases.ts';
import { migrationsFor } from './migrations.ts';
import { openStore } from './open-store.ts';
import { playToRow } from './rows.ts';
import type { Database } from './schema.ts';
import type { Store } from './store.ts';

describe.each(testDatabases())('ranked plays on $name', (engine) => {
  let store: Store;
  let black: number;
  let white: number;
  beforeAll(() => engine.setup());
  afterAll(() => engine.teardown());
  beforeEach(async () => {
    store = await engine.newStore();
    [black, white] = await createTestUsers(store, ['ranked_black', 'ranked_white']);
  });
  afterEach(() => store.close());

  it('a play is unranked unless created ranked, and reads back as created', async () => {
    const base = { blackId: black, whiteId: white, startsAt: 2, createdAt: 1 };
    const ordinary = await store.createPlay(base);
    const ranked = await store.createPlay({ ...base, ranked: true });
    expect(ordinary.ranked).toBe(false);
    expect(ranked.ranked).toBe(true);
    expect((await store.playById(ordinary.id))?.ranked).toBe(false);
    expect((await store.playById(ranked.id))?.ranked).toBe(true);
  });
});

describe('migration 004-ranked-plays', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'tengen-ranked-'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('upgrades a database made before it: an existing play reads as unranked, its settings kept', async () => {
    const file = join(dir, 'old.sqlite');
    const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: new SqliteDatabase(file) }) });
    const before = Object.fromEntries(
      Object.entries(migrationsFor('sqlite')).filter(([name]) => name < '004'),
    );
    const migrated = await new Migrator({
      db,
      provider: { getMigrations: async () => before },
    }).migrateToLatest();
    expect(migrated.error).toBeUndefined();
    const user = (name: string) =>
      db
        .insertInto('users')
        .values({ username: name, password_hash: 'h', created_at: 1 })
        .returning('id')
        .executeTakeFirstOrThrow();
    const [b, w] = [await user('old_black'), await user('old_white')];
    const { ranked: _, ...oldRow } = playToRow(
      { blackId: b.id, whiteId: w.id, startsAt: 2, createdAt: 1, handicap: 3 },
      { black: true, white: true },
    );
    const { id } = await db.insertInto('plays').values(oldRow).returning('id').executeTakeFirstOrThrow();
    await db.destroy();

    const store = await openStore({ kind: 'sqlite', file });
    try {
      expect(await store.playById(id)).toMatchObject({ ranked: false, handicap: 3, blackId: b.id });
    } finally {
      await store.close();
    }
  });
});
