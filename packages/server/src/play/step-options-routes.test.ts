import type { PlayInfo } from '@tengen/protocol';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Play, User } from '../storage/types.ts';
import { startTestApp, type TestApp } from '../testing/test-app.ts';
import { testDatabases } from '../testing/test-databases.ts';
import { joinAndMove, type TestRooms, testRooms } from '../testing/test-live-play.ts';

const [sqlite] = testDatabases();

describe('move-choice options', () => {
  let t: TestApp;
  let rooms: TestRooms;
  let black: { user: User; token: string };
  let white: { user: User; token: string };
  let watcher: { user: User; token: string };
  let play: Play;
  beforeAll(() => sqlite.setup());
  afterAll(() => sqlite.teardown());
  beforeEach(async () => {
    t = await startTestApp(sqlite);
    rooms = testRooms(t.store, () => t.clock.now);
    black = await t.signUp({ username: 'alice' });
    white = await t.signUp({ username: 'bob' });
    watcher = await t.signUp({ username: 'carol' });
    play = await t.store.createPlay({
      blackId: black.user.id,
      whiteId: white.user.id,
      startsAt: t.clock.now - 1000,
      createdAt: t.clock.now,
      boardSize: 9,
      stepSelect: true,
    });
    await rooms.play(play.id, ...joinAndMove('ee', 'cc'));
  });
  afterEach(async () => {
    await rooms.close();
    await t.close();
  });

  const save = (who: { token: string } | null, step: number, options: string[], playid = play.id) =>
    t.call('saveStepOptions', { form: { playid, step, options }, token: who?.token });
  const options = async () => (await t.call('getStepOptions', { params: { playid: play.id } })).body;

  it('saves the players’ choices by step, a later save replacing one, for everyone to read', async () => {
    expect(await save(black, 3, ['gg', 'cg', 'gc'])).toEqual({ status: 200, body: { result: 0 } });
    expect(await save(white, 1, ['aa', 'ii'])).toMatchObject({ status: 200 });
    expect(await save(white, 3, ['gg', 'dd', 'ff', 'hh', 'bb'])).toMatchObject({ status: 200 });

    const expected = [
      { step: 1, options: ['aa', 'ii'] },
      { step: 3, options: ['gg', 'dd', 'ff', 'hh', 'bb'] },
    ];
    expect(await options()).toEqual({ options: expected });
    const info = (await t.call('getPlayInfo', { params: { playid: play.id }, token: watcher.token }))
      .body as PlayInfo;
    expect(info.stepoptions).toEqual(expected);
  });

  it('refuses non-players, games without the panel or finished, and bad choices, changing nothing', async () => {
    expect(await save(null, 3, ['gg', 'cg'])).toMatchObject({ status: 401 });
    expect(await save(watcher, 3, ['gg', 'cg'])).toMatchObject({ status: 403 });
    expect(await save(black, 3, ['gg', 'cg'], 999)).toMatchObject({ status: 404 });
    expect(await save(black, 3, ['gg', 'gg'])).toEqual({
      status: 400,
      body: { error: 'BAD_REQUEST', message: 'options: a point is offered twice' },
    });
    expect(await save(black, 3, ['gg', 'kk'])).toMatchObject({
      status: 400,
      body: { message: 'options: a point is off this board' },
    });
    const raw = (options: string) =>
      t.call('saveStepOptions', {
        rawForm: { playid: String(play.id), step: '3', options },
        token: black.token,
      });
    expect(await raw('gg')).toMatchObject({
      status: 400,
      body: { message: expect.stringContaining('options') },
    });
    expect(await raw('aa*bb*cc*dd*ee*ff')).toMatchObject({ status: 400 });
    expect(await raw('gg*tt')).toMatchObject({ status: 400 });
    expect(await save(black, 4, ['gg', 'cg'])).toMatchObject({
      status: 400,
      body: { message: 'step: expected 1 to 3, the number of a move of this game' },
    });
    expect(await save(black, 0, ['gg', 'cg'])).toMatchObject({ status: 400 });

    const plain = await t.store.createPlay({
      blackId: black.user.id,
      whiteId: white.user.id,
      startsAt: t.clock.now,
      createdAt: t.clock.now,
    });
    expect(await save(black, 1, ['pd', 'dp'], plain.id)).toMatchObject({
      status: 403,
      body: { message: 'the move-choice panel is off in this game' },
    });

    await rooms.play(play.id, { type: 'verdict', winner: 1 });
    expect(await save(black, 3, ['gg', 'cg'])).toMatchObject({ status: 409 });
    expect(await options()).toEqual({ options: [] });
    expect(await t.call('getStepOptions', { params: { playid: 999 } })).toMatchObject({ status: 404 });
  });
});
