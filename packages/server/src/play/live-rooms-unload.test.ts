import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Play } from '../storage/types.ts';
import { startTestApp, type TestApp } from '../testing/test-app.ts';
import { QUIET_POINTS } from '../testing/test-child-server.ts';
import { testDatabases } from '../testing/test-databases.ts';
import { joinAndMove } from '../testing/test-live-play.ts';
import { sender } from '../testing/test-room.ts';
import { LiveRooms } from './live-rooms.ts';
import type { RoomMember } from './room-host.ts';

const [sqlite] = testDatabases();
const IDLE_MS = 60_000;

describe('rooms nobody has open are let go', () => {
  let t: TestApp;
  let rooms: LiveRooms;
  let finished: Play;
  let unfinished: Play;
  beforeAll(() => sqlite.setup());
  afterAll(() => sqlite.teardown());
  beforeEach(async () => {
    t = await startTestApp(sqlite);
    rooms = new LiveRooms({
      store: t.store,
      now: () => t.clock.now,
      idleRoomMs: IDLE_MS,
      onError: (error) => {
        throw error;
      },
    });
    const black = await t.signUp({ username: 'alice' });
    const white = await t.signUp({ username: 'bob' });
    const newPlay = () =>
      t.store.createPlay({
        blackId: black.user.id,
        whiteId: white.user.id,
        startsAt: t.clock.now - 1000,
        createdAt: t.clock.now,
        boardSize: 9,
      });
    finished = await newPlay();
    unfinished = await newPlay();
    const twelve = QUIET_POINTS.slice(0, 12); // resigning needs 11 moves
    for (const command of [...joinAndMove(...twelve), { type: 'resign', by: 1 } as const]) {
      expect(await (await rooms.room(finished.id))?.submit(command)).toBeNull();
    }
    for (const command of joinAndMove('ee', 'cc')) {
      expect(await (await rooms.room(unfinished.id))?.submit(command)).toBeNull();
    }
  });
  afterEach(async () => {
    await rooms.close();
    await t.close();
  });

  it('a finished game goes after the idle time, and opens again from the store as it was', async () => {
    const before = await rooms.room(finished.id);
    expect(rooms.counts()).toMatchObject({ rooms: 2, live: 1 });
    t.clock.now += IDLE_MS - 1;
    expect(rooms.unloadIdle()).toBe(0);
    t.clock.now += 1;
    expect(rooms.unloadIdle()).toBe(1);
    expect(rooms.counts()).toMatchObject({ rooms: 1, live: 1 });

    const again = await rooms.room(finished.id);
    expect(again).not.toBe(before);
    expect(again?.current).toMatchObject({ status: 'finished', moves: QUIET_POINTS.slice(0, 12) });
    expect(again?.current.finish).toMatchObject({ winner: 2, wintype: 1 });
    // chat after the game still works on the room loaded again
    expect(await again?.submit({ type: 'chat', sender: sender('carol'), text: 'gg' })).toBeNull();
    expect(again?.current.chat.entries.at(-1)).toMatchObject({ User: 'carol', Content: 'gg' });
  });

  it('a room with a member here stays, and its idle time counts from when the last one left', async () => {
    const host = await rooms.room(finished.id);
    if (!host) throw new Error('no room');
    const member = { username: 'carol', socketId: 'c1' } as unknown as RoomMember;
    host.members.add(member);
    t.clock.now += 10 * IDLE_MS;
    expect(rooms.unloadIdle()).toBe(0);
    host.members.delete(member);
    t.clock.now += IDLE_MS - 1;
    expect(rooms.unloadIdle()).toBe(0);
    t.clock.now += 1;
    expect(rooms.unloadIdle()).toBe(1);
  });

  it('a game this process steps and that is not over stays, however long nobody watches', async () => {
    t.clock.now += 100 * IDLE_MS;
    rooms.unloadIdle();
    expect(rooms.counts()).toMatchObject({ rooms: 1, live: 1, owned: 1 });
    expect((await rooms.room(unfinished.id))?.current.moves).toEqual(['ee', 'cc']);
  });
});
