import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestUsers, testDatabases } from '../testing/test-databases.ts';
import type { Store } from './store.ts';

const THROTTLE_MS = 5_000;
const waitAfter = (now: number) => (last: number | null) =>
  last === null ? 0 : Math.max(0, last + THROTTLE_MS - now);

describe.each(testDatabases())('follows and private messages on $name', (engine) => {
  let store: Store;
  let alice: number;
  let bob: number;
  let carol: number;
  beforeAll(() => engine.setup());
  afterAll(() => engine.teardown());
  beforeEach(async () => {
    store = await engine.newStore();
    [alice, bob, carol] = await createTestUsers(store, ['alice', 'bob', 'carol']);
  });
  afterEach(() => store.close());

  const send = (fromId: number, toId: number, content: string, at: number) =>
    store.social.sendPrivateMessage({ fromId, toId, content, at }, waitAfter(at));

  it('follows one way, again without effect, and unfollows', async () => {
    await store.social.setFollow(alice, bob, true, 10);
    await store.social.setFollow(alice, bob, true, 20);
    await store.social.setFollow(alice, carol, true, 30);
    expect(await store.social.isFollowing(alice, bob)).toBe(true);
    expect(await store.social.isFollowing(bob, alice)).toBe(false);
    expect(await store.social.followeesOf(alice)).toEqual([bob, carol]);

    await store.social.setFollow(alice, bob, false, 40);
    await store.social.setFollow(alice, bob, false, 50);
    expect(await store.social.isFollowing(alice, bob)).toBe(false);
    expect(await store.social.followeesOf(alice)).toEqual([carol]);
  });

  it('refuses a follow of oneself in the schema itself', async () => {
    await expect(store.social.setFollow(alice, alice, true, 10)).rejects.toThrow();
    expect(await store.social.followeesOf(alice)).toEqual([]);
  });

  it('throttles each sender for 5 s whoever the recipient, storing nothing refused', async () => {
    const first = await send(alice, bob, 'hello', 1_000);
    expect(first.ok && first.value).toMatchObject({
      fromId: alice,
      toId: bob,
      content: 'hello',
      isRead: false,
    });

    expect(await send(alice, carol, 'too soon', 5_999)).toEqual({
      ok: false,
      error: { code: 'THROTTLED', waitMs: 1 },
    });
    expect((await send(bob, alice, 'bob is not throttled', 2_000)).ok).toBe(true);
    expect((await send(alice, carol, 'later', 6_000)).ok).toBe(true);

    expect(await store.social.readConversation(carol, alice, { offset: 0, limit: 20 })).toMatchObject([
      { content: 'later' },
    ]);
  });

  it('lets exactly one of many messages sent at the same moment through', async () => {
    const results = await Promise.all(
      Array.from({ length: 12 }, (_, i) => send(alice, i % 2 === 0 ? bob : carol, `m${i}`, 10_000)),
    );
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    const stored = [
      ...(await store.social.readConversation(alice, bob, { offset: 0, limit: 50 })),
      ...(await store.social.readConversation(alice, carol, { offset: 0, limit: 50 })),
    ];
    expect(stored).toHaveLength(1);
  });

  it('reads a conversation newest first by page, marking only the received messages shown', async () => {
    for (let i = 0; i < 5; i++) {
      await send(alice, bob, `a${i}`, 10_000 * (i + 1));
      await send(bob, alice, `b${i}`, 10_000 * (i + 1) + 1);
    }
    await send(carol, bob, 'from carol', 200_000);
    expect(await store.social.unreadCount(bob)).toBe(6);

    const first = await store.social.readConversation(bob, alice, { offset: 0, limit: 4 });
    expect(first.map((m) => m.content)).toEqual(['b4', 'a4', 'b3', 'a3']);
    expect(first.every((m) => !m.isRead)).toBe(true);
    expect(await store.social.unreadCount(bob)).toBe(4);
    expect(await store.social.unreadCount(alice)).toBe(5);

    const again = await store.social.readConversation(bob, alice, { offset: 0, limit: 4 });
    expect(again.map((m) => [m.content, m.isRead])).toEqual([
      ['b4', false],
      ['a4', true],
      ['b3', false],
      ['a3', true],
    ]);

    const last = await store.social.readConversation(alice, bob, { offset: 8, limit: 4 });
    expect(last.map((m) => m.content)).toEqual(['b0', 'a0']);
    expect(await store.social.readConversation(alice, bob, { offset: 12, limit: 4 })).toEqual([]);
    expect(await store.social.unreadCount(alice)).toBe(4);
    expect(await store.social.unreadCount(bob)).toBe(4);
  });
});
