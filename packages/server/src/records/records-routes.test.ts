import { parseSgf, type SgfNode } from '@tengen/core';
import type { DownloadSgfResponse, PlayListResponse } from '@tengen/protocol';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { User } from '../storage/types.ts';
import { startTestApp, type TestApp } from '../testing/test-app.ts';
import { testDatabases } from '../testing/test-databases.ts';
import { joinAndMove, type TestRooms, testRooms } from '../testing/test-live-play.ts';
import { PLAY_LIST_PAGE_SIZE } from './records-routes.ts';

const [sqlite] = testDatabases();

/** Eleven moves on 9×9: enough to resign. */
const ELEVEN = ['ee', 'cc', 'gg', 'cg', 'gc', 'ce', 'ec', 'eg', 'ge', 'dd', 'ff'];

/** The main line of an SGF record: each node's B or W point. */
function mainLine(text: string): { root: SgfNode; moves: string[] } {
  const parsed = parseSgf(text);
  if (!parsed.ok) throw new Error(parsed.error.message);
  const root = parsed.value.roots[0];
  const moves: string[] = [];
  for (let node = root.children[0]; node !== undefined; node = node.children[0]) {
    const point = node.props.B?.[0] ?? node.props.W?.[0];
    if (point !== undefined) moves.push(point === '' ? 'tt' : point);
  }
  return { root, moves };
}

describe('record routes', () => {
  let t: TestApp;
  let rooms: TestRooms;
  let black: { user: User; token: string };
  let white: { user: User; token: string };
  beforeAll(() => sqlite.setup());
  afterAll(() => sqlite.teardown());
  beforeEach(async () => {
    t = await startTestApp(sqlite);
    rooms = testRooms(t.store, () => t.clock.now);
    black = await t.signUp({ username: 'alice' });
    white = await t.signUp({ username: 'bob' });
  });
  afterEach(async () => {
    await rooms.close();
    await t.close();
  });

  const newPlay = (blackId = black.user.id, whiteId = white.user.id) =>
    t.store.createPlay({
      blackId,
      whiteId,
      startsAt: t.clock.now - 1000,
      createdAt: t.clock.now,
      boardSize: 9,
      undoAllowed: true,
    });

  const download = async (playid: number) => {
    const answer = await t.call('downloadSgf', { params: { playid } });
    expect(answer.status).toBe(200);
    const { sgfurl } = answer.body as DownloadSgfResponse;
    return t.app.inject({ method: 'GET', url: sgfurl });
  };

  it('serves a game in progress rebuilt from its stored commands, take-backs included', async () => {
    const play = await newPlay();
    await rooms.play(
      play.id,
      ...joinAndMove('ee', 'cc'),
      { type: 'takeBack', by: 2, depth: 1 },
      { type: 'takeBackAnswer', by: 1, agree: true },
      { type: 'move', by: 2, point: 'gg', step: 2 },
    );

    const answer = await t.call('downloadSgf', { params: { playid: play.id } });
    expect(answer).toEqual({ status: 200, body: { result: 0, sgfurl: `/jwt/sgf/${play.id}/` } });

    const file = await download(play.id);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/x-go-sgf; charset=utf-8');
    expect(file.headers['content-disposition']).toBe(`attachment; filename="tengen-${play.id}.sgf"`);
    expect(file.headers['cache-control']).toBe('no-store');
    const { root, moves } = mainLine(file.body);
    expect(moves).toEqual(['ee', 'gg']);
    expect(root.props).toMatchObject({ SZ: ['9'], PB: ['alice'], PW: ['bob'] });
    expect(root.props.RE ?? ['']).toEqual(['']);
  });

  it('serves a finished game as the room stored it, for guests too', async () => {
    const play = await newPlay();
    await rooms.play(play.id, ...joinAndMove(...ELEVEN), { type: 'resign', by: 2 });
    const stored = await t.store.playById(play.id);
    expect(stored?.status).toBe(1);

    const file = await download(play.id);
    expect(file.statusCode).toBe(200);
    expect(file.body).toBe(stored?.sgf);
    expect(file.headers['cache-control']).toBe('public, max-age=86400, immutable');
    expect(mainLine(file.body).moves).toEqual(ELEVEN);
    expect(mainLine(file.body).root.props.RE).toEqual(['B+R']);
  });

  it('refuses unknown plays, bad ids and bad tokens', async () => {
    expect(await t.call('downloadSgf', { params: { playid: 999 } })).toMatchObject({
      status: 404,
      body: { error: 'NOT_FOUND' },
    });
    const bad = await t.app.inject({ method: 'GET', url: '/jwt/sgf/abc/' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ error: 'BAD_REQUEST', message: expect.stringContaining('playid') });
    const missing = await t.app.inject({ method: 'GET', url: '/jwt/sgf/999/' });
    expect(missing.statusCode).toBe(404);
    expect(await t.call('downloadSgf', { params: { playid: 1 }, header: 'JWT forged' })).toMatchObject({
      status: 401,
    });
  });

  it("lists a user's games newest first, 20 a page, with moves, result and last activity", async () => {
    const carol = await t.signUp({ username: 'carol' });
    const ids: number[] = [];
    for (let i = 0; i < PLAY_LIST_PAGE_SIZE + 3; i++) ids.push((await newPlay()).id);
    await newPlay(white.user.id, carol.user.id);
    const finished = ids[1];
    await rooms.play(finished, ...joinAndMove(...ELEVEN, 'tt'), { type: 'resign', by: 1 });
    t.clock.now += 60_000;
    const live = ids[ids.length - 1];
    await rooms.play(live, ...joinAndMove('ee'));
    t.clock.now += 5_000;
    await rooms.play(live, { type: 'move', by: 2, point: 'cc', step: 2 });

    const first = await t.call('getUserPlayList', { params: { userid: black.user.id, page: 1 } });
    expect(first.status).toBe(200);
    const page1 = first.body as PlayListResponse;
    expect(page1).toMatchObject({ curpage: 1, page_total: 2 });
    expect(page1.plays.map((p) => p.id)).toEqual(ids.slice(3).reverse());
    expect(page1.plays[0]).toEqual({
      id: live,
      blackname: 'alice',
      whitename: 'bob',
      lu: 9,
      timecount: 30,
      dumiao: 30,
      ducount: 3,
      ranked: false,
      step: 2,
      wintype: 0,
      winnumber: 0,
      result: 0,
      lasttime: t.clock.now,
    });

    const page2 = (await t.call('getUserPlayList', { params: { userid: black.user.id, page: 2 } }))
      .body as PlayListResponse;
    expect(page2.plays.map((p) => p.id)).toEqual(ids.slice(0, 3).reverse());
    expect(page2.plays[1]).toMatchObject({ id: finished, step: 12, result: 2, wintype: 1, winnumber: 0 });
    expect(page2.plays[1].lasttime).toBe(t.clock.now - 65_000);

    const past = await t.call('getUserPlayList', { params: { userid: black.user.id, page: 3 } });
    expect(past.body).toEqual({ curpage: 3, page_total: 2, plays: [] });
    const none = await t.call('getUserPlayList', { params: { userid: carol.user.id + 1, page: 1 } });
    expect(none).toMatchObject({ status: 404, body: { error: 'NOT_FOUND' } });
    const zero = await t.app.inject({ method: 'GET', url: `/jwt/getoneuserplaylist/${black.user.id}/0/` });
    expect(zero.statusCode).toBe(400);
  });
});
