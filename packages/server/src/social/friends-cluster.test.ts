/**
 * The friends list across two `tengen serve` processes on one PostgreSQL and one Redis
 * (testing/test-cluster.ts): where a followed user is comes from the presence board every
 * process shares, so a process with none of their sockets answers the same as the one with
 * them; messages written on one process are unread on the other until read there.
 */
import type { FriendEntry, FriendsListResponse } from '@tengen/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type ChildServer,
  createPlayIn,
  joinAt,
  joinLobbyAt,
  registerAt,
  sleep,
} from '../testing/test-child-server.ts';
import { TestCluster } from '../testing/test-cluster.ts';
import type { LiveUser } from '../testing/test-live.ts';

let site: TestCluster;
let a: ChildServer;
let b: ChildServer;

beforeAll(async () => {
  site = await TestCluster.start();
  // One after the other: the first migrates the fresh database.
  a = await site.startProcess();
  b = await site.startProcess();
}, 90_000);

afterAll(async () => {
  await Promise.all([a?.stop(), b?.stop()]);
  await site?.stop();
});

const call = async (url: string, user: LiveUser, path: string, form?: Record<string, string>) => {
  const res = await fetch(`${url}${path}`, {
    method: form ? 'POST' : 'GET',
    headers: { authorization: `JWT ${user.token}` },
    body: form ? new URLSearchParams(form) : undefined,
  });
  return { status: res.status, body: (await res.json()) as unknown };
};

/** Asks `url` until `name` is `where` in `viewer`'s list (presence reaches the board a moment after the socket). */
async function whereOn(url: string, viewer: LiveUser, name: string, where: FriendEntry['where']) {
  for (let i = 0; i < 600; i++) {
    const { body } = await call(url, viewer, '/jwt/getfriends/');
    const entry = (body as FriendsListResponse).friends.find((f) => f.username === name);
    if (entry?.where === where) return entry;
    await sleep(50);
  }
  throw new Error(`${name} never ${where} on ${url}`);
}

describe('friends across processes', () => {
  it('shows where each followed user is, and the unread messages, on every process', async () => {
    const ann = await registerAt(a.url, 'ann');
    const ben = await registerAt(a.url, 'ben');
    const cat = await registerAt(a.url, 'cat');
    const dan = await registerAt(a.url, 'dan');
    for (const friend of [ben, cat]) {
      expect(
        await call(a.url, ann, '/jwt/addfriend/', { friend: String(friend.id), attion: '1' }),
      ).toMatchObject({ status: 200 });
    }
    const play = await createPlayIn(site.store, cat, dan);

    // Ben in the lobby on a, cat at her game on a: ann asks b.
    const lobby = await joinLobbyAt(a.url, ben);
    const game = await joinAt(a.url, play.id, cat);
    await whereOn(b.url, ann, 'ben', 'lobby');
    expect(await whereOn(b.url, ann, 'cat', 'playing')).toMatchObject({ playid: play.id, followsyou: false });

    // Ben writes on a; ann's count on b says so until she reads it there.
    expect(
      await call(a.url, ben, '/jwt/writeprimsg/', { userid: String(ann.id), content: 'hello from a' }),
    ).toMatchObject({ status: 200 });
    expect(await call(b.url, ann, '/jwt/getunreadcount/')).toEqual({ status: 200, body: { unread: 1 } });
    expect((await whereOn(b.url, ann, 'ben', 'lobby')).unread).toBe(1);
    await call(b.url, ann, `/jwt/getprimsg/${ben.id}/1/`);
    expect(await call(a.url, ann, '/jwt/getunreadcount/')).toEqual({ status: 200, body: { unread: 0 } });

    // Ben opens cat's game on b as well: watching it, with the game, on a.
    const watching = await joinAt(b.url, play.id, ben);
    expect(await whereOn(a.url, ann, 'ben', 'watching')).toMatchObject({ playid: play.id });
    watching.close();
    await whereOn(a.url, ann, 'ben', 'lobby');

    // Both close their pages: offline on both processes.
    lobby.close();
    game.close();
    await whereOn(b.url, ann, 'ben', 'offline');
    await whereOn(a.url, ann, 'cat', 'offline');
  }, 60_000);
});
