import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { testDatabases } from '../testing/test-databases.ts';
import type { Store } from './store.ts';

describe.each(testDatabases())('users and sessions on $name', (engine) => {
  let store: Store;
  beforeAll(() => engine.setup());
  afterAll(() => engine.teardown());
  beforeEach(async () => {
    store = await engine.newStore();
  });
  afterEach(() => store.close());

  it('creates a user with the defaults of a new account', async () => {
    const created = await store.createUser({ username: 'alice', passwordHash: 'h1', createdAt: 1000 });
    expect(created.ok).toBe(true);
    if (!created.ok) return;
    expect(created.value).toMatchObject({
      username: 'alice',
      userLevel: 0,
      rank: -101,
      membership: 0,
      isAuditMan: false,
      isAppealMan: false,
      markedBad: false,
      wins: 0,
      losses: 0,
      beans: 0,
      chatDefault: true,
      lang: 'cn',
      createdAt: 1000,
    });
    expect(await store.passwordHashOf(created.value.id)).toBe('h1');
    expect(await store.userById(created.value.id)).toEqual(created.value);
  });

  it('usernames are unique without regard to case, and found without regard to case', async () => {
    await store.createUser({ username: 'Alice', passwordHash: 'h', createdAt: 1 });
    expect(await store.createUser({ username: 'alice', passwordHash: 'h', createdAt: 2 })).toEqual({
      ok: false,
      error: 'USERNAME_TAKEN',
    });
    expect((await store.userByName('ALICE'))?.username).toBe('Alice');
    expect(await store.userByName('bob')).toBeNull();
    expect(await store.userById(999)).toBeNull();
  });

  it('creates with roles, then changes them', async () => {
    const created = await store.createUser({
      username: 'judge',
      passwordHash: 'h',
      createdAt: 1,
      userLevel: 3,
      rank: 500,
      membership: 2,
      isAuditMan: true,
    });
    if (!created.ok) throw new Error('not created');
    expect(created.value).toMatchObject({ userLevel: 3, rank: 500, membership: 2, isAuditMan: true });
    const changed = await store.updateUser(created.value.id, {
      isAuditMan: false,
      isAppealMan: true,
      markedBad: true,
      chatDefault: false,
      displayName: 'Judge Dredd',
    });
    expect(changed).toMatchObject({
      isAuditMan: false,
      isAppealMan: true,
      markedBad: true,
      chatDefault: false,
      displayName: 'Judge Dredd',
      userLevel: 3,
    });
    expect(await store.updateUser(created.value.id, {})).toEqual(changed);
    expect(await store.updateUser(999, { userLevel: 1 })).toBeNull();
  });

  it('sessions are created, read and revoked once', async () => {
    const user = await store.createUser({ username: 'carol', passwordHash: 'h', createdAt: 1 });
    if (!user.ok) throw new Error('not created');
    await store.createSession({ tokenId: 't1', userId: user.value.id, createdAt: 10, expiresAt: 20 });
    expect(await store.sessionById('t1')).toEqual({
      tokenId: 't1',
      userId: user.value.id,
      createdAt: 10,
      expiresAt: 20,
      revokedAt: null,
      lastSeenAt: 10,
      userAgent: '',
      address: '',
      endReason: null,
    });
    expect(await store.revokeSession('t1', 15)).toBe(true);
    expect(await store.revokeSession('t1', 16)).toBe(false);
    expect((await store.sessionById('t1'))?.revokedAt).toBe(15);
    expect(await store.sessionById('nope')).toBeNull();
  });

  it("lists a user's live sessions, the last used first, and ends all but one", async () => {
    const user = await store.createUser({ username: 'erin', passwordHash: 'old', createdAt: 1 });
    if (!user.ok) throw new Error('not created');
    const userId = user.value.id;
    const session = (tokenId: string, createdAt: number, expiresAt = 1000) =>
      store.createSession({
        tokenId,
        userId,
        createdAt,
        expiresAt,
        userAgent: 'Firefox',
        address: '10.0.0.1',
      });
    await session('a', 10);
    await session('b', 20);
    await session('c', 30);
    await session('gone', 5, 50);
    await store.touchSession('a', 40);
    await store.touchSession('a', 35);
    expect((await store.liveSessionsOf(userId, 100)).map((s) => [s.tokenId, s.lastSeenAt])).toEqual([
      ['a', 40],
      ['c', 30],
      ['b', 20],
    ]);
    expect((await store.sessionsByIds(['a', 'nope'])).map((s) => s.address)).toEqual(['10.0.0.1']);
    expect((await store.revokeSessionsOf(userId, 100, 'revoked', 'b')).sort()).toEqual(['a', 'c', 'gone']);
    expect((await store.sessionById('a'))?.endReason).toBe('revoked');
    expect((await store.liveSessionsOf(userId, 100)).map((s) => s.tokenId)).toEqual(['b']);
    expect(await store.replacePassword(userId, 'new', 110)).toEqual(['b']);
    expect(await store.passwordHashOf(userId)).toBe('new');
    expect(await store.sessionById('b')).toMatchObject({ revokedAt: 110, endReason: 'password' });
  });

  it('times beyond 2^31 read back as numbers', async () => {
    const at = Date.UTC(2030, 0, 1);
    const user = await store.createUser({ username: 'dave', passwordHash: 'h', createdAt: at });
    if (!user.ok) throw new Error('not created');
    expect((await store.userById(user.value.id))?.createdAt).toBe(at);
  });
});
