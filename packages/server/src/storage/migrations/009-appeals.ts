/** Complaints about games (docs/appeals.md). */
import type { Kysely, Migration } from 'kysely';

// biome-ignore lint/suspicious/noExplicitAny: migrations run against the schema as it was then, not as typed now
type AnyDb = Kysely<any>;

export function appealsSchema(): Migration {
  return {
    async up(_db: AnyDb) {},
  };
}
