/** Opens the database the configuration names, migrates it, and answers the Store over it. */
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import type { Db } from './db.ts';
import { kyselyStore, type StoreObservers } from './kysely-store.ts';
import { migrateToLatest } from './migrations.ts';
import type { Database } from './schema.ts';
import { withStatementCache } from './statement-cache.ts';
import type { Store } from './store.ts';

export type StoreLocation =
  | { readonly kind: 'sqlite'; readonly file: string }
  | { readonly kind: 'postgres'; readonly url: string; readonly poolSize?: number };

/** `postgres://…` or `postgresql://…` selects PostgreSQL; anything else is an error. */
export function isPostgresUrl(url: string): boolean {
  return /^postgres(?:ql)?:\/\//.test(url);
}

export async function openStore(location: StoreLocation, observers: StoreObservers = {}): Promise<Store> {
  const db = location.kind === 'sqlite' ? openSqlite(location.file) : openPostgres(location);
  try {
    await migrateToLatest(db, location.kind);
  } catch (error) {
    await db.destroy();
    throw error;
  }
  return kyselyStore(db, location.kind, observers);
}

/**
 * WAL with synchronous=FULL: a commit returns after the log is fsynced, so an appended
 * event survives kill -9 and power loss alike (NORMAL would survive kill -9 only).
 * busy_timeout lets another process (the admin CLI) wait for the write lock instead of failing.
 */
function openSqlite(file: string): Db {
  mkdirSync(dirname(file), { recursive: true });
  const database = new SqliteDatabase(file);
  database.pragma('journal_mode = WAL');
  database.pragma('synchronous = FULL');
  database.pragma('foreign_keys = ON');
  database.pragma('busy_timeout = 5000');
  return new Kysely<Database>({ dialect: new SqliteDialect({ database: withStatementCache(database) }) });
}

/** int8 (bigint: times, counts) is read as a JS number; every value Tengen stores fits in 2^53. */
const INT8_OID = 20;
const pgTypes = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    oid === INT8_OID
      ? (value: string) => Number(value)
      : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
};

function openPostgres(location: { url: string; poolSize?: number }): Db {
  const pool = new pg.Pool({ connectionString: location.url, max: location.poolSize ?? 10, types: pgTypes });
  return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
}
