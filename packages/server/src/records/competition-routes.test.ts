import type { CompetitionPlaysResponse } from '@tengen/protocol';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { NewPlay, User } from '../storage/types.ts';
import { startTestApp, type TestApp } from '../testing/test-app.ts';
import { testDatabases } from '../testing/test-databases.ts';

const [sqlite] = testDatabases();

describe('GET /jwt/getgameplays/{gameid}/ on a SQLite file', () => {
  let t: TestApp;
  let lee: User;
  let cho: User;
  let choToken: string;
  beforeAll(() => sqlite.setup());
  afterAll(() => sqlite.teardown());
  beforeEach(async () => {
    t = await startTestApp(sqlite);
    lee = (await t.signUp({ username: 'lee', rank: 500 })).user;
    const signedIn = await t.signUp({ username: 'cho' });
    cho = signedIn.user;
    choToken = signedIn.token;
  });
  afterEach(() => t.close());

  const play = (settings: Partial<NewPlay>) =>
    t.store.createPlay({
      blackId: lee.id,
      whiteId: cho.id,
      startsAt: t.clock.now,
      createdAt: t.clock.now,
      ...settings,
    });

  it('answers the name and the plays grouped by round, each round by play index', async () => {
    const cup = await t.store.createCompetition({
      name: 'Spring Cup',
      maxPlayCount: 2,
      createdAt: t.clock.now,
    });
    const other = await t.store.createCompetition({ name: 'Other', maxPlayCount: 1, createdAt: t.clock.now });
    // created out of order on purpose: the answer orders them
    const r2 = await play({ gameId: cup.id, round: 2, playIndex: 1, boardSize: 13 });
    const r1b = await play({ gameId: cup.id, round: 1, playIndex: 2, blackId: cho.id, whiteId: lee.id });
    const r1a = await play({ gameId: cup.id, round: 1, playIndex: 1 });
    await play({ gameId: other.id, round: 1, playIndex: 1 });
    await play({}); // a free game
    await t.store.finishPlay(r1a.id, {
      result: 1,
      winType: 2,
      winNumber: 650,
      resultText: 'B+6.5',
      finalMoves: [],
      sgf: '',
      finishedAt: t.clock.now,
    });

    const { status, body } = await t.call('getGamePlays', { params: { gameid: cup.id } });
    expect(status).toBe(200);
    const answer = body as CompetitionPlaysResponse;
    expect(answer).toMatchObject({ gameid: cup.id, gamename: 'Spring Cup', maxplaycount: 2 });
    expect(answer.rounds.map((r) => [r.round, r.plays.map((p) => p.playid)])).toEqual([
      [1, [r1a.id, r1b.id]],
      [2, [r2.id]],
    ]);
    expect(answer.rounds[0].plays[0]).toEqual({
      playid: r1a.id,
      playindex: 1,
      black: { userid: lee.id, username: 'lee', levelname: '5D' },
      white: { userid: cho.id, username: 'cho', levelname: 'Auto' },
      lu: 19,
      status: 1,
      result: 1,
      wintype: 2,
      winnumber: 650,
      starttime: t.clock.now,
    });
    expect(answer.rounds[0].plays[1]).toMatchObject({
      playindex: 2,
      black: { username: 'cho' },
      white: { username: 'lee' },
      status: 0,
      result: 0,
    });
    expect(answer.rounds[1].plays[0]).toMatchObject({ lu: 13, status: 0 });
  });

  it('is open to visitors without a token and to signed-in users alike', async () => {
    const cup = await t.store.createCompetition({ name: 'Open', maxPlayCount: 1, createdAt: t.clock.now });
    await play({ gameId: cup.id, round: 1, playIndex: 1 });
    const visitor = await t.call('getGamePlays', { params: { gameid: cup.id } });
    const user = await t.call('getGamePlays', { params: { gameid: cup.id }, token: choToken });
    expect(visitor.status).toBe(200);
    expect(user).toEqual(visitor);
  });

  it('answers a competition without plays with no rounds', async () => {
    const cup = await t.store.createCompetition({ name: 'Empty', maxPlayCount: 1, createdAt: t.clock.now });
    expect(await t.call('getGamePlays', { params: { gameid: cup.id } })).toEqual({
      status: 200,
      body: { gameid: cup.id, gamename: 'Empty', maxplaycount: 1, rounds: [] },
    });
  });

  it('is 404 for an unknown competition and 400 for an id that is not one', async () => {
    expect(await t.call('getGamePlays', { params: { gameid: 99 } })).toEqual({
      status: 404,
      body: { error: 'NOT_FOUND', message: 'no competition 99' },
    });
    const zero = await t.app.inject({ method: 'GET', url: '/jwt/getgameplays/0/' });
    expect(zero.statusCode).toBe(400);
    expect(zero.json()).toMatchObject({ error: 'BAD_REQUEST', message: expect.stringContaining('gameid') });
  });
});
