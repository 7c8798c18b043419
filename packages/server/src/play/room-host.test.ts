import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { openStore } from '../storage/open-store.ts';
import type { Store } from '../storage/store.ts';
import { sender, testConfig } from '../testing/test-room.ts';
import type { RoomCommand } from './room/commands.ts';
import { createRoom } from './room/room-state.ts';
import { MOVED, RoomHost, type RoomMember } from './room-host.ts';

let dir: string;
let store: Store;
let playId: number;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'tengen-host-'));
  store = await openStore({ kind: 'sqlite', file: join(dir, 'tengen.sqlite') });
  const user = await store.createUser({ username: 'alice', passwordHash: 'h', createdAt: 1 });
  if (!user.ok) throw new Error('not created');
  const play = await store.createPlay({
    blackId: user.value.id,
    whiteId: user.value.id,
    startsAt: 0,
    createdAt: 0,
  });
  playId = play.id;
});
afterAll(async () => {
  await store.close();
  rmSync(dir, { recursive: true, force: true });
});

/** Another game of alice's, stored. */
async function newPlay(): Promise<number> {
  const alice = await store.userByName('alice');
  const play = await store.createPlay({
    blackId: alice?.id ?? 0,
    whiteId: alice?.id ?? 0,
    startsAt: 0,
    createdAt: 0,
  });
  return play.id;
}

function member(seat: 0 | 1 | 2, inbox: unknown[]): RoomMember {
  return {
    seat,
    socketId: `socket-${seat}`,
    username: `seat${seat}`,
    profile: null,
    replaced: () => {},
    send: (message) => inbox.push(message),
    sendPrepared: (prepared) => inbox.push(JSON.parse(prepared.text)),
  };
}

it('a move that arrives after its flag fell, before the timer did: the timeout stands and the mover hears why the move did not', async () => {
  let now = 0;
  // White moves first (a handicap game): black's clock runs from that free first move.
  const config = testConfig({ playId, mainMs: 60_000, periodMs: 0, periods: 0, blackFirst: false });
  const host = await RoomHost.load(createRoom(config), {
    store,
    now: () => now,
    onError: (e) => {
      throw e;
    },
  });
  const inbox: unknown[] = [];
  host.members.add(member(1, inbox));
  expect(await host.submit({ type: 'join', by: 1 })).toBeNull();
  expect(await host.submit({ type: 'join', by: 2 })).toBeNull();
  expect(await host.submit({ type: 'tick' })).toBeNull();
  expect(host.current.status).toBe('playing');
  expect(await host.submit({ type: 'move', by: 2, point: 'aa', step: 1 })).toBeNull();
  inbox.length = 0;

  now = 60_000;
  const refusal = await host.submit({ type: 'move', by: 1, point: 'pd', step: 2 });
  host.close();
  expect(refusal).toMatchObject({ code: 'GAME_FINISHED' });
  expect(host.current.status).toBe('finished');
  expect(host.current.moves).toEqual(['aa']);
  expect(inbox).toContainEqual(expect.objectContaining({ cmd: 'timeout_resp', color: 1, wintype: 3 }));
  expect(inbox.some((m) => (m as { cmd: string }).cmd === 'pos')).toBe(false);

  // What was stored rebuilds the same game: finished by timeout, black's move not played.
  const again = await RoomHost.load(createRoom(config), { store, now: () => now, onError: () => {} });
  again.close();
  expect(again.current.status).toBe('finished');
  expect(again.current.finish).toMatchObject({ wintype: 3, winner: 2 });
  expect(await store.playById(playId)).toMatchObject({ status: 1, winType: 3 });
});

it('close: later commands are refused, and settled() waits until the one already running is stored', async () => {
  const playId = await newPlay();
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  // A start still ahead: no deadline of the game's wakes it while the joins are in flight.
  const host = await RoomHost.load(createRoom(testConfig({ playId, startAt: 60_000 })), {
    store,
    now: () => 0,
    onError: (e) => {
      throw e;
    },
    // White's join waits here, as a count waits for the engine's dead stones.
    prepare: async (_state, command) => {
      if (command.type === 'join' && command.by === 2) await held;
      return command;
    },
  });
  expect(await host.submit({ type: 'join', by: 1 })).toBeNull();
  const running = host.submit({ type: 'join', by: 2 });
  host.close();
  const late = host.submit({ type: 'tick' });
  const order: string[] = [];
  const settled = host.settled().then(() => order.push('settled'));
  for (let turn = 0; turn < 5; turn++) await new Promise((resolve) => setImmediate(resolve));
  order.push('released');
  release();
  expect(await running).toBeNull();
  await settled;
  expect(order).toEqual(['released', 'settled']);
  expect(await late).toEqual({ code: 'INTERNAL', message: 'the room is closed' });
  const stored = await store.eventsOf(playId);
  expect(stored.map(({ event }) => event)).toEqual([
    { type: 'join', by: 1 },
    { type: 'join', by: 2 },
  ]);
});

it('a room rebuilt after a restart: the players with no socket in the room are away from then on', async () => {
  const config = testConfig({ playId: await newPlay(), blackName: 'alice', whiteName: 'bob' });
  let now = 1000;
  const options = { store, now: () => now, onError: (e: unknown) => Promise.reject(e) };
  const first = await RoomHost.load(createRoom(config), options);
  expect(await first.submit({ type: 'join', by: 1 })).toBeNull();
  expect(await first.submit({ type: 'join', by: 2 })).toBeNull();
  expect(await first.submit({ type: 'move', by: 1, point: 'pd', step: 1 })).toBeNull();
  first.close();

  now = 5000;
  const again = await RoomHost.load(createRoom(config), options);
  again.close();
  expect(again.current.awaySince).toEqual([null, 5000, 5000]);
  const stored = (await store.eventsOf(config.playId)).map(({ event }) => event);
  expect(stored.slice(-2)).toEqual([
    { type: 'leave', by: 1 },
    { type: 'leave', by: 2 },
  ]);
});

it('a command handed on to an owner lost after storing it, before answering, is done once: the next owner answers done', async () => {
  const config = testConfig({ playId: await newPlay(), blackName: 'alice', whiteName: 'bob' });
  const now = 1000;
  const options = { store, now: () => now, onError: (e: unknown) => Promise.reject(e) };
  const owner = await RoomHost.load(createRoom(config), options);
  expect(await owner.submit({ type: 'join', by: 1 })).toBeNull();
  expect(await owner.submit({ type: 'join', by: 2 })).toBeNull();
  expect(await owner.submit({ type: 'tick' })).toBeNull();

  // The replica's first hop reaches the owner, which stores the command and is lost before its
  // answer comes back; the second goes to the owner after it, loaded from the store.
  const handed: RoomCommand[] = [];
  let current = owner;
  const replica = await RoomHost.load(
    createRoom(config),
    {
      ...options,
      forward: async (_host, command) => {
        handed.push(command);
        if (handed.length % 2 === 1) {
          expect(await current.submitAsOwner(command)).toBeNull();
          return MOVED;
        }
        current.close();
        current = await RoomHost.load(createRoom(config), options);
        return current.submitAsOwner(command);
      },
    },
    'replica',
  );
  expect(await replica.submit({ type: 'chat', sender: sender('alice'), text: 'hello' })).toBeNull();
  expect(await replica.submit({ type: 'move', by: 1, point: 'pd', step: 1 })).toBeNull();
  current.close();
  replica.close();

  // Each was handed on twice with one id, stored once.
  expect(handed).toHaveLength(4);
  expect(new Set(handed.map((c) => (c as { handOnId?: string }).handOnId)).size).toBe(2);
  const stored = (await store.eventsOf(config.playId)).map(({ event }) => (event as RoomCommand).type);
  expect(stored.filter((type) => type === 'chat')).toHaveLength(1);
  expect(stored.filter((type) => type === 'move')).toHaveLength(1);
  const rebuilt = await RoomHost.load(createRoom(config), options, 'replica');
  rebuilt.close();
  expect(rebuilt.current.chat.entries.map((e) => e.Content)).toEqual(['hello']);
  expect(rebuilt.current.moves).toEqual(['pd']);
});
