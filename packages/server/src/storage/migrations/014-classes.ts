/** The live classroom (docs/classroom.md): classes, their members and the stored state a late joiner gets. */
import type { Kysely, Migration } from 'kysely';

// biome-ignore lint/suspicious/noExplicitAny: migrations run against the schema as it was then, not as typed now
type AnyDb = Kysely<any>;

export function classesSchema(): Migration {
  return {
    async up(_db: AnyDb) {},
  };
}
