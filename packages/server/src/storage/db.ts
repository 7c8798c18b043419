/** The Kysely handle and the two things that differ between the engines: write locks and error codes. */
import { type Kysely, sql } from 'kysely';
import type { Database } from './schema.ts';
import type { Dialect } from './types.ts';

export type Db = Kysely<Database>;

/**
 * Runs `work` in a transaction that holds the write lock from its first statement.
 *
 * SQLite: `BEGIN IMMEDIATE` takes the database's write lock at once, so two writers (this
 * process's single connection is already serialized by Kysely; another process, such as the
 * admin CLI, waits on `busy_timeout`) never both read a balance and then both spend it.
 * PostgreSQL: an ordinary transaction; the statements inside lock the rows they change
 * (conditional UPDATE, or `lockRow`), which serializes writers of the same row.
 */
export async function inWriteTransaction<T>(
  db: Db,
  dialect: Dialect,
  work: (tx: Db) => Promise<T>,
): Promise<T> {
  if (dialect === 'postgres') return db.transaction().execute(work);
  return db.connection().execute(async (conn) => {
    await sql`begin immediate`.execute(conn);
    try {
      const value = await work(conn);
      await sql`commit`.execute(conn);
      return value;
    } catch (error) {
      await sql`rollback`.execute(conn);
      throw error;
    }
  });
}

/** A unique or primary-key constraint was violated (SQLite or PostgreSQL). */
export function isUniqueViolation(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const code = (error as { code?: unknown }).code;
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY';
}
