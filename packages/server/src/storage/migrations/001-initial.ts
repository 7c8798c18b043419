/**
 * The first schema: every table of live play. One definition for both engines; only the
 * auto-increment id differs (SQLite `integer primary key autoincrement`, PostgreSQL `serial`).
 */
import { type ColumnDefinitionBuilder, type Kysely, type Migration, sql } from 'kysely';
import type { Dialect } from '../types.ts';

// biome-ignore lint/suspicious/noExplicitAny: migrations run against the schema as it was then, not as typed now
type AnyDb = Kysely<any>;

export function initialSchema(dialect: Dialect): Migration {
  const idType = dialect === 'postgres' ? 'serial' : 'integer';
  const id = (col: ColumnDefinitionBuilder) =>
    dialect === 'postgres' ? col.primaryKey() : col.primaryKey().autoIncrement();
  const flag = (initial: 0 | 1) => (col: ColumnDefinitionBuilder) => col.notNull().defaultTo(initial);
  const int = (initial: number) => (col: ColumnDefinitionBuilder) => col.notNull().defaultTo(initial);
  const text = (col: ColumnDefinitionBuilder) => col.notNull().defaultTo('');
  const required = (col: ColumnDefinitionBuilder) => col.notNull();

  return {
    async up(db: AnyDb) {
      await db.schema
        .createTable('users')
        .addColumn('id', idType, id)
        .addColumn('username', 'text', required)
        .addColumn('password_hash', 'text', required)
        .addColumn('user_level', 'integer', int(0))
        .addColumn('rank', 'integer', int(-101))
        .addColumn('membership', 'integer', int(0))
        .addColumn('is_audit_man', 'integer', flag(0))
        .addColumn('is_appeal_man', 'integer', flag(0))
        .addColumn('marked_bad', 'integer', flag(0))
        .addColumn('wins', 'integer', int(0))
        .addColumn('losses', 'integer', int(0))
        .addColumn('beans', 'integer', (col) => col.notNull().defaultTo(0).check(sql`beans >= 0`))
        .addColumn('chat_default', 'integer', flag(1))
        .addColumn('display_name', 'text', text)
        .addColumn('avatar_url', 'text', text)
        .addColumn('lang', 'text', (col) => col.notNull().defaultTo('cn'))
        .addColumn('created_at', 'bigint', required)
        .execute();
      // Alice and alice are the same name.
      await db.schema
        .createIndex('users_username_key')
        .unique()
        .on('users')
        .expression(sql`lower(username)`)
        .execute();

      await db.schema
        .createTable('sessions')
        .addColumn('id', 'text', (col) => col.primaryKey())
        .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id'))
        .addColumn('created_at', 'bigint', required)
        .addColumn('expires_at', 'bigint', required)
        .addColumn('revoked_at', 'bigint')
        .execute();
      await db.schema.createIndex('sessions_user').on('sessions').column('user_id').execute();

      await db.schema
        .createTable('bean_ledger')
        .addColumn('id', idType, id)
        .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id'))
        .addColumn('delta', 'integer', required)
        .addColumn('balance_after', 'integer', (col) => col.notNull().check(sql`balance_after >= 0`))
        .addColumn('reason', 'text', required)
        .addColumn('reference', 'text', text)
        .addColumn('at', 'bigint', required)
        .execute();
      await db.schema.createIndex('bean_ledger_user').on('bean_ledger').columns(['user_id', 'id']).execute();

      await db.schema
        .createTable('competitions')
        .addColumn('id', idType, id)
        .addColumn('name', 'text', required)
        .addColumn('max_play_count', 'integer', int(1))
        .addColumn('created_at', 'bigint', required)
        .execute();

      await db.schema
        .createTable('plays')
        .addColumn('id', idType, id)
        .addColumn('game_id', 'integer', int(0))
        .addColumn('round_no', 'integer', int(0))
        .addColumn('play_index', 'integer', int(1))
        .addColumn('prev_play_id', 'integer', int(0))
        .addColumn('next_play_id', 'integer', int(0))
        .addColumn('first_play_id', 'integer', int(0))
        .addColumn('second_play_id', 'integer', int(0))
        .addColumn('black_id', 'integer', (col) => col.notNull().references('users.id'))
        .addColumn('white_id', 'integer', (col) => col.notNull().references('users.id'))
        .addColumn('board_size', 'integer', required)
        .addColumn('black_first', 'integer', flag(1))
        .addColumn('main_minutes', 'integer', required)
        .addColumn('byoyomi_seconds', 'integer', required)
        .addColumn('byoyomi_periods', 'integer', required)
        .addColumn('handicap', 'integer', int(0))
        .addColumn('komi_shift', 'integer', int(0))
        .addColumn('move_limit_seconds', 'integer', int(0))
        .addColumn('undo_allowed', 'integer', flag(0))
        .addColumn('early_start_allowed', 'integer', flag(0))
        .addColumn('judge_calls_allowed', 'integer', flag(0))
        .addColumn('single_login', 'integer', flag(0))
        .addColumn('chat_enabled', 'integer', flag(1))
        .addColumn('guests_may_chat', 'integer', flag(0))
        .addColumn('black_chat', 'integer', flag(1))
        .addColumn('white_chat', 'integer', flag(1))
        .addColumn('step_select', 'integer', flag(0))
        .addColumn('is_test', 'integer', flag(0))
        .addColumn('analysis_allowed', 'integer', flag(1))
        .addColumn('energy_bar', 'integer', flag(0))
        .addColumn('preset_stones', 'text', (col) => col.notNull().defaultTo('{"black":[],"white":[]}'))
        .addColumn('starts_at', 'bigint', required)
        .addColumn('status', 'integer', int(0))
        .addColumn('result', 'integer', int(0))
        .addColumn('win_type', 'integer', int(0))
        .addColumn('win_number', 'integer', int(0))
        .addColumn('result_text', 'text', text)
        .addColumn('count_requests', 'integer', int(0))
        .addColumn('final_moves', 'text', (col) => col.notNull().defaultTo('[]'))
        .addColumn('sgf', 'text', text)
        .addColumn('created_at', 'bigint', required)
        .addColumn('finished_at', 'bigint')
        .execute();
      await db.schema
        .createIndex('plays_round')
        .on('plays')
        .columns(['game_id', 'round_no', 'play_index'])
        .execute();
      await db.schema.createIndex('plays_black').on('plays').column('black_id').execute();
      await db.schema.createIndex('plays_white').on('plays').column('white_id').execute();

      await db.schema
        .createTable('play_events')
        .addColumn('play_id', 'integer', (col) => col.notNull().references('plays.id'))
        .addColumn('seq', 'integer', required)
        .addColumn('kind', 'text', text)
        .addColumn('data', 'text', required)
        .addColumn('at', 'bigint', required)
        .addPrimaryKeyConstraint('play_events_pk', ['play_id', 'seq'])
        .execute();

      await db.schema
        .createTable('chats')
        .addColumn('id', idType, id)
        .addColumn('play_id', 'integer', (col) => col.notNull().references('plays.id'))
        .addColumn('user_id', 'integer', (col) => col.references('users.id'))
        .addColumn('username', 'text', required)
        .addColumn('level', 'integer', required)
        .addColumn('content', 'text', required)
        .addColumn('at', 'bigint', required)
        .addColumn('deleted', 'integer', flag(0))
        .execute();
      await db.schema.createIndex('chats_play').on('chats').columns(['play_id', 'id']).execute();

      await db.schema
        .createTable('chat_bans')
        .addColumn('id', idType, id)
        .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id'))
        .addColumn('play_id', 'integer', required)
        .addColumn('by_user_id', 'integer', (col) => col.notNull().references('users.id'))
        .addColumn('at', 'bigint', required)
        .addUniqueConstraint('chat_bans_user_play', ['user_id', 'play_id'])
        .execute();

      await db.schema
        .createTable('heartbeat')
        .addColumn('id', 'integer', (col) => col.primaryKey())
        .addColumn('started_at', 'bigint', required)
        .addColumn('beat_at', 'bigint', required)
        .execute();
    },
  };
}
