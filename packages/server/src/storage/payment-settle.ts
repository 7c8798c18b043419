/**
 * What settles an order (docs/pay.md): paid, failed, cancelled or expired, and refunded. Each is
 * one write transaction that reads the order's status after taking the lock, so of two
 * concurrent notices for one order exactly one finds it `created` and grants.
 */
import { err, ok, type Result } from '@tengen/core';
import type { Selectable } from 'kysely';
import { changeBeansIn } from './beans.ts';
import { type Db, inWriteTransaction } from './db.ts';
import { type OrderStatus, type PaymentDb, type PayOrdersTable, withPayments } from './payment-schema.ts';
import type { Membership, Order, Refund, Settlement, SettleOutcome } from './payment-store.ts';
import { orderFrom } from './payment-store.ts';
import type { Dialect } from './types.ts';

export type SettleError = 'NO_SUCH_ORDER' | 'NOT_CREATED' | 'NOT_PAID' | 'AMOUNT_MISMATCH';

const DAY_MS = 86_400_000;
type OrderRow = Selectable<PayOrdersTable>;

export function settleOrder(
  base: Db,
  dialect: Dialect,
  orderId: string,
  settlement: Settlement,
): Promise<Result<SettleOutcome, SettleError>> {
  return inWriteTransaction(base, dialect, async (tx) => {
    const db = withPayments(tx);
    const row = await lockedOrder(db, dialect, orderId);
    if (row === undefined) return err('NO_SUCH_ORDER');
    if (row.status === settlement.status) return ok({ order: orderFrom(row) as Order, changed: false });
    if (row.status !== 'created') return err('NOT_CREATED');
    const paid = settlement.paid;
    if (paid !== undefined && (paid.amount !== row.amount || paid.currency.toLowerCase() !== row.currency))
      return err('AMOUNT_MISMATCH');
    const notes = [settlement.note ?? ''];
    if (settlement.status === 'paid') {
      if (row.kind === 'beans') {
        const granted = await changeBeansIn(tx, {
          userId: row.user_id,
          delta: row.beans,
          reason: 'purchase',
          reference: `order:${row.id}`,
          at: settlement.at,
        });
        if (!granted.ok) throw new Error(`order ${row.id}: ${granted.error}`);
      } else {
        notes.push(await extendMembership(db, dialect, row, settlement.at));
      }
    }
    const order = await changeStatus(db, row, settlement.status, settlement.at, {
      provider_payment: settlement.providerPayment ?? row.provider_payment,
    });
    await addEvent(db, row.id, settlement.status, settlement.source, notes, settlement.at);
    return ok({ order, changed: true });
  });
}

export function refundOrder(
  base: Db,
  dialect: Dialect,
  orderId: string,
  refund: Refund,
): Promise<Result<SettleOutcome, SettleError>> {
  return inWriteTransaction(base, dialect, async (tx) => {
    const db = withPayments(tx);
    const row = await lockedOrder(db, dialect, orderId);
    if (row === undefined) return err('NO_SUCH_ORDER');
    if (row.status === 'refunded') return ok({ order: orderFrom(row) as Order, changed: false });
    if (row.status !== 'paid') return err('NOT_PAID');
    const notes = [refund.note ?? ''];
    const user = await lockedUser(db, dialect, row.user_id);
    let takenBack = 0;
    if (row.kind === 'beans') {
      // Beans already spent stay spent: the refund takes back what is left of the grant.
      takenBack = Math.min(row.beans, user.beans);
      if (takenBack > 0) {
        const taken = await changeBeansIn(tx, {
          userId: row.user_id,
          delta: -takenBack,
          reason: 'refund',
          reference: `order:${row.id}`,
          at: refund.at,
        });
        if (!taken.ok) throw new Error(`order ${row.id}: ${taken.error}`);
      }
      if (takenBack < row.beans) notes.push(`${row.beans - takenBack} beans were already spent`);
    } else {
      notes.push(await shortenMembership(db, row, user, refund.at));
    }
    const order = await changeStatus(db, row, 'refunded', refund.at, { taken_back: takenBack });
    await addEvent(db, row.id, 'refunded', refund.source, notes, refund.at);
    return ok({ order, changed: true });
  });
}

/** The membership at `at`; one past its end is set back to regular as it is read. */
export async function endMembershipIfOver(db: PaymentDb, userId: number, at: number): Promise<Membership> {
  const row = await db
    .selectFrom('users')
    .select(['membership', 'membership_until'])
    .where('id', '=', userId)
    .executeTakeFirst();
  if (row === undefined) return { tier: 0, until: null };
  const until = row.membership_until === null ? null : Number(row.membership_until);
  if (until === null || until > at) return { tier: row.membership, until };
  // Conditional, so a purchase that extended it meanwhile is not undone.
  await db
    .updateTable('users')
    .set({ membership: 0, membership_until: null })
    .where('id', '=', userId)
    .where('membership_until', '<=', at)
    .execute();
  return { tier: 0, until: null };
}

/** The same tier runs on from its end; another tier starts now in its place. */
async function extendMembership(db: PaymentDb, dialect: Dialect, row: OrderRow, at: number): Promise<string> {
  const user = await lockedUser(db, dialect, row.user_id);
  const same = user.membership === row.tier;
  if (same && user.until === null) return 'the membership already has no end; nothing added';
  const start = same && user.until !== null && user.until > at ? user.until : at;
  const until = start + row.days * DAY_MS;
  await db
    .updateTable('users')
    .set({ membership: row.tier, membership_until: until })
    .where('id', '=', row.user_id)
    .execute();
  return `membership ${row.tier} until ${new Date(until).toISOString()}`;
}

async function shortenMembership(
  db: PaymentDb,
  row: OrderRow,
  user: { membership: number; until: number | null },
  at: number,
): Promise<string> {
  if (user.membership !== row.tier || user.until === null)
    return 'the membership is no longer the one bought; nothing ended';
  const until = user.until - row.days * DAY_MS;
  const ended = until <= at;
  await db
    .updateTable('users')
    .set(ended ? { membership: 0, membership_until: null } : { membership_until: until })
    .where('id', '=', row.user_id)
    .execute();
  return ended ? 'membership ended' : `membership until ${new Date(until).toISOString()}`;
}

async function lockedOrder(db: PaymentDb, dialect: Dialect, orderId: string): Promise<OrderRow | undefined> {
  return db
    .selectFrom('pay_orders')
    .selectAll()
    .where('id', '=', orderId)
    .$if(dialect === 'postgres', (q) => q.forUpdate())
    .executeTakeFirst();
}

async function lockedUser(db: PaymentDb, dialect: Dialect, userId: number) {
  const user = await db
    .selectFrom('users')
    .select(['beans', 'membership', 'membership_until'])
    .where('id', '=', userId)
    .$if(dialect === 'postgres', (q) => q.forUpdate())
    .executeTakeFirstOrThrow();
  return {
    beans: user.beans,
    membership: user.membership,
    until: user.membership_until === null ? null : Number(user.membership_until),
  };
}

async function changeStatus(
  db: PaymentDb,
  row: OrderRow,
  status: OrderStatus,
  at: number,
  more: { provider_payment?: string; taken_back?: number },
): Promise<Order> {
  const updated = await db
    .updateTable('pay_orders')
    .set({ status, updated_at: at, ...more })
    .where('id', '=', row.id)
    .returningAll()
    .executeTakeFirstOrThrow();
  return orderFrom(updated) as Order;
}

async function addEvent(
  db: PaymentDb,
  orderId: string,
  status: OrderStatus,
  source: string,
  notes: readonly string[],
  at: number,
): Promise<void> {
  const last = await db
    .selectFrom('pay_order_events')
    .select((eb) => eb.fn.max('seq').as('seq'))
    .where('order_id', '=', orderId)
    .executeTakeFirst();
  await db
    .insertInto('pay_order_events')
    .values({
      order_id: orderId,
      seq: Number(last?.seq ?? 0) + 1,
      status,
      source,
      note: notes.filter((n) => n !== '').join('; '),
      at,
    })
    .execute();
}
