/** Record books, their chapters and saved entries (docs/books.md). */
import type { Kysely, Migration } from 'kysely';

// biome-ignore lint/suspicious/noExplicitAny: migrations run against the schema as it was then, not as typed now
type AnyDb = Kysely<any>;

export function booksSchema(): Migration {
  return {
    async up(_db: AnyDb) {},
  };
}
