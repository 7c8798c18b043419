/**
 * Whether an attempt at a problem may count for an assignment: the user is a student of the
 * assignment's group and the problem is one of its problems (docs/homework.md).
 */
import type { Store } from '../storage/store.ts';

export async function attemptCountsFor(
  _store: Store,
  _assignmentId: number,
  _userId: number,
  _problemId: number,
): Promise<boolean> {
  return false;
}
