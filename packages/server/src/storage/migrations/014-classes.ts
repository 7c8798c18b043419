/**
 * The live classroom (docs/classroom.md): classes, their members and the stored state a late
 * joiner gets. A class row holds its board (the record loaded last as JSON, '' for none, and the changes since, as
 * JSON), its latest vote and a change counter (`seq`); votes and pen batches have their own rows.
 */
import type { ColumnDefinitionBuilder, Kysely, Migration } from 'kysely';
import { autoId } from './auto-id.ts';

// biome-ignore lint/suspicious/noExplicitAny: migrations run against the schema as it was then, not as typed now
type AnyDb = Kysely<any>;

export function classesSchema(): Migration {
  const required = (col: ColumnDefinitionBuilder) => col.notNull();
  const zero = (col: ColumnDefinitionBuilder) => col.notNull().defaultTo(0);
  const empty = (col: ColumnDefinitionBuilder) => col.notNull().defaultTo('');
  return {
    async up(db: AnyDb) {
      const { idType, id } = autoId(db);

      await db.schema
        .createTable('classes')
        .addColumn('id', idType, id)
        .addColumn('teacher_id', 'integer', (col) => col.notNull().references('users.id'))
        .addColumn('name', 'text', required)
        .addColumn('created_at', 'bigint', required)
        .addColumn('seq', 'integer', zero)
        .addColumn('record', 'text', empty)
        .addColumn('ops', 'text', (col) => col.notNull().defaultTo('[]'))
        .addColumn('pen_points', 'integer', zero)
        // The latest vote: 0 before the first; its points as JSON; `vote_open` 1 while open.
        .addColumn('vote_no', 'integer', zero)
        .addColumn('vote_open', 'integer', zero)
        .addColumn('vote_lettered', 'integer', zero)
        .addColumn('vote_points', 'text', (col) => col.notNull().defaultTo('[]'))
        .addColumn('vote_answer', 'text', empty)
        .execute();
      await db.schema.createIndex('classes_teacher').on('classes').columns(['teacher_id', 'id']).execute();

      await db.schema
        .createTable('class_members')
        .addColumn('class_id', 'integer', (col) => col.notNull().references('classes.id'))
        .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id'))
        .addColumn('joined_at', 'bigint', required)
        .addPrimaryKeyConstraint('class_members_pk', ['class_id', 'user_id'])
        .execute();
      await db.schema.createIndex('class_members_user').on('class_members').columns(['user_id']).execute();

      // One pick per student per vote: the key refuses a second.
      await db.schema
        .createTable('class_votes')
        .addColumn('class_id', 'integer', (col) => col.notNull().references('classes.id'))
        .addColumn('vote_no', 'integer', required)
        .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id'))
        .addColumn('point', 'text', required)
        .addPrimaryKeyConstraint('class_votes_pk', ['class_id', 'vote_no', 'user_id'])
        .execute();

      await db.schema
        .createTable('class_pen')
        .addColumn('class_id', 'integer', (col) => col.notNull().references('classes.id'))
        .addColumn('seq', 'integer', required)
        .addColumn('batch', 'text', required)
        .addPrimaryKeyConstraint('class_pen_pk', ['class_id', 'seq'])
        .execute();
    },
  };
}
