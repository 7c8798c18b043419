/**
 * Whether an attempt at a problem may count for an assignment: the user is a student of the
 * assignment's group, the problem is one of its problems, and the assignment is not closed.
 * After the due date it still counts; the results mark it late (docs/homework.md).
 */
import type { Store } from '../storage/store.ts';

export async function attemptCountsFor(
  store: Store,
  assignmentId: number,
  userId: number,
  problemId: number,
): Promise<boolean> {
  return store.homework.attemptCounts(assignmentId, userId, problemId);
}
