/**
 * better-sqlite3 behind Kysely with its statements kept: Kysely's SQLite driver prepares every
 * query it runs, and preparing (parsing and planning the SQL) cost more than running the small
 * statements the game server sends thousands of times a second. Statements are kept by their
 * SQL text, the least recently used dropped past `max`.
 */
import type { Database as BetterSqlite } from 'better-sqlite3';
import type { SqliteDatabase, SqliteStatement } from 'kysely';

export function withStatementCache(database: BetterSqlite, max = 500): SqliteDatabase {
  const kept = new Map<string, ReturnType<BetterSqlite['prepare']>>();
  return {
    close: () => {
      kept.clear();
      database.close();
    },
    prepare(sql: string): SqliteStatement {
      const statement = kept.get(sql);
      // A statement still iterating a result (a streamed query) cannot run again until it ends.
      if (statement && !statement.busy) {
        kept.delete(sql);
        kept.set(sql, statement);
        return statement;
      }
      const fresh = database.prepare(sql);
      if (statement) return fresh;
      kept.set(sql, fresh);
      if (kept.size > max) kept.delete(kept.keys().next().value as string);
      return fresh;
    },
  };
}
