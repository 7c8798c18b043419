/**
 * `kill -9` in the middle of live games: the real `tengen serve` runs as a child process on a
 * SQLite data folder; the test kills it with SIGKILL, starts it again on the same folder, and
 * checks that what players were told survived, nothing was half done, and nobody's clock was
 * charged for the time the server was down.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { mulberry32 } from '@tengen/core';
import type { ServerMessageOf } from '@tengen/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HEARTBEAT_MS } from '../server.ts';
import type { Store } from '../storage/store.ts';
import type { Play } from '../storage/types.ts';
import {
  ChildServer,
  createPlayIn,
  initDataOf,
  joinAt,
  openChildStore,
  QUIET_POINTS,
  registerAt,
  sleep,
  storedMoves,
} from '../testing/test-child-server.ts';
import type { LiveUser, TestClient } from '../testing/test-live.ts';

type InitData = ServerMessageOf<'initdata'>;

/**
 * The server notes it is alive every HEARTBEAT_MS (0.5 s); a restart forgives everything since
 * the last beat, so up to that much real thinking before a crash may go uncharged. Never more.
 */
const HEARTBEAT_SLACK_MS = HEARTBEAT_MS + 300;
/** Timer and rounding slack between the test's clock and the server's. */
const SLACK_MS = 60;

let dir: string;
let server: ChildServer;
let store: Store;
let alice: LiveUser;
let bob: LiveUser;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'tengen-restart-'));
  server = await ChildServer.start(dir);
  alice = await registerAt(server.url, 'alice');
  bob = await registerAt(server.url, 'bob');
  store = await openChildStore(dir);
}, 60_000);

afterAll(async () => {
  await ChildServer.killAll();
  await store?.close();
  rmSync(dir, { recursive: true, force: true });
});

interface Crash {
  /** Just before the SIGKILL, and once the process was gone: the server died in between. */
  readonly killing: number;
  readonly dead: number;
  /** When the new server was spawned (it resumed the games after this). */
  readonly spawned: number;
}

/** SIGKILL, `downMs` of nothing, and a new server on the same folder. */
async function crashAndRestart(downMs: number): Promise<Crash> {
  const killing = Date.now();
  await server.kill();
  const dead = Date.now();
  expect(server.errors).toBe('');
  await sleep(downMs);
  const spawned = Date.now();
  server = await ChildServer.start(dir);
  return { killing, dead, spawned };
}

/** How long the side to move had thought when the server died, from an `initdata` taken between two times. */
function thoughtAtCrash(before: InitData, askedAt: number, answeredAt: number, crash: Crash) {
  return { min: before.elapsed + (crash.killing - answeredAt), max: before.elapsed + (crash.dead - askedAt) };
}

async function joinBoth(play: Play): Promise<[TestClient, TestClient]> {
  return Promise.all([joinAt(server.url, play.id, alice), joinAt(server.url, play.id, bob)]);
}

describe('the server killed with SIGKILL and started again', () => {
  it('keeps every acknowledged move, goes on, and charges no clock for the downtime', async () => {
    const game = await createPlayIn(store, alice, bob);
    let [black, white] = await joinBoth(game);
    const moves = QUIET_POINTS.slice(0, 6);
    /** Every `pos` either player received: what the server acknowledged. */
    const seen: string[][] = [[], []];
    for (let i = 0; i < moves.length; i++) {
      const mover = i % 2 === 0 ? black : white;
      if (i === 2 || i === 3) await sleep(150); // some thinking on the clocks
      mover.send({ cmd: 'pos_stone', pos: moves[i], step: i + 1 });
      for (const [k, c] of [black, white].entries())
        seen[k].push((await c.next('pos', (m) => m.step === i + 1)).pos);
    }
    await sleep(300); // black thinks about move 7 …
    const askedAt = Date.now();
    const before = await initDataOf(black);
    const answeredAt = Date.now();
    expect(before).toMatchObject({ stepcount: 6, nextcolor: 1, status: 0 });
    expect(before.bcost).toBeGreaterThanOrEqual(150);
    expect(before.wcost).toBeGreaterThanOrEqual(150);
    await sleep(200); // … and is still thinking when the server dies

    const crash = await crashAndRestart(1000);
    expect(await store.playById(game.id)).toMatchObject({ status: 0 });
    [black, white] = await joinBoth(game);
    const after = await initDataOf(white);
    const afterAt = Date.now();

    expect(seen).toEqual([moves, moves]);
    expect(after.pos).toEqual(moves);
    expect(await storedMoves(store, game.id)).toEqual(moves);
    expect(after).toMatchObject({ stepcount: 6, nextcolor: 1, status: 0, result: 0 });
    // The banked clocks are those of the start of black's turn: the same numbers as before.
    for (const field of ['blackthink', 'whitethink', 'bcost', 'wcost', 'bducount', 'wducount'] as const) {
      expect(after[field], field).toBe(before[field]);
    }
    // Black's thinking: what he had thought before the kill, plus the time since the restart —
    // never the second the server was down.
    const thoughtBeforeKill = thoughtAtCrash(before, askedAt, answeredAt, crash);
    const sinceRestart = afterAt - crash.spawned;
    expect(after.elapsed).toBeLessThanOrEqual(thoughtBeforeKill.max + sinceRestart + SLACK_MS);
    expect(after.elapsed).toBeGreaterThanOrEqual(thoughtBeforeKill.min - HEARTBEAT_SLACK_MS);

    // The game goes on: black plays 7, charged for his thinking only.
    black.send({ cmd: 'pos_stone', pos: QUIET_POINTS[6], step: 7 });
    const seven = await white.next('pos', (m) => m.step === 7);
    const movedAt = Date.now();
    const spent = seven.bcost - before.bcost;
    expect(spent).toBeLessThanOrEqual(thoughtBeforeKill.max + (movedAt - crash.spawned) + SLACK_MS);
    expect(spent).toBeGreaterThanOrEqual(thoughtBeforeKill.min - HEARTBEAT_SLACK_MS);
    expect(seven.blackthink).toBe(before.blackthink - spent); // main time: what is spent is gone
    expect([seven.whitethink, seven.wcost]).toEqual([before.whitethink, before.wcost]);
    white.send({ cmd: 'pos_stone', pos: QUIET_POINTS[7], step: 8 });
    expect(await black.next('pos', (m) => m.step === 8)).toMatchObject({ pos: QUIET_POINTS[7], color: 2 });
    expect(await storedMoves(store, game.id)).toEqual(QUIET_POINTS.slice(0, 8));
    black.close();
    white.close();
  });

  it('charges the side to move nothing until their page is back (the restart grace)', async () => {
    const game = await createPlayIn(store, alice, bob);
    let [black, white] = await joinBoth(game);
    black.send({ cmd: 'pos_stone', pos: QUIET_POINTS[0], step: 1 });
    await white.next('pos', (m) => m.step === 1);
    const before = await initDataOf(white);
    await crashAndRestart(500);

    // Black's page is back at once; white's, the side to move, only after its reconnect backoff.
    black = await joinAt(server.url, game.id, alice);
    const waiting = await initDataOf(black);
    expect(waiting.paused, 'the clocks stand still until white is back').toBeGreaterThan(0);
    await sleep(2500);
    const stillWaiting = await initDataOf(black);
    expect(stillWaiting.elapsed).toBe(waiting.elapsed);
    white = await joinAt(server.url, game.id, bob);
    const backAt = Date.now();
    white.send({ cmd: 'pos_stone', pos: QUIET_POINTS[1], step: 2 });
    const two = await black.next('pos', (m) => m.step === 2);
    const movedAt = Date.now();
    // White thought before the crash and after coming back: never the 2.5 s before the page was back.
    const spent = two.wcost - before.wcost;
    expect(spent).toBeLessThanOrEqual(waiting.elapsed + (movedAt - backAt) + SLACK_MS);
    expect(spent).toBeGreaterThanOrEqual(waiting.elapsed);
    black.close();
    white.close();
  });

  it('a move killed between its arrival and its broadcast is all there or not at all', async () => {
    /** Several games, so each SIGKILL catches several moves at different moments of their way. */
    const lanes = await Promise.all(
      [0, 1, 2, 3].map(async () => {
        const game = await createPlayIn(store, alice, bob);
        return { game, clients: await joinBoth(game), moves: [] as string[] };
      }),
    );
    const random = mulberry32(20240607);
    const outcomes = { present: 0, absent: 0, acknowledged: 0 };
    for (let round = 0; round < 4; round++) {
      // The moves go out a few ms apart and the kill lands a few ms after the last: the first
      // ones are usually stored and broadcast, the last ones usually not yet read.
      for (const lane of lanes) {
        const step = lane.moves.length + 1;
        lane.clients[(step - 1) % 2].send({ cmd: 'pos_stone', pos: QUIET_POINTS[step - 1], step });
        await sleep(1 + Math.floor(random() * 4));
      }
      await sleep(Math.floor(random() * 4));
      await server.kill();
      // A pos already on its way counts too: the server sends it only once the move is stored.
      await Promise.all(lanes.flatMap((l) => l.clients.map((c) => c.closed())));
      const acknowledged = lanes.map((l) =>
        l.clients.some((c) => c.received.some((m) => m.cmd === 'pos' && m.step === l.moves.length + 1)),
      );
      server = await ChildServer.start(dir);

      for (const [k, lane] of lanes.entries()) {
        const where = `round ${round}, game ${k}`;
        const step = lane.moves.length + 1;
        const point = QUIET_POINTS[step - 1];
        lane.clients = await joinBoth(lane.game);
        const [black, white] = lane.clients;
        const state = await initDataOf(black);
        const present = state.pos.length === step;
        if (!present) expect(state.pos.length, where).toBe(step - 1);
        if (acknowledged[k]) expect(present, `${where}: acknowledged but lost`).toBe(true);
        expect(state.pos.slice(0, step - 1), where).toEqual(lane.moves);
        if (present) expect(state.pos[step - 1], where).toBe(point);
        expect(state.stepcount, where).toBe(state.pos.length);
        expect(state.nextcolor, where).toBe(state.pos.length % 2 === 0 ? 1 : 2);
        expect(await storedMoves(store, lane.game.id), where).toEqual(state.pos);

        // The client replays the frame after reconnecting: it plays only if it was lost.
        const mover = step % 2 === 1 ? black : white;
        mover.send({ cmd: 'pos_stone', pos: point, step });
        if (present) {
          expect(await mover.next('error'), where).toMatchObject({
            code: 'STALE_MOVE',
            replyTo: 'pos_stone',
          });
        } else {
          expect(await white.next('pos', (m) => m.step === step), where).toMatchObject({ pos: point });
        }
        lane.moves.push(point);
        outcomes[present ? 'present' : 'absent']++;
        if (acknowledged[k]) outcomes.acknowledged++;
      }
    }
    for (const lane of lanes) {
      expect((await initDataOf(lane.clients[1])).pos).toEqual(lane.moves);
      expect(await storedMoves(store, lane.game.id)).toEqual(lane.moves);
      for (const c of lane.clients) c.close();
    }
    console.log(`SIGKILL with moves in flight: ${JSON.stringify(outcomes)}`);
  });

  it('waiting games keep their scheduled start; one due during the outage starts at the restart', async () => {
    const now = Date.now();
    // Far enough ahead to be still waiting after the restart on a busy machine.
    const later = await createPlayIn(store, alice, bob, { startsAt: now + 15_000 });
    const soon = await createPlayIn(store, alice, bob, { startsAt: now + 1200 });
    let [black, white] = await joinBoth(later);
    const [black2, white2] = await joinBoth(soon);
    const before = await initDataOf(black);
    expect(before).toMatchObject({ status: 0, pos: [] });
    expect(before.unstart).toBeGreaterThanOrEqual(3);
    black.send({ cmd: 'pos_stone', pos: 'ee', step: 1 });
    expect(await black.next('error')).toMatchObject({ code: 'NOT_STARTED' });
    for (const c of [black, white, black2, white2]) c.close();
    expect(Date.now(), 'the machine is too slow for this test').toBeLessThan(soon.startsAt - 200);

    // Down until after `soon` was due to start.
    const { spawned } = await crashAndRestart(soon.startsAt + 300 - Date.now());
    // `soon` starts at the restart, with full clocks.
    const [sb, sw] = await joinBoth(soon);
    const started = await initDataOf(sb);
    expect(started).toMatchObject({ unstart: 0, pos: [], blackthink: 600_000, bcost: 0, wcost: 0 });
    expect(started.elapsed).toBeLessThanOrEqual(Date.now() - spawned + SLACK_MS);
    sb.send({ cmd: 'pos_stone', pos: 'ee', step: 1 });
    expect((await sw.next('pos')).bcost).toBeLessThanOrEqual(Date.now() - spawned + SLACK_MS);

    // `later` still counts down to its scheduled start …
    [black, white] = await joinBoth(later);
    const askedAt = Date.now();
    const waiting = await initDataOf(white);
    const answeredAt = Date.now();
    expect(waiting).toMatchObject({ status: 0, pos: [], bcost: 0, elapsed: 0 });
    expect(waiting.unstart).toBeGreaterThan(0);
    expect(waiting.unstart).toBeLessThanOrEqual(Math.ceil((later.startsAt - askedAt) / 1000));
    expect(waiting.unstart).toBeGreaterThanOrEqual(Math.ceil((later.startsAt - answeredAt) / 1000));
    black.send({ cmd: 'pos_stone', pos: 'ee', step: 1 });
    expect(await black.next('error')).toMatchObject({ code: 'NOT_STARTED' });
    // … and starts on time.
    await sleep(later.startsAt - Date.now() + 50);
    black.send({ cmd: 'pos_stone', pos: 'ee', step: 1 });
    const first = await white.next('pos');
    expect(first).toMatchObject({ step: 1, pos: 'ee' });
    expect(first.bcost).toBeLessThanOrEqual(Date.now() - later.startsAt + SLACK_MS);
    for (const c of [black, white, sb, sw]) c.close();
  });

  it('a byo-yomi game survives: a downtime longer than the period does not flag the player', async () => {
    const game = await createPlayIn(store, alice, bob, {
      mainMinutes: 0,
      byoyomiSeconds: 2,
      byoyomiPeriods: 1,
    });
    let [black, white] = await joinBoth(game);
    black.send({ cmd: 'pos_stone', pos: 'ee', step: 1 });
    await white.next('pos', (m) => m.step === 1);
    white.send({ cmd: 'pos_stone', pos: 'cc', step: 2 });
    await black.next('pos', (m) => m.step === 2);
    const askedAt = Date.now();
    const before = await initDataOf(black);
    const answeredAt = Date.now();
    expect(before).toMatchObject({ blackthink: 0, bducount: 1, wducount: 1 });

    const crash = await crashAndRestart(2200);
    [black, white] = await joinBoth(game);
    const after = await initDataOf(black);
    expect(after).toMatchObject({ status: 0, result: 0, pos: ['ee', 'cc'], bducount: 1, wducount: 1 });
    expect(after.elapsed).toBeLessThan(2000);
    const thought = thoughtAtCrash(before, askedAt, answeredAt, crash);
    expect(after.elapsed).toBeLessThanOrEqual(thought.max + (Date.now() - crash.spawned) + SLACK_MS);

    black.send({ cmd: 'pos_stone', pos: 'gg', step: 3 });
    const three = await white.next('pos', (m) => m.step === 3);
    expect(three).toMatchObject({ bducount: 1, blackthink: 0 }); // a move inside the period keeps it
    expect(white.received.some((m) => m.cmd === 'timeout_resp')).toBe(false);
    expect(await store.playById(game.id)).toMatchObject({ status: 0 });
    // The restored game's clock runs on: white, silent, loses his only period.
    expect(await black.next('timeout_resp', () => true, 5000)).toMatchObject({
      color: 2,
      result: 1,
      wintype: 3,
    });
    black.close();
    white.close();
  });
});
