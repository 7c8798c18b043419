/**
 * The move-choice panel: the player who makes a move of a game with `stepselect` on offers 2–5
 * choices (tags A–E) for it, on empty points; others read them once that move is played
 * (step-options.ts; the play info's `stepoptions` carries the same).
 */
import { err, ok } from '@tengen/core';
import { type MoveChoicesError, validateMoveChoices } from '@tengen/protocol';
import type { FastifyInstance } from 'fastify';
import type { HttpDeps } from '../http/deps.ts';
import { failure } from '../http/failure.ts';
import { addRoute } from '../http/route.ts';
import { movesSoFar } from './play-record.ts';
import { occupiedChoice, stepMoverId, visibleStepOptions } from './step-options.ts';

const CHOICE_ERRORS: Readonly<Record<MoveChoicesError, string>> = {
  TOO_FEW: 'options: select at least two',
  TOO_MANY: 'options: at most five choices (A to E)',
  DUPLICATE: 'options: a point is offered twice',
  BAD_POINT: 'options: a point is off this board',
};

const noSuchPlay = failure('NOT_FOUND', 'no such play');

export function addStepOptionsRoutes(app: FastifyInstance, deps: HttpDeps): void {
  const { store, accounts } = deps;

  addRoute(app, accounts, 'getStepOptions', async ({ params, viewer }) => {
    const play = await store.playById(params.playid);
    if (play === null) return err(noSuchPlay);
    const [sets, { moves }] = await Promise.all([
      store.records.stepOptionsOf(play.id),
      movesSoFar(store, play),
    ]);
    return ok({ options: visibleStepOptions(play, sets, moves.length, viewer) });
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
    const { moves } = await movesSoFar(store, play);
    const next = moves.length + 1;
    if (form.step < 1 || form.step > next) {
      return err(failure('BAD_REQUEST', `step: expected 1 to ${next}, the number of a move of this game`));
    }
    if (stepMoverId(play, form.step) !== viewer.user.id) {
      return err(
        failure('FORBIDDEN', `step ${form.step} is your opponent's move; only its player offers its choices`),
      );
    }
    const occupied = occupiedChoice(play, moves, form.step, choices.value);
    if (occupied !== null) {
      return err(failure('BAD_REQUEST', `options: ${occupied} is not empty at step ${form.step}`));
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
