/**
 * `tengen admin order …` (docs/admin.md, docs/pay.md): the orders of the administrator-confirmed
 * provider (and any other) listed, shown, confirmed as paid, failed or refunded. Each change
 * is one transaction in the store: a second confirmation, or one racing the webhook, grants nothing.
 */
import { parseArgs } from 'node:util';
import { err, ok, type Result } from '@tengen/core';
import { PAY_ORDER_STATUSES, type PayOrderStatus } from '@tengen/protocol';
import { minorDigits, readPrice } from '../pay/pay-catalogue.ts';
import type { Order, SettleError } from '../storage/payment-store.ts';
import type { AdminContext, CommandResult } from './admin.ts';
import { readInt } from './admin-options.ts';

export const ORDER_USAGE = `  order list [--status created|paid|failed|refunded|cancelled|expired] [--limit N]
  order show ORDERID
  order confirm ORDERID [--amount PRICE] [--note TEXT]
  order fail ORDERID [--note TEXT]
  order refund ORDERID [--note TEXT]`;

export async function orderList(args: string[], { store }: AdminContext): Promise<CommandResult> {
  const { values } = parseArgs({ args, options: { status: { type: 'string' }, limit: { type: 'string' } } });
  const status = values.status;
  if (status !== undefined && !(PAY_ORDER_STATUSES as readonly string[]).includes(status))
    return err(`--status must be one of ${PAY_ORDER_STATUSES.join(', ')}`);
  const limit = readInt('limit', values.limit, 1, 10_000);
  if (!limit.ok) return limit;
  const orders = await store.payments.listOrders(limit.value ?? 100, status as PayOrderStatus | undefined);
  const names = new Map<number, string>();
  for (const order of orders)
    if (!names.has(order.userId))
      names.set(order.userId, (await store.userById(order.userId))?.username ?? '');
  return ok({ orders: orders.map((order) => describeOrder(order, names.get(order.userId) ?? '')) });
}

export async function orderShow(args: string[], { store }: AdminContext): Promise<CommandResult> {
  if (args.length !== 1) return err('give exactly one order id');
  const order = await store.payments.orderById(args[0]);
  if (order === null) return err(`no order '${args[0]}'`);
  const user = await store.userById(order.userId);
  return ok({
    ...describeOrder(order, user?.username ?? ''),
    events: await store.payments.eventsOf(order.id),
  });
}

export async function orderConfirm(args: string[], { store, now }: AdminContext): Promise<CommandResult> {
  const named = await namedOrder(args, store, { amount: { type: 'string' } });
  if (!named.ok) return named;
  const { order, values } = named.value;
  let paid: { amount: number; currency: string } | undefined;
  if (values.amount !== undefined) {
    const amount = readPrice(values.amount, order.currency);
    if (amount === null) return err(`--amount must be a price in ${order.currency}, like 9.99`);
    paid = { amount, currency: order.currency };
  }
  const settled = await store.payments.settle(order.id, {
    status: 'paid',
    at: now(),
    source: 'admin',
    note: values.note,
    paid,
  });
  return outcome(
    order,
    'paid',
    settled.ok ? (settled.value.changed ? null : 'ALREADY') : settled.error,
    store,
  );
}

export async function orderFail(args: string[], { store, now }: AdminContext): Promise<CommandResult> {
  const named = await namedOrder(args, store);
  if (!named.ok) return named;
  const { order, values } = named.value;
  const settled = await store.payments.settle(order.id, {
    status: 'failed',
    at: now(),
    source: 'admin',
    note: values.note,
  });
  return outcome(
    order,
    'failed',
    settled.ok ? (settled.value.changed ? null : 'ALREADY') : settled.error,
    store,
  );
}

export async function orderRefund(args: string[], { store, now }: AdminContext): Promise<CommandResult> {
  const named = await namedOrder(args, store);
  if (!named.ok) return named;
  const { order, values } = named.value;
  if (order.provider === 'stripe')
    // Stripe's refund is made in its dashboard; its charge.refunded event settles the order here.
    return err(`order ${order.id} was paid through Stripe: refund it in the Stripe dashboard`);
  const refunded = await store.payments.refund(order.id, { at: now(), source: 'admin', note: values.note });
  return outcome(
    order,
    'refunded',
    refunded.ok ? (refunded.value.changed ? null : 'ALREADY') : refunded.error,
    store,
  );
}

/** The one order a command names, and its options (`--note` always). */
async function namedOrder(
  args: string[],
  store: AdminContext['store'],
  options: Record<string, { type: 'string' }> = {},
): Promise<Result<{ order: Order; values: Record<string, string | undefined> }, string>> {
  const { values, positionals } = parseArgs({
    args,
    allowPositionals: true,
    options: { ...options, note: { type: 'string' } },
  });
  if (positionals.length !== 1) return err('give exactly one order id');
  const order = await store.payments.orderById(positionals[0]);
  if (order === null) return err(`no order '${positionals[0]}'`);
  return ok({ order, values: values as Record<string, string | undefined> });
}

async function outcome(
  before: Order,
  status: PayOrderStatus,
  problem: SettleError | 'ALREADY' | null,
  store: AdminContext['store'],
): Promise<CommandResult> {
  switch (problem) {
    case null: {
      const after = await store.payments.orderById(before.id);
      const user = await store.userById(before.userId);
      return ok({
        [status]: 'order',
        ...describeOrder(after ?? before, user?.username ?? ''),
        balance: user?.beans ?? 0,
        membership: user?.membership ?? 0,
      });
    }
    case 'ALREADY':
      return err(`order ${before.id} is already ${status}; nothing changed`);
    case 'AMOUNT_MISMATCH':
      return err(`order ${before.id} costs ${price(before)}; nothing changed`);
    case 'NO_SUCH_ORDER':
      return err(`no order '${before.id}'`);
    default:
      return err(
        `order ${before.id} is ${(await store.payments.orderById(before.id))?.status}, not ${status === 'refunded' ? 'paid' : 'created'}; nothing changed`,
      );
  }
}

function describeOrder(order: Order, username: string): Record<string, unknown> {
  return {
    id: order.id,
    username,
    product: order.product,
    status: order.status,
    price: price(order),
    provider: order.provider,
    created: new Date(order.createdAt).toISOString(),
    updated: new Date(order.updatedAt).toISOString(),
    ...(order.takenBack > 0 ? { takenBack: order.takenBack } : {}),
  };
}

function price(order: Order): string {
  const digits = minorDigits(order.currency);
  return `${(order.amount / 10 ** digits).toFixed(digits)} ${order.currency}`;
}
