import type { UserCardResponse } from '@tengen/protocol';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { User } from '../storage/types.ts';
import { startTestApp, type TestApp } from '../testing/test-app.ts';
import { testDatabases } from '../testing/test-databases.ts';

const [sqlite] = testDatabases();

/** The user card's fields, seed 000 section 3. */
const CARD_FIELDS = [
  'attion',
  'fail',
  'gamelevel',
  'gamelevelname',
  'headpath',
  'lastplay',
  'orgid',
  'orgname',
  'usertype',
  'userid',
  'username',
  'win',
].sort();

describe('user card and following', () => {
  let t: TestApp;
  let alice: { user: User; token: string };
  let bob: { user: User; token: string };
  beforeAll(() => sqlite.setup());
  afterAll(() => sqlite.teardown());
  beforeEach(async () => {
    t = await startTestApp(sqlite);
    alice = await t.signUp({ username: 'alice' });
    bob = await t.signUp({ username: 'bob', rank: 315, membership: 2 });
    await t.store.updateUser(bob.user.id, { avatarUrl: '/static/heads/bob.png' });
  });
  afterEach(() => t.close());

  const card = async (username: string, token?: string) => {
    const answer = await t.call('getUserCard', { params: { username }, token });
    expect(answer.status).toBe(200);
    return (answer.body as UserCardResponse).playinfo;
  };

  /** Finishes a game between alice (black) and bob: `winner` 1 black, 2 white, 3 draw. */
  const finishGame = async (winner: 1 | 2 | 3, at: number, isTest = false) => {
    const play = await t.store.createPlay({
      blackId: alice.user.id,
      whiteId: bob.user.id,
      startsAt: 0,
      createdAt: 0,
      isTest,
    });
    await t.store.finishPlay(play.id, {
      result: winner,
      winType: winner === 3 ? 2 : 1,
      winNumber: 0,
      resultText: '',
      finalMoves: [],
      sgf: '',
      finishedAt: at,
    });
  };

  it("answers the seed's card: level, membership, the last 10 rated results, wins and losses", async () => {
    for (let i = 0; i < 12; i++) await finishGame(i % 3 === 0 ? 1 : 2, 1000 + i);
    await finishGame(3, 5000);
    await finishGame(1, 6000, true);

    const shown = await card('BOB');
    expect(Object.keys(shown).sort()).toEqual(CARD_FIELDS);
    expect(shown).toMatchObject({
      username: 'bob',
      userid: bob.user.id,
      headpath: '/static/heads/bob.png',
      usertype: 2,
      gamelevel: 315,
      gamelevelname: '1D',
      orgid: 0,
      orgname: '',
      win: 8,
      fail: 4,
      attion: false,
    });
    // Newest first: games 11…2; bob lost games 9, 6, 3 (black won those).
    expect(shown.lastplay.map((r) => r.iswin)).toEqual([
      true,
      true,
      false,
      true,
      true,
      false,
      true,
      true,
      false,
      true,
    ]);
    expect((await card('alice')).lastplay).toHaveLength(10);
  });

  it('says whether the viewer follows the user, after follow and unfollow', async () => {
    expect((await card('bob', alice.token)).attion).toBe(false);
    const follow = { friend: bob.user.id, attion: true };
    expect(await t.call('setFriend', { form: follow, token: alice.token })).toEqual({
      status: 200,
      body: { result: 0 },
    });
    expect(await t.call('setFriend', { form: follow, token: alice.token })).toMatchObject({ status: 200 });
    expect((await card('bob', alice.token)).attion).toBe(true);
    expect((await card('alice', bob.token)).attion).toBe(false);
    expect((await card('bob')).attion).toBe(false);
    expect((await card('alice', alice.token)).attion).toBe(false);

    await t.call('setFriend', { form: { friend: bob.user.id, attion: false }, token: alice.token });
    expect((await card('bob', alice.token)).attion).toBe(false);
  });

  it('refuses unknown users, guests, oneself and bad fields, changing nothing', async () => {
    expect(await t.call('getUserCard', { params: { username: 'nobody' } })).toMatchObject({
      status: 404,
      body: { error: 'NOT_FOUND' },
    });
    expect(await t.call('getUserCard', { params: { username: 'guest_123456789' } })).toMatchObject({
      status: 404,
      body: { message: 'a guest has no card' },
    });
    expect(await t.call('getUserCard', { params: { username: 'bob' }, header: 'JWT x.y.z.w' })).toMatchObject(
      {
        status: 401,
      },
    );

    const form = { friend: bob.user.id, attion: true };
    expect(await t.call('setFriend', { form })).toMatchObject({ status: 401 });
    expect(await t.call('setFriend', { form: { ...form, friend: 999 }, token: alice.token })).toMatchObject({
      status: 404,
    });
    expect(
      await t.call('setFriend', { form: { ...form, friend: alice.user.id }, token: alice.token }),
    ).toMatchObject({ status: 400, body: { message: 'friend: you cannot follow yourself' } });
    expect(
      await t.call('setFriend', {
        rawForm: { friend: String(bob.user.id), attion: '2' },
        token: alice.token,
      }),
    ).toMatchObject({ status: 400, body: { message: expect.stringContaining('attion') } });
    expect(await t.store.social.followeesOf(alice.user.id)).toEqual([]);
  });
});
