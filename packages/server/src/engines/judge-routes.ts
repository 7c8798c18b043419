/** Situation judgement: POST /jwt/getmuscore/. */
import { err, ok } from '@tengen/core';
import { ESTIMATE_WIN, GAMERULE_CHINESE } from '@tengen/protocol';
import type { FastifyInstance } from 'fastify';
import type { HttpDeps } from '../http/deps.ts';
import { failure } from '../http/failure.ts';
import { addRoute } from '../http/route.ts';
import { engineFailure, enginesNotRunning } from './engine-failure.ts';
import type { Engines } from './engines.ts';
import { judge } from './judge.ts';
import { JudgeLimits } from './judge-limits.ts';

export function addJudgeRoutes(app: FastifyInstance, deps: HttpDeps, engines: Engines | null): void {
  const limits = engines ? new JudgeLimits(engines.config.judgementsPerMinute, deps.now) : null;
  addRoute(app, deps.accounts, 'estimateScore', async ({ form, viewer, request, reply }) => {
    if (!engines || !limits) return err(enginesNotRunning);
    const wait = limits.take(
      viewer.kind === 'user' ? { userId: viewer.user.id } : { guestAddress: request.ip },
    );
    if (wait !== null) {
      reply.header('retry-after', String(wait));
      const from = viewer.kind === 'user' ? 'for this account' : 'from this address';
      return err(failure('RATE_LIMITED', `too many situation judgements ${from}; try again in ${wait} s`));
    }
    const s = form.score;
    const judgeRequest = {
      size: s.gamesize,
      setup: s.prepos,
      firstColor: s.blackfirst === 1 ? 1 : 2,
      moves: s.posstr,
      rangzi: s.rangzi,
      daotiemu: s.daotiemu,
    } as const;
    const owner = viewer.kind === 'user' ? `user:${viewer.user.id}` : `guest:${request.ip}`;
    const { judgeLevel, finalTimeoutMs } = engines.config;
    try {
      const judged = await judge(engines.pool, judgeRequest, {
        owner,
        lane: 'background',
        level: judgeLevel,
        finalTimeoutMs,
      });
      if (!judged.ok) return err(failure('BAD_REQUEST', `score: ${judged.error}`));
      const { score, dead, territory } = judged.value;
      // The wire's names; an exact draw (possible only with a komi shift) is answered as black, by 0.
      const win = score.winner === 'white' ? ESTIMATE_WIN.white : ESTIMATE_WIN.black;
      return ok({
        win,
        winscore: score.margin,
        rule: GAMERULE_CHINESE,
        bscore: score.black,
        wscore: score.white,
        dead,
        bterritory: territory.black,
        wterritory: territory.white,
      });
    } catch (error) {
      return err(engineFailure(error));
    }
  });
}
