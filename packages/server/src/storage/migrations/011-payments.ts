/**
 * Orders for Weidou and memberships (docs/pay.md): one row per order, and one row per change of
 * its status (the order's history, with who or what made it). A paid membership has an end:
 * `users.membership_until` (null: no end, as an administrator's `--tier` gives). Order ids are
 * short random codes a buyer quotes when paying by transfer, so no engine-specific sequence.
 */
import { type ColumnDefinitionBuilder, type Kysely, type Migration, sql } from 'kysely';

// biome-ignore lint/suspicious/noExplicitAny: migrations run against the schema as it was then, not as typed now
type AnyDb = Kysely<any>;

export function paymentsSchema(): Migration {
  const required = (col: ColumnDefinitionBuilder) => col.notNull();
  const zero = (col: ColumnDefinitionBuilder) => col.notNull().defaultTo(0);
  const text = (col: ColumnDefinitionBuilder) => col.notNull().defaultTo('');
  return {
    async up(db: AnyDb) {
      await db.schema.alterTable('users').addColumn('membership_until', 'bigint').execute();

      await db.schema
        .createTable('pay_orders')
        .addColumn('id', 'text', (col) => col.primaryKey())
        .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id'))
        .addColumn('product', 'text', required)
        .addColumn('kind', 'text', (col) => col.notNull().check(sql`kind in ('beans', 'membership')`))
        .addColumn('beans', 'integer', zero)
        .addColumn('tier', 'integer', zero)
        .addColumn('days', 'integer', zero)
        .addColumn('amount', 'integer', required)
        .addColumn('currency', 'text', required)
        .addColumn('provider', 'text', required)
        .addColumn('provider_ref', 'text', text)
        .addColumn('provider_payment', 'text', text)
        .addColumn('pay_url', 'text', text)
        .addColumn('status', 'text', (col) =>
          col
            .notNull()
            .check(sql`status in ('created', 'paid', 'failed', 'refunded', 'cancelled', 'expired')`),
        )
        .addColumn('taken_back', 'integer', zero)
        .addColumn('created_at', 'bigint', required)
        .addColumn('updated_at', 'bigint', required)
        .execute();
      // A user's orders, newest first (the pay page).
      await db.schema
        .createIndex('pay_orders_user')
        .on('pay_orders')
        .columns(['user_id', 'created_at'])
        .execute();
      // The provider's notices name its own reference (a Checkout Session, a payment).
      await db.schema
        .createIndex('pay_orders_provider_ref')
        .on('pay_orders')
        .columns(['provider', 'provider_ref'])
        .execute();
      await db.schema
        .createIndex('pay_orders_provider_payment')
        .on('pay_orders')
        .columns(['provider', 'provider_payment'])
        .execute();

      await db.schema
        .createTable('pay_order_events')
        .addColumn('order_id', 'text', (col) => col.notNull().references('pay_orders.id'))
        .addColumn('seq', 'integer', required)
        .addColumn('status', 'text', required)
        .addColumn('source', 'text', required)
        .addColumn('note', 'text', text)
        .addColumn('at', 'bigint', required)
        .addPrimaryKeyConstraint('pay_order_events_pk', ['order_id', 'seq'])
        .execute();
    },
  };
}
