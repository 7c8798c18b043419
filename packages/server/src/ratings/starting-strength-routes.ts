/** The account page's starting strength: GET and POST /api/account/strength/ (docs/ratings.md). */
import { err, ok } from '@tengen/core';
import type { FastifyInstance } from 'fastify';
import type { HttpDeps } from '../http/deps.ts';
import { failure } from '../http/failure.ts';
import { addRoute } from '../http/route.ts';
import { chooseStartingStrength, startingStrengthOf } from './starting-strength.ts';

export const ALREADY_RATED_MESSAGE =
  'the starting strength is set until the first rated game; games set it now';

export function addStartingStrengthRoutes(app: FastifyInstance, deps: HttpDeps): void {
  const { store, accounts } = deps;

  addRoute(app, accounts, 'startingStrength', async ({ viewer }) =>
    ok(await startingStrengthOf(store, viewer.user.id)),
  );

  addRoute(app, accounts, 'setStartingStrength', async ({ viewer, form }) => {
    const set = await chooseStartingStrength(store, viewer.user.id, form.strength, deps.now());
    if (!set.ok) return err(failure('CONFLICT', ALREADY_RATED_MESSAGE));
    return ok(await startingStrengthOf(store, viewer.user.id));
  });
}
