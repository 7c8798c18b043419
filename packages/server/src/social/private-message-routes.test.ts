import type { PrivateMessagesResponse } from '@tengen/protocol';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { User } from '../storage/types.ts';
import { startTestApp, type TestApp } from '../testing/test-app.ts';
import { testDatabases } from '../testing/test-databases.ts';
import { PRIVATE_MESSAGE_PAGE_SIZE } from './private-message-routes.ts';

const [sqlite] = testDatabases();

describe('private messages', () => {
  let t: TestApp;
  let alice: { user: User; token: string };
  let bob: { user: User; token: string };
  beforeAll(() => sqlite.setup());
  afterAll(() => sqlite.teardown());
  beforeEach(async () => {
    t = await startTestApp(sqlite);
    alice = await t.signUp({ username: 'alice' });
    bob = await t.signUp({ username: 'bob' });
    await t.store.updateUser(alice.user.id, { avatarUrl: '/heads/a.png' });
    await t.store.updateUser(bob.user.id, { avatarUrl: '/heads/b.png' });
  });
  afterEach(() => t.close());

  const write = (from: { token: string }, userid: number, content: string) =>
    t.call('writePrivateMessage', { form: { userid, content }, token: from.token });
  const read = async (viewer: { token: string }, userid: number, page = 1) => {
    const answer = await t.call('getPrivateMessages', { params: { userid, page }, token: viewer.token });
    expect(answer.status).toBe(200);
    return answer.body as PrivateMessagesResponse;
  };
  /** Every message between alice and bob, as stored (read by a third user's view of the store). */
  const stored = () => t.store.social.readConversation(alice.user.id, bob.user.id, { offset: 0, limit: 100 });

  it('sends trimmed messages and reads them newest first, marking those received as read', async () => {
    expect(await write(alice, bob.user.id, '  hello bob  ')).toEqual({ status: 200, body: { result: 0 } });
    t.clock.now += 5_000;
    expect(await write(bob, alice.user.id, '你好，爱丽丝！')).toMatchObject({ status: 200 });
    t.clock.now += 5_000;
    expect(await write(alice, bob.user.id, 'how are you')).toMatchObject({ status: 200 });

    const seenByBob = await read(bob, alice.user.id);
    expect(seenByBob.uhead).toBe('/heads/b.png');
    expect(seenByBob.desthead).toBe('/heads/a.png');
    expect(seenByBob.msgs).toEqual([
      { id: expect.any(Number), content: 'how are you', t: t.clock.now, is_read: false, username: 'alice' },
      {
        id: expect.any(Number),
        content: '你好，爱丽丝！',
        t: t.clock.now - 5_000,
        is_read: false,
        username: 'bob',
      },
      {
        id: expect.any(Number),
        content: 'hello bob',
        t: t.clock.now - 10_000,
        is_read: false,
        username: 'alice',
      },
    ]);
    expect((await read(bob, alice.user.id)).msgs.map((m) => m.is_read)).toEqual([true, false, true]);
    expect(await t.store.social.unreadCount(alice.user.id)).toBe(1);
    expect((await read(alice, bob.user.id)).msgs.map((m) => m.is_read)).toEqual([true, false, true]);
    expect(await t.store.social.unreadCount(alice.user.id)).toBe(0);
  });

  it('pages by 20', async () => {
    for (let i = 0; i < PRIVATE_MESSAGE_PAGE_SIZE + 2; i++) {
      expect(await write(alice, bob.user.id, `message ${i}`)).toMatchObject({ status: 200 });
      t.clock.now += 5_000;
    }
    const first = await read(bob, alice.user.id, 1);
    expect(first.msgs).toHaveLength(PRIVATE_MESSAGE_PAGE_SIZE);
    expect(first.msgs[0].content).toBe(`message ${PRIVATE_MESSAGE_PAGE_SIZE + 1}`);
    expect((await read(bob, alice.user.id, 2)).msgs.map((m) => m.content)).toEqual([
      'message 1',
      'message 0',
    ]);
    expect((await read(bob, alice.user.id, 3)).msgs).toEqual([]);
    expect(await t.store.social.unreadCount(bob.user.id)).toBe(0);
  });

  it("refuses text the chat rules refuse, in the seed's order, storing nothing", async () => {
    const refusals: [string, string][] = [
      ['   ', 'content: the message is empty'],
      ['x'.repeat(101), 'content: the message is longer than 100 characters'],
      ['hi (there)', 'content: the message contains a symbol that is not allowed'],
      ['a\nb', 'content: the message contains a symbol that is not allowed'],
    ];
    for (const [content, message] of refusals) {
      expect(await write(alice, bob.user.id, content)).toEqual({
        status: 400,
        body: { error: 'BAD_REQUEST', message },
      });
    }
    expect(await stored()).toEqual([]);
    expect(await write(alice, bob.user.id, '围'.repeat(100))).toMatchObject({ status: 200 });
  });

  it('throttles each sender to one message per 5 s, to anyone', async () => {
    const carol = await t.signUp({ username: 'carol' });
    expect(await write(alice, bob.user.id, 'one')).toMatchObject({ status: 200 });
    t.clock.now += 3_200;
    expect(await write(alice, carol.user.id, 'two')).toEqual({
      status: 429,
      body: { error: 'RATE_LIMITED', message: 'wait 2 s before the next message' },
    });
    expect(await write(bob, alice.user.id, 'bob may')).toMatchObject({ status: 200 });
    t.clock.now += 1_800;
    expect(await write(alice, carol.user.id, 'two')).toMatchObject({ status: 200 });
    expect((await stored()).map((m) => m.content)).toEqual(['bob may', 'one']);
  });

  it('refuses guests, oneself, unknown users, marked-bad and banned senders', async () => {
    expect(
      await t.call('writePrivateMessage', { form: { userid: bob.user.id, content: 'hi' } }),
    ).toMatchObject({
      status: 401,
    });
    expect(await t.call('getPrivateMessages', { params: { userid: bob.user.id, page: 1 } })).toMatchObject({
      status: 401,
    });
    expect(await write(alice, alice.user.id, 'me')).toMatchObject({ status: 400 });
    expect(
      await t.call('getPrivateMessages', { params: { userid: alice.user.id, page: 1 }, token: alice.token }),
    ).toMatchObject({ status: 400 });
    expect(await write(alice, 999, 'hi')).toMatchObject({ status: 404 });
    expect(
      await t.call('getPrivateMessages', { params: { userid: 999, page: 1 }, token: alice.token }),
    ).toMatchObject({ status: 404 });

    await t.store.updateUser(alice.user.id, { markedBad: true });
    expect(await write(alice, bob.user.id, 'hi')).toMatchObject({ status: 403 });
    await t.store.updateUser(alice.user.id, { markedBad: false });
    await t.store.banChat({ userId: alice.user.id, playId: 0, byUserId: bob.user.id, at: 1 });
    expect(await write(alice, bob.user.id, 'hi')).toMatchObject({ status: 403 });
    expect(await stored()).toEqual([]);
  });
});
