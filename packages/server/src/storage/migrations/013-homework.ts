/**
 * Homework (docs/homework.md): teachers the administrator named, student groups and their
 * members, assignments given to a group and their problems in order. A task-card member is a
 * teacher without a row here (read from users.membership). `closed_at` null: open.
 */
import type { ColumnDefinitionBuilder, Kysely, Migration } from 'kysely';
import { autoId } from './auto-id.ts';

// biome-ignore lint/suspicious/noExplicitAny: migrations run against the schema as it was then, not as typed now
type AnyDb = Kysely<any>;

export function homeworkSchema(): Migration {
  const required = (col: ColumnDefinitionBuilder) => col.notNull();
  return {
    async up(db: AnyDb) {
      const { idType, id } = autoId(db);

      await db.schema
        .createTable('homework_teachers')
        .addColumn('user_id', 'integer', (col) => col.primaryKey().references('users.id'))
        .addColumn('granted_at', 'bigint', required)
        .execute();

      await db.schema
        .createTable('homework_groups')
        .addColumn('id', idType, id)
        .addColumn('teacher_id', 'integer', (col) => col.notNull().references('users.id'))
        .addColumn('name', 'text', required)
        .addColumn('created_at', 'bigint', required)
        .execute();
      await db.schema
        .createIndex('homework_groups_teacher')
        .on('homework_groups')
        .columns(['teacher_id', 'id'])
        .execute();

      await db.schema
        .createTable('homework_members')
        .addColumn('group_id', 'integer', (col) => col.notNull().references('homework_groups.id'))
        .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id'))
        .addColumn('added_at', 'bigint', required)
        .addPrimaryKeyConstraint('homework_members_pk', ['group_id', 'user_id'])
        .execute();
      await db.schema
        .createIndex('homework_members_user')
        .on('homework_members')
        .columns(['user_id'])
        .execute();

      await db.schema
        .createTable('homework_assignments')
        .addColumn('id', idType, id)
        .addColumn('group_id', 'integer', (col) => col.notNull().references('homework_groups.id'))
        .addColumn('teacher_id', 'integer', (col) => col.notNull().references('users.id'))
        .addColumn('title', 'text', required)
        .addColumn('due_at', 'bigint', required)
        .addColumn('closed_at', 'bigint')
        .addColumn('created_at', 'bigint', required)
        .execute();
      await db.schema
        .createIndex('homework_assignments_group')
        .on('homework_assignments')
        .columns(['group_id', 'id'])
        .execute();

      await db.schema
        .createTable('homework_problems')
        .addColumn('assignment_id', 'integer', (col) => col.notNull().references('homework_assignments.id'))
        .addColumn('position', 'integer', required)
        .addColumn('problem_id', 'integer', (col) => col.notNull().references('problems.id'))
        .addPrimaryKeyConstraint('homework_problems_pk', ['assignment_id', 'position'])
        .addUniqueConstraint('homework_problems_once', ['assignment_id', 'problem_id'])
        .execute();
    },
  };
}
