import type { ConversationsResponse, FriendsListResponse, OnlineUser } from '@tengen/protocol';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  gamePlace,
  LOBBY_PLACE,
  memoryPresence,
  type PresenceBoard,
  SITE_PLACE,
} from '../cluster/presence-board.ts';
import type { User } from '../storage/types.ts';
import { startTestApp, type TestApp } from '../testing/test-app.ts';
import { testDatabases } from '../testing/test-databases.ts';

type Someone = { user: User; token: string };

const online = (user: User): OnlineUser => ({
  username: user.username,
  levelname: '',
  level: user.rank,
  usertype: 0,
  win: 0,
  fail: 0,
});

describe.each(testDatabases())('friends and conversations ($name)', (engine) => {
  let t: TestApp;
  let presence: PresenceBoard;
  let alice: Someone;
  let bob: Someone;
  let carol: Someone;
  let dave: Someone;
  beforeAll(() => engine.setup());
  afterAll(() => engine.teardown());
  beforeEach(async () => {
    presence = memoryPresence();
    t = await startTestApp(engine, { app: { presence } });
    alice = await t.signUp({ username: 'alice' });
    bob = await t.signUp({ username: 'bob', rank: 315 });
    carol = await t.signUp({ username: 'carol' });
    dave = await t.signUp({ username: 'dave' });
  });
  afterEach(() => t.close());

  const follow = async (who: Someone, whom: Someone) =>
    expect(
      await t.call('setFriend', { form: { friend: whom.user.id, attion: true }, token: who.token }),
    ).toMatchObject({ status: 200 });
  const write = async (from: Someone, to: Someone, content: string) => {
    expect(
      await t.call('writePrivateMessage', { form: { userid: to.user.id, content }, token: from.token }),
    ).toMatchObject({ status: 200 });
    t.clock.now += 5_000;
  };
  const friendsOf = async (who: Someone) => {
    const answer = await t.call('getFriends', { token: who.token });
    expect(answer.status).toBe(200);
    return (answer.body as FriendsListResponse).friends;
  };
  const conversationsOf = async (who: Someone) => {
    const answer = await t.call('getConversations', { token: who.token });
    expect(answer.status).toBe(200);
    return answer.body as ConversationsResponse;
  };
  const unreadOf = async (who: Someone) =>
    (await t.call('getUnreadCount', { token: who.token })).body as { unread: number };

  it('lists whom the viewer follows, playing first, then watching, the lobby, elsewhere and offline, with unread counts', async () => {
    for (const whom of [dave, bob, carol]) await follow(alice, whom);
    await follow(bob, alice);
    await follow(carol, dave);
    const play = await t.store.createPlay({
      blackId: carol.user.id,
      whiteId: dave.user.id,
      startsAt: 0,
      createdAt: 0,
    });
    await presence.arrive(SITE_PLACE, online(bob.user));
    await presence.arrive(LOBBY_PLACE, online(bob.user));
    await presence.arrive(SITE_PLACE, online(carol.user));
    await presence.arrive(gamePlace(play.id), online(carol.user));
    await write(bob, alice, 'hello');
    await write(bob, alice, 'are you there');

    expect(await friendsOf(alice)).toEqual([
      {
        userid: carol.user.id,
        username: 'carol',
        headpath: '',
        gamelevelname: expect.any(String),
        where: 'playing',
        playid: play.id,
        unread: 0,
        followsyou: false,
      },
      {
        userid: bob.user.id,
        username: 'bob',
        headpath: '',
        gamelevelname: '1D',
        where: 'lobby',
        unread: 2,
        followsyou: true,
      },
      expect.objectContaining({ username: 'dave', where: 'offline', unread: 0, followsyou: false }),
    ]);
    // Following is one way: bob's list has alice only; dave follows nobody.
    expect((await friendsOf(bob)).map((f) => f.username)).toEqual(['alice']);
    expect(await friendsOf(dave)).toEqual([]);

    // Bob leaves the lobby to watch carol's game, then for another page with a socket; then closes it.
    await presence.depart(LOBBY_PLACE, 'bob');
    await presence.arrive(gamePlace(play.id), online(bob.user));
    expect((await friendsOf(alice)).find((f) => f.username === 'bob')).toMatchObject({
      where: 'watching',
      playid: play.id,
    });
    await presence.depart(gamePlace(play.id), 'bob');
    expect((await friendsOf(alice)).find((f) => f.username === 'bob')?.where).toBe('elsewhere');
    await presence.depart(SITE_PLACE, 'bob');
    expect((await friendsOf(alice)).find((f) => f.username === 'bob')?.where).toBe('offline');
    await t.store.finishPlay(play.id, {
      result: 1,
      winType: 1,
      winNumber: 0,
      resultText: '',
      finalMoves: [],
      sgf: '',
      finishedAt: t.clock.now,
    });
    // A finished game is no longer "playing", nor watched: its page is elsewhere, as in the lobby.
    expect((await friendsOf(alice))[0]).toMatchObject({ username: 'carol', where: 'elsewhere' });
  });

  it('lists conversations newest first with unread counts; reading one marks it read', async () => {
    await write(bob, alice, 'hi alice');
    await write(alice, carol, 'hi carol');
    await write(bob, alice, 'still there');
    await write(dave, carol, 'not for alice');

    expect(await unreadOf(alice)).toEqual({ unread: 2 });
    const listed = await conversationsOf(alice);
    expect(listed).toEqual({
      unread: 2,
      conversations: [
        {
          userid: bob.user.id,
          username: 'bob',
          headpath: '',
          last: { content: 'still there', t: t.clock.now - 10_000, username: 'bob' },
          unread: 2,
        },
        {
          userid: carol.user.id,
          username: 'carol',
          headpath: '',
          last: { content: 'hi carol', t: t.clock.now - 15_000, username: 'alice' },
          unread: 0,
        },
      ],
    });
    expect((await conversationsOf(carol)).conversations.map((c) => [c.username, c.unread])).toEqual([
      ['dave', 1],
      ['alice', 1],
    ]);

    await t.call('getPrivateMessages', { params: { userid: bob.user.id, page: 1 }, token: alice.token });
    expect(await unreadOf(alice)).toEqual({ unread: 0 });
    expect((await conversationsOf(alice)).conversations[0]).toMatchObject({ username: 'bob', unread: 0 });
    // Bob's view: alice's message to carol is not his; his own sent messages are not unread for him.
    expect(await conversationsOf(bob)).toMatchObject({
      unread: 0,
      conversations: [{ username: 'alice', unread: 0 }],
    });
  });

  it("refuses guests and bad tokens, and shows nobody another's conversation", async () => {
    for (const name of ['getFriends', 'getConversations', 'getUnreadCount'] as const) {
      expect(await t.call(name, {})).toMatchObject({ status: 401, body: { error: 'UNAUTHORIZED' } });
      expect(await t.call(name, { header: 'JWT x.y.z.w' })).toMatchObject({ status: 401 });
    }
    await write(bob, alice, 'private');
    // Carol asks for "the conversation with alice": hers, empty; bob's message stays unread.
    const carolsView = await t.call('getPrivateMessages', {
      params: { userid: alice.user.id, page: 1 },
      token: carol.token,
    });
    expect(carolsView).toMatchObject({ status: 200, body: { msgs: [] } });
    expect(await unreadOf(alice)).toEqual({ unread: 1 });
    expect((await conversationsOf(carol)).conversations).toEqual([]);
  });
});
