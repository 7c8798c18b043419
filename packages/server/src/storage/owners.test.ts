import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { testDatabases } from '../testing/test-databases.ts';
import type { Store } from './store.ts';

const STORED = { ok: true, value: undefined };
const STALE = { ok: false, error: 'STALE_OWNER' };

describe.each(testDatabases())('game owners and their fences on $name', (engine) => {
  let store: Store;
  let playId: number;
  beforeAll(() => engine.setup());
  afterAll(() => engine.teardown());
  beforeEach(async () => {
    store = await engine.newStore();
    const user = await store.createUser({ username: 'owner', passwordHash: 'h', createdAt: 1 });
    if (!user.ok) throw new Error('not created');
    playId = (
      await store.createPlay({ blackId: user.value.id, whiteId: user.value.id, startsAt: 1, createdAt: 1 })
    ).id;
  });
  afterEach(() => store.close());

  it('each claim bumps the fence and names the owner before, with its last heartbeat', async () => {
    expect(await store.claimPlay(playId, 'a')).toEqual({
      fence: 1,
      previousNode: null,
      previousBeatAt: null,
    });
    await store.beatNode('a', 5000);
    await store.beatNode('a', 6000);
    expect(await store.claimPlay(playId, 'b')).toEqual({ fence: 2, previousNode: 'a', previousBeatAt: 6000 });
    expect(await store.claimPlay(playId, 'c')).toEqual({ fence: 3, previousNode: 'b', previousBeatAt: null });
    expect(await store.claimPlay(999, 'a')).toBeNull();
  });

  it("a process that lost the game cannot append after the new owner's claim", async () => {
    const first = await store.claimPlay(playId, 'a');
    expect(await store.appendEvent(playId, 1, { type: 'join', by: 1 }, 10, first!.fence)).toEqual(STORED);
    const second = await store.claimPlay(playId, 'b');
    expect(await store.appendEvent(playId, 2, { type: 'move', from: 'a' }, 20, first!.fence)).toEqual(STALE);
    expect(await store.appendEvent(playId, 2, { type: 'move', from: 'b' }, 21, second!.fence)).toEqual(
      STORED,
    );
    expect(await store.appendEvent(playId, 3, { type: 'move', from: 'a' }, 30, first!.fence)).toEqual(STALE);
    // A fence from the future is refused too: only the current owner writes.
    expect(await store.appendEvent(playId, 3, { type: 'move' }, 31, second!.fence + 1)).toEqual(STALE);
    expect((await store.eventsOf(playId)).map((e) => e.event)).toEqual([
      { type: 'join', by: 1 },
      { type: 'move', from: 'b' },
    ]);
  });

  it('in one group commit, only the stale rows are refused', async () => {
    const other = (await store.createPlay({ blackId: 1, whiteId: 1, startsAt: 1, createdAt: 1 })).id;
    const old = (await store.claimPlay(playId, 'a'))!.fence;
    const current = (await store.claimPlay(playId, 'b'))!.fence;
    const otherFence = (await store.claimPlay(other, 'b'))!.fence;
    const results = await Promise.all([
      store.appendEvent(playId, 1, { from: 'a' }, 1, old),
      store.appendEvent(playId, 1, { from: 'b' }, 1, current),
      store.appendEvent(other, 1, { from: 'b' }, 1, otherFence),
      store.appendEvent(other, 2, { unchecked: true }, 2),
    ]);
    expect(results).toEqual([STALE, STORED, STORED, STORED]);
    expect((await store.eventsOf(playId)).map((e) => e.event)).toEqual([{ from: 'b' }]);
    expect((await store.eventsOf(other)).map((e) => e.seq)).toEqual([1, 2]);
  });

  it('orphaned plays: never taken, or taken by another process that stopped beating; never finished ones', async () => {
    const make = async () =>
      (await store.createPlay({ blackId: 1, whiteId: 1, startsAt: 1, createdAt: 1 })).id;
    const [neverTaken, byLive, byStale, byMe, byUnknown, finished] = [
      playId,
      await make(),
      await make(),
      await make(),
      await make(),
      await make(),
    ];
    await store.beatNode('live', 10_000);
    await store.beatNode('stale', 5_000);
    await store.claimPlay(byLive, 'live');
    await store.claimPlay(byStale, 'stale');
    await store.claimPlay(byMe, 'me');
    await store.claimPlay(byUnknown, 'never-beat');
    await store.claimPlay(finished, 'stale');
    await store.finishPlay(finished, {
      result: 1,
      winType: 1,
      winNumber: 0,
      resultText: 'B+R',
      finalMoves: [],
      sgf: '',
      finishedAt: 1,
    });
    expect(await store.orphanedPlays('me', 8_000)).toEqual([neverTaken, byStale, byUnknown]);
    // Alone, a process takes everything an earlier run held.
    expect(await store.orphanedPlays('me', Number.MAX_SAFE_INTEGER)).toEqual([
      neverTaken,
      byLive,
      byStale,
      byUnknown,
    ]);
  });
});
