/** Homework (docs/homework.md): teachers, groups, assignments and who solved what. */
import type { Db } from './db.ts';
import type { Dialect } from './types.ts';

// biome-ignore lint/suspicious/noEmptyInterface: filled as the feature lands
export interface HomeworkStore {}

export function homeworkStore(_db: Db, _dialect: Dialect): HomeworkStore {
  return {};
}
