/**
 * Ratings (docs/ratings.md): each rated user's Glicko-2 rating, and one history row per player
 * of each rated game. The history's key (play, user) is what makes rating a game happen once:
 * a finish recorded again (a retry, a takeover) finds the rows and changes nothing.
 */
import type { ColumnDefinitionBuilder, Kysely, Migration } from 'kysely';

// biome-ignore lint/suspicious/noExplicitAny: migrations run against the schema as it was then, not as typed now
type AnyDb = Kysely<any>;

export function ratingsSchema(): Migration {
  const required = (col: ColumnDefinitionBuilder) => col.notNull();
  const user = (col: ColumnDefinitionBuilder) => col.notNull().references('users.id');
  return {
    async up(db: AnyDb) {
      await db.schema
        .createTable('ratings')
        .addColumn('user_id', 'integer', (col) => col.primaryKey().references('users.id'))
        .addColumn('rating', 'double precision', required)
        .addColumn('rd', 'double precision', required)
        .addColumn('volatility', 'double precision', required)
        .addColumn('games', 'integer', required)
        .addColumn('start_level', 'integer', required)
        .addColumn('updated_at', 'bigint', required)
        .execute();

      await db.schema
        .createTable('rating_history')
        .addColumn('play_id', 'integer', (col) => col.notNull().references('plays.id'))
        .addColumn('user_id', 'integer', user)
        .addColumn('opponent_id', 'integer', user)
        .addColumn('color', 'integer', required)
        .addColumn('score', 'double precision', required)
        .addColumn('rating_before', 'double precision', required)
        .addColumn('rd_before', 'double precision', required)
        .addColumn('rating_after', 'double precision', required)
        .addColumn('rd_after', 'double precision', required)
        .addColumn('volatility_after', 'double precision', required)
        .addColumn('level_before', 'integer', required)
        .addColumn('level_after', 'integer', required)
        .addColumn('games_after', 'integer', required)
        .addColumn('at', 'bigint', required)
        .addPrimaryKeyConstraint('rating_history_pk', ['play_id', 'user_id'])
        .execute();
      // A user's history in order (the profile's chart).
      await db.schema
        .createIndex('rating_history_user')
        .on('rating_history')
        .columns(['user_id', 'at', 'play_id'])
        .execute();
    },
  };
}
