/**
 * Follows (the user card's friend flag), private messages between two users, and the
 * move-choice panel's options of each play. One definition for both engines.
 */
import { type ColumnDefinitionBuilder, type Kysely, type Migration, sql } from 'kysely';
import type { Dialect } from '../types.ts';

// biome-ignore lint/suspicious/noExplicitAny: migrations run against the schema as it was then, not as typed now
type AnyDb = Kysely<any>;

export function socialSchema(dialect: Dialect): Migration {
  const idType = dialect === 'postgres' ? 'serial' : 'integer';
  const id = (col: ColumnDefinitionBuilder) =>
    dialect === 'postgres' ? col.primaryKey() : col.primaryKey().autoIncrement();
  const required = (col: ColumnDefinitionBuilder) => col.notNull();
  const user = (col: ColumnDefinitionBuilder) => col.notNull().references('users.id');

  return {
    async up(db: AnyDb) {
      await db.schema
        .createTable('follows')
        .addColumn('follower_id', 'integer', user)
        .addColumn('followee_id', 'integer', user)
        .addColumn('at', 'bigint', required)
        .addPrimaryKeyConstraint('follows_pk', ['follower_id', 'followee_id'])
        .addCheckConstraint('follows_not_self', sql`follower_id <> followee_id`)
        .execute();

      await db.schema
        .createTable('private_messages')
        .addColumn('id', idType, id)
        .addColumn('from_id', 'integer', user)
        .addColumn('to_id', 'integer', user)
        .addColumn('content', 'text', required)
        .addColumn('is_read', 'integer', (col) => col.notNull().defaultTo(0))
        .addColumn('at', 'bigint', required)
        .addCheckConstraint('private_messages_not_self', sql`from_id <> to_id`)
        .execute();
      // A conversation reads both directions; the throttle reads the sender's latest.
      await db.schema
        .createIndex('private_messages_from_to')
        .on('private_messages')
        .columns(['from_id', 'to_id', 'id'])
        .execute();
      await db.schema
        .createIndex('private_messages_to_from')
        .on('private_messages')
        .columns(['to_id', 'from_id', 'id'])
        .execute();

      await db.schema
        .createTable('step_options')
        .addColumn('play_id', 'integer', (col) => col.notNull().references('plays.id'))
        .addColumn('step', 'integer', required)
        .addColumn('options', 'text', required)
        .addColumn('by_user_id', 'integer', user)
        .addColumn('at', 'bigint', required)
        .addPrimaryKeyConstraint('step_options_pk', ['play_id', 'step'])
        .execute();
    },
  };
}
