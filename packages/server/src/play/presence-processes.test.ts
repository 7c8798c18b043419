/**
 * Who is away, with several `tengen serve` processes on one PostgreSQL and one Redis: a player
 * is away only when no process holds a socket of theirs in the room, whichever process steps the
 * game; a process lost with a player's only socket makes them away too; and the claim handed on
 * from another process ends the game once for everyone. The away wait is shortened to 2 s.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Store } from '../storage/store.ts';
import { type ChildServer, createPlayIn, joinAt, registerAt, sleep } from '../testing/test-child-server.ts';
import { TestCluster } from '../testing/test-cluster.ts';
import type { LiveUser } from '../testing/test-live.ts';

const AWAY_CLAIM_S = 2;
const env = { TENGEN_AWAY_CLAIM_SECONDS: String(AWAY_CLAIM_S) };

let site: TestCluster;
let store: Store;
let alice: LiveUser;
let bob: LiveUser;
let a: ChildServer;
let b: ChildServer;

beforeAll(async () => {
  site = await TestCluster.start();
  store = site.store;
  [a, b] = await Promise.all([site.startProcess(env), site.startProcess(env)]);
  alice = await registerAt(a.url, 'alice');
  bob = await registerAt(a.url, 'bob');
}, 60_000);

afterAll(() => site?.stop());

describe('away across processes', () => {
  it('a second socket on another process keeps a player present; the last one leaving makes them away; the claim ends the game everywhere', async () => {
    const game = await createPlayIn(store, alice, bob);
    const black = await joinAt(a.url, game.id, alice);
    const white = await joinAt(b.url, game.id, bob);
    const whiteAgain = await joinAt(a.url, game.id, bob);
    const guest = await joinAt(b.url, game.id, null);
    black.send({ cmd: 'pos_stone', pos: 'ee', step: 1 });
    await guest.next('pos');

    white.close();
    await sleep(1000);
    expect(guest.heard.some((m) => m.cmd === 'away_tip' && m.color === 2 && m.away)).toBe(false);
    black.send({ cmd: 'claim_win' });
    expect(await black.next('error')).toMatchObject({ code: 'OPPONENT_PRESENT' });

    whiteAgain.close();
    for (const c of [black, guest])
      expect(await c.next('away_tip', (m) => m.away)).toMatchObject({ color: 2 });
    guest.send({ cmd: 'claim_win' });
    expect(await guest.next('error')).toMatchObject({ code: 'NOT_ALLOWED' });
    await sleep(AWAY_CLAIM_S * 1000 + 100);
    black.send({ cmd: 'claim_win' });
    for (const c of [black, guest]) {
      expect(await c.next('qiquan_resp')).toEqual({
        cmd: 'qiquan_resp',
        color: 2,
        result: 1,
        wintype: 4,
        winnumber: 0,
      });
    }
    await sleep(300);
    for (const c of [black, guest]) expect(c.heard.filter((m) => m.cmd === 'qiquan_resp')).toHaveLength(1);
    expect(await store.playById(game.id)).toMatchObject({ status: 1, winType: 4, resultText: 'B+F' });
    for (const c of [black, guest]) c.close();
  });

  it('a process lost with a player’s only socket: the player is away on the others', async () => {
    const c = await site.startProcess(env);
    const game = await createPlayIn(store, alice, bob);
    const black = await joinAt(a.url, game.id, alice);
    const guest = await joinAt(b.url, game.id, null);
    const white = await joinAt(c.url, game.id, bob);
    black.send({ cmd: 'pos_stone', pos: 'ee', step: 1 });
    await white.next('pos');
    await c.kill();
    for (const client of [black, guest]) {
      expect(await client.next('away_tip', (m) => m.away, 15_000)).toMatchObject({ color: 2 });
    }
    for (const client of [black, guest]) client.close();
  });
});
