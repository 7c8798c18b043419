/**
 * Ranked plays: `plays.ranked` marks a game that came from a level challenge (dialog types 3/4,
 * docs/social.md). Existing plays were all ordinary games, so the column defaults to 0.
 */
import type { Kysely, Migration } from 'kysely';

// biome-ignore lint/suspicious/noExplicitAny: migrations run against the schema as it was then, not as typed now
type AnyDb = Kysely<any>;

export function rankedPlaysSchema(): Migration {
  return {
    async up(db: AnyDb) {
      await db.schema
        .alterTable('plays')
        .addColumn('ranked', 'integer', (col) => col.notNull().defaultTo(0))
        .execute();
    },
  };
}
