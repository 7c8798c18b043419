/**
 * The lobby across two `tengen serve` processes on one PostgreSQL and one Redis
 * (testing/test-cluster.ts): a seek posted on one process is listed and accepted on the other,
 * two accepts at once leave one winner, a poster who leaves takes the seek away; two players
 * waiting on different processes are paired; everyone online is listed with where they are, and
 * the games in progress with their moves, whichever process they are on.
 */
import type { ServerMessage } from '@tengen/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Store } from '../storage/store.ts';
import {
  type ChildServer,
  createPlayIn,
  joinAt,
  joinLobbyAt,
  registerAt,
  sleep,
} from '../testing/test-child-server.ts';
import { TestCluster } from '../testing/test-cluster.ts';
import type { LiveUser, TestClient } from '../testing/test-live.ts';

let site: TestCluster;
let store: Store;
let a: ChildServer;
let b: ChildServer;
const users = new Map<string, LiveUser>();
const open: TestClient[] = [];

/** Ranks: ann 1D, ben 2K, cat 5D, dan 1K. */
const RANKS: Record<string, number> = { ann: 315, ben: 230, cat: 500, dan: 270 };

beforeAll(async () => {
  site = await TestCluster.start();
  store = site.store;
  // One after the other: the first migrates the fresh database.
  a = await site.startProcess();
  b = await site.startProcess();
  for (const [name, rank] of Object.entries(RANKS)) {
    const user = await registerAt(a.url, name);
    await store.updateUser(user.id, { rank });
    users.set(name, user);
  }
}, 90_000);

afterAll(async () => {
  for (const c of open) c.close();
  await Promise.all([a?.stop(), b?.stop()]);
  await site?.stop();
});

/** `name`'s lobby socket on `server`, once it has the lists. */
async function lobby(server: ChildServer, name: string): Promise<TestClient> {
  const client = await joinLobbyAt(server.url, users.get(name) ?? null);
  await client.next('seek_list');
  open.push(client);
  return client;
}

const SEEK = {
  cmd: 'seek_req',
  size: 13,
  time: 10,
  byoyomi: 30,
  ranked: true,
  minlevel: '3K',
  maxlevel: '3D',
} as const;

/** Waits for the answer to an accept: the game, or a refusal. */
async function answerToAccept(client: TestClient): Promise<'won' | 'refused'> {
  for (;;) {
    if (client.heard.some((m) => m.cmd === 'seek_agree_resp')) return 'won';
    if (client.heard.some((m) => m.cmd === 'error' && m.replyTo === 'accept_seek_req')) return 'refused';
    await sleep(20);
  }
}

function cmds(client: TestClient, of: readonly ServerMessage['cmd'][]): ServerMessage['cmd'][] {
  return client.heard.map((m) => m.cmd).filter((c) => of.includes(c));
}

describe('open challenges across two processes', () => {
  it("ann posts on A; ben on B sees it and accepts; the two asking tabs go to one game, ann's other tab is told", async () => {
    const ann = await lobby(a, 'ann');
    const annOther = await lobby(b, 'ann');
    const ben = await lobby(b, 'ben');
    ann.send(SEEK);
    const added = await ben.next('seek_add');
    expect(added.seek).toEqual({
      id: expect.any(Number),
      username: 'ann',
      levelname: '1D',
      size: 13,
      time: 10,
      byoyomi: 30,
      ranked: true,
      minlevel: '3K',
      maxlevel: '3D',
    });
    expect((await ann.next('seek_add')).seek).toEqual(added.seek);
    // A socket that joins later gets it in its list.
    const cat = await lobby(a, 'cat');
    expect(cat.heard.find((m) => m.cmd === 'seek_list')).toEqual({ cmd: 'seek_list', seeks: [added.seek] });

    const { id } = added.seek;
    ben.send({ cmd: 'accept_seek_req', id });
    const go = await ben.next('seek_agree_resp');
    expect(await ann.next('seek_agree_resp')).toEqual(go);
    expect(await annOther.next('play_start_tip')).toEqual({
      cmd: 'play_start_tip',
      playid: go.playid,
      opponent: 'ben',
    });
    expect(cmds(annOther, ['seek_agree_resp'])).toEqual([]);
    for (const c of [ann, ben, cat])
      expect(await c.next('seek_remove')).toEqual({ cmd: 'seek_remove', id, reason: 'accepted' });
    const play = await store.playById(go.playid);
    expect(play).toMatchObject({
      boardSize: 13,
      mainMinutes: 10,
      byoyomiSeconds: 30,
      ranked: true,
      handicap: 0,
      stepSelect: false,
    });
    expect([play?.blackId, play?.whiteId].sort()).toEqual(
      [users.get('ann')?.id, users.get('ben')?.id].sort(),
    );
    for (const c of [ann, annOther, ben, cat]) c.close();
  });

  it('a seek with move choices is listed as such on the other process, and its game has the panel', async () => {
    const ann = await lobby(a, 'ann');
    const ben = await lobby(b, 'ben');
    ann.send({ ...SEEK, ranked: false, stepselect: true });
    const added = await ben.next('seek_add');
    expect(added.seek).toMatchObject({ username: 'ann', ranked: false, stepselect: true });
    ben.send({ cmd: 'accept_seek_req', id: added.seek.id });
    const go = await ben.next('seek_agree_resp');
    expect(await store.playById(go.playid)).toMatchObject({ ranked: false, stepSelect: true });
    ann.close();
    ben.close();
  });

  it("refuses a seek outside one's rank, one's own, a second one, a bad range, an accepted or cancelled one, a guest and a game page", async () => {
    const ann = await lobby(a, 'ann');
    const cat = await lobby(b, 'cat');
    const ben = await lobby(b, 'ben');
    ann.send(SEEK);
    const { id } = (await cat.next('seek_add')).seek;
    cat.send({ cmd: 'accept_seek_req', id });
    expect(await cat.next('error')).toMatchObject({ code: 'SEEK_OUT_OF_RANGE', replyTo: 'accept_seek_req' });
    ann.send({ cmd: 'accept_seek_req', id });
    expect(await ann.next('error')).toMatchObject({ code: 'SEEK_OWN' });
    ann.send(SEEK);
    expect(await ann.next('error')).toMatchObject({ code: 'SEEK_LIMIT' });
    cat.send({ ...SEEK, minlevel: '3D', maxlevel: '3K' });
    expect(await cat.next('error')).toMatchObject({ code: 'BAD_FIELD', replyTo: 'seek_req' });
    cat.send({ ...SEEK, minlevel: '99D' });
    expect(await cat.next('error')).toMatchObject({ code: 'BAD_FIELD' });
    ben.send({ cmd: 'cancel_seek_req', id });
    expect(await ben.next('error')).toMatchObject({ code: 'NO_SUCH_SEEK' });
    // Still open: nothing above changed it. Ann withdraws it; then nobody can take it.
    ann.send({ cmd: 'cancel_seek_req', id });
    expect(await ben.next('seek_remove')).toEqual({ cmd: 'seek_remove', id, reason: 'cancel' });
    ben.send({ cmd: 'accept_seek_req', id });
    expect(await ben.next('error')).toMatchObject({ code: 'NO_SUCH_SEEK' });
    expect(cmds(ann, ['seek_agree_resp', 'play_start_tip'])).toEqual([]);
    // A time control that does not exist; a guest; a game page's socket.
    ben.send({ cmd: 'quick_match_req', preset: '19-1' });
    expect(await ben.next('error')).toMatchObject({ code: 'BAD_FIELD' });
    const guest = await joinLobbyAt(b.url, null);
    open.push(guest);
    guest.send(SEEK);
    expect(await guest.next('error')).toMatchObject({ code: 'GUEST_NOT_ALLOWED', replyTo: 'seek_req' });
    const [annUser, benUser] = [users.get('ann'), users.get('ben')];
    if (!annUser || !benUser) throw new Error('no users');
    const inGame = await joinAt(a.url, (await createPlayIn(store, annUser, benUser)).id, annUser);
    open.push(inGame);
    inGame.send({ cmd: 'accept_seek_req', id });
    expect(await inGame.next('error')).toMatchObject({ code: 'NOT_ALLOWED', replyTo: 'accept_seek_req' });
    for (const c of [ann, cat, ben, guest, inGame]) c.close();
  });

  it('two accepts at once on two processes: one gets the game, the other is told it is taken', async () => {
    const cat = await lobby(a, 'cat');
    const ben = await lobby(a, 'ben');
    const dan = await lobby(b, 'dan');
    cat.send({ ...SEEK, minlevel: '5K', maxlevel: '9D', ranked: false });
    const { id } = (await dan.next('seek_add')).seek;
    await ben.next('seek_add');
    ben.send({ cmd: 'accept_seek_req', id });
    dan.send({ cmd: 'accept_seek_req', id });
    const go = await cat.next('seek_agree_resp');
    const outcomes = await Promise.all([ben, dan].map(answerToAccept));
    expect([...outcomes].sort()).toEqual(['refused', 'won']);
    const [winner, loser] = outcomes[0] === 'won' ? [ben, dan] : [dan, ben];
    expect(await winner.next('seek_agree_resp')).toEqual(go);
    const refused = await loser.next('error');
    expect(refused).toMatchObject({ code: 'NO_SUCH_SEEK', replyTo: 'accept_seek_req' });
    expect(refused.message).toContain('another player took it');
    for (const c of [cat, ben, dan]) c.close();
  });

  it("a seek goes when its poster's last lobby socket closes, on any process", async () => {
    const dan = await lobby(a, 'dan');
    const danOther = await lobby(b, 'dan');
    const ben = await lobby(b, 'ben');
    dan.send({ ...SEEK, minlevel: '5K', maxlevel: '5D' });
    const { id } = (await ben.next('seek_add')).seek;
    dan.close();
    // Another tab of dan's is still in the lobby: the seek stays.
    ben.send({ cmd: 'cancel_seek_req', id: 999_999 });
    await ben.next('error');
    expect(cmds(ben, ['seek_remove'])).toEqual([]);
    danOther.close();
    expect(await ben.next('seek_remove')).toEqual({ cmd: 'seek_remove', id, reason: 'left' });
    ben.close();
  });
});

describe('a game from an invitation', () => {
  it("ends the players' open seeks, even while another lobby tab of theirs is open", async () => {
    const cat = await lobby(a, 'cat');
    const catOther = await lobby(b, 'cat');
    const dan = await lobby(b, 'dan');
    cat.send({ ...SEEK, minlevel: '15K', maxlevel: '9D' });
    const { id } = (await dan.next('seek_add')).seek;
    dan.send({ cmd: 'playreq', target: 'cat', color: 'black', size: 9, time: 10, byoyomi: 30, handicap: 0 });
    const asked = await cat.next('play_req');
    cat.send({ cmd: 'agreeplayreq', id: asked.id });
    await cat.next('agree_play_resp');
    expect(await dan.next('seek_remove')).toEqual({ cmd: 'seek_remove', id, reason: 'cancel' });
    expect(await catOther.next('play_start_tip')).toMatchObject({ opponent: 'dan', id: asked.id });
    for (const c of [cat, catOther, dan]) c.close();
  });
});

describe('quick match across two processes', () => {
  it('ben waits on A, dan (one rank apart) joins on B: both go to one free game; cancel leaves the queue', async () => {
    const ben = await lobby(a, 'ben');
    const dan = await lobby(b, 'dan');
    const cat = await lobby(b, 'cat');
    ben.send({ cmd: 'quick_match_req', preset: '9-3' });
    expect(await ben.next('quick_match_wait')).toEqual({ cmd: 'quick_match_wait', preset: '9-3' });
    // Cat is 5D, too far from ben (2K) to be paired: cat waits too, then leaves.
    cat.send({ cmd: 'quick_match_req', preset: '9-3' });
    await cat.next('quick_match_wait');
    cat.send({ cmd: 'cancel_quick_match_req' });
    expect(await cat.next('quick_match_cancel_resp')).toEqual({
      cmd: 'quick_match_cancel_resp',
      preset: '9-3',
    });
    dan.send({ cmd: 'quick_match_req', preset: '9-3' });
    const danGo = await dan.next('quick_match_resp');
    expect(danGo).toEqual({
      cmd: 'quick_match_resp',
      preset: '9-3',
      playid: expect.any(Number),
      opponent: 'ben',
    });
    expect(await ben.next('quick_match_resp')).toEqual({ ...danGo, opponent: 'dan' });
    const play = await store.playById(danGo.playid);
    expect(play).toMatchObject({
      boardSize: 9,
      mainMinutes: 3,
      byoyomiSeconds: 10,
      byoyomiPeriods: 3,
      ranked: false,
    });
    // Cat left the queue: a newcomer close to cat waits instead of being paired with her.
    const ann = await lobby(a, 'ann');
    ann.send({ cmd: 'quick_match_req', preset: '9-3' });
    expect(await ann.next('quick_match_wait')).toEqual({ cmd: 'quick_match_wait', preset: '9-3' });
    for (const c of [ben, dan, cat, ann]) c.close();
  });
});

describe('everyone online and the games in progress, across two processes', () => {
  it('dan in the lobby on A sees ann and ben playing on A and B, cat watching on B, and each move', async () => {
    const [ann, ben] = [users.get('ann'), users.get('ben')];
    if (!ann || !ben) throw new Error('no users');
    const game = await createPlayIn(store, ann, ben);
    const black = await joinAt(a.url, game.id, ann);
    const white = await joinAt(b.url, game.id, ben);
    const watcher = await joinAt(b.url, game.id, users.get('cat') ?? null);
    open.push(black, white, watcher);
    const dan = await lobby(a, 'dan');
    const where = (m: { users: readonly { username: string; where: string; playid?: number }[] }) =>
      Object.fromEntries(m.users.map((u) => [u.username, u.playid ? `${u.where} ${u.playid}` : u.where]));
    const seen = await dan.next(
      'siteuser_list',
      (m) => where(m).cat === `watching ${game.id}` && where(m).ben === `playing ${game.id}`,
      10_000,
    );
    expect(where(seen)).toEqual({
      ann: `playing ${game.id}`,
      ben: `playing ${game.id}`,
      cat: `watching ${game.id}`,
      dan: 'lobby',
    });
    expect(seen.users.find((u) => u.username === 'ann')).toMatchObject({ levelname: '1D', level: 315 });
    const listed = await dan.next('live_games', (m) => m.games.some((g) => g.playid === game.id), 10_000);
    expect(listed.games.find((g) => g.playid === game.id)).toMatchObject({
      black: 'ann',
      blacklevelname: '1D',
      white: 'ben',
      size: 9,
      pos: [],
      watchers: 3,
    });
    // A move on A, then one on B: the lobby's list follows.
    black.send({ cmd: 'pos_stone', pos: 'ee', step: 1 });
    await white.next('pos');
    white.send({ cmd: 'pos_stone', pos: 'cc', step: 2 });
    const moved = await dan.next(
      'live_games',
      (m) => m.games.find((g) => g.playid === game.id)?.pos.length === 2,
      10_000,
    );
    expect(moved.games.find((g) => g.playid === game.id)?.pos).toEqual(['ee', 'cc']);
    // Ben closes the game's page: he is back to being elsewhere on the site (his lobby is closed too).
    white.close();
    await dan.next('siteuser_list', (m) => !m.users.some((u) => u.username === 'ben'), 10_000);
    for (const c of [black, white, watcher, dan]) c.close();
  });
});
