/** A game against a machine opponent: POST /jwt/startgameka/, with the form's optional choices. */
import { err, ok } from '@tengen/core';
import { machineGameChoices, RESULT_CODE } from '@tengen/protocol';
import type { FastifyInstance } from 'fastify';
import { enginesNotRunning } from '../../engines/engine-failure.ts';
import type { Engines } from '../../engines/engines.ts';
import type { HttpDeps } from '../../http/deps.ts';
import { failure } from '../../http/failure.ts';
import { addRoute } from '../../http/route.ts';
import { machinePlay } from './machine-game.ts';
import { machineLevelOf } from './machine-users.ts';

/** The ledger's reason for a challenge's cost, and for giving it back. */
export const MACHINE_GAME_REASON = 'machine_game';

export function addMachineRoutes(app: FastifyInstance, deps: HttpDeps, engines: Engines | null): void {
  const { store } = deps;
  addRoute(app, deps.accounts, 'startMachineGame', async ({ form, viewer }) => {
    if (!engines) return err(enginesNotRunning);
    const machine = await store.userByName(form.machinename);
    if (machine === null || machineLevelOf(machine.username) === null) {
      return err(failure('NOT_FOUND', `no machine player ${form.machinename}`));
    }
    // Bad choices never get here: the route's form refuses them (400) before anything is charged.
    const choices = machineGameChoices(form);
    const cost = engines.config.machineBeans;
    const charge = (delta: number, reference: string) =>
      store.changeBeans({
        userId: viewer.user.id,
        delta,
        reason: MACHINE_GAME_REASON,
        reference,
        at: deps.now(),
      });
    if (cost > 0) {
      const paid = await charge(-cost, `machine:${machine.username}`);
      if (!paid.ok) {
        if (paid.error === 'INSUFFICIENT_BEANS') return ok({ result: RESULT_CODE.challengeBeansShort });
        return err(failure('UNAUTHORIZED', 'the user is gone'));
      }
    }
    try {
      const play = await store.createPlay(machinePlay(viewer.user.id, machine.id, choices, deps.now()));
      return ok({ result: RESULT_CODE.ok, playid: play.id });
    } catch (error) {
      if (cost > 0) await charge(cost, `refund:machine:${machine.username}`);
      throw error;
    }
  });
}
