/**
 * The teacher's table (docs/homework.md): each student of the group against each problem of
 * the assignment, from the attempts recorded for it. Solved is the first correct attempt; a
 * problem tried but never solved is wrong; the wrong attempts' moves are listed once each.
 */
import type { HomeworkCell, HomeworkProblemState, HomeworkStudentResults } from '@tengen/protocol';
import type {
  AssignmentAttempt,
  AssignmentWithProblems,
  HomeworkStudent,
} from '../storage/homework-types.ts';

export function resultsTable(
  assignment: AssignmentWithProblems,
  students: readonly HomeworkStudent[],
  attempts: readonly AssignmentAttempt[],
): HomeworkStudentResults[] {
  // Grouped once: a full group (40 students × 30 problems) may hold thousands of attempts.
  const byCell = new Map<string, AssignmentAttempt[]>();
  for (const a of attempts) {
    const key = `${a.userId}:${a.problemId}`;
    const list = byCell.get(key);
    if (list) list.push(a);
    else byCell.set(key, [a]);
  }
  return students.map((student) => {
    const cells = assignment.problems.map((p) =>
      cellOf(byCell.get(`${student.id}:${p.problemId}`) ?? [], assignment.dueAt),
    );
    return {
      userid: student.id,
      username: student.username,
      solved: cells.filter((c) => c.state === 'solved').length,
      cells,
    };
  });
}

/** The viewer's own state of each problem (the student's view of an assignment). */
export function stateOf(attempts: readonly AssignmentAttempt[]): HomeworkProblemState {
  if (attempts.some((a) => a.result === 'correct')) return 'solved';
  return attempts.length > 0 ? 'wrong' : 'none';
}

/** `attempts` oldest first. */
function cellOf(attempts: readonly AssignmentAttempt[], dueAt: number): HomeworkCell {
  const solved = attempts.find((a) => a.result === 'correct');
  const wrongMoves = [...new Set(attempts.filter((a) => a.result === 'wrong').map((a) => a.moves))];
  return {
    state: stateOf(attempts),
    solvedAt: solved?.createdAt ?? null,
    late: solved !== undefined && solved.createdAt > dueAt,
    attempts: attempts.length,
    wrongMoves,
  };
}
