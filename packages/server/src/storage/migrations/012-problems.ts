/**
 * Problems (docs/problems.md): collections and their problems, loaded from the bundled collection
 * files or an import; every finished attempt of a signed-in user; and each user's progress per
 * problem, kept beside the attempts so a profile reads one row per problem. An attempt made for
 * an assignment names it, so a teacher sees the homework's attempts apart from practice.
 */
import type { ColumnDefinitionBuilder, Kysely, Migration } from 'kysely';
import { autoId } from './auto-id.ts';

// biome-ignore lint/suspicious/noExplicitAny: migrations run against the schema as it was then, not as typed now
type AnyDb = Kysely<any>;

export function problemsSchema(): Migration {
  const required = (col: ColumnDefinitionBuilder) => col.notNull();
  return {
    async up(db: AnyDb) {
      const { idType, id } = autoId(db);

      await db.schema
        .createTable('problem_collections')
        .addColumn('id', 'text', (col) => col.primaryKey())
        .addColumn('name', 'text', required)
        .addColumn('description', 'text', required)
        .addColumn('source', 'text', required)
        .addColumn('licence', 'text', required)
        .addColumn('position', 'integer', required)
        // A hash of the loaded file: loading the same file again changes nothing.
        .addColumn('content_hash', 'text', required)
        .addColumn('created_at', 'bigint', required)
        .execute();

      await db.schema
        .createTable('problems')
        .addColumn('id', idType, id)
        .addColumn('collection_id', 'text', (col) => col.notNull().references('problem_collections.id'))
        .addColumn('number', 'integer', required)
        // answer, choice, placement or replay (the board's PuzzleKind).
        .addColumn('kind', 'text', required)
        .addColumn('prompt', 'text', required)
        // The board's PuzzleData as JSON, replies and refutations included.
        .addColumn('data', 'text', required)
        .addUniqueConstraint('problems_collection_number', ['collection_id', 'number'])
        .execute();

      await db.schema
        .createTable('problem_attempts')
        .addColumn('id', idType, id)
        .addColumn('problem_id', 'integer', (col) => col.notNull().references('problems.id'))
        .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id'))
        // correct, wrong or variation.
        .addColumn('result', 'text', required)
        // The moves the user played, SGF points joined by commas (the replies are not in it).
        .addColumn('moves', 'text', required)
        .addColumn('ms', 'integer', required)
        .addColumn('assignment_id', 'integer')
        .addColumn('created_at', 'bigint', required)
        .execute();
      await db.schema
        .createIndex('problem_attempts_user')
        .on('problem_attempts')
        .columns(['user_id', 'problem_id', 'id'])
        .execute();
      await db.schema
        .createIndex('problem_attempts_assignment')
        .on('problem_attempts')
        .columns(['assignment_id', 'user_id'])
        .execute();

      await db.schema
        .createTable('problem_progress')
        .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id'))
        .addColumn('problem_id', 'integer', (col) => col.notNull().references('problems.id'))
        .addColumn('attempts', 'integer', required)
        .addColumn('solved', 'integer', required)
        .addColumn('failed', 'integer', required)
        // The fastest correct attempt, null until one.
        .addColumn('best_ms', 'integer')
        .addColumn('last_result', 'text', required)
        .addColumn('updated_at', 'bigint', required)
        .addPrimaryKeyConstraint('problem_progress_pk', ['user_id', 'problem_id'])
        .execute();
    },
  };
}
