/**
 * Game analysis calls (seed 000 sections 4–7, 9): GET /jwt/getplayparsedata/{playid}/,
 * POST /jwt/genparse/, POST /jwt/askpt/, POST /jwt/deleteask/. See docs/analysis.md.
 */
import { err, ok, type Result } from '@tengen/core';
import { HTTP_ROUTES, MESSAGES, RESULT_CODE, routerPath } from '@tengen/protocol';
import type { FastifyInstance } from 'fastify';
import { engineFailure } from '../engines/engine-failure.ts';
import type { HttpDeps } from '../http/deps.ts';
import { failure, type HttpFailure, sendFailure } from '../http/failure.ts';
import { addRoute } from '../http/route.ts';
import type { AnalysisJob } from '../storage/analysis-types.ts';
import type { Play, User } from '../storage/types.ts';
import { analysisReport, analysisStatus } from './analysis-report.ts';
import type { AnalysisService } from './analysis-service.ts';
import { askMove, askPosition } from './ask-move.ts';
import { type EngineRecord, engineRecordOf } from './engine-record.ts';
import { DEFAULT_SECONDS_PER_MOVE, waitMinutes } from './move-timing.ts';
import { ANALYSIS_PRICE, ASK_PRICE, freeAnalysesPerDay, quotaDayStart, quotaMembership } from './quota.ts';

const noSuchPlay = failure('NOT_FOUND', 'no such play');
const analysisNotRunning = failure('INTERNAL', 'game analysis is not running', 503);
const beansShort = { result: RESULT_CODE.analysisBeansShort } as const;

/** Guests calling these get the seed's 'Please log in first.' (a 401 like any signed-in-only call). */
const GUEST_REFUSED = new Set(
  (['getAnalysis', 'startAnalysis', 'askMove', 'deleteAsk'] as const).map((n) =>
    routerPath(HTTP_ROUTES[n].path),
  ),
);

const isPlayer = (play: Play, user: User) => user.id === play.blackId || user.id === play.whiteId;

/** A finished game whose analysis is allowed, and its record checked by the rules core. */
function reviewable(play: Play | null): Result<{ play: Play; record: EngineRecord }, HttpFailure> {
  if (play === null) return err(noSuchPlay);
  if (play.status !== 1) return err(failure('CONFLICT', 'the game is not finished: no analysis during play'));
  if (!play.analysisAllowed) return err(failure('FORBIDDEN', 'analysis is not allowed for this game'));
  const record = engineRecordOf(play);
  if (!record.ok) return err(failure('CONFLICT', `the game's record cannot be analysed: ${record.error}`));
  return ok({ play, record: record.value });
}

export function addAnalysisRoutes(
  app: FastifyInstance,
  deps: HttpDeps,
  analysis: AnalysisService | null,
): void {
  const { store, accounts, now } = deps;

  app.addHook('onRequest', async (request, reply) => {
    const header = request.headers.authorization;
    if (GUEST_REFUSED.has(request.routeOptions.url ?? '') && (header === undefined || header.trim() === '')) {
      return sendFailure(reply, failure('UNAUTHORIZED', MESSAGES.pleaseLogIn));
    }
  });

  const waitFor = async (job: AnalysisJob): Promise<number> => {
    if (job.status === 'done' || job.status === 'failed') return 0;
    const jobs = await store.analysis.unfinishedJobs();
    const secondsPerMove = analysis?.runner.secondsPerMove ?? DEFAULT_SECONDS_PER_MOVE;
    return waitMinutes(jobs, job.id, secondsPerMove, analysis?.runner.parallel ?? 1);
  };

  addRoute(app, accounts, 'getAnalysis', async ({ params, viewer }) => {
    const play = await store.playById(params.playid);
    if (play === null) return err(noSuchPlay);
    const job = await store.analysis.jobOfPlay(play.id);
    const steps = job === null ? [] : await store.analysis.stepsOf(job.id);
    const { rates, bad } = analysisReport(steps, play.blackFirst ? 1 : 2);
    const asks = await store.analysis.asksOf(viewer.user.id, play.id);
    return ok({
      asks: asks.map(({ id, step, moves, testpos }) => ({ id, step, moves, testpos })),
      bad,
      rates,
      docount: await store.analysis.analysesOn(viewer.user.id, quotaDayStart(now())),
      status: analysisStatus(job),
      costtime: job === null ? 0 : await waitFor(job),
    });
  });

  addRoute(app, accounts, 'startAnalysis', async ({ form, viewer }) => {
    const play = await store.playById(form.playid);
    if (play !== null && !isPlayer(play, viewer.user)) {
      return err(failure('FORBIDDEN', 'only the players may have their game analysed'));
    }
    const game = reviewable(play);
    if (!game.ok) return game;
    if (game.value.record.moves.length === 0)
      return err(failure('CONFLICT', 'the game has no moves to analyse'));
    if (analysis === null) return err(analysisNotRunning);
    const at = now();
    const membership = await quotaMembership(store, viewer.user.id, at);
    const started = await store.analysis.startAnalysis({
      userId: viewer.user.id,
      playId: game.value.play.id,
      totalMoves: game.value.record.moves.length,
      level: analysis.config.level,
      at,
      dayStart: quotaDayStart(at),
      membership,
      freePerDay: freeAnalysesPerDay(membership),
      price: ANALYSIS_PRICE,
    });
    if (!started.ok) return ok(beansShort);
    analysis.runner.wake();
    const costtime = await waitFor(started.value.job);
    // A free or repeated request leaves the balance as it was; read it either way.
    const beans = (await store.userById(viewer.user.id))?.beans ?? viewer.user.beans;
    return ok({ result: 0, costtime, beans });
  });

  addRoute(app, accounts, 'askMove', async ({ form, viewer }) => {
    const game = reviewable(await store.playById(form.objid));
    if (!game.ok) return game;
    if (analysis === null) return err(analysisNotRunning);
    const user = viewer.user;
    const request = {
      record: game.value.record,
      step: form.step,
      testpos: form.testpos,
      length: analysis.config.askMoves,
      owner: `user:${user.id}`,
      level: analysis.config.level,
    };
    const position = askPosition(request);
    if (!position.ok) return err(failure('BAD_REQUEST', position.error));
    const balance = (await store.userById(user.id))?.beans ?? 0;
    if (balance < ASK_PRICE) return ok(beansShort);
    if (!form.addon)
      return err(failure('BAD_REQUEST', `addon: 1 agrees to pay ${ASK_PRICE} beans; nothing was charged`));

    const reference = `play:${game.value.play.id}`;
    const paid = await store.changeBeans({
      userId: user.id,
      delta: -ASK_PRICE,
      reason: 'ask_move',
      reference,
      at: now(),
    });
    if (!paid.ok) return ok(beansShort);
    let moves: string[];
    try {
      moves = await askMove(analysis.pool, request, position.value);
    } catch (error) {
      await store.changeBeans({
        userId: user.id,
        delta: ASK_PRICE,
        reason: 'ask_move_refund',
        reference,
        at: now(),
      });
      return err(engineFailure(error));
    }
    const ask = await store.analysis.addAsk({
      userId: user.id,
      playId: game.value.play.id,
      step: form.step,
      testpos: form.testpos,
      moves,
      ledgerId: paid.value.id,
      at: now(),
    });
    const docount = await store.analysis.askCount(user.id, game.value.play.id);
    const beans = paid.value.balanceAfter;
    return ok({ result: 0, id: ask.id, step: ask.step, moves, testpos: ask.testpos, docount, beans });
  });

  addRoute(app, accounts, 'deleteAsk', async ({ form, viewer }) => {
    const deleted = await store.analysis.deleteAsk(form.aid, viewer.user.id);
    if (deleted.ok) return ok({ result: 0 });
    return err(
      deleted.error === 'NOT_YOURS'
        ? failure('FORBIDDEN', 'only the user who asked may delete an ask')
        : failure('NOT_FOUND', 'no such ask'),
    );
  });
}
