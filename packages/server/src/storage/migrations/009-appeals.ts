/**
 * Complaints about games (docs/appeals.md). The key (play, user) is what keeps a player to one
 * complaint per game; a second look is the same row sent again (`round` 2). `appeals_status`
 * serves the judges' list of complaints under review, `appeals_user` a user's own list.
 */
import { type ColumnDefinitionBuilder, type Kysely, type Migration, PostgresAdapter } from 'kysely';

// biome-ignore lint/suspicious/noExplicitAny: migrations run against the schema as it was then, not as typed now
type AnyDb = Kysely<any>;

export function appealsSchema(): Migration {
  const required = (col: ColumnDefinitionBuilder) => col.notNull();
  const zero = (col: ColumnDefinitionBuilder) => col.notNull().defaultTo(0);
  return {
    async up(db: AnyDb) {
      // The auto-increment id differs (see 001-initial); the engine is read from the handle.
      const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
      await db.schema
        .createTable('appeals')
        .addColumn('id', postgres ? 'serial' : 'integer', (col) =>
          postgres ? col.primaryKey() : col.primaryKey().autoIncrement(),
        )
        .addColumn('play_id', 'integer', (col) => col.notNull().references('plays.id'))
        .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id'))
        .addColumn('reason', 'integer', required)
        .addColumn('content', 'text', required)
        .addColumn('status', 'integer', zero)
        .addColumn('round', 'integer', (col) => col.notNull().defaultTo(1))
        .addColumn('cost', 'integer', required)
        .addColumn('refunded', 'integer', zero)
        .addColumn('created_at', 'bigint', required)
        .addColumn('decided_at', 'bigint')
        .addColumn('decided_by', 'integer', (col) => col.references('users.id'))
        /** The result the appeal man set on accepting: 0 none, else 1 black, 2 white, 3 draw. */
        .addColumn('verdict', 'integer', zero)
        /** The game's result before that verdict (0 when the verdict changed nothing). */
        .addColumn('previous_result', 'integer', zero)
        .addUniqueConstraint('appeals_play_user', ['play_id', 'user_id'])
        .execute();
      await db.schema.createIndex('appeals_status').on('appeals').columns(['status', 'id']).execute();
      await db.schema.createIndex('appeals_user').on('appeals').columns(['user_id', 'id']).execute();
    },
  };
}
