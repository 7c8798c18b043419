/** Homework (docs/homework.md): teachers, student groups, assignments and their problems. */
import type { Kysely, Migration } from 'kysely';

// biome-ignore lint/suspicious/noExplicitAny: migrations run against the schema as it was then, not as typed now
type AnyDb = Kysely<any>;

export function homeworkSchema(): Migration {
  return {
    async up(_db: AnyDb) {},
  };
}
