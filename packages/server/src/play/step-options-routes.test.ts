import type { PlayInfo } from '@tengen/protocol';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Play, User } from '../storage/types.ts';
import { startTestApp, type TestApp } from '../testing/test-app.ts';
import { testDatabases } from '../testing/test-databases.ts';
import { httpRequest, listenLocally, postForm } from '../testing/test-http.ts';
import { joinAndMove, type TestRooms, testRooms } from '../testing/test-live-play.ts';

const [sqlite] = testDatabases();

type Who = { token: string } | null;

describe('move-choice options over HTTP', () => {
  let t: TestApp;
  let url: string;
  let rooms: TestRooms;
  let black: { user: User; token: string };
  let white: { user: User; token: string };
  let watcher: { user: User; token: string };
  let play: Play;
  beforeAll(() => sqlite.setup());
  afterAll(() => sqlite.teardown());
  beforeEach(async () => {
    t = await startTestApp(sqlite);
    url = await listenLocally(t.app);
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
    // Black ee, White cc: move 3 is Black's.
    await rooms.play(play.id, ...joinAndMove('ee', 'cc'));
  });
  afterEach(async () => {
    await rooms.close();
    await t.close();
  });

  const auth = (who: Who) => (who ? { authorization: `JWT ${who.token}` } : undefined);
  async function saveRaw(who: Who, fields: Record<string, string>) {
    const answer = await postForm(`${url}/jwt/savestepoptions/`, fields, { headers: auth(who) });
    return { status: answer.status, body: JSON.parse(answer.body) as unknown };
  }
  const save = (who: Who, step: number, options: string[], playid = play.id) =>
    saveRaw(who, { playid: String(playid), step: String(step), options: options.join('*') });
  async function options(who: Who, playid = play.id) {
    const answer = await httpRequest(`${url}/jwt/getstepoptions/${playid}/`, { headers: auth(who) });
    return answer.status === 200 ? (JSON.parse(answer.body) as { options: unknown }).options : answer.status;
  }
  async function playInfoOptions(who: Who) {
    const answer = await httpRequest(`${url}/jwt/getplayinfo/${play.id}/`, { headers: auth(who) });
    return (JSON.parse(answer.body) as PlayInfo).stepoptions;
  }

  it('saves the mover’s choices by step, a later save replacing one', async () => {
    expect(await save(black, 3, ['gg', 'cg', 'gc'])).toEqual({ status: 200, body: { result: 0 } });
    expect(await save(white, 2, ['aa', 'ii'])).toMatchObject({ status: 200 });
    expect(await save(black, 3, ['gg', 'dd', 'ff', 'hh', 'bb'])).toMatchObject({ status: 200 });
    expect(await options(black)).toEqual([
      { step: 2, options: ['aa', 'ii'] },
      { step: 3, options: ['gg', 'dd', 'ff', 'hh', 'bb'] },
    ]);
  });

  it('refuses the opponent’s choices for a player’s move, played or to come, keeping the player’s', async () => {
    await save(black, 3, ['gg', 'cg']);
    const refused = {
      status: 403,
      body: {
        error: 'FORBIDDEN',
        message: "step 3 is your opponent's move; only its player offers its choices",
      },
    };
    expect(await save(white, 3, ['aa', 'ii'])).toEqual(refused);
    expect(await save(white, 1, ['aa', 'ii'])).toMatchObject({ status: 403 });
    expect(await save(black, 2, ['aa', 'ii'])).toMatchObject({ status: 403 });
    expect(await options(black)).toEqual([{ step: 3, options: ['gg', 'cg'] }]);
  });

  it('refuses a choice on a point that holds a stone when the move is made, changing nothing', async () => {
    expect(await save(black, 3, ['gg', 'ee'])).toEqual({
      status: 400,
      body: { error: 'BAD_REQUEST', message: 'options: ee is not empty at step 3' },
    });
    expect(await save(black, 3, ['cc', 'gg'])).toMatchObject({
      status: 400,
      body: { message: 'options: cc is not empty at step 3' },
    });
    // Before move 1 the board was empty: ee was a fair choice then.
    expect(await save(black, 1, ['ee', 'gg'])).toMatchObject({ status: 200 });
    expect(await options(black)).toEqual([{ step: 1, options: ['ee', 'gg'] }]);
  });

  it('hides the choices for a move to come from everyone but its player until it is played', async () => {
    await save(black, 3, ['gg', 'cg']);
    const mine = [{ step: 3, options: ['gg', 'cg'] }];
    expect(await options(black)).toEqual(mine);
    expect(await playInfoOptions(black)).toEqual(mine);
    for (const other of [white, watcher, null]) {
      expect(await options(other)).toEqual([]);
      expect(await playInfoOptions(other)).toEqual([]);
    }

    await rooms.play(play.id, { type: 'move', by: 1, point: 'gg', step: 3 });
    for (const anyone of [black, white, watcher, null]) {
      expect(await options(anyone)).toEqual(mine);
      expect(await playInfoOptions(anyone)).toEqual(mine);
    }
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
    const raw = (choices: string) => saveRaw(black, { playid: String(play.id), step: '3', options: choices });
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
    expect(await options(black)).toEqual([]);
    expect(await options(null, 999)).toBe(404);
  });
});
