/** Orders for Weidou and memberships (docs/pay.md). */
import type { Kysely, Migration } from 'kysely';

// biome-ignore lint/suspicious/noExplicitAny: migrations run against the schema as it was then, not as typed now
type AnyDb = Kysely<any>;

export function paymentsSchema(): Migration {
  return {
    async up(_db: AnyDb) {},
  };
}
