/**
 * Complaints about games (seed 000 sections 4–9; docs/appeals.md): POST /jwt/postappeal/ files
 * one, GET /jwt/getappeal/{playid}/ lists a game's, POST /jwt/doappeal/ and /jwt/appealverdict/
 * decide one, POST /jwt/rejudgeappeal/ asks a second look, GET /jwt/appeallist/ lists them.
 */
import { err, ok, type Result } from '@tengen/core';
import {
  APPEAL_COST,
  APPEAL_LIST_SHOWN,
  APPEAL_REFUND,
  isMachineName,
  mayFileComplaint,
  RESULT_CODE,
  validateComplaint,
} from '@tengen/protocol';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { HttpDeps } from '../http/deps.ts';
import { failure, type HttpFailure } from '../http/failure.ts';
import { addRoute } from '../http/route.ts';
import { rescoreWithGlicko } from '../ratings/rescore-play.ts';
import type { StoredAppeal } from '../storage/appeal-store.ts';
import type { User } from '../storage/types.ts';
import { appealAnswer, appealListEntries, resultChanges } from './appeal-answers.ts';
import { tellResultChanged } from './result-changed-message.ts';

const VERDICT = { black: 1, white: 2, he: 3 } as const;

const COMPLAINT_REFUSALS = {
  BAD_REASON: 'reason: not one of 1, 2, 100',
  TEXT_REQUIRED: 'content: reason 100 (other) needs a text',
  TEXT_TOO_LONG: 'content: the text is too long',
} as const;

const DECIDE_REFUSALS = {
  NO_SUCH_APPEAL: failure('NOT_FOUND', 'no such complaint'),
  ALREADY_DECIDED: failure('CONFLICT', 'the complaint is already decided'),
  GAME_NOT_FINISHED: failure('CONFLICT', 'the game has no result to change'),
} as const;

export function addAppealRoutes(app: FastifyInstance, deps: HttpDeps): void {
  const { store, accounts } = deps;
  /** Read after the complaints: a refund those show is in it (the viewer's row was read before). */
  const balanceOf = async (user: User) => (await store.userById(user.id))?.beans ?? user.beans;

  addRoute(app, accounts, 'postAppeal', async ({ form, viewer }) => {
    const play = await store.playById(form.playid);
    if (play === null) return err(failure('NOT_FOUND', `no play ${form.playid}`));
    const user = viewer.user;
    const isPlayer = user.id === play.blackId || user.id === play.whiteId;
    if (!isPlayer) return err(failure('FORBIDDEN', 'only the players of a game complain about it'));
    if (play.status !== 1) return err(failure('CONFLICT', 'a complaint is filed once the game is over'));
    if (play.gameId > 0 && !user.isAppealMan)
      return err(failure('FORBIDDEN', 'competition games have referees, not complaints'));
    const opponent = await store.userById(user.id === play.blackId ? play.whiteId : play.blackId);
    const machineGame = isMachineName(opponent?.username ?? '');
    if (
      !mayFileComplaint({
        isPlayer,
        isAppealMan: user.isAppealMan,
        gameid: play.gameId,
        finished: true,
        machineGame,
      })
    )
      return err(failure('FORBIDDEN', 'no complaints about a game against a machine'));
    const complaint = validateComplaint(form.reason, form.content ?? '');
    if (!complaint.ok) return err(failure('BAD_REQUEST', COMPLAINT_REFUSALS[complaint.error]));
    const filed = await store.appeals.file({
      playId: play.id,
      userId: user.id,
      reason: complaint.value.reason,
      content: complaint.value.content,
      cost: APPEAL_COST,
      at: deps.now(),
    });
    if (filed.ok) return ok({ result: 0, beans: await balanceOf(user) });
    if (filed.error === 'INSUFFICIENT_BEANS') return ok({ result: RESULT_CODE.appealBeansShort });
    return err(failure('CONFLICT', 'you have already complained about this game'));
  });

  addRoute(app, accounts, 'getAppeals', async ({ params, viewer }) => {
    const play = await store.playById(params.playid);
    if (play === null) return err(failure('NOT_FOUND', `no play ${params.playid}`));
    const user = viewer.user;
    const isPlayer = user.id === play.blackId || user.id === play.whiteId;
    if (!isPlayer && !user.isAppealMan)
      return err(failure('FORBIDDEN', "a game's complaints are for its players and the appeal men"));
    const all = await store.appeals.ofPlay(play.id);
    // A player sees their own complaint only; the appeal man every one of the game.
    const shown = user.isAppealMan ? all : all.filter((a) => a.userId === user.id);
    return ok({
      result: 0,
      apps: shown.map(appealAnswer),
      changes: resultChanges(all),
      beans: await balanceOf(user),
    });
  });

  const decide = async (
    log: FastifyBaseLogger,
    user: User,
    aid: number,
    accept: boolean,
    verdict?: 1 | 2 | 3,
  ): Promise<Result<{ result: 0 }, HttpFailure>> => {
    const judged = await judgeable(user, aid);
    if (!judged.ok) return judged;
    const decided = await store.appeals.decide({
      appealId: aid,
      byUserId: user.id,
      accept,
      refund: APPEAL_REFUND,
      verdict,
      rescore: rescoreWithGlicko,
      at: deps.now(),
    });
    if (!decided.ok) return err(DECIDE_REFUSALS[decided.error]);
    // The new result is stored; the game's room tells the pages open on it. A room that cannot
    // be reached now changes nothing stored: those pages show the result when opened again.
    if (accept && verdict !== undefined) {
      const told = await deps.rooms.amendVerdict(judged.value.playId, verdict);
      if (!told.ok)
        log.warn({ playId: judged.value.playId, reason: told.error }, 'changed result not sent to the room');
      if (decided.value.previousResult !== 0) await tellResultChanged(deps, decided.value, user, log);
    }
    return ok({ result: 0 });
  };

  /** An appeal man, a complaint that exists, about a game he did not play. */
  const judgeable = async (user: User, aid: number): Promise<Result<StoredAppeal, HttpFailure>> => {
    if (!user.isAppealMan) return err(failure('FORBIDDEN', 'only an appeal man decides complaints'));
    const appeal = await store.appeals.byId(aid);
    if (appeal === null) return err(DECIDE_REFUSALS.NO_SUCH_APPEAL);
    const play = await store.playById(appeal.playId);
    if (play !== null && (play.blackId === user.id || play.whiteId === user.id))
      return err(failure('FORBIDDEN', 'an appeal man does not decide complaints about his own games'));
    return ok(appeal);
  };

  addRoute(app, accounts, 'decideAppeal', ({ form, viewer, request }) =>
    decide(request.log, viewer.user, form.aid, form.do === 'recive'),
  );

  addRoute(app, accounts, 'appealVerdict', ({ form, viewer, request }) =>
    decide(request.log, viewer.user, form.aid, true, VERDICT[form.result]),
  );

  addRoute(app, accounts, 'rejudgeAppeal', async ({ form, viewer }) => {
    const appeal = await store.appeals.byId(form.aid);
    if (appeal === null || appeal.userId !== viewer.user.id)
      return err(failure('NOT_FOUND', 'no such complaint of yours'));
    const again = await store.appeals.rejudge(appeal.id, deps.now());
    if (again.ok) return ok({ result: 0 });
    return err(
      failure(
        'CONFLICT',
        again.error === 'ALREADY_REJUDGED'
          ? 'a complaint is looked at again only once'
          : 'only a failed complaint can be looked at again',
      ),
    );
  });

  addRoute(app, accounts, 'listAppeals', async ({ viewer }) => {
    const user = viewer.user;
    const [mine, reviewing] = await Promise.all([
      store.appeals.ofUser(user.id, APPEAL_LIST_SHOWN),
      user.isAppealMan ? store.appeals.reviewing(APPEAL_LIST_SHOWN) : Promise.resolve([]),
    ]);
    return ok({
      isappealman: user.isAppealMan,
      mine: await appealListEntries(store, mine),
      reviewing: await appealListEntries(store, reviewing),
      beans: await balanceOf(user),
    });
  });
}
