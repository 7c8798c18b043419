import { parseSgf } from '@tengen/core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { rateWithGlicko } from '../ratings/rate-play.ts';
import { rescoreWithGlicko } from '../ratings/rescore-play.ts';
import { createTestUsers, testDatabases } from '../testing/test-databases.ts';
import type { AppealRuling } from './appeal-store.ts';
import type { Store } from './store.ts';
import type { PlayOutcome } from './types.ts';

const SGF = '(;GM[1]FF[4]SZ[19]PB[appeal_black]PW[appeal_white]RE[B+R];B[pd];W[dp])';

const blackWon: PlayOutcome = {
  result: 1,
  winType: 1,
  winNumber: 0,
  resultText: 'B+R',
  finalMoves: ['pd', 'dp'],
  sgf: SGF,
  finishedAt: 10,
};

describe.each(testDatabases())('complaints on $name', (engine) => {
  let store: Store;
  let black: number;
  let white: number;
  let judge: number;
  beforeAll(() => engine.setup());
  afterAll(() => engine.teardown());
  beforeEach(async () => {
    store = await engine.newStore();
    [black, white, judge] = await createTestUsers(store, ['appeal_black', 'appeal_white', 'appeal_judge']);
    await store.changeBeans({ userId: white, delta: 50, reason: 'admin', at: 1 });
  });
  afterEach(() => store.close());

  const finishedPlay = async (ranked = false) => {
    const play = await store.createPlay({
      blackId: black,
      whiteId: white,
      startsAt: 2,
      createdAt: 1,
      ranked,
    });
    await store.finishPlay(play.id, blackWon);
    if (ranked) await store.ratings.ratePlay(play.id, rateWithGlicko, 20);
    return play.id;
  };
  const file = (playId: number, userId = white) =>
    store.appeals.file({ playId, userId, reason: 2, content: '', cost: 20, at: 30 });
  const decision = (appealId: number, change: Partial<AppealRuling> = {}): AppealRuling => ({
    appealId,
    byUserId: judge,
    accept: true,
    refund: 20,
    rescore: rescoreWithGlicko,
    at: 40,
    ...change,
  });
  const beansOf = async (id: number) => (await store.userById(id))?.beans;

  it('files a complaint for its cost through the ledger; a second one about the game changes nothing', async () => {
    const play = await finishedPlay();
    const filed = await file(play);
    expect(filed).toMatchObject({
      ok: true,
      value: { playId: play, username: 'appeal_white', status: 0, round: 1 },
    });
    expect(await beansOf(white)).toBe(30);
    const [spend] = await store.ledgerOf(white, 1);
    expect(spend).toMatchObject({ delta: -20, balanceAfter: 30, reason: 'complaint' });
    expect(spend.reference).toBe(`appeal:${filed.ok ? filed.value.id : 0}`);

    expect(await file(play)).toEqual({ ok: false, error: 'ALREADY_FILED' });
    expect(await beansOf(white)).toBe(30);
    expect(await store.ledgerOf(white)).toHaveLength(2);
    expect(await store.appeals.ofPlay(play)).toHaveLength(1);
  });

  it('refuses a complaint the balance cannot pay: no complaint, no ledger row', async () => {
    const play = await finishedPlay();
    expect(await file(play, black)).toEqual({ ok: false, error: 'INSUFFICIENT_BEANS' });
    expect(await store.appeals.ofPlay(play)).toEqual([]);
    expect(await store.ledgerOf(black)).toEqual([]);
    expect(await beansOf(black)).toBe(0);
  });

  it('rejects once; a rejudge sends it back once; accepted then it refunds 20 once', async () => {
    const play = await finishedPlay();
    const filed = await file(play);
    if (!filed.ok) throw new Error(filed.error);
    const id = filed.value.id;
    expect(await store.appeals.decide(decision(id, { accept: false }))).toMatchObject({
      ok: true,
      value: { status: 1 },
    });
    expect(await store.appeals.decide(decision(id))).toEqual({ ok: false, error: 'ALREADY_DECIDED' });
    expect(await beansOf(white)).toBe(30);

    expect(await store.appeals.rejudge(id, 50)).toMatchObject({ ok: true, value: { status: 0, round: 2 } });
    expect(await store.appeals.rejudge(id, 51)).toEqual({ ok: false, error: 'NOT_REJECTED' });
    expect((await store.appeals.reviewing(10)).map((a) => a.id)).toEqual([id]);
    expect(await store.appeals.decide(decision(id))).toMatchObject({
      ok: true,
      value: { status: 2, refunded: 20 },
    });
    expect(await store.appeals.decide(decision(id))).toEqual({ ok: false, error: 'ALREADY_DECIDED' });
    expect(await beansOf(white)).toBe(50);
    expect((await store.ledgerOf(white, 1))[0]).toMatchObject({ delta: 20, reason: 'complaint_refund' });
    expect(await store.appeals.reviewing(10)).toEqual([]);
    expect(await store.appeals.decide(decision(9999))).toEqual({ ok: false, error: 'NO_SUCH_APPEAL' });
  });

  it('a rejected second look cannot be sent a third time', async () => {
    const filed = await file(await finishedPlay());
    if (!filed.ok) throw new Error(filed.error);
    await store.appeals.decide(decision(filed.value.id, { accept: false }));
    await store.appeals.rejudge(filed.value.id, 50);
    await store.appeals.decide(decision(filed.value.id, { accept: false }));
    expect(await store.appeals.rejudge(filed.value.id, 60)).toEqual({ ok: false, error: 'ALREADY_REJUDGED' });
  });

  it('a verdict changes the result everywhere: row, counts, record and ratings; once', async () => {
    const play = await finishedPlay(true);
    const [b0, w0] = await Promise.all([store.ratings.ratingOf(black), store.ratings.ratingOf(white)]);
    const filed = await file(play);
    if (!filed.ok) throw new Error(filed.error);

    const decided = await store.appeals.decide(decision(filed.value.id, { verdict: 2 }));
    expect(decided).toMatchObject({ ok: true, value: { status: 2, verdict: 2 } });
    const row = await store.playById(play);
    expect(row).toMatchObject({ status: 1, result: 2, winType: 5, winNumber: 0, resultText: 'W+' });
    const sgf = parseSgf(row?.sgf ?? '');
    expect(sgf.ok && sgf.value.roots[0].props.RE).toEqual(['W+']);
    expect(sgf.ok && sgf.value.roots[0].children.length).toBe(1);
    expect(await store.userById(black)).toMatchObject({ wins: 0, losses: 1 });
    expect(await store.userById(white)).toMatchObject({ wins: 1, losses: 0 });

    // As if white had won from the start: the same ratings rateWithGlicko gives for that score.
    const [b1, w1] = await Promise.all([store.ratings.ratingOf(black), store.ratings.ratingOf(white)]);
    expect(b1?.rating).toBeLessThan(b0?.rating ?? 0);
    expect(w1?.rating).toBeGreaterThan(w0?.rating ?? 0);
    expect(b1?.games).toBe(1);
    const changes = await store.ratings.changesOf(play);
    expect(changes.map((c) => [c.userId, c.score])).toEqual([
      [black, 0],
      [white, 1],
    ]);
    expect(changes[0].ratingAfter).toBe(b1?.rating);
    expect(changes[1].ratingAfter).toBe(w1?.rating);
    // Two new players whose game white won from the start end within a point of the same.
    const [x, y] = await createTestUsers(store, ['fresh_black', 'fresh_white']);
    const won = await store.createPlay({ blackId: x, whiteId: y, startsAt: 2, createdAt: 1, ranked: true });
    await store.finishPlay(won.id, { ...blackWon, result: 2 });
    await store.ratings.ratePlay(won.id, rateWithGlicko, 20);
    expect(Math.abs(((await store.ratings.ratingOf(x))?.rating ?? 0) - (b1?.rating ?? 0))).toBeLessThan(1);
    expect(Math.abs(((await store.ratings.ratingOf(y))?.rating ?? 0) - (w1?.rating ?? 0))).toBeLessThan(1);
    expect(await beansOf(white)).toBe(50);

    // Deciding again changes nothing; a second complaint of the game given the same verdict neither.
    expect(await store.appeals.decide(decision(filed.value.id, { verdict: 1 }))).toEqual({
      ok: false,
      error: 'ALREADY_DECIDED',
    });
    await store.changeBeans({ userId: black, delta: 20, reason: 'admin', at: 1 });
    const other = await file(play, black);
    if (!other.ok) throw new Error(other.error);
    await store.appeals.decide(decision(other.value.id, { verdict: 2 }));
    expect(await store.ratings.ratingOf(black)).toEqual(b1);
    expect(await store.userById(white)).toMatchObject({ wins: 1, losses: 0 });
  });

  it('a verdict put back restores the ratings exactly and moves later games by the difference', async () => {
    const play = await finishedPlay(true);
    const b0 = await store.ratings.ratingOf(black);
    const later = await finishedPlay(true);
    const [, laterBefore] = await store.ratings.historyOf(black, 10);
    await store.changeBeans({ userId: black, delta: 20, reason: 'admin', at: 1 });
    const first = await file(play);
    const second = await file(play, black);
    if (!first.ok || !second.ok) throw new Error('not filed');

    await store.appeals.decide(decision(first.value.id, { verdict: 3 }));
    const [changed, laterAfter] = await store.ratings.historyOf(black, 10);
    const d = changed.ratingAfter - b0!.rating;
    expect(changed.score).toBe(0.5);
    expect(d).toBeLessThan(0);
    expect(laterAfter.playId).toBe(later);
    expect(laterAfter.ratingBefore).toBeCloseTo(laterBefore.ratingBefore + d, 9);
    expect(laterAfter.ratingAfter).toBeCloseTo(laterBefore.ratingAfter + d, 9);

    await store.appeals.decide(decision(second.value.id, { verdict: 1 }));
    const [back, laterBack] = await store.ratings.historyOf(black, 10);
    expect(back.score).toBe(1);
    expect(back.ratingAfter).toBeCloseTo(b0!.rating, 9);
    expect(laterBack.ratingAfter).toBeCloseTo(laterBefore.ratingAfter, 9);
    expect((await store.ratings.ratingOf(black))?.rating).toBeCloseTo(laterBefore.ratingAfter, 9);
    expect(await store.playById(play)).toMatchObject({ result: 1, resultText: 'B+' });
    expect(await store.userById(black)).toMatchObject({ wins: 2, losses: 0 });
  });

  it('decides a complaint asked by four judges at once exactly once', async () => {
    const play = await finishedPlay(true);
    const filed = await file(play);
    if (!filed.ok) throw new Error(filed.error);
    const results = await Promise.all(
      [2, 3, 2, 3].map((verdict) =>
        store.appeals.decide(decision(filed.value.id, { verdict: verdict as 2 | 3 })),
      ),
    );
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    expect(await beansOf(white)).toBe(50);
    const wins = (await store.userById(white))?.wins ?? 0;
    const losses = (await store.userById(black))?.losses ?? 0;
    expect(wins + losses).toBeLessThanOrEqual(2);
    expect((await store.ledgerOf(white)).filter((l) => l.reason === 'complaint_refund')).toHaveLength(1);
  });

  it('changes no result of a game that is not over, and rolls the decision back', async () => {
    const play = await store.createPlay({ blackId: black, whiteId: white, startsAt: 2, createdAt: 1 });
    const filed = await file(play.id);
    if (!filed.ok) throw new Error(filed.error);
    expect(await store.appeals.decide(decision(filed.value.id, { verdict: 2 }))).toEqual({
      ok: false,
      error: 'GAME_NOT_FINISHED',
    });
    expect(await store.appeals.byId(filed.value.id)).toMatchObject({ status: 0, refunded: 0 });
    expect(await beansOf(white)).toBe(30);
  });

  it("lists a user's complaints newest first", async () => {
    const [p1, p2] = [await finishedPlay(), await finishedPlay()];
    await file(p1);
    await file(p2);
    expect((await store.appeals.ofUser(white, 10)).map((a) => a.playId)).toEqual([p2, p1]);
    expect(await store.appeals.ofUser(black, 10)).toEqual([]);
  });
});
