/** The play page's calls: play info, the second game of a round, the referee's verdict. */
import { err, ok, type Result } from '@tengen/core';
import { type FinalWinner, type PlayInfo, RESULT_CODE, type RefereeVerdict } from '@tengen/protocol';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { newGuestName } from '../accounts/guests.ts';
import { userKeyFor } from '../accounts/userkey.ts';
import type { Viewer } from '../accounts/viewer.ts';
import type { HttpDeps } from '../http/deps.ts';
import { failure, type HttpFailure } from '../http/failure.ts';
import { publicOrigin, socketUrlAt } from '../http/public-origin.ts';
import { addRoute } from '../http/route.ts';
import { playersAsOfGame } from '../ratings/players-as-of-game.ts';
import type { Play } from '../storage/types.ts';
import { startOfPlay } from './early-start.ts';
import { buildPlayInfo } from './play-info.ts';
import { movesSoFar } from './play-record.ts';
import type { RoomError } from './room-gateway.ts';
import { secondPlayFor } from './second-play.ts';
import { visibleStepOptions } from './step-options.ts';

const VERDICT_WINNER: Readonly<Record<RefereeVerdict, FinalWinner>> = { black: 1, white: 2, he: 3 };

const ROOM_FAILURES = {
  NOT_RUNNING: failure('INTERNAL', 'live play not running', 503),
  NO_SUCH_PLAY: failure('NOT_FOUND', 'no such play'),
  NOT_STARTED: failure('CONFLICT', 'the game has not started'),
  GAME_FINISHED: failure('CONFLICT', 'the game is finished'),
} as const satisfies Record<RoomError, unknown>;

const noSuchPlay = failure('NOT_FOUND', 'no such play');

/** `sockethost`, `sockethost2`: the configured URLs, or the site's public origin with the socket paths. */
export function socketUrls(deps: HttpDeps, request: FastifyRequest): [string, string] {
  const origin = publicOrigin(request);
  const [url1, url2] = deps.sockets.urls;
  const [path1, path2] = deps.sockets.paths;
  return [url1 ?? socketUrlAt(origin, path1), url2 ?? socketUrlAt(origin, path2)];
}

/**
 * One play's info for one viewer, as GET /jwt/getplayinfo/{playid}/ answers it; the site's game
 * page writes the same into the page.
 */
export async function playInfoFor(
  deps: HttpDeps,
  playId: number,
  viewer: Viewer,
  request: FastifyRequest,
): Promise<Result<PlayInfo, HttpFailure>> {
  const { store } = deps;
  const play = await store.playById(playId);
  if (play === null) return err(noSuchPlay);
  const now = deps.now();
  const [black, white, competition, stepOptions, startsAt] = await Promise.all([
    store.userById(play.blackId),
    store.userById(play.whiteId),
    play.gameId > 0 ? store.competitionById(play.gameId) : null,
    stepOptionsSeenBy(deps, play, viewer),
    startOfPlay(store, play, now),
  ]);
  if (black === null || white === null) return err(failure('INTERNAL', 'a player of this play is missing'));
  const [blackAsOf, whiteAsOf] = await playersAsOfGame(store, play, black, white);
  const playlist = play.gameId > 0 ? await store.roundPlayIds(play.gameId, play.round) : [];
  // A visitor without a token gets a fresh guest name; the userkey carries it to the socket.
  const subject =
    viewer.kind === 'user'
      ? ({ kind: 'user', userId: viewer.user.id, tokenId: viewer.tokenId } as const)
      : ({ kind: 'guest', username: newGuestName() } as const);
  return ok(
    buildPlayInfo({
      play: { ...play, startsAt },
      black: blackAsOf,
      white: whiteAsOf,
      competition,
      playlist,
      stepOptions,
      viewer,
      userkey: userKeyFor(deps.secret, play.id, subject),
      sockets: socketUrls(deps, request),
      now,
    }),
  );
}

/** The move choices this viewer may read (step-options.ts); a game without the panel has none to replay for. */
async function stepOptionsSeenBy(deps: HttpDeps, play: Play, viewer: Viewer) {
  const sets = await deps.store.records.stepOptionsOf(play.id);
  if (sets.length === 0 || play.status === 1) return sets;
  return visibleStepOptions(play, sets, (await movesSoFar(deps.store, play)).moves.length, viewer);
}

export function addPlayRoutes(app: FastifyInstance, deps: HttpDeps): void {
  const { store, accounts } = deps;

  addRoute(app, accounts, 'getPlayInfo', ({ params, viewer, request }) =>
    playInfoFor(deps, params.playid, viewer, request),
  );

  addRoute(app, accounts, 'querySecondPlay', async ({ params }) => {
    const play = await store.playById(params.playid);
    if (play === null) return err(noSuchPlay);
    if (play.secondPlayId > 0) return ok({ result: 0, secondid: play.secondPlayId });
    const competition = play.gameId > 0 ? await store.competitionById(play.gameId) : null;
    const second = secondPlayFor(play, competition, deps.now());
    if (second === null) return ok({ result: RESULT_CODE.noSecondGame, secondid: 0 });
    const created = await store.createSecondPlay(play.id, second);
    return created.ok ? ok({ result: 0, secondid: created.value.id }) : err(noSuchPlay);
  });

  addRoute(app, accounts, 'refereeVerdict', async ({ form, viewer }) => {
    if (!viewer.user.isAuditMan)
      return err(failure('FORBIDDEN', 'only a referee (audit man) may decide a game'));
    const play = await store.playById(form.playid);
    if (play === null) return err(noSuchPlay);
    if (play.gameId === 0) return err(failure('FORBIDDEN', 'referee verdicts are for competition games'));
    if (play.status === 1) return err(ROOM_FAILURES.GAME_FINISHED);
    const decided = await deps.rooms.auditVerdict(play.id, VERDICT_WINNER[form.result], viewer.user);
    return decided.ok ? ok({ result: 0 }) : err(ROOM_FAILURES[decided.error]);
  });

  // The game room counts each counting request itself (the server is the authority); the
  // seed's client still reports one after asking, so the call is acknowledged for members.
  addRoute(app, accounts, 'addCountRequest', async ({ form, viewer }) => {
    const play = await store.playById(form.playid);
    if (play === null) return err(noSuchPlay);
    if (viewer.user.id !== play.blackId && viewer.user.id !== play.whiteId) {
      return err(failure('FORBIDDEN', 'only the players count'));
    }
    return ok({ result: 0 });
  });
}
