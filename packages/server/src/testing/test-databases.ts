/**
 * The two databases every storage test runs on (`describe.each(testDatabases())`): SQLite files
 * in a temp folder, and a PostgreSQL server this harness starts (test-postgres.ts). Each
 * `newLocation` is an empty database, so tests never see each other's rows.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { openStore, type StoreLocation } from '../storage/open-store.ts';
import type { Database } from '../storage/schema.ts';
import type { Store } from '../storage/store.ts';
import type { Dialect } from '../storage/types.ts';
import { startTestPostgres, type TestPostgres } from './test-postgres.ts';

export interface TestDatabase {
  readonly name: Dialect;
  /** Starts what the engine needs (beforeAll). */
  setup(): Promise<void>;
  /** Stops it and deletes its files (afterAll). */
  teardown(): Promise<void>;
  /** A new, empty database. */
  newLocation(): Promise<StoreLocation>;
  /** A new, empty, migrated store. */
  newStore(): Promise<Store>;
}

function sqliteEngine(): TestDatabase {
  let dir = '';
  let counter = 0;
  const engine: TestDatabase = {
    name: 'sqlite',
    async setup() {
      dir = mkdtempSync(join(tmpdir(), 'tengen-sqlite-'));
    },
    async teardown() {
      rmSync(dir, { recursive: true, force: true });
    },
    async newLocation() {
      return { kind: 'sqlite', file: join(dir, `test-${++counter}.sqlite`) };
    },
    async newStore() {
      return openStore(await engine.newLocation());
    },
  };
  return engine;
}

/**
 * `newStore` reuses one database migrated in `setup`, emptied first (TRUNCATE … RESTART
 * IDENTITY is an order of magnitude faster than CREATE DATABASE, even from a template).
 * `newLocation` creates a real new database, for tests that open it more than once.
 */
function postgresEngine(): TestDatabase {
  let server: TestPostgres | null = null;
  let sharedUrl = '';
  const running = (): TestPostgres => {
    if (server === null) throw new Error('postgres engine used before setup()');
    return server;
  };
  const engine: TestDatabase = {
    name: 'postgres',
    async setup() {
      server = await startTestPostgres();
      sharedUrl = await server.createDatabase();
      const store = await openStore({ kind: 'postgres', url: sharedUrl });
      await store.close();
    },
    async teardown() {
      await server?.stop();
      server = null;
    },
    async newLocation() {
      return { kind: 'postgres', url: await running().createDatabase() };
    },
    async newStore() {
      running();
      const client = new pg.Client({ connectionString: sharedUrl });
      await client.connect();
      await client.query(`TRUNCATE ${TABLES.join(', ')} RESTART IDENTITY CASCADE`);
      await client.end();
      return openStore({ kind: 'postgres', url: sharedUrl });
    },
  };
  return engine;
}

/** Every table of the schema (see schema.ts). */
const TABLES = [
  'users',
  'sessions',
  'bean_ledger',
  'competitions',
  'plays',
  'play_events',
  'chats',
  'chat_bans',
  'server_nodes',
] as const satisfies readonly (keyof Database)[];

export function testDatabases(): TestDatabase[] {
  return [sqliteEngine(), postgresEngine()];
}

/** Registers users by name (password hash 'h', created at 1); answers their ids in order. */
export async function createTestUsers(store: Store, usernames: readonly string[]): Promise<number[]> {
  const ids: number[] = [];
  for (const username of usernames) {
    const created = await store.createUser({ username, passwordHash: 'h', createdAt: 1 });
    if (!created.ok) throw new Error(`${username}: ${created.error}`);
    ids.push(created.value.id);
  }
  return ids;
}
