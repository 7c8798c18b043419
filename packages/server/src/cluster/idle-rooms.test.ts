/**
 * Rooms let go by a process when none of its sockets has them open, over two real `tengen serve`
 * processes on one PostgreSQL and one Redis: its own site, so the only rooms are this test's.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Store } from '../storage/store.ts';
import {
  type ChildServer,
  createPlayIn,
  initDataOf,
  joinAt,
  play,
  QUIET_POINTS,
  sleep,
} from '../testing/test-child-server.ts';
import { TestCluster } from '../testing/test-cluster.ts';
import type { LiveUser, TestClient } from '../testing/test-live.ts';

let site: TestCluster;
let store: Store;
let alice: LiveUser;
let bob: LiveUser;
let carol: LiveUser;

beforeAll(async () => {
  site = await TestCluster.start();
  store = site.store;
  [alice, bob, carol] = await site.register('alice', 'bob', 'carol');
}, 60_000);

afterAll(() => site?.stop());

const posSteps = (client: TestClient) => client.heard.flatMap((m) => (m.cmd === 'pos' ? [m.step] : []));

describe('rooms nobody on a process has open are let go (TENGEN_IDLE_ROOM_SECONDS=1)', () => {
  /** The process's `tengen_game_rooms`: the game rooms it holds in memory. */
  async function roomsHeld(server: ChildServer): Promise<number> {
    const text = await (await fetch(`${server.url}/metrics`)).text();
    const line = /^tengen_game_rooms (\d+)$/m.exec(text);
    if (!line) throw new Error('no tengen_game_rooms in /metrics');
    return Number(line[1]);
  }
  async function holdsNoRoom(server: ChildServer): Promise<void> {
    for (let i = 0; i < 100 && (await roomsHeld(server)) > 0; i++) await sleep(100);
    expect(await roomsHeld(server)).toBe(0);
  }

  it('a watcher’s process lets the game go when the watcher leaves, and loads it again when they come back', async () => {
    const env = { TENGEN_IDLE_ROOM_SECONDS: '1' };
    const [a, b] = await Promise.all([site.startProcess(env), site.startProcess(env)]);
    try {
      const game = await createPlayIn(store, alice, bob);
      const black = await joinAt(a.url, game.id, alice);
      const white = await joinAt(a.url, game.id, bob);
      let watcher = await joinAt(b.url, game.id, carol);
      await play(black, white, QUIET_POINTS.slice(0, 4), [watcher]);
      expect(await roomsHeld(b)).toBe(1);
      watcher.close();
      await holdsNoRoom(b);
      // the game goes on without b, then the watcher comes back to b
      await play(black, white, QUIET_POINTS.slice(4, 8), [], 5);
      watcher = await joinAt(b.url, game.id, carol);
      expect((await initDataOf(watcher)).pos).toEqual(QUIET_POINTS.slice(0, 8));
      await play(black, white, QUIET_POINTS.slice(8, 12), [watcher], 9);
      expect(posSteps(watcher)).toEqual([9, 10, 11, 12]);

      // the finished game: its owner lets it go too once its players leave
      black.send({ cmd: 'send_fail' });
      for (const client of [black, white, watcher]) await client.next('sendfail_resp');
      for (const client of [black, white, watcher]) client.close();
      await Promise.all([holdsNoRoom(a), holdsNoRoom(b)]);
      const again = await joinAt(b.url, game.id, carol);
      expect(await initDataOf(again)).toMatchObject({ status: 1, wintype: 1 });
      again.close();
    } finally {
      await Promise.all([a.stop(), b.stop()]);
    }
  }, 120_000);
});
