/** The live classroom (docs/classroom.md): classes and the state a late joiner gets. */
import type { Db } from './db.ts';
import type { Dialect } from './types.ts';

// biome-ignore lint/suspicious/noEmptyInterface: filled as the feature lands
export interface ClassStore {}

export function classStore(_db: Db, _dialect: Dialect): ClassStore {
  return {};
}
