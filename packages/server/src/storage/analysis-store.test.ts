import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestUsers, testDatabases } from '../testing/test-databases.ts';
import type { AnalysisRequest } from './analysis-types.ts';
import type { Store } from './store.ts';

const DAY = 86_400_000;

describe.each(testDatabases())('analysis storage on $name', (engine) => {
  let store: Store;
  let user: number;
  let other: number;
  let plays: number[];
  beforeAll(() => engine.setup());
  afterAll(() => engine.teardown());
  beforeEach(async () => {
    store = await engine.newStore();
    [user, other] = await createTestUsers(store, ['analyst', 'opponent']);
    plays = [];
    for (let i = 0; i < 6; i++) {
      plays.push((await store.createPlay({ blackId: user, whiteId: other, startsAt: 1, createdAt: 1 })).id);
    }
  });
  afterEach(() => store.close());

  const request = (playId: number, changes: Partial<AnalysisRequest> = {}): AnalysisRequest => ({
    userId: user,
    playId,
    totalMoves: 20,
    level: 0,
    at: 10 * DAY + 5,
    dayStart: 10 * DAY,
    membership: 0,
    freePerDay: 1,
    price: 10,
    ...changes,
  });
  const grant = (beans: number) => store.changeBeans({ userId: user, delta: beans, reason: 'admin', at: 1 });

  it('the first analysis of the day is free, the next is charged through the ledger, a short balance changes nothing', async () => {
    const first = await store.analysis.startAnalysis(request(plays[0]));
    expect(first.ok && first.value.decision).toBe('free');
    expect(first.ok && first.value.job).toMatchObject({
      status: 'queued',
      progress: 0,
      attempts: 0,
      totalMoves: 20,
    });

    const short = await store.analysis.startAnalysis(request(plays[1]));
    expect(short).toEqual({ ok: false, error: 'INSUFFICIENT_BEANS' });
    expect(await store.analysis.jobOfPlay(plays[1])).toBeNull();

    await grant(15);
    const paid = await store.analysis.startAnalysis(request(plays[1]));
    expect(paid.ok && paid.value.decision).toBe('charged');
    expect((await store.userById(user))?.beans).toBe(5);
    const [ledger] = await store.ledgerOf(user, 1);
    expect(ledger).toMatchObject({ delta: -10, reason: 'analysis', reference: `play:${plays[1]}` });

    const audit = await store.analysis.requestsOf(user);
    expect(audit.map((r) => [r.playId, r.decision, r.beans, r.ledgerId])).toEqual([
      [plays[0], 'free', 0, null],
      [plays[1], 'charged', 10, ledger.id],
    ]);
    expect(await store.analysis.analysesOn(user, 10 * DAY)).toBe(2);
  });

  it('asking again for a queued or analysed game costs nothing; a failed one is queued again for free', async () => {
    await store.analysis.startAnalysis(request(plays[0]));
    const again = await store.analysis.startAnalysis(request(plays[0]));
    expect(again.ok && again.value.decision).toBe('existing');
    const job = again.ok ? again.value.job : null;
    await store.analysis.claimNextJob(19, 'a');
    expect(await store.analysis.failJob(job?.id ?? 0, 'a', 'the engine died', 20, false)).toBe(true);
    const retried = await store.analysis.startAnalysis(request(plays[0]));
    expect(retried.ok && retried.value).toMatchObject({
      decision: 'retried',
      job: { status: 'queued', error: '' },
    });
    expect(await store.analysis.requestsOf(user)).toHaveLength(1);
  });

  it('a new day brings the free quota back', async () => {
    await store.analysis.startAnalysis(request(plays[0]));
    const nextDay = await store.analysis.startAnalysis(
      request(plays[1], { dayStart: 11 * DAY, at: 11 * DAY }),
    );
    expect(nextDay.ok && nextDay.value.decision).toBe('free');
  });

  it('concurrent requests never use the last free analysis twice nor overspend', async () => {
    await grant(20);
    const results = await Promise.all(plays.map((p) => store.analysis.startAnalysis(request(p))));
    const decisions = results.map((r) => (r.ok ? r.value.decision : r.error)).sort();
    expect(decisions).toEqual([
      'INSUFFICIENT_BEANS',
      'INSUFFICIENT_BEANS',
      'INSUFFICIENT_BEANS',
      'charged',
      'charged',
      'free',
    ]);
    expect((await store.userById(user))?.beans).toBe(0);
  });

  it('concurrent first requests for one game make one job and one charge', async () => {
    const results = await Promise.all(
      [1, 2, 3, 4].map(() => store.analysis.startAnalysis(request(plays[0]))),
    );
    const decisions = results.map((r) => (r.ok ? r.value.decision : r.error)).sort();
    expect(decisions).toEqual(['existing', 'existing', 'existing', 'free']);
  });

  it('a runner claims the oldest job, stores moves once each, and the job of a lost runner is queued again', async () => {
    await grant(100);
    const a = await store.analysis.startAnalysis(request(plays[0]));
    await store.analysis.startAnalysis(request(plays[1]));
    const claimed = await store.analysis.claimNextJob(30, 'a');
    expect(claimed).toMatchObject({ playId: plays[0], status: 'running', attempts: 1 });
    const jobId = a.ok ? a.value.job.id : 0;
    expect(await store.analysis.saveStep(jobId, { step: 2, lead: -7.5, mpt: 'pd', mlead: -6.26 }, 31)).toBe(
      1,
    );
    expect(await store.analysis.saveStep(jobId, { step: 1, lead: 3.1, mpt: 'tt', mlead: 3.1 }, 32)).toBe(2);
    expect(await store.analysis.saveStep(jobId, { step: 1, lead: 9, mpt: 'aa', mlead: 9 }, 33)).toBe(2);
    expect(await store.analysis.stepsOf(jobId)).toEqual([
      { step: 1, lead: 3.1, mpt: 'tt', mlead: 3.1 },
      { step: 2, lead: -7.5, mpt: 'pd', mlead: -6.3 },
    ]);
    // 'a' never beat: it is lost.
    expect(await store.analysis.requeueOrphans(40, 30)).toBe(1);
    expect((await store.analysis.unfinishedJobs()).map((j) => j.status)).toEqual(['queued', 'queued']);
    expect(await store.analysis.claimNextJob(41, 'b')).toMatchObject({ id: jobId, attempts: 2, progress: 2 });
    // 'a' comes back: the job is 'b''s now, and nothing 'a' says ends it.
    expect(await store.analysis.finishJob(jobId, 'a', 42)).toBe(false);
    expect(await store.analysis.failJob(jobId, 'a', 'lost', 42, false)).toBe(false);
    expect(await store.analysis.releaseJob(jobId, 'a', 42)).toBe(false);
    expect(await store.analysis.jobById(jobId)).toMatchObject({ status: 'running', finishedAt: null });
    expect(await store.analysis.finishJob(jobId, 'b', 50)).toBe(true);
    expect(await store.analysis.jobById(jobId)).toMatchObject({ status: 'done', finishedAt: 50 });
    expect(await store.analysis.claimNextJob(51, 'b')).toMatchObject({ playId: plays[1] });
    expect(await store.analysis.claimNextJob(52, 'b')).toBeNull();
  });

  it("asks: listed without deleted ones, counted with them; nobody deletes another's", async () => {
    await grant(10);
    const paid = await store.changeBeans({ userId: user, delta: -2, reason: 'ask_move', at: 2 });
    if (!paid.ok) throw new Error('not paid');
    const ask = {
      userId: user,
      playId: plays[0],
      step: 3,
      testpos: ['pd'],
      moves: ['dp', 'pp'],
      ledgerId: paid.value.id,
      at: 5,
    };
    const a = await store.analysis.addAsk(ask);
    const b = await store.analysis.addAsk({ ...ask, step: 4 });
    expect(await store.analysis.deleteAsk(a.id, other)).toEqual({ ok: false, error: 'NOT_YOURS' });
    expect(await store.analysis.deleteAsk(a.id, user)).toEqual({ ok: true, value: undefined });
    expect(await store.analysis.deleteAsk(a.id, user)).toEqual({ ok: false, error: 'NO_SUCH_ASK' });
    expect(await store.analysis.deleteAsk(9999, user)).toEqual({ ok: false, error: 'NO_SUCH_ASK' });
    expect(await store.analysis.asksOf(user, plays[0])).toEqual([b]);
    expect(await store.analysis.askCount(user, plays[0])).toBe(2);
    expect(await store.analysis.asksOf(other, plays[0])).toEqual([]);
  });
});
