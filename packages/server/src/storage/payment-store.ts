/** Orders for Weidou and memberships (docs/pay.md): the order ledger and what a paid order grants. */
import type { Result } from '@tengen/core';
import type { Selectable } from 'kysely';
import type { Db } from './db.ts';
import {
  type OrderKind,
  type OrderStatus,
  type PayOrderEventsTable,
  type PayOrdersTable,
  withPayments,
} from './payment-schema.ts';
import { endMembershipIfOver, refundOrder, type SettleError, settleOrder } from './payment-settle.ts';
import type { Dialect } from './types.ts';

export type { OrderKind, OrderStatus } from './payment-schema.ts';
export type { SettleError } from './payment-settle.ts';

export interface Order {
  readonly id: string;
  readonly userId: number;
  readonly product: string;
  readonly kind: OrderKind;
  readonly beans: number;
  /** The wire's usertype a membership order grants; 0 for beans. */
  readonly tier: number;
  readonly days: number;
  /** In the currency's smallest unit. */
  readonly amount: number;
  readonly currency: string;
  readonly provider: string;
  readonly providerRef: string;
  readonly providerPayment: string;
  readonly payUrl: string;
  readonly status: OrderStatus;
  readonly takenBack: number;
  readonly createdAt: number;
  readonly updatedAt: number;
}

export type NewOrder = Pick<
  Order,
  'id' | 'userId' | 'product' | 'kind' | 'beans' | 'tier' | 'days' | 'amount' | 'currency' | 'provider'
> & { readonly at: number };

export interface OrderEvent {
  readonly seq: number;
  readonly status: OrderStatus;
  readonly source: string;
  readonly note: string;
  readonly at: number;
}

/** An order's end as a provider or an administrator reports it. */
export interface Settlement {
  readonly status: 'paid' | 'failed' | 'cancelled' | 'expired';
  readonly at: number;
  /** Who or what: `admin`, `user`, `stripe:evt_…`. */
  readonly source: string;
  readonly note?: string;
  /** What the provider says was paid; refused unless it is the order's amount and currency. */
  readonly paid?: { readonly amount: number; readonly currency: string };
  /** The provider's id of the payment, kept so a later refund notice finds the order. */
  readonly providerPayment?: string;
}

export interface Refund {
  readonly at: number;
  readonly source: string;
  readonly note?: string;
}

export interface SettleOutcome {
  readonly order: Order;
  /** False when the order already had this status (a repeated notice): nothing changed. */
  readonly changed: boolean;
}

/** A user's membership as stored; `until` null: no end. */
export interface Membership {
  readonly tier: number;
  readonly until: number | null;
}

export interface PaymentStore {
  createOrder(order: NewOrder): Promise<Order>;
  /** Records the provider's reference and payment page of a created order. */
  attachProvider(orderId: string, ref: string, payUrl: string, at: number): Promise<Order | null>;
  orderById(id: string): Promise<Order | null>;
  /** The order a provider's own reference (a Checkout Session, a payment) names. */
  orderByProviderRef(provider: string, ref: string): Promise<Order | null>;
  orderByPayment(provider: string, payment: string): Promise<Order | null>;
  /** Newest first. */
  ordersOf(userId: number, limit: number): Promise<Order[]>;
  /** How many of the user's orders are still `created`. */
  openOrdersOf(userId: number): Promise<number>;
  /** The user's orders still `created` that were made before `before`, oldest first. */
  waitingSince(userId: number, before: number): Promise<Order[]>;
  /** Newest first; only those of `status` when given. */
  listOrders(limit: number, status?: OrderStatus): Promise<Order[]>;
  /** Oldest first. */
  eventsOf(orderId: string): Promise<OrderEvent[]>;
  /**
   * Ends a created order in one write transaction: its status, a history row and, when paid,
   * the grant (a 'purchase' ledger row, or the membership). The order row is locked first (the
   * SQLite write lock; PostgreSQL FOR UPDATE), so concurrent notices grant once: the others see
   * the new status. The same status again answers `changed: false`; another refuses NOT_CREATED.
   */
  settle(orderId: string, settlement: Settlement): Promise<Result<SettleOutcome, SettleError>>;
  /**
   * Refunds a paid order: beans are taken back as far as the balance allows (a 'refund' ledger
   * row; the shortfall is noted), a membership loses the order's days (ending it if none are
   * left). A refunded order answers `changed: false`; other statuses refuse NOT_PAID.
   */
  refund(orderId: string, refund: Refund): Promise<Result<SettleOutcome, SettleError>>;
  /** The user's membership at `at`: one past its end is ended (regular, no end) as it is read. */
  membershipOf(userId: number, at: number): Promise<Membership>;
}

export function paymentStore(base: Db, dialect: Dialect): PaymentStore {
  const db = withPayments(base);
  const byId = async (id: string) =>
    orderFrom(await db.selectFrom('pay_orders').selectAll().where('id', '=', id).executeTakeFirst());
  return {
    async createOrder(order) {
      await db.transaction().execute(async (tx) => {
        await tx
          .insertInto('pay_orders')
          .values({
            id: order.id,
            user_id: order.userId,
            product: order.product,
            kind: order.kind,
            beans: order.beans,
            tier: order.tier,
            days: order.days,
            amount: order.amount,
            currency: order.currency,
            provider: order.provider,
            status: 'created',
            created_at: order.at,
            updated_at: order.at,
          })
          .execute();
        await tx
          .insertInto('pay_order_events')
          .values({ order_id: order.id, seq: 1, status: 'created', source: 'user', at: order.at })
          .execute();
      });
      return (await byId(order.id)) as Order;
    },
    async attachProvider(orderId, ref, payUrl, at) {
      await db
        .updateTable('pay_orders')
        .set({ provider_ref: ref, pay_url: payUrl, updated_at: at })
        .where('id', '=', orderId)
        .execute();
      return byId(orderId);
    },
    orderById: byId,
    orderByProviderRef: async (provider, ref) =>
      ref === ''
        ? null
        : orderFrom(
            await db
              .selectFrom('pay_orders')
              .selectAll()
              .where('provider', '=', provider)
              .where('provider_ref', '=', ref)
              .executeTakeFirst(),
          ),
    orderByPayment: async (provider, payment) =>
      payment === ''
        ? null
        : orderFrom(
            await db
              .selectFrom('pay_orders')
              .selectAll()
              .where('provider', '=', provider)
              .where('provider_payment', '=', payment)
              .executeTakeFirst(),
          ),
    async ordersOf(userId, limit) {
      const rows = await db
        .selectFrom('pay_orders')
        .selectAll()
        .where('user_id', '=', userId)
        .orderBy('created_at', 'desc')
        .orderBy('id')
        .limit(limit)
        .execute();
      return rows.map((row) => orderFrom(row) as Order);
    },
    async openOrdersOf(userId) {
      const row = await db
        .selectFrom('pay_orders')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('user_id', '=', userId)
        .where('status', '=', 'created')
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },
    async waitingSince(userId, before) {
      const rows = await db
        .selectFrom('pay_orders')
        .selectAll()
        .where('user_id', '=', userId)
        .where('status', '=', 'created')
        .where('created_at', '<', before)
        .orderBy('created_at')
        .orderBy('id')
        .execute();
      return rows.map((row) => orderFrom(row) as Order);
    },
    async listOrders(limit, status) {
      const rows = await db
        .selectFrom('pay_orders')
        .selectAll()
        .$if(status !== undefined, (q) => q.where('status', '=', status as OrderStatus))
        .orderBy('created_at', 'desc')
        .orderBy('id')
        .limit(limit)
        .execute();
      return rows.map((row) => orderFrom(row) as Order);
    },
    async eventsOf(orderId) {
      const rows = await db
        .selectFrom('pay_order_events')
        .selectAll()
        .where('order_id', '=', orderId)
        .orderBy('seq')
        .execute();
      return rows.map(eventFrom);
    },
    settle: (orderId, settlement) => settleOrder(base, dialect, orderId, settlement),
    refund: (orderId, refund) => refundOrder(base, dialect, orderId, refund),
    membershipOf: (userId, at) => endMembershipIfOver(db, userId, at),
  };
}

export function orderFrom(row: Selectable<PayOrdersTable> | undefined): Order | null {
  if (row === undefined) return null;
  return {
    id: row.id,
    userId: row.user_id,
    product: row.product,
    kind: row.kind,
    beans: row.beans,
    tier: row.tier,
    days: row.days,
    amount: row.amount,
    currency: row.currency,
    provider: row.provider,
    providerRef: row.provider_ref,
    providerPayment: row.provider_payment,
    payUrl: row.pay_url,
    status: row.status,
    takenBack: row.taken_back,
    createdAt: Number(row.created_at),
    updatedAt: Number(row.updated_at),
  };
}

function eventFrom(row: Selectable<PayOrderEventsTable>): OrderEvent {
  return { seq: row.seq, status: row.status, source: row.source, note: row.note, at: Number(row.at) };
}
