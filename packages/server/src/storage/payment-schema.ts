/** The tables of migration 011 as Kysely sees them; `withPayments` adds them to the schema. */
import type { ColumnType, Kysely } from 'kysely';
import type { Db } from './db.ts';
import type { Database, UsersTable } from './schema.ts';

type Defaulted<T> = ColumnType<T, T | undefined, T>;

export type OrderStatus = 'created' | 'paid' | 'failed' | 'refunded' | 'cancelled' | 'expired';
export type OrderKind = 'beans' | 'membership';

export interface PayOrdersTable {
  /** A short random code the buyer quotes (pay/order-id.ts). */
  id: string;
  user_id: number;
  /** The catalogue's product id, e.g. `beans-550`, `silver-30`. */
  product: string;
  kind: OrderKind;
  /** What a paid order grants: beans, or a tier (the wire's usertype) for `days`. */
  beans: Defaulted<number>;
  tier: Defaulted<number>;
  days: Defaulted<number>;
  /** The price in the currency's smallest unit (cents; yen). */
  amount: number;
  /** ISO 4217, lower case. */
  currency: string;
  /** 'manual' (an administrator confirms) or 'stripe'. */
  provider: string;
  /** The provider's own id of the order (a Checkout Session); '' for manual orders. */
  provider_ref: Defaulted<string>;
  /** The provider's id of the payment (a PaymentIntent), known once paid; refunds name it. */
  provider_payment: Defaulted<string>;
  /** Where the buyer pays (the Checkout page); '' for manual orders. */
  pay_url: Defaulted<string>;
  status: OrderStatus;
  /** Beans a refund took back (at most what was left of the grant). */
  taken_back: Defaulted<number>;
  created_at: number;
  updated_at: number;
}

/** One change of an order's status: 1 is its creation. */
export interface PayOrderEventsTable {
  order_id: string;
  seq: number;
  status: OrderStatus;
  /** Who or what: `user`, `admin`, `stripe:evt_…`. */
  source: string;
  note: Defaulted<string>;
  at: number;
}

export type PaymentTables = {
  pay_orders: PayOrdersTable;
  pay_order_events: PayOrderEventsTable;
  /** Migration 011 adds the end of a paid membership (null: none). */
  users: UsersTable & { membership_until: Defaulted<number | null> };
};

export type PaymentDb = Kysely<Database & PaymentTables>;

export function withPayments(db: Db): PaymentDb {
  return db.withTables<PaymentTables>();
}
