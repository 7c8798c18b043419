import type { AppealListResponse, AppealsResponse } from '@tengen/protocol';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { PlayOutcome } from '../storage/types.ts';
import { startTestApp, type TestApp } from '../testing/test-app.ts';
import { testDatabases } from '../testing/test-databases.ts';

const blackResigned: PlayOutcome = {
  result: 2,
  winType: 1,
  winNumber: 0,
  resultText: 'W+R',
  finalMoves: ['pd'],
  sgf: '(;GM[1]SZ[19]RE[W+R];B[pd])',
  finishedAt: 10,
};

type Signed = Awaited<ReturnType<TestApp['signUp']>>;

describe.each(testDatabases())('complaint routes ($name)', (engine) => {
  let t: TestApp;
  let ann: Signed;
  let ben: Signed;
  let cat: Signed;
  let judge: Signed;
  beforeAll(() => engine.setup());
  afterAll(() => engine.teardown());
  beforeEach(async () => {
    t = await startTestApp(engine, { rooms: 'recording' });
    [ann, ben, cat] = await Promise.all(['ann', 'ben', 'cat'].map((username) => t.signUp({ username })));
    judge = await t.signUp({ username: 'judge', isAppealMan: true });
    for (const u of [ann, ben, cat])
      await t.store.changeBeans({ userId: u.user.id, delta: 25, reason: 'admin', at: 1 });
  });
  afterEach(() => t.close());

  const finished = async (settings: { gameId?: number; whiteId?: number } = {}) => {
    const play = await t.store.createPlay({
      blackId: ann.user.id,
      whiteId: settings.whiteId ?? ben.user.id,
      startsAt: 2,
      createdAt: 1,
      gameId: settings.gameId,
    });
    await t.store.finishPlay(play.id, blackResigned);
    return play.id;
  };
  const post = (token: string, playid: number, reason: 1 | 2 | 100 = 2, content = '') =>
    t.call('postAppeal', { token, form: { playid, reason, content } });
  const beans = async (id: number) => (await t.store.userById(id))?.beans;

  it('a player files, sees it under review, a judge accepts with a verdict, the player sees it successful', async () => {
    const playid = await finished();
    expect(await post(ann.token, playid, 100, '  filled the dame for ten minutes  ')).toEqual({
      status: 200,
      body: { result: 0, beans: 5 },
    });
    expect(await beans(ann.user.id)).toBe(5);
    const own = await t.call('getAppeals', { token: ann.token, params: { playid } });
    const [appeal] = (own.body as AppealsResponse).apps;
    expect((own.body as AppealsResponse).beans).toBe(5);
    expect(appeal).toMatchObject({
      user: 'ann',
      reason: 100,
      content: 'filled the dame for ten minutes',
      status: 0,
    });
    expect((await t.call('getAppeals', { token: ben.token, params: { playid } })).body).toEqual({
      result: 0,
      apps: [],
      changes: [],
      beans: 25,
    });

    const list = (await t.call('listAppeals', { token: judge.token })).body as AppealListResponse;
    expect(list.reviewing).toMatchObject([
      { id: appeal.id, playid, user: 'ann', blackname: 'ann', whitename: 'ben', result: 2, wintype: 1 },
    ]);
    expect((await t.call('listAppeals', { token: ben.token })).body).toEqual({
      isappealman: false,
      mine: [],
      reviewing: [],
      beans: 25,
    });

    expect(
      await t.call('appealVerdict', { token: judge.token, form: { aid: appeal.id, result: 'black' } }),
    ).toEqual({ status: 200, body: { result: 0 } });
    expect(await t.store.playById(playid)).toMatchObject({ result: 1, winType: 5, resultText: 'B+' });
    // The game's room is told, so pages open on it show the new result.
    expect(t.verdicts).toEqual([{ playId: playid, winner: 1, by: '' }]);
    expect(await beans(ann.user.id)).toBe(25);
    const mine = (await t.call('listAppeals', { token: ann.token })).body as AppealListResponse;
    expect(mine.mine).toMatchObject([{ id: appeal.id, status: 2, result: 1, wintype: 5 }]);
    expect(mine.reviewing).toEqual([]);
    // The complainant learns the refunded balance from either list.
    expect(mine.beans).toBe(25);
    const refunded = await t.call('getAppeals', { token: ann.token, params: { playid } });
    expect(refunded.body).toMatchObject({ apps: [{ status: 2 }], beans: 25 });

    const again = await t.call('decideAppeal', {
      token: judge.token,
      form: { do: 'reject', aid: appeal.id },
    });
    expect(again).toMatchObject({ status: 409, body: { error: 'CONFLICT' } });
    expect(await t.store.appeals.byId(appeal.id)).toMatchObject({ status: 2 });
    expect(t.verdicts).toHaveLength(1);
  });

  it('takes the seed’s form (playid and reason, no text) for reasons 1 and 2, and an optional text with them', async () => {
    const playid = await finished();
    const seedForm = await t.call('postAppeal', {
      token: ann.token,
      rawForm: { playid: String(playid), reason: '2' },
    });
    expect(seedForm).toEqual({ status: 200, body: { result: 0, beans: 5 } });
    expect(await t.store.appeals.ofPlay(playid)).toMatchObject([
      { userId: ann.user.id, reason: 2, content: '' },
    ]);
    expect(await post(ben.token, playid, 1, '  insulted me in the chat  ')).toMatchObject({ status: 200 });
    expect((await t.store.appeals.ofPlay(playid))[1]).toMatchObject({
      reason: 1,
      content: 'insulted me in the chat',
    });
    // Reason 100 still needs its text, and nothing is taken.
    const other = await finished({ whiteId: cat.user.id });
    const bare = await t.call('postAppeal', {
      token: cat.token,
      rawForm: { playid: String(other), reason: '100' },
    });
    expect(bare).toEqual({
      status: 400,
      body: { error: 'BAD_REQUEST', message: 'content: reason 100 (other) needs a text' },
    });
    expect(await beans(cat.user.id)).toBe(25);
    expect(await t.store.appeals.ofPlay(other)).toEqual([]);
  });

  it('tells the other player when a complaint changed the result: a message from the appeal man, and the game’s complaints', async () => {
    const playid = await finished();
    await t.store.updateUser(ann.user.id, { lang: 'en' });
    await post(ben.token, playid, 2);
    const [appeal] = await t.store.appeals.ofPlay(playid);
    await t.call('appealVerdict', { token: judge.token, form: { aid: appeal.id, result: 'black' } });
    expect(await t.store.playById(playid)).toMatchObject({ result: 1 });

    expect((await t.call('getUnreadCount', { token: ann.token })).body).toMatchObject({ unread: 1 });
    const messages = await t.call('getPrivateMessages', {
      token: ann.token,
      params: { userid: judge.user.id, page: 1 },
    });
    expect((messages.body as { msgs: { content: string; username: string }[] }).msgs).toMatchObject([
      {
        username: 'judge',
        content: `An appeal man accepted ben’s complaint about game ${playid}: the result is now Black wins. /play/p/${playid}/`,
      },
    ]);
    // The complainant is told by the complaint's status, not by a message.
    expect((await t.call('getUnreadCount', { token: ben.token })).body).toMatchObject({ unread: 0 });
    const change = { user: 'ben', reason: 2, before: 2, after: 1 };
    for (const token of [ann.token, ben.token, judge.token]) {
      const seen = (await t.call('getAppeals', { token, params: { playid } })).body as AppealsResponse;
      expect(seen.changes).toMatchObject([change]);
    }
    // Ann sees the change but not Ben's complaint itself.
    expect((await t.call('getAppeals', { token: ann.token, params: { playid } })).body).toMatchObject({
      apps: [],
    });
  });

  it('tells nobody when the complaint changed nothing: rejected, accepted without a verdict, or the same result', async () => {
    const playid = await finished();
    await post(ann.token, playid, 1);
    await post(ben.token, playid, 1);
    const [first, second] = await t.store.appeals.ofPlay(playid);
    await t.call('decideAppeal', { token: judge.token, form: { do: 'recive', aid: first.id } });
    await t.call('appealVerdict', { token: judge.token, form: { aid: second.id, result: 'white' } });
    for (const u of [ann, ben])
      expect((await t.call('getUnreadCount', { token: u.token })).body).toMatchObject({ unread: 0 });
    expect(
      ((await t.call('getAppeals', { token: ann.token, params: { playid } })).body as AppealsResponse)
        .changes,
    ).toEqual([]);
  });

  it('a failed complaint may be sent once more; then the judge decides it again', async () => {
    const playid = await finished();
    await post(ben.token, playid, 1);
    const [appeal] = await t.store.appeals.ofPlay(playid);
    await t.call('decideAppeal', { token: judge.token, form: { do: 'reject', aid: appeal.id } });
    expect(await t.call('rejudgeAppeal', { token: ann.token, form: { aid: appeal.id } })).toMatchObject({
      status: 404,
    });
    expect(await t.call('rejudgeAppeal', { token: ben.token, form: { aid: appeal.id } })).toEqual({
      status: 200,
      body: { result: 0 },
    });
    expect((await t.call('getAppeals', { token: ben.token, params: { playid } })).body).toMatchObject({
      apps: [{ status: 0, round: 2 }],
    });
    await t.call('decideAppeal', { token: judge.token, form: { do: 'recive', aid: appeal.id } });
    expect(await t.store.appeals.byId(appeal.id)).toMatchObject({ status: 2, refunded: 20 });
    expect(await t.store.playById(playid)).toMatchObject({ result: 2, winType: 1 });
    expect(await beans(ben.user.id)).toBe(25);
  });

  it('answers result 2 when the beans are short, and takes nothing', async () => {
    const playid = await finished();
    await t.store.changeBeans({ userId: ann.user.id, delta: -10, reason: 'admin', at: 1 });
    expect(await post(ann.token, playid)).toEqual({ status: 200, body: { result: 2 } });
    expect(await beans(ann.user.id)).toBe(15);
    expect(await t.store.appeals.ofPlay(playid)).toEqual([]);
  });

  it('refuses what may not be filed, in words, and changes nothing', async () => {
    const playid = await finished();
    const competition = await t.store.createCompetition({ name: 'Cup', maxPlayCount: 1, createdAt: 1 });
    const cup = await finished({ gameId: competition.id });
    await t.signUp({ username: 'machine_gnugo' });
    const machine = await t.store.userByName('machine_gnugo');
    const machineGame = await finished({ whiteId: machine?.id });
    const running = (
      await t.store.createPlay({ blackId: ann.user.id, whiteId: ben.user.id, startsAt: 2, createdAt: 1 })
    ).id;
    const cases: [string, Promise<{ status: number; body: unknown }>, number, string][] = [
      ['guest', t.call('postAppeal', { form: { playid, reason: 1, content: '' } }), 401, 'UNAUTHORIZED'],
      ['not a player', post(cat.token, playid), 403, 'FORBIDDEN'],
      ['competition game', post(ann.token, cup), 403, 'FORBIDDEN'],
      ['machine game', post(ann.token, machineGame), 403, 'FORBIDDEN'],
      ['game not over', post(ann.token, running), 409, 'CONFLICT'],
      ['unknown play', post(ann.token, 9999), 404, 'NOT_FOUND'],
      ['other without text', post(ann.token, playid, 100, '   '), 400, 'BAD_REQUEST'],
      [
        'text too long',
        t.call('postAppeal', {
          token: ann.token,
          rawForm: { playid: String(playid), reason: '100', content: 'x'.repeat(501) },
        }),
        400,
        'BAD_REQUEST',
      ],
      [
        'unknown reason',
        t.call('postAppeal', {
          token: ann.token,
          rawForm: { playid: String(playid), reason: '3', content: '' },
        }),
        400,
        'BAD_REQUEST',
      ],
    ];
    for (const [what, call, status, error] of cases) {
      const answer = await call;
      expect({ what, status: answer.status }).toEqual({ what, status });
      expect(answer.body).toMatchObject({ error, message: expect.any(String) });
    }
    expect(await beans(ann.user.id)).toBe(25);
    for (const play of [playid, cup, machineGame, running])
      expect(await t.store.appeals.ofPlay(play)).toEqual([]);

    await post(ann.token, playid);
    expect(await post(ann.token, playid)).toMatchObject({ status: 409, body: { error: 'CONFLICT' } });
    expect(await beans(ann.user.id)).toBe(5);
  });

  it('an appeal man may complain about his own competition game, but not judge it', async () => {
    const competition = await t.store.createCompetition({ name: 'Cup', maxPlayCount: 1, createdAt: 1 });
    const play = await t.store.createPlay({
      blackId: judge.user.id,
      whiteId: ben.user.id,
      startsAt: 2,
      createdAt: 1,
      gameId: competition.id,
    });
    await t.store.finishPlay(play.id, blackResigned);
    await t.store.changeBeans({ userId: judge.user.id, delta: 20, reason: 'admin', at: 1 });
    expect(await post(judge.token, play.id)).toEqual({ status: 200, body: { result: 0, beans: 0 } });
    const [appeal] = await t.store.appeals.ofPlay(play.id);
    expect(
      await t.call('appealVerdict', { token: judge.token, form: { aid: appeal.id, result: 'black' } }),
    ).toMatchObject({ status: 403, body: { error: 'FORBIDDEN' } });
    expect(await t.store.playById(play.id)).toMatchObject({ result: 2 });
  });

  it('refuses deciding to all but an appeal man, and unknown complaints', async () => {
    const playid = await finished();
    await post(ann.token, playid);
    const [appeal] = await t.store.appeals.ofPlay(playid);
    for (const token of [ann.token, cat.token]) {
      expect(await t.call('decideAppeal', { token, form: { do: 'recive', aid: appeal.id } })).toMatchObject({
        status: 403,
        body: { error: 'FORBIDDEN' },
      });
      expect(
        await t.call('appealVerdict', { token, form: { aid: appeal.id, result: 'black' } }),
      ).toMatchObject({
        status: 403,
      });
    }
    expect(await t.call('decideAppeal', { form: { do: 'recive', aid: appeal.id } })).toMatchObject({
      status: 401,
    });
    expect(
      await t.call('decideAppeal', { token: judge.token, form: { do: 'recive', aid: 999 } }),
    ).toMatchObject({
      status: 404,
      body: { error: 'NOT_FOUND' },
    });
    expect(await t.call('getAppeals', { token: cat.token, params: { playid } })).toMatchObject({
      status: 403,
    });
    expect(await t.call('getAppeals', { token: judge.token, params: { playid: 999 } })).toMatchObject({
      status: 404,
    });
    expect(await t.store.appeals.byId(appeal.id)).toMatchObject({ status: 0 });
    expect(await t.store.playById(playid)).toMatchObject({ result: 2, winType: 1 });
  });
});
