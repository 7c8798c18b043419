/** Complaints about games (docs/appeals.md): filed, judged, refunded through the ledger. */
import type { Db } from './db.ts';
import type { Dialect } from './types.ts';

// biome-ignore lint/suspicious/noEmptyInterface: filled as the feature lands
export interface AppealStore {}

export function appealStore(_db: Db, _dialect: Dialect): AppealStore {
  return {};
}
