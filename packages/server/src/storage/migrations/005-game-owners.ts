/**
 * Game owners (several server processes, docs/scale-out.md). Each live game is stepped by one
 * process at a time; the process that takes a game bumps `plays.owner_fence` and writes its
 * events with that number. A trigger refuses an event whose fence is not the play's current
 * one, so a process that lost the game (a pause, a partition) can never append after the new
 * owner took it. PostgreSQL's trigger holds a share lock on the play row while it checks, so
 * a takeover's bump waits for an append in flight and then reads the log with it.
 * `server_nodes` holds each process's last heartbeat: a takeover does not charge the clocks
 * for the time since the lost owner was last alive.
 */
import { type Kysely, type Migration, sql } from 'kysely';
import type { Dialect } from '../types.ts';

// biome-ignore lint/suspicious/noExplicitAny: migrations run against the schema as it was then, not as typed now
type AnyDb = Kysely<any>;

/** The message of the trigger's refusal, which the event writer recognises. */
export const STALE_OWNER = 'stale owner';
/** The SQLSTATE of PostgreSQL's refusal. */
export const STALE_OWNER_CODE = 'TGF01';

export function gameOwnersSchema(dialect: Dialect): Migration {
  return {
    async up(db: AnyDb) {
      await db.schema
        .alterTable('plays')
        .addColumn('owner_fence', 'integer', (col) => col.notNull().defaultTo(0))
        .execute();
      await db.schema.alterTable('plays').addColumn('owner_node', 'text').execute();
      await db.schema.alterTable('play_events').addColumn('fence', 'integer').execute();
      await db.schema
        .createTable('server_nodes')
        .addColumn('node_id', 'text', (col) => col.primaryKey())
        .addColumn('started_at', 'bigint', (col) => col.notNull())
        .addColumn('beat_at', 'bigint', (col) => col.notNull())
        .execute();
      if (dialect === 'postgres') {
        await sql`
          create function play_events_check_fence() returns trigger language plpgsql as $$
          begin
            if new.fence is not null then
              perform 1 from plays where id = new.play_id and owner_fence = new.fence for share;
              if not found then
                raise exception '${sql.raw(STALE_OWNER)} of play %', new.play_id using errcode = '${sql.raw(STALE_OWNER_CODE)}';
              end if;
            end if;
            return new;
          end $$`.execute(db);
        await sql`
          create trigger play_events_fence before insert on play_events
          for each row execute function play_events_check_fence()`.execute(db);
      } else {
        await sql`
          create trigger play_events_fence before insert on play_events
          when new.fence is not null
            and new.fence is not (select owner_fence from plays where id = new.play_id)
          begin select raise(abort, '${sql.raw(STALE_OWNER)}'); end`.execute(db);
      }
    },
  };
}
