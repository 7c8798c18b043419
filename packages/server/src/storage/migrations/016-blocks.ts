/**
 * Blocks (docs/social.md): `blocker_id` blocked `blocked_id`. Neither then invites, challenges
 * or writes to the other, the blocked user does not follow the blocker, and the blocker's pages
 * hide the blocked user's chat.
 */
import { type ColumnDefinitionBuilder, type Kysely, type Migration, sql } from 'kysely';

// biome-ignore lint/suspicious/noExplicitAny: migrations run against the schema as it was then, not as typed now
type AnyDb = Kysely<any>;

export function blocksSchema(): Migration {
  const user = (col: ColumnDefinitionBuilder) => col.notNull().references('users.id');
  return {
    async up(db: AnyDb) {
      await db.schema
        .createTable('blocks')
        .addColumn('blocker_id', 'integer', user)
        .addColumn('blocked_id', 'integer', user)
        .addColumn('at', 'bigint', (col) => col.notNull())
        .addPrimaryKeyConstraint('blocks_pk', ['blocker_id', 'blocked_id'])
        .addCheckConstraint('blocks_not_self', sql`blocker_id <> blocked_id`)
        .execute();
      // "Is either of these two blocked by the other" reads both directions.
      await db.schema
        .createIndex('blocks_blocked')
        .on('blocks')
        .columns(['blocked_id', 'blocker_id'])
        .execute();
    },
    async down(db: AnyDb) {
      await db.schema.dropTable('blocks').execute();
    },
  };
}
