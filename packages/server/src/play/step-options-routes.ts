/**
 * The move-choice panel: the players of a game with `stepselect` on offer 2–5 choices (tags
 * A–E) for a move; everyone reads them (the play info's `stepoptions` carries them too).
 */
import { err, ok } from '@tengen/core';
import { type MoveChoicesError, validateMoveChoices } from '@tengen/protocol';
import type { FastifyInstance } from 'fastify';
import type { HttpDeps } from '../http/deps.ts';
import { failure } from '../http/failure.ts';
import { addRoute } from '../http/route.ts';
import { movesSoFar } from './play-record.ts';

const CHOICE_ERRORS: Readonly<Record<MoveChoicesError, string>> = {
  TOO_FEW: 'options: select at least two',
  TOO_MANY: 'options: at most five choices (A to E)',
  DUPLICATE: 'options: a point is offered twice',
  BAD_POINT: 'options: a point is off this board',
};

const noSuchPlay = failure('NOT_FOUND', 'no such play');

export function addStepOptionsRoutes(app: FastifyInstance, deps: HttpDeps): void {
  const { store, accounts } = deps;

  addRoute(app, accounts, 'getStepOptions', async ({ params }) => {
    const play = await store.playById(params.playid);
    if (play === null) return err(noSuchPlay);
    return ok({ options: await store.records.stepOptionsOf(play.id) });
  });

  addRoute(app, accounts, 'saveStepOptions', async ({ form, viewer }) => {
    const play = await store.playById(form.playid);
    if (play === null) return err(noSuchPlay);
    if (viewer.user.id !== play.blackId && viewer.user.id !== play.whiteId) {
      return err(failure('FORBIDDEN', 'only the players offer move choices'));
    }
    if (!play.stepSelect) return err(failure('FORBIDDEN', 'the move-choice panel is off in this game'));
    if (play.status === 1) return err(failure('CONFLICT', 'the game is finished'));
    const choices = validateMoveChoices(form.options, play.boardSize);
    if (!choices.ok) return err(failure('BAD_REQUEST', CHOICE_ERRORS[choices.error]));
    // Choices are for a move still to come or already played: from 1 to the next move's number.
    const next = (await movesSoFar(store, play)).moves.length + 1;
    if (form.step < 1 || form.step > next) {
      return err(failure('BAD_REQUEST', `step: expected 1 to ${next}, the number of a move of this game`));
    }
    await store.records.saveStepOptions({
      playId: play.id,
      step: form.step,
      options: choices.value,
      byUserId: viewer.user.id,
      at: deps.now(),
    });
    return ok({ result: 0 });
  });
}
