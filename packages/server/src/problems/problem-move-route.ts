/**
 * POST /jwt/problemmove/: one move of an attempt at a problem of the student's open assignment,
 * whose answers the server keeps (problem-move.ts judges it): an answer problem's line, or a
 * choice problem's one point. Only such problems are judged here: the others' answers are in the
 * page already.
 */
import { err, ok } from '@tengen/core';
import { type ProblemData, problemKind } from '@tengen/protocol';
import type { FastifyInstance } from 'fastify';
import type { HttpDeps } from '../http/deps.ts';
import { failure } from '../http/failure.ts';
import { addRoute } from '../http/route.ts';
import { answersCanBeKept, judgeChoice, judgeProblemMove } from './problem-move.ts';

export function addProblemMoveRoute(app: FastifyInstance, deps: HttpDeps): void {
  const { store, accounts } = deps;
  addRoute(app, accounts, 'judgeProblemMove', async ({ form, viewer }) => {
    const problem = await store.problems.problemById(form.problemid);
    if (!problem) return err(failure('NOT_FOUND', `no problem ${form.problemid}`));
    const data = JSON.parse(problem.data) as ProblemData;
    if (!answersCanBeKept(data))
      return err(
        failure('BAD_REQUEST', 'problemid: only answer and choice problems are judged move by move'),
      );
    const kept = await store.homework.openAssignmentsWith(viewer.user.id, [problem.id]);
    if (!kept.has(problem.id))
      return err(failure('FORBIDDEN', 'problemid: not a problem of an open assignment of yours'));
    if (form.moves.length % 2 === 0)
      return err(
        failure('BAD_REQUEST', 'moves: expected the moves so far ending with your move (an odd count)'),
      );
    if (problemKind(data) === 'choice') {
      if (form.moves.length !== 1 || !data.xds?.some((x) => x.pt === form.moves[0]))
        return err(failure('BAD_REQUEST', 'moves: expected one of the choices'));
      return ok(judgeChoice(data, form.moves));
    }
    return ok(judgeProblemMove(data, form.moves));
  });
}
