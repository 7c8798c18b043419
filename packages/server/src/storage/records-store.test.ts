import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestUsers, testDatabases } from '../testing/test-databases.ts';
import type { Store } from './store.ts';
import type { PlayOutcome } from './types.ts';

const outcome = (result: 1 | 2 | 3, finishedAt: number, moves = ['pd', 'dp']): PlayOutcome => ({
  result,
  winType: result === 3 ? 2 : 1,
  winNumber: 0,
  resultText: result === 3 ? '0' : result === 1 ? 'B+R' : 'W+R',
  finalMoves: moves,
  sgf: '(;GM[1])',
  finishedAt,
});

describe.each(testDatabases())('record lists and step options on $name', (engine) => {
  let store: Store;
  let alice: number;
  let bob: number;
  let carol: number;
  beforeAll(() => engine.setup());
  afterAll(() => engine.teardown());
  beforeEach(async () => {
    store = await engine.newStore();
    [alice, bob, carol] = await createTestUsers(store, ['alice', 'bob', 'carol']);
  });
  afterEach(() => store.close());

  const play = async (blackId: number, whiteId: number, isTest = false) =>
    (await store.createPlay({ blackId, whiteId, startsAt: 1, createdAt: 1, isTest })).id;

  it("lists a user's plays newest first by page, with both usernames, finished or not", async () => {
    const ids: number[] = [];
    for (let i = 0; i < 5; i++) ids.push(await play(i % 2 === 0 ? alice : bob, i % 2 === 0 ? bob : alice));
    await play(bob, carol);
    await store.finishPlay(ids[1], outcome(2, 500));

    const first = await store.records.playsOfUser(alice, { offset: 0, limit: 3 });
    expect(first.total).toBe(5);
    expect(first.plays.map((p) => p.play.id)).toEqual([ids[4], ids[3], ids[2]]);
    expect(first.plays[0]).toMatchObject({ blackName: 'alice', whiteName: 'bob' });
    expect(first.plays[1]).toMatchObject({ blackName: 'bob', whiteName: 'alice' });

    const second = await store.records.playsOfUser(alice, { offset: 3, limit: 3 });
    expect(second.plays.map((p) => p.play.id)).toEqual([ids[1], ids[0]]);
    expect(second.plays[0].play).toMatchObject({ status: 1, result: 2, finishedAt: 500 });

    expect(await store.records.playsOfUser(carol, { offset: 0, limit: 3 })).toMatchObject({ total: 1 });
    expect(await store.records.playsOfUser(alice, { offset: 6, limit: 3 })).toEqual({ total: 5, plays: [] });
  });

  it('gives recent results of rated, decided, finished games, the last finished first', async () => {
    const won = await play(alice, bob);
    const lost = await play(bob, alice);
    const draw = await play(alice, bob);
    const test = await play(alice, bob, true);
    await play(alice, bob);
    const wonAsWhite = await play(bob, alice);
    await store.finishPlay(won, outcome(1, 300));
    await store.finishPlay(lost, outcome(1, 100));
    await store.finishPlay(draw, outcome(3, 400));
    await store.finishPlay(test, outcome(1, 500));
    await store.finishPlay(wonAsWhite, outcome(2, 200));

    expect(await store.records.recentResults(alice, 10)).toEqual([
      { playId: won, won: true },
      { playId: wonAsWhite, won: true },
      { playId: lost, won: false },
    ]);
    expect(await store.records.recentResults(bob, 2)).toEqual([
      { playId: won, won: false },
      { playId: wonAsWhite, won: false },
    ]);
    expect(await store.records.recentResults(carol, 10)).toEqual([]);
  });

  it('saves step options by step, a later save replacing the earlier', async () => {
    const one = await play(alice, bob);
    const two = await play(alice, bob);
    await store.records.saveStepOptions({
      playId: one,
      step: 5,
      options: ['pd', 'dp'],
      byUserId: alice,
      at: 1,
    });
    await store.records.saveStepOptions({
      playId: one,
      step: 2,
      options: ['aa', 'bb', 'cc'],
      byUserId: bob,
      at: 2,
    });
    await store.records.saveStepOptions({
      playId: one,
      step: 5,
      options: ['qq', 'dd', 'pp'],
      byUserId: bob,
      at: 3,
    });
    await store.records.saveStepOptions({
      playId: two,
      step: 1,
      options: ['jj', 'kk'],
      byUserId: alice,
      at: 4,
    });

    expect(await store.records.stepOptionsOf(one)).toEqual([
      { step: 2, options: ['aa', 'bb', 'cc'] },
      { step: 5, options: ['qq', 'dd', 'pp'] },
    ]);
    expect(await store.records.stepOptionsOf(two)).toEqual([{ step: 1, options: ['jj', 'kk'] }]);
    expect(await store.records.stepOptionsOf(999)).toEqual([]);
  });
});
