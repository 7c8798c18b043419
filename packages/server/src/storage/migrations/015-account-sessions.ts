/**
 * Sessions an owner can read and end (docs/accounts.md): the browser and address that signed
 * in, when the session was last used (the idle timeout, the sessions list), and why it ended.
 * Rows made before keep `created_at` as their last use.
 */
import { type Kysely, type Migration, sql } from 'kysely';

// biome-ignore lint/suspicious/noExplicitAny: migrations run against the schema as it was then, not as typed now
type AnyDb = Kysely<any>;

export function accountSessionsSchema(): Migration {
  return {
    async up(db: AnyDb) {
      await db.schema
        .alterTable('sessions')
        .addColumn('last_seen_at', 'bigint', (col) => col.notNull().defaultTo(0))
        .execute();
      await db.schema
        .alterTable('sessions')
        .addColumn('user_agent', 'text', (col) => col.notNull().defaultTo(''))
        .execute();
      await db.schema
        .alterTable('sessions')
        .addColumn('address', 'text', (col) => col.notNull().defaultTo(''))
        .execute();
      await db.schema.alterTable('sessions').addColumn('end_reason', 'text').execute();
      await db.updateTable('sessions').set({ last_seen_at: sql`created_at` }).execute();
    },
  };
}
