/**
 * A count started from a process that does not step the game, over two real `tengen serve`
 * processes on one PostgreSQL and one Redis, with GNU Go: its own site, so no other game is
 * in play.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Store } from '../storage/store.ts';
import {
  type ChildServer,
  createPlayIn,
  initDataOf,
  joinAt,
  play,
  storedMoves,
  storePlayedMoves,
} from '../testing/test-child-server.ts';
import { TestCluster } from '../testing/test-cluster.ts';
import { corpusMoves, FINISHED_19 } from '../testing/test-gnugo.ts';
import type { LiveUser } from '../testing/test-live.ts';

let site: TestCluster;
let store: Store;
let alice: LiveUser;
let bob: LiveUser;

beforeAll(async () => {
  site = await TestCluster.start();
  store = site.store;
  [alice, bob] = await site.register('alice', 'bob');
}, 60_000);

afterAll(() => site?.stop());

describe('a count started on a process that does not step the game (GNU Go at level 1, 2 s then 12 s)', () => {
  it('the player whose pass starts it is answered at once there, and hears the count’s answer after', async () => {
    const env = { TENGEN_JUDGE_LEVEL: '1', TENGEN_FINAL_STATUS_TIMEOUT_MS: '2000' };
    // move 150 of a corpus game: far from settled, so the engine cannot count it in time
    const midgame = corpusMoves(FINISHED_19.file).slice(0, 150);
    const startsAt = Date.now() - (midgame.length + 10) * 1000;
    const game = await createPlayIn(store, alice, bob, { boardSize: 19, mainMinutes: 60, startsAt });
    await storePlayedMoves(store, game.id, midgame, startsAt);
    // a starts first and takes the unowned game: a steps it, b holds a replica
    const a: ChildServer = await site.startProcess(env);
    const b: ChildServer = await site.startProcess(env);
    try {
      const black = await joinAt(a.url, game.id, alice);
      const white = await joinAt(b.url, game.id, bob);
      expect((await initDataOf(white)).stepcount).toBe(150);
      await play(black, white, ['tt'], [], 151);
      white.send({ cmd: 'pass_req', step: 152 });
      white.send({ cmd: 'getinitdata' });
      expect((await white.next('initdata', undefined, 60_000)).stepcount).toBe(151);
      expect(white.heard.filter((m) => m.cmd === 'error')).toEqual([]);
      const refusal = await white.next('error', undefined, 120_000);
      expect(refusal).toMatchObject({ code: 'UNAVAILABLE', replyTo: 'pass_req' });
      const order = white.heard.map((m) => m.cmd).filter((c) => c === 'initdata' || c === 'error');
      expect(order.slice(-2)).toEqual(['initdata', 'error']);
      expect(await storedMoves(store, game.id)).toEqual([...midgame, 'tt']);
      await play(black, white, ['ss'], [], 152);
      black.close();
      white.close();
    } finally {
      await Promise.all([a.stop(), b.stop()]);
    }
  }, 180_000);
});
