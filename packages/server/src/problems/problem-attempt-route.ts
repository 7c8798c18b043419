/**
 * A signed-in user's finished attempt (docs/problems.md): the claimed result is judged again
 * from the moves (problem-judge.ts), an attempt for an assignment must count for it
 * (homework/assignment-check.ts), and the user may record PROBLEM_LIMITS.attemptsPerMinute a
 * minute. The attempt and the user's progress on the problem are written together.
 */
import { err, ok } from '@tengen/core';
import { PROBLEM_LIMITS, type ProblemData } from '@tengen/protocol';
import type { FastifyInstance } from 'fastify';
import { attemptCountsFor } from '../homework/assignment-check.ts';
import type { HttpDeps } from '../http/deps.ts';
import { failure } from '../http/failure.ts';
import { addRoute } from '../http/route.ts';
import { claimHolds } from './problem-judge.ts';

export function addProblemAttemptRoute(app: FastifyInstance, deps: HttpDeps): void {
  const { store, accounts } = deps;

  addRoute(app, accounts, 'recordProblemAttempt', async ({ form, viewer }) => {
    const problem = await store.problems.problemById(form.problemid);
    if (!problem) return err(failure('NOT_FOUND', `no problem ${form.problemid}`));
    const data = JSON.parse(problem.data) as ProblemData;
    if (!claimHolds(data, form.result, form.moves))
      return err(failure('BAD_REQUEST', `result: the moves played do not make the attempt ${form.result}`));
    const assignment = form.assignment ?? null;
    if (assignment !== null && !(await attemptCountsFor(store, assignment, viewer.user.id, problem.id)))
      return err(
        failure(
          'FORBIDDEN',
          `assignment: this problem is not one of assignment ${assignment}'s for you, so the attempt cannot count for it`,
        ),
      );
    const recorded = await store.problems.recordAttempt(
      {
        problemId: problem.id,
        userId: viewer.user.id,
        result: form.result,
        moves: form.moves,
        ms: form.ms,
        assignmentId: assignment,
        at: deps.now(),
      },
      PROBLEM_LIMITS.attemptsPerMinute,
    );
    if (!recorded.ok)
      return err(
        failure(
          'RATE_LIMITED',
          `at most ${PROBLEM_LIMITS.attemptsPerMinute} attempts a minute; wait a little`,
        ),
      );
    const p = recorded.value;
    return ok({
      result: form.result,
      progress: { attempts: p.attempts, solved: p.solved, failed: p.failed, bestMs: p.bestMs },
    });
  });
}
