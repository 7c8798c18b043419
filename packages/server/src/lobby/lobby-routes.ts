/**
 * The lobby page's call: the visitor's name and socket credential (a guest gets a guest name),
 * the machine opponents, and whether the visitor is new (a guest, or no game finished yet).
 */
import { ok } from '@tengen/core';
import type { FastifyInstance } from 'fastify';
import { newGuestName } from '../accounts/guests.ts';
import { userKeyFor } from '../accounts/userkey.ts';
import type { Engines } from '../engines/engines.ts';
import type { HttpDeps } from '../http/deps.ts';
import { addRoute } from '../http/route.ts';
import { machineOpponents } from '../play/machine/machine-list.ts';
import { socketUrls } from '../play/play-routes.ts';

/** Lobby userkeys are signed for play id 0, so they open no game room. */
const LOBBY_PLAY_ID = 0;

export function addLobbyRoutes(app: FastifyInstance, deps: HttpDeps, engines: Engines | null): void {
  addRoute(app, deps.accounts, 'lobby', async ({ viewer, request }) => {
    const username = viewer.kind === 'user' ? viewer.user.username : newGuestName();
    const subject =
      viewer.kind === 'user'
        ? ({ kind: 'user', userId: viewer.user.id, tokenId: viewer.tokenId } as const)
        : ({ kind: 'guest', username } as const);
    const [sockethost, sockethost2] = socketUrls(deps, request);
    return ok({
      username,
      canInvite: viewer.kind === 'user',
      sockethost,
      sockethost2,
      userkey: userKeyFor(deps.secret, LOBBY_PLAY_ID, subject),
      machines: engines ? await machineOpponents(deps.store) : [],
      newcomer: viewer.kind !== 'user' || viewer.user.wins + viewer.user.losses === 0,
    });
  });
}
