/**
 * Game records: GET /jwt/downloadsgf/{playid}/ answers the address of the record, which
 * GET /jwt/sgf/{playid}/ (Tengen's) serves as an SGF file; GET /jwt/getoneuserplaylist/ lists
 * a user's games a page at a time. All are open to guests, as watching and reviewing are.
 */
import { err, ok } from '@tengen/core';
import {
  decodeParams,
  fillPath,
  type PlayListRow,
  routerPath,
  sgfFileName,
  type Winner,
  type WinType,
} from '@tengen/protocol';
import type { FastifyInstance } from 'fastify';
import type { HttpDeps } from '../http/deps.ts';
import { failure, sendFailure } from '../http/failure.ts';
import { addRoute } from '../http/route.ts';
import { movesSoFar, playSgf } from '../play/play-record.ts';
import type { UserPlay } from '../storage/social-types.ts';
import type { Store } from '../storage/store.ts';

/** Where the record file of a play is served (Tengen's route; no token needed, so a link works). */
export const SGF_FILE_PATH = '/jwt/sgf/{playid}/';

/** Rows per page of a user's record list. */
export const PLAY_LIST_PAGE_SIZE = 20;

/** A finished game's record never changes; a game in progress changes with every move. */
const FINISHED_CACHE = 'public, max-age=86400, immutable';

const noSuchPlay = failure('NOT_FOUND', 'no such play');

export function sgfUrl(playId: number): string {
  return fillPath(SGF_FILE_PATH, { playid: String(playId) });
}

export function addRecordsRoutes(app: FastifyInstance, deps: HttpDeps): void {
  const { store, accounts } = deps;

  addRoute(app, accounts, 'downloadSgf', async ({ params }) => {
    const play = await store.playById(params.playid);
    if (play === null) return err(noSuchPlay);
    return ok({ result: 0, sgfurl: sgfUrl(play.id) });
  });

  app.get(routerPath(SGF_FILE_PATH), async (request, reply) => {
    const params = decodeParams('downloadSgf', request.params);
    if (!params.ok) {
      return sendFailure(reply, failure('BAD_REQUEST', `${params.error.path}: ${params.error.message}`));
    }
    const play = await store.playById(params.value.playid);
    if (play === null) return sendFailure(reply, noSuchPlay);
    const text = await playSgf(store, play);
    return reply
      .header('content-type', 'application/x-go-sgf; charset=utf-8')
      .header('content-disposition', `attachment; filename="${sgfFileName(play.id)}"`)
      .header('cache-control', play.status === 1 ? FINISHED_CACHE : 'no-store')
      .send(text);
  });

  addRoute(app, accounts, 'getUserPlayList', async ({ params }) => {
    const user = await store.userById(params.userid);
    if (user === null) return err(failure('NOT_FOUND', 'no such user'));
    const listed = await store.records.playsOfUser(user.id, {
      offset: (params.page - 1) * PLAY_LIST_PAGE_SIZE,
      limit: PLAY_LIST_PAGE_SIZE,
    });
    return ok({
      curpage: params.page,
      page_total: Math.max(1, Math.ceil(listed.total / PLAY_LIST_PAGE_SIZE)),
      plays: await Promise.all(listed.plays.map((p) => playListRow(store, p))),
    });
  });
}

async function playListRow(store: Store, { play, blackName, whiteName }: UserPlay): Promise<PlayListRow> {
  const record = await movesSoFar(store, play);
  return {
    id: play.id,
    blackname: blackName,
    whitename: whiteName,
    lu: play.boardSize,
    timecount: play.mainMinutes,
    dumiao: play.byoyomiSeconds,
    ducount: play.byoyomiPeriods,
    ranked: play.ranked,
    step: record.moves.length,
    wintype: play.winType as WinType,
    winnumber: play.winNumber,
    result: play.result as Winner,
    lasttime: record.lastAt,
  };
}
