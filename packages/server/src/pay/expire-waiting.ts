/**
 * Orders nobody paid for do not wait for ever (docs/pay.md): an order still `created` after
 * ORDER_WAIT_DAYS expires when its buyer next opens the pay page or orders, so an old order
 * never holds one of the buyer's waiting places. No timer: the buyer's own visit sweeps.
 */
import type { Store } from '../storage/store.ts';

export const ORDER_WAIT_DAYS = 14;
const WAIT_MS = ORDER_WAIT_DAYS * 86_400_000;

/** Expires the buyer's orders older than the wait; answers how many it expired. */
export async function expireWaitingOrders(store: Store, userId: number, at: number): Promise<number> {
  const stale = await store.payments.waitingSince(userId, at - WAIT_MS);
  let expired = 0;
  for (const order of stale) {
    const settled = await store.payments.settle(order.id, {
      status: 'expired',
      at,
      source: 'system',
      note: `not paid within ${ORDER_WAIT_DAYS} days`,
    });
    // Paid or cancelled meanwhile (NOT_CREATED): that order was not stale after all.
    if (settled.ok && settled.value.changed) expired++;
  }
  return expired;
}
