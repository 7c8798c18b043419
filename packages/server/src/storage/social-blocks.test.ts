import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestUsers, testDatabases } from '../testing/test-databases.ts';
import type { Store } from './store.ts';

describe.each(testDatabases())('blocks on $name', (engine) => {
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

  it('blocks once however often asked, both ways apart, and unblocks', async () => {
    await store.social.block(alice, carol, 10);
    await store.social.block(alice, bob, 20);
    await store.social.block(alice, bob, 30);
    expect((await store.social.blockedBy(alice)).map((b) => [b.user.username, b.at])).toEqual([
      ['bob', 20],
      ['carol', 10],
    ]);
    expect(await store.social.blockedBy(bob)).toEqual([]);
    expect(await store.social.eitherBlocked(alice, bob)).toBe(true);
    expect(await store.social.eitherBlocked(bob, alice)).toBe(true);
    expect(await store.social.eitherBlocked(bob, carol)).toBe(false);

    await store.social.unblock(alice, bob);
    await store.social.unblock(alice, bob);
    expect(await store.social.eitherBlocked(alice, bob)).toBe(false);
    expect((await store.social.blockedBy(alice)).map((b) => b.user.username)).toEqual(['carol']);
  });

  it('ends the blocked user’s follow of the blocker, not the blocker’s own', async () => {
    await store.social.setFollow(bob, alice, true, 1);
    await store.social.setFollow(alice, bob, true, 2);
    await store.social.block(alice, bob, 3);
    expect(await store.social.isFollowing(bob, alice)).toBe(false);
    expect(await store.social.isFollowing(alice, bob)).toBe(true);
  });

  it('refuses blocking oneself in the schema itself', async () => {
    await expect(store.social.block(alice, alice, 1)).rejects.toThrow();
    expect(await store.social.blockedBy(alice)).toEqual([]);
  });
});
