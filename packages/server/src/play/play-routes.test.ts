import type { PlayInfo } from '@tengen/protocol';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Play, User } from '../storage/types.ts';
import { startTestApp, type TestApp } from '../testing/test-app.ts';
import { testDatabases } from '../testing/test-databases.ts';

const [sqlite] = testDatabases();

/** Every field of seed 000 section 3's play info, plus Tengen's playid and ranked. */
const PLAY_INFO_FIELDS = [
  'playid',
  'lu',
  'black',
  'white',
  'black_first',
  'timecount',
  'dumiao',
  'ducount',
  'rangzi',
  'daotiemu',
  'stepthink',
  'stepselect',
  'stepoptions',
  'status',
  'result',
  'wintype',
  'winnumber',
  'ismember',
  'isauditman',
  'isappealman',
  'gameid',
  'gamename',
  'playindex',
  'gameprevid',
  'gamenextid',
  'playlist',
  'firstid',
  'secondid',
  'black_chat',
  'white_chat',
  'enablechat',
  'guestenable',
  'blackhead',
  'whitehead',
  'blackneiname',
  'whiteneiname',
  'blacklevelname',
  'whitelevelname',
  'machineid',
  'machinename',
  'busername',
  'wusername',
  'onlyonelogin',
  'canrestore',
  'canstartbefore',
  'gamecalljudge',
  'isgametest',
  'ranked',
  'unstart',
  'prepos',
  'sockethost',
  'sockethost2',
  'userlevel',
  'maxplaycount',
  'userkey',
  'dianmucount',
  'black_info',
  'white_info',
  'openAnalyze',
  'isHp',
  'isFinish',
  'resultText',
].sort();

describe('play routes', () => {
  let t: TestApp;
  let black: { user: User; token: string };
  let white: { user: User; token: string };
  let play: Play;
  beforeAll(() => sqlite.setup());
  afterAll(() => sqlite.teardown());
  beforeEach(async () => {
    t = await startTestApp(sqlite);
    black = await t.signUp({ username: 'Honinbo', rank: 900, displayName: 'Honinbo Shusaku' });
    white = await t.signUp({ username: 'machine_gnugo', rank: 315 });
    play = await t.store.createPlay({
      blackId: black.user.id,
      whiteId: white.user.id,
      startsAt: t.clock.now + 90_500,
      createdAt: t.clock.now,
      boardSize: 13,
      handicap: 2,
      komiShift: -25,
      presetStones: { black: ['dd', 'jj'], white: [] },
      undoAllowed: true,
    });
  });
  afterEach(() => t.close());

  const playInfo = async (playid: number, token?: string) => {
    const { status, body } = await t.call('getPlayInfo', { params: { playid }, token });
    expect(status).toBe(200);
    return body as PlayInfo;
  };

  it('answers every play info field, for a member', async () => {
    const info = await playInfo(play.id, black.token);
    expect(Object.keys(info).sort()).toEqual(PLAY_INFO_FIELDS);
    expect(info).toMatchObject({
      playid: play.id,
      lu: 13,
      black: black.user.id,
      white: white.user.id,
      black_first: true,
      timecount: 30,
      dumiao: 30,
      ducount: 3,
      rangzi: 2,
      daotiemu: -25,
      stepthink: 0,
      stepoptions: [],
      status: 0,
      result: 0,
      wintype: 0,
      ismember: true,
      isauditman: false,
      gameid: 0,
      gamename: '',
      playlist: [],
      firstid: 0,
      secondid: 0,
      blackneiname: 'Honinbo Shusaku',
      blacklevelname: '9D',
      whitelevelname: '1D',
      machineid: white.user.id,
      machinename: 'machine_gnugo',
      busername: 'Honinbo',
      wusername: 'machine_gnugo',
      canrestore: true,
      unstart: 91,
      prepos: { black: ['dd', 'jj'], white: [] },
      sockethost: 'ws://localhost/ws',
      sockethost2: 'ws://localhost/ws2',
      maxplaycount: 1,
      black_info: { win: 0, fail: 0 },
      isFinish: false,
      resultText: '',
    });
    const identity = await t.accounts.identifySocket(play.id, info.userkey);
    expect(identity).toMatchObject({ ok: true, value: { kind: 'user', user: { username: 'Honinbo' } } });
  });

  it('a signed-in spectator is not a member; a guest gets a guest userkey', async () => {
    const spectator = await t.signUp({ username: 'Watcher', userLevel: 2, isAppealMan: true });
    const seen = await playInfo(play.id, spectator.token);
    expect(seen).toMatchObject({ ismember: false, isappealman: true, isauditman: false, userlevel: 2 });
    const guest = await playInfo(play.id);
    expect(guest).toMatchObject({ ismember: false, isappealman: false, isauditman: false, userlevel: 0 });
    const identity = await t.accounts.identifySocket(play.id, guest.userkey);
    expect(identity).toEqual({
      ok: true,
      value: { kind: 'guest', username: expect.stringMatching(/^guest_\d{9}$/) },
    });
    expect(await t.accounts.identifySocket(play.id + 1, guest.userkey)).toEqual({
      ok: false,
      error: 'BAD_USERKEY',
    });
    const again = await playInfo(play.id);
    expect(again.userkey).not.toBe(guest.userkey);
  });

  it('a dead token on a route open to guests is still 401; an unknown play 404', async () => {
    const { status, body } = await t.call('getPlayInfo', {
      params: { playid: play.id },
      header: 'JWT nonsense',
    });
    expect([status, body]).toEqual([401, { error: 'UNAUTHORIZED', message: expect.any(String) }]);
    expect(await t.call('getPlayInfo', { params: { playid: 999 } })).toEqual({
      status: 404,
      body: { error: 'NOT_FOUND', message: 'no such play' },
    });
    const bad = await t.app.inject({ method: 'GET', url: '/jwt/getplayinfo/abc/' });
    expect([bad.statusCode, bad.json().error]).toEqual([400, 'BAD_REQUEST']);
  });

  it('socket hosts never follow the request host (a client writes it)', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/jwt/getplayinfo/${play.id}/`,
      headers: { host: 'evil.example' },
    });
    expect(response.json()).toMatchObject({
      sockethost: 'ws://localhost/ws',
      sockethost2: 'ws://localhost/ws2',
    });
  });

  it('a competition round: name, playlist, neighbours, and the second game on demand', async () => {
    const cup = await t.store.createCompetition({ name: 'Meijin', maxPlayCount: 2, createdAt: 1 });
    const place = {
      blackId: black.user.id,
      whiteId: white.user.id,
      startsAt: t.clock.now,
      createdAt: 1,
      gameId: cup.id,
    };
    const first = await t.store.createPlay({
      ...place,
      round: 3,
      playIndex: 1,
      prevPlayId: 11,
      nextPlayId: 12,
    });
    const info = await playInfo(first.id);
    expect(info).toMatchObject({
      gameid: cup.id,
      gamename: 'Meijin',
      playindex: 1,
      gameprevid: 11,
      gamenextid: 12,
      playlist: [first.id],
      maxplaycount: 2,
      firstid: first.id,
      secondid: 0,
    });
    const notYet = await t.call('querySecondPlay', { params: { playid: first.id } });
    expect(notYet).toEqual({ status: 200, body: { result: 1, secondid: 0 } });
    await t.store.finishPlay(first.id, {
      result: 2,
      winType: 1,
      winNumber: 0,
      resultText: 'W+R',
      finalMoves: [],
      sgf: '',
      finishedAt: t.clock.now,
    });
    const asked = await Promise.all(
      [1, 2, 3].map(() => t.call('querySecondPlay', { params: { playid: first.id } })),
    );
    const secondid = (asked[0].body as { secondid: number }).secondid;
    expect(asked.map((a) => a.body)).toEqual([1, 2, 3].map(() => ({ result: 0, secondid })));
    const second = await playInfo(secondid, white.token);
    expect(second).toMatchObject({
      black: white.user.id,
      white: black.user.id,
      ismember: true,
      playindex: 2,
      playlist: [first.id, secondid],
      firstid: first.id,
      secondid,
      unstart: 60,
      lu: 19,
    });
    expect((await playInfo(first.id)).secondid).toBe(secondid);
    expect(await t.call('querySecondPlay', { params: { playid: secondid } })).toEqual({
      status: 200,
      body: { result: 1, secondid: 0 },
    });
  });

  it('a finished single-game play has no second game', async () => {
    await t.store.finishPlay(play.id, {
      result: 1,
      winType: 3,
      winNumber: 0,
      resultText: 'B+T',
      finalMoves: [],
      sgf: '',
      finishedAt: t.clock.now,
    });
    expect(await t.call('querySecondPlay', { params: { playid: play.id } })).toEqual({
      status: 200,
      body: { result: 1, secondid: 0 },
    });
    expect(await playInfo(play.id)).toMatchObject({
      status: 1,
      result: 1,
      wintype: 3,
      isFinish: true,
      unstart: 0,
      resultText: 'B+T',
    });
    expect((await t.call('querySecondPlay', { params: { playid: 999 } })).status).toBe(404);
  });

  it('adddianmucount is acknowledged for the players only', async () => {
    const form = { playid: play.id };
    expect(await t.call('addCountRequest', { form, token: black.token })).toEqual({
      status: 200,
      body: { result: 0 },
    });
    const other = await t.signUp({ username: 'kibitzer' });
    expect((await t.call('addCountRequest', { form, token: other.token })).status).toBe(403);
    expect((await t.call('addCountRequest', { form })).status).toBe(401);
    expect((await t.call('addCountRequest', { form: { playid: 999 }, token: black.token })).status).toBe(404);
  });
});
