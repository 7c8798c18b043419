import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { testDatabases } from '../testing/test-databases.ts';
import type { Store } from './store.ts';

describe.each(testDatabases())('write-ahead log and chats on $name', (engine) => {
  let store: Store;
  let playId: number;
  let userId: number;
  beforeAll(() => engine.setup());
  afterAll(() => engine.teardown());
  beforeEach(async () => {
    store = await engine.newStore();
    const user = await store.createUser({ username: 'talker', passwordHash: 'h', createdAt: 1 });
    if (!user.ok) throw new Error('not created');
    userId = user.value.id;
    playId = (await store.createPlay({ blackId: userId, whiteId: userId, startsAt: 1, createdAt: 1 })).id;
  });
  afterEach(() => store.close());

  it('events read back in seq order, as appended', async () => {
    const events = [
      { type: 'move', point: 'pd', step: 1 },
      { cmd: 'pass_req', step: 2 },
      { type: 'clock', nested: { black: 1000, list: [1, 2, 3] }, text: '黑 ✓' },
    ];
    for (const [i, event] of events.entries()) {
      expect(await store.appendEvent(playId, i + 1, event, 1000 + i)).toEqual({ ok: true, value: undefined });
    }
    const read = await store.eventsOf(playId);
    expect(read.map((e) => e.event)).toEqual(events);
    expect(read.map((e) => [e.playId, e.seq, e.at])).toEqual([
      [playId, 1, 1000],
      [playId, 2, 1001],
      [playId, 3, 1002],
    ]);
    expect((await store.eventsOf(playId, 2)).map((e) => e.seq)).toEqual([3]);
    expect(await store.eventsOf(999)).toEqual([]);
  });

  it('a seq used twice is refused and changes nothing', async () => {
    await store.appendEvent(playId, 1, { type: 'a' }, 1);
    expect(await store.appendEvent(playId, 1, { type: 'b' }, 2)).toEqual({
      ok: false,
      error: 'DUPLICATE_SEQ',
    });
    expect((await store.eventsOf(playId)).map((e) => e.event)).toEqual([{ type: 'a' }]);
  });

  it('appends of many games in one turn are written together, a duplicate among them refused alone', async () => {
    const other = (await store.createPlay({ blackId: userId, whiteId: userId, startsAt: 1, createdAt: 1 }))
      .id;
    await store.appendEvent(other, 1, { type: 'join' }, 1);
    const appends = [];
    for (let seq = 1; seq <= 40; seq++)
      appends.push(store.appendEvent(playId, seq, { type: 'move', seq }, seq));
    appends.push(store.appendEvent(other, 1, { type: 'again' }, 2));
    appends.push(store.appendEvent(other, 2, { cmd: 'pass_req' }, 3));
    const results = await Promise.all(appends);
    expect(results.filter((r) => !r.ok)).toEqual([{ ok: false, error: 'DUPLICATE_SEQ' }]);
    expect(results[40]).toEqual({ ok: false, error: 'DUPLICATE_SEQ' });
    expect((await store.eventsOf(playId)).map((e) => [e.seq, e.event, e.at])).toEqual(
      Array.from({ length: 40 }, (_, i) => [i + 1, { type: 'move', seq: i + 1 }, i + 1]),
    );
    expect((await store.eventsOf(other)).map((e) => e.event)).toEqual([
      { type: 'join' },
      { cmd: 'pass_req' },
    ]);
  });

  it('many appends in a row keep their order', async () => {
    const started = performance.now();
    for (let seq = 1; seq <= 200; seq++) await store.appendEvent(playId, seq, { type: 'move', seq }, seq);
    const perAppendMs = (performance.now() - started) / 200;
    console.info(`${engine.name}: ${perAppendMs.toFixed(2)} ms per durable append`);
    const read = await store.eventsOf(playId);
    expect(read.map((e) => e.seq)).toEqual(Array.from({ length: 200 }, (_, i) => i + 1));
  });

  it('chats are listed oldest first, without deleted ones', async () => {
    const entry = { playId, userId, username: 'talker', level: 0, at: 10 };
    const first = await store.addChat({ ...entry, content: 'hello' });
    const second = await store.addChat({ ...entry, content: 'good game', at: 11 });
    const guest = await store.addChat({ ...entry, userId: null, username: 'guest_123456789', content: 'hi' });
    expect(first).toMatchObject({ ...entry, content: 'hello' });
    expect((await store.chatsOf(playId)).map((c) => c.content)).toEqual(['hello', 'good game', 'hi']);
    expect(await store.deleteChat(second.id)).toBe(true);
    expect(await store.deleteChat(second.id)).toBe(false);
    expect((await store.chatsOf(playId)).map((c) => c.id)).toEqual([first.id, guest.id]);
    expect(await store.chatById(second.id)).toBeNull();
    expect(await store.chatById(guest.id)).toMatchObject({ userId: null, username: 'guest_123456789' });
  });

  it('chat bans: in one play, or site-wide; banning twice is harmless', async () => {
    const otherPlay = (
      await store.createPlay({ blackId: userId, whiteId: userId, startsAt: 1, createdAt: 1 })
    ).id;
    expect(await store.isChatBanned(userId, playId)).toBe(false);
    await store.banChat({ userId, playId, byUserId: userId, at: 1 });
    await store.banChat({ userId, playId, byUserId: userId, at: 2 });
    expect(await store.isChatBanned(userId, playId)).toBe(true);
    expect(await store.isChatBanned(userId, otherPlay)).toBe(false);
    await store.banChat({ userId, playId: 0, byUserId: userId, at: 3 });
    expect(await store.isChatBanned(userId, otherPlay)).toBe(true);
  });
});
