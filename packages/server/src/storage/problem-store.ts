/** Problems (docs/problems.md): collections, problems, attempts and each user's progress. */
import type { Db } from './db.ts';
import type { Dialect } from './types.ts';

// biome-ignore lint/suspicious/noEmptyInterface: filled as the feature lands
export interface ProblemStore {}

export function problemStore(_db: Db, _dialect: Dialect): ProblemStore {
  return {};
}
