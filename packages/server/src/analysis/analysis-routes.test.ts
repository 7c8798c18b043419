import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Play } from '../storage/types.ts';
import { callRouteAt } from '../testing/test-analysis-site.ts';
import { LiveSite, type LiveUser } from '../testing/test-live.ts';
import { corpusOpening, eventually, finishedPlay } from '../testing/test-plays.ts';
import { isBoardPoint } from '../testing/test-points.ts';
import { checkLine, engineRecordOf } from './engine-record.ts';

describe('analysis calls on the real server with GNU Go', () => {
  let dir: string;
  let site: LiveSite;
  let alice: LiveUser;
  let bob: LiveUser;
  let carol: LiveUser;
  let game: Play;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'tengen-analysis-'));
    site = await LiveSite.start(undefined, dir);
    alice = await site.register('alice');
    bob = await site.register('bob');
    carol = await site.register('carol');
    game = await finishedPlay(site.store, alice.id, bob.id, corpusOpening(12));
  });
  afterAll(async () => {
    await site?.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  const call = <N extends Parameters<typeof callRouteAt>[1]>(
    name: N,
    c: Parameters<typeof callRouteAt<N>>[2],
  ) => callRouteAt(site.url, name, c);
  const beansOf = async (user: LiveUser) => (await site.store.userById(user.id))?.beans;
  const grant = (user: LiveUser, beans: number) =>
    site.store.changeBeans({ userId: user.id, delta: beans, reason: 'admin', at: Date.now() });
  const tinyGame = (black: LiveUser) =>
    finishedPlay(site.store, black.id, carol.id, ['cc', 'gg'], { boardSize: 9 });

  it("a player's genparse queues the game; getplayparsedata shows it analysing, then every move's rate", async () => {
    const started = await call('startAnalysis', { form: { playid: game.id }, token: alice.token });
    expect(started.status).toBe(200);
    expect(started.body.result).toBe(0);
    expect(started.body.costtime).toBeGreaterThan(0);

    const early = await call('getAnalysis', { params: { playid: game.id }, token: alice.token });
    expect([1, 2]).toContain(early.body.status);
    expect(early.body.docount).toBe(1);

    const done = await eventually(async () => {
      const r = await call('getAnalysis', { params: { playid: game.id }, token: alice.token });
      return r.body.status === 2 ? r.body : null;
    });
    expect(done.costtime).toBe(0);
    expect(done.asks).toEqual([]);
    const rates = done.rates as { step: number; rate: number; mpt: string; mrate: number }[];
    expect(rates.map((r) => r.step)).toEqual(Array.from({ length: 12 }, (_, i) => i + 1));
    for (const r of rates) {
      expect(Number.isInteger(r.rate) && r.rate >= 0 && r.rate <= 1000).toBe(true);
      expect(Number.isInteger(r.mrate) && r.mrate >= 0 && r.mrate <= 1000).toBe(true);
      expect(isBoardPoint(r.mpt, 19)).toBe(true);
    }
    const bad = done.bad as {
      black: { step: number; downrate: number }[];
      white: { step: number; downrate: number }[];
    };
    for (const p of bad.black) expect(p.step % 2).toBe(1);
    for (const p of bad.white) expect(p.step % 2).toBe(0);
    for (const p of [...bad.black, ...bad.white]) expect(p.downrate).toBeGreaterThanOrEqual(50);
  });

  it('asking again for an analysed game costs nothing, whoever of the players asks', async () => {
    const again = await call('startAnalysis', { form: { playid: game.id }, token: bob.token });
    expect(again.body).toEqual({ result: 0, costtime: 0, beans: 0 });
    expect(await beansOf(bob)).toBe(0);
    expect(await site.store.analysis.requestsOf(bob.id)).toEqual([]);
  });

  it('refuses guests with the seed text, other users, unfinished games and games closed to analysis', async () => {
    for (const name of ['startAnalysis', 'askMove'] as const) {
      const form =
        name === 'askMove'
          ? { addon: true, step: 1, testpos: [], objid: game.id, objtype: 0 as const }
          : { playid: game.id };
      const guest = await call(name, { form: form as never });
      expect(guest).toEqual({
        status: 401,
        body: { error: 'UNAUTHORIZED', message: 'Please log in first.' },
      });
    }
    const stranger = await call('startAnalysis', { form: { playid: game.id }, token: carol.token });
    expect(stranger.status).toBe(403);
    const live = await site.createPlay(alice, bob);
    const unfinished = await call('startAnalysis', { form: { playid: live.id }, token: alice.token });
    expect(unfinished.status).toBe(409);
    const hint = await call('askMove', {
      form: { addon: true, step: 0, testpos: [], objid: live.id, objtype: 0 },
      token: alice.token,
    });
    expect(hint.status).toBe(409);
    const closed = await finishedPlay(site.store, alice.id, bob.id, ['cc'], {
      boardSize: 9,
      analysisAllowed: false,
    });
    expect((await call('startAnalysis', { form: { playid: closed.id }, token: alice.token })).status).toBe(
      403,
    );
    expect((await call('startAnalysis', { form: { playid: 99_999 }, token: alice.token })).status).toBe(404);
    expect(await site.store.analysis.jobOfPlay(live.id)).toBeNull();
  });

  it('regular users get one free analysis a day, then pay 10 beans; a short balance answers 11 and changes nothing', async () => {
    const dave = await site.register('dave');
    const [first, second] = [await tinyGame(dave), await tinyGame(dave)];
    await grant(dave, 3);
    // The free one leaves the balance as it was, and says so.
    expect(
      (await call('startAnalysis', { form: { playid: first.id }, token: dave.token })).body,
    ).toMatchObject({
      result: 0,
      beans: 3,
    });
    const short = await call('startAnalysis', { form: { playid: second.id }, token: dave.token });
    expect(short.body).toEqual({ result: 11 });
    expect(await site.store.analysis.jobOfPlay(second.id)).toBeNull();
    await grant(dave, 9);
    const charged = await call('startAnalysis', { form: { playid: second.id }, token: dave.token });
    expect(charged.body).toMatchObject({ result: 0, beans: 2 });
    expect(await beansOf(dave)).toBe(2);
    const audit = await site.store.analysis.requestsOf(dave.id);
    expect(audit.map((r) => [r.decision, r.beans])).toEqual([
      ['free', 0],
      ['charged', 10],
    ]);
    const [ledger] = await site.store.ledgerOf(dave.id, 1);
    expect(ledger).toMatchObject({ delta: -10, reason: 'analysis', reference: `play:${second.id}` });
    expect(audit[1].ledgerId).toBe(ledger.id);
  });

  it.each([
    ['silver', 1, 5],
    ['gold', 2, 10],
  ])('%s members get %i… free analyses a day', async (name, membership, free) => {
    const member = await site.register(`${name}_member`);
    await site.store.updateUser(member.id, { membership });
    for (let i = 0; i < free; i++) {
      const game = await tinyGame(member);
      expect(
        (await call('startAnalysis', { form: { playid: game.id }, token: member.token })).body.result,
      ).toBe(0);
    }
    const over = await tinyGame(member);
    expect((await call('startAnalysis', { form: { playid: over.id }, token: member.token })).body).toEqual({
      result: 11,
    });
    const seen = await call('getAnalysis', { params: { playid: over.id }, token: member.token });
    expect(seen.body).toMatchObject({ status: 0, docount: free, rates: [] });
  });

  it('ask-a-move answers a legal engine line for 2 beans, lists it, and refuses a short balance with 11', async () => {
    const erin = await site.register('erin');
    await grant(erin, 5);
    const record = engineRecordOf(game);
    if (!record.ok) throw new Error(record.error);
    const form = { addon: true, step: 10, testpos: ['jj'], objid: game.id, objtype: 0 as const };
    const asked = await call('askMove', { form, token: erin.token });
    expect(asked.status).toBe(200);
    expect(asked.body).toMatchObject({ result: 0, step: 10, testpos: ['jj'], docount: 1, beans: 3 });
    const line = asked.body.moves as string[];
    expect(line.length).toBeGreaterThan(0);
    expect(checkLine(record.value, [...game.finalMoves.slice(0, 10), 'jj', ...line]).ok).toBe(true);
    expect(await beansOf(erin)).toBe(3);
    expect((await site.store.ledgerOf(erin.id, 1))[0]).toMatchObject({ delta: -2, reason: 'ask_move' });

    const listed = await call('getAnalysis', { params: { playid: game.id }, token: erin.token });
    expect(listed.body.asks).toEqual([{ id: asked.body.id, step: 10, moves: line, testpos: ['jj'] }]);

    expect((await call('askMove', { form, token: erin.token })).body).toMatchObject({ result: 0, beans: 1 });
    expect(await beansOf(erin)).toBe(1);
    expect((await call('askMove', { form, token: erin.token })).body).toEqual({ result: 11 });
    expect(await beansOf(erin)).toBe(1);

    const stranger = await call('deleteAsk', { form: { aid: asked.body.id as number }, token: carol.token });
    expect(stranger.status).toBe(403);
    expect(
      (await call('deleteAsk', { form: { aid: asked.body.id as number }, token: erin.token })).body,
    ).toEqual({ result: 0 });
    expect(
      (await call('deleteAsk', { form: { aid: asked.body.id as number }, token: erin.token })).status,
    ).toBe(404);
    const after = await call('getAnalysis', { params: { playid: game.id }, token: erin.token });
    expect((after.body.asks as unknown[]).length).toBe(1);
  });

  it('a bad ask is a 400 that charges nothing', async () => {
    const frank = await site.register('frank');
    await grant(frank, 4);
    const occupied = game.finalMoves[0];
    const cases = [
      { addon: true, step: 10, testpos: [occupied], objid: game.id, objtype: 0 as const },
      { addon: true, step: 13, testpos: [], objid: game.id, objtype: 0 as const },
      { addon: false, step: 3, testpos: [], objid: game.id, objtype: 0 as const },
    ];
    for (const form of cases) expect((await call('askMove', { form, token: frank.token })).status).toBe(400);
    expect(await beansOf(frank)).toBe(4);
  });
});

describe('an analysis interrupted by a server restart', () => {
  it('resumes from the moves already analysed', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'tengen-analysis-restart-'));
    let site = await LiveSite.start(undefined, dir);
    try {
      const black = await site.register('black_player');
      const white = await site.register('white_player');
      const game = await finishedPlay(site.store, black.id, white.id, corpusOpening(60));
      await callRouteAt(site.url, 'startAnalysis', { form: { playid: game.id }, token: black.token });
      const job = await eventually(async () => {
        const j = await site.store.analysis.jobOfPlay(game.id);
        return j !== null && j.progress >= 5 ? j : null;
      });
      await site.stop();
      site = await LiveSite.start(undefined, dir);
      const resumed = await site.store.analysis.jobById(job.id);
      expect(resumed?.status).not.toBe('done');
      const before = await site.store.analysis.stepTimes(job.id);
      const done = await eventually(async () => {
        const r = await callRouteAt(site.url, 'getAnalysis', {
          params: { playid: game.id },
          token: black.token,
        });
        return r.body.status === 2 ? r.body : null;
      });
      expect((done.rates as unknown[]).length).toBe(60);
      const after = await site.store.analysis.stepTimes(job.id);
      for (const [step, at] of before) expect(after.get(step)).toBe(at);
      expect((await site.store.analysis.jobById(job.id))?.attempts).toBe(2);
    } finally {
      await site.stop();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
