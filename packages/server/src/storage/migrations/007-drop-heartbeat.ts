/**
 * The single `heartbeat` row of one server goes: since migration 005 every process beats in its
 * own `server_nodes` row, and whoever takes a game over reads the beat of the process that held
 * it (storage/owners.ts).
 */
import type { Kysely, Migration } from 'kysely';

// biome-ignore lint/suspicious/noExplicitAny: migrations run against the schema as it was then, not as typed now
type AnyDb = Kysely<any>;

export function dropHeartbeatSchema(): Migration {
  return {
    async up(db: AnyDb) {
      await db.schema.dropTable('heartbeat').execute();
    },
  };
}
