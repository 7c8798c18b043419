/**
 * Game analysis: durable jobs and their per-move results, ask-a-move answers, and the record of
 * every free or charged analysis decision (the quota's audit trail). Leads are integer tenths
 * of a point so both engines store them exactly.
 */
import { type ColumnDefinitionBuilder, type Kysely, type Migration, sql } from 'kysely';
import type { Dialect } from '../types.ts';

// biome-ignore lint/suspicious/noExplicitAny: migrations run against the schema as it was then, not as typed now
type AnyDb = Kysely<any>;

export function analysisSchema(dialect: Dialect): Migration {
  const idType = dialect === 'postgres' ? 'serial' : 'integer';
  const id = (col: ColumnDefinitionBuilder) =>
    dialect === 'postgres' ? col.primaryKey() : col.primaryKey().autoIncrement();
  const required = (col: ColumnDefinitionBuilder) => col.notNull();
  const zero = (col: ColumnDefinitionBuilder) => col.notNull().defaultTo(0);
  const text = (col: ColumnDefinitionBuilder) => col.notNull().defaultTo('');

  return {
    async up(db: AnyDb) {
      await db.schema
        .createTable('analysis_jobs')
        .addColumn('id', idType, id)
        .addColumn('play_id', 'integer', (col) => col.notNull().unique().references('plays.id'))
        .addColumn('status', 'text', (col) =>
          col.notNull().check(sql`status in ('queued', 'running', 'done', 'failed')`),
        )
        .addColumn('total_moves', 'integer', required)
        .addColumn('progress', 'integer', zero)
        .addColumn('attempts', 'integer', zero)
        .addColumn('level', 'integer', required)
        .addColumn('error', 'text', text)
        .addColumn('requested_by', 'integer', (col) => col.notNull().references('users.id'))
        .addColumn('created_at', 'bigint', required)
        .addColumn('updated_at', 'bigint', required)
        .addColumn('finished_at', 'bigint')
        .execute();
      await db.schema
        .createIndex('analysis_jobs_status')
        .on('analysis_jobs')
        .columns(['status', 'id'])
        .execute();

      await db.schema
        .createTable('analysis_steps')
        .addColumn('job_id', 'integer', (col) => col.notNull().references('analysis_jobs.id'))
        .addColumn('step', 'integer', required)
        .addColumn('lead_tenths', 'integer', required)
        .addColumn('mpt', 'text', required)
        .addColumn('mlead_tenths', 'integer', required)
        .addColumn('at', 'bigint', required)
        .addPrimaryKeyConstraint('analysis_steps_pk', ['job_id', 'step'])
        .execute();

      await db.schema
        .createTable('analysis_requests')
        .addColumn('id', idType, id)
        .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id'))
        .addColumn('play_id', 'integer', (col) => col.notNull().references('plays.id'))
        .addColumn('job_id', 'integer', (col) => col.notNull().references('analysis_jobs.id'))
        .addColumn('decision', 'text', (col) => col.notNull().check(sql`decision in ('free', 'charged')`))
        .addColumn('beans', 'integer', zero)
        .addColumn('ledger_id', 'integer', (col) => col.references('bean_ledger.id'))
        .addColumn('membership', 'integer', required)
        .addColumn('free_per_day', 'integer', required)
        .addColumn('day_start', 'bigint', required)
        .addColumn('at', 'bigint', required)
        .execute();
      await db.schema
        .createIndex('analysis_requests_user_day')
        .on('analysis_requests')
        .columns(['user_id', 'day_start'])
        .execute();

      await db.schema
        .createTable('analysis_asks')
        .addColumn('id', idType, id)
        .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id'))
        .addColumn('play_id', 'integer', (col) => col.notNull().references('plays.id'))
        .addColumn('step', 'integer', required)
        .addColumn('testpos', 'text', required)
        .addColumn('moves', 'text', required)
        .addColumn('ledger_id', 'integer', (col) => col.notNull().references('bean_ledger.id'))
        .addColumn('deleted', 'integer', zero)
        .addColumn('at', 'bigint', required)
        .execute();
      await db.schema
        .createIndex('analysis_asks_user_play')
        .on('analysis_asks')
        .columns(['user_id', 'play_id'])
        .execute();
    },
  };
}
