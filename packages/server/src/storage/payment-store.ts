/** Orders for Weidou and memberships (docs/pay.md): the order ledger and what a paid order grants. */
import type { Db } from './db.ts';
import type { Dialect } from './types.ts';

// biome-ignore lint/suspicious/noEmptyInterface: filled as the feature lands
export interface PaymentStore {}

export function paymentStore(_db: Db, _dialect: Dialect): PaymentStore {
  return {};
}
