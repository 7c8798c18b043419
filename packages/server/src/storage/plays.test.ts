import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestUsers, testDatabases } from '../testing/test-databases.ts';
import { DEFAULT_PLAY_SETTINGS } from './rows.ts';
import type { Store } from './store.ts';
import type { PlayOutcome } from './types.ts';

const blackWins: PlayOutcome = {
  result: 1,
  winType: 1,
  winNumber: 0,
  resultText: 'B+R',
  finalMoves: ['pd', 'dp', 'tt'],
  sgf: '(;SZ[19];B[pd];W[dp])',
  finishedAt: 5000,
};

describe.each(testDatabases())('competitions and plays on $name', (engine) => {
  let store: Store;
  let black: number;
  let white: number;
  beforeAll(() => engine.setup());
  afterAll(() => engine.teardown());
  beforeEach(async () => {
    store = await engine.newStore();
    [black, white] = await createTestUsers(store, ['black_player', 'white_player']);
  });
  afterEach(() => store.close());

  it('a free play gets the default settings and placement', async () => {
    const play = await store.createPlay({ blackId: black, whiteId: white, startsAt: 2000, createdAt: 1000 });
    expect(play).toMatchObject({
      ...DEFAULT_PLAY_SETTINGS,
      gameId: 0,
      round: 0,
      playIndex: 1,
      prevPlayId: 0,
      nextPlayId: 0,
      firstPlayId: 0,
      secondPlayId: 0,
      blackId: black,
      whiteId: white,
      blackChat: true,
      whiteChat: true,
      startsAt: 2000,
      status: 0,
      result: 0,
      winType: 0,
      winNumber: 0,
      resultText: '',
      countRequests: 0,
      finalMoves: [],
      sgf: '',
      createdAt: 1000,
      finishedAt: null,
    });
    expect(await store.playById(play.id)).toEqual(play);
    expect(await store.playById(999)).toBeNull();
  });

  it('reads several plays and their players’ names in one query each', async () => {
    const a = await store.createPlay({ blackId: black, whiteId: white, startsAt: 2000, createdAt: 1000 });
    const b = await store.createPlay({ blackId: white, whiteId: black, startsAt: 2000, createdAt: 1000 });
    const read = await store.playsByIds([b.id, a.id, 999]);
    expect(read.map((p) => p.id).sort()).toEqual([a.id, b.id].sort());
    expect(read.find((p) => p.id === a.id)).toEqual(a);
    expect(await store.playsByIds([])).toEqual([]);
    const names = await store.usernamesByIds([black, white, 999]);
    expect([...names.entries()].sort()).toEqual(
      [
        [black, 'black_player'],
        [white, 'white_player'],
      ].sort(),
    );
    expect((await store.usernamesByIds([])).size).toBe(0);
  });

  it('keeps every setting it is given', async () => {
    const settings = {
      boardSize: 13,
      blackFirst: false,
      mainMinutes: 5,
      byoyomiSeconds: 0,
      byoyomiPeriods: 0,
      handicap: 4,
      komiShift: -25,
      moveLimitSeconds: 60,
      undoAllowed: true,
      earlyStartAllowed: true,
      judgeCallsAllowed: true,
      singleLogin: true,
      chatEnabled: false,
      guestsMayChat: true,
      stepSelect: true,
      isTest: true,
      analysisAllowed: false,
      energyBar: true,
      presetStones: { black: ['dd', 'jj'], white: ['pp'] },
    } as const;
    const play = await store.createPlay({
      blackId: black,
      whiteId: white,
      startsAt: 1,
      createdAt: 1,
      ...settings,
    });
    expect(await store.playById(play.id)).toMatchObject(settings);
  });

  it("each player's chat flag starts at that player's default", async () => {
    await store.updateUser(white, { chatDefault: false });
    const play = await store.createPlay({ blackId: black, whiteId: white, startsAt: 1, createdAt: 1 });
    expect([play.blackChat, play.whiteChat]).toEqual([true, false]);
    await store.setPlayerChat(play.id, 'white', true);
    await store.setPlayerChat(play.id, 'black', false);
    expect(await store.playById(play.id)).toMatchObject({ blackChat: false, whiteChat: true });
  });

  it('a competition round lists its plays by play index', async () => {
    const cup = await store.createCompetition({ name: 'Spring Cup', maxPlayCount: 2, createdAt: 1 });
    expect(await store.competitionById(cup.id)).toEqual(cup);
    expect(await store.competitionById(999)).toBeNull();
    const place = { blackId: black, whiteId: white, startsAt: 1, createdAt: 1, gameId: cup.id };
    const second = await store.createPlay({ ...place, round: 1, playIndex: 2 });
    const first = await store.createPlay({ ...place, round: 1, playIndex: 1, nextPlayId: 77 });
    await store.createPlay({ ...place, round: 2, playIndex: 1 });
    expect(await store.roundPlayIds(cup.id, 1)).toEqual([first.id, second.id]);
    expect((await store.playById(first.id))?.nextPlayId).toBe(77);
  });

  it('the second game of a round is created once, even when asked concurrently', async () => {
    const first = await store.createPlay({ blackId: black, whiteId: white, startsAt: 1, createdAt: 1 });
    const next = { blackId: white, whiteId: black, startsAt: 9, createdAt: 9, playIndex: 2 };
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => store.createSecondPlay(first.id, next)),
    );
    const ids = new Set(answers.map((a) => (a.ok ? a.value.id : -1)));
    expect(ids.size).toBe(1);
    const [secondId] = ids;
    expect(await store.playById(first.id)).toMatchObject({ secondPlayId: secondId });
    expect(await store.playById(secondId)).toMatchObject({
      firstPlayId: first.id,
      blackId: white,
      playIndex: 2,
    });
    expect(await store.createSecondPlay(999, next)).toEqual({ ok: false, error: 'NO_SUCH_PLAY' });
  });

  it('start, counting requests', async () => {
    const play = await store.createPlay({ blackId: black, whiteId: white, startsAt: 5000, createdAt: 1 });
    await store.setPlayStart(play.id, 3000);
    expect(await store.addCountRequest(play.id)).toBe(1);
    expect(await store.addCountRequest(play.id)).toBe(2);
    expect(await store.playById(play.id)).toMatchObject({ startsAt: 3000, countRequests: 2 });
  });

  it('finishes once, counting the win and the loss', async () => {
    const play = await store.createPlay({ blackId: black, whiteId: white, startsAt: 1, createdAt: 1 });
    expect(await store.finishPlay(play.id, blackWins)).toBe(true);
    expect(await store.finishPlay(play.id, { ...blackWins, result: 2 })).toBe(false);
    expect(await store.playById(play.id)).toMatchObject({
      status: 1,
      result: 1,
      winType: 1,
      resultText: 'B+R',
      finalMoves: ['pd', 'dp', 'tt'],
      sgf: blackWins.sgf,
      finishedAt: 5000,
    });
    expect(await store.userById(black)).toMatchObject({ wins: 1, losses: 0 });
    expect(await store.userById(white)).toMatchObject({ wins: 0, losses: 1 });
    expect(await store.finishPlay(999, blackWins)).toBe(false);
  });

  it('a draw or a test game counts no win or loss', async () => {
    const draw = await store.createPlay({ blackId: black, whiteId: white, startsAt: 1, createdAt: 1 });
    const test = await store.createPlay({
      blackId: black,
      whiteId: white,
      startsAt: 1,
      createdAt: 1,
      isTest: true,
    });
    await store.finishPlay(draw.id, { ...blackWins, result: 3, winType: 5 });
    await store.finishPlay(test.id, blackWins);
    expect(await store.userById(black)).toMatchObject({ wins: 0, losses: 0 });
    expect(await store.userById(white)).toMatchObject({ wins: 0, losses: 0 });
  });
});
