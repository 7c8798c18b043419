/**
 * Problems (docs/problems.md): the collections, one collection's problems, one problem (all
 * open to guests, with the signed-in viewer's progress), a user's progress for the profile, and
 * the attempt (problem-attempt-route.ts).
 */
import { err, ok } from '@tengen/core';
import type { ProblemData, ProblemKind, ProblemStatus } from '@tengen/protocol';
import type { FastifyInstance } from 'fastify';
import type { Viewer } from '../accounts/viewer.ts';
import type { HttpDeps } from '../http/deps.ts';
import { failure } from '../http/failure.ts';
import { addRoute } from '../http/route.ts';
import type { ProblemProgress } from '../storage/problem-store.ts';
import { addProblemAttemptRoute } from './problem-attempt-route.ts';
import { answersCanBeKept, withoutAnswers } from './problem-move.ts';
import { addProblemMoveRoute } from './problem-move-route.ts';

export function statusOf(progress: ProblemProgress | null | undefined): ProblemStatus {
  if (!progress) return 'none';
  return progress.solved > 0 ? 'solved' : 'failed';
}

const signedIn = (viewer: Viewer) => (viewer.kind === 'user' ? viewer.user.id : null);

export function addProblemRoutes(app: FastifyInstance, deps: HttpDeps): void {
  const { store, accounts } = deps;
  addProblemAttemptRoute(app, deps);
  addProblemMoveRoute(app, deps);

  /** The problems of these whose answers the server keeps from the viewer (an open assignment's), each with it. */
  const keptFrom = async (userId: number | null, problemIds: readonly number[]) =>
    userId === null ? new Map<number, number>() : store.homework.openAssignmentsWith(userId, problemIds);
  const shown = (data: string, kept: boolean): ProblemData => {
    const parsed = JSON.parse(data) as ProblemData;
    return kept && answersCanBeKept(parsed) ? withoutAnswers(parsed) : parsed;
  };

  addRoute(app, accounts, 'getProblemCollections', async ({ viewer }) => {
    const userId = signedIn(viewer);
    const [collections, progress] = await Promise.all([
      store.problems.collections(),
      userId === null ? Promise.resolve([]) : store.problems.progressByCollection(userId),
    ]);
    const mine = new Map(progress.map((p) => [p.collectionId, p]));
    return ok({
      collections: collections.map((c) => {
        const p = mine.get(c.id);
        return {
          id: c.id,
          name: c.name,
          description: c.description,
          source: c.source,
          licence: c.licence,
          problems: c.problems,
          solved: userId === null ? null : (p?.solved ?? 0),
          attempted: userId === null ? null : p ? p.solved + p.failed : 0,
        };
      }),
    });
  });

  addRoute(app, accounts, 'getProblemCollection', async ({ params, viewer }) => {
    const collection = await store.problems.collectionById(params.collection);
    if (!collection) return err(failure('NOT_FOUND', `no collection ${params.collection}`));
    const userId = signedIn(viewer);
    const [problems, progress] = await Promise.all([
      store.problems.problemsOf(collection.id),
      userId === null ? Promise.resolve([]) : store.problems.progressIn(userId, collection.id),
    ]);
    const kept = await keptFrom(
      userId,
      problems.map((p) => p.id),
    );
    const byProblem = new Map(progress.map((p) => [p.problemId, p]));
    return ok({
      collection: {
        id: collection.id,
        name: collection.name,
        description: collection.description,
        source: collection.source,
        licence: collection.licence,
      },
      problems: problems.map((p) => ({
        problemid: p.id,
        number: p.number,
        kind: p.kind as ProblemKind,
        prompt: p.prompt,
        status: statusOf(byProblem.get(p.id)),
        data: shown(p.data, kept.has(p.id)),
      })),
    });
  });

  addRoute(app, accounts, 'getProblem', async ({ params, viewer }) => {
    const [collection, problem] = await Promise.all([
      store.problems.collectionById(params.collection),
      store.problems.problemByNumber(params.collection, params.number),
    ]);
    if (!collection || !problem)
      return err(failure('NOT_FOUND', `no problem ${params.number} in collection ${params.collection}`));
    const userId = signedIn(viewer);
    const [neighbours, progress, kept] = await Promise.all([
      store.problems.neighboursOf(collection.id, problem.number),
      userId === null ? Promise.resolve(null) : store.problems.progressOn(userId, problem.id),
      keptFrom(userId, [problem.id]),
    ]);
    const data = JSON.parse(problem.data) as ProblemData;
    const assignment = answersCanBeKept(data) ? (kept.get(problem.id) ?? null) : null;
    return ok({
      problemid: problem.id,
      number: problem.number,
      kind: problem.kind as ProblemKind,
      prompt: problem.prompt,
      data: assignment === null ? data : withoutAnswers(data),
      collection: { id: collection.id, name: collection.name, source: collection.source },
      previous: neighbours.previous,
      next: neighbours.next,
      status: statusOf(progress),
      assignment,
    });
  });

  addRoute(app, accounts, 'getProblemProgress', async ({ params }) => {
    const user = await store.userByName(params.username);
    if (!user) return err(failure('NOT_FOUND', `no user ${params.username}`));
    const [collections, progress] = await Promise.all([
      store.problems.collections(),
      store.problems.progressByCollection(user.id),
    ]);
    const mine = new Map(progress.map((p) => [p.collectionId, p]));
    return ok({
      username: user.username,
      collections: collections.flatMap((c) => {
        const p = mine.get(c.id);
        return p
          ? [
              {
                collection: c.id,
                name: c.name,
                problems: c.problems,
                solved: p.solved,
                failed: p.failed,
                attempts: p.attempts,
                ms: p.ms,
              },
            ]
          : [];
      }),
    });
  });
}
