/**
 * Several `tengen serve` processes on one PostgreSQL and one Redis, all started by the test:
 * players and watchers on different processes share one game, and the game survives the
 * loss of the process that steps it (kill -9) or a pause of it (SIGSTOP).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HEARTBEAT_MS } from '../server.ts';
import type { Store } from '../storage/store.ts';
import {
  type ChildServer,
  createPlayIn,
  initDataOf,
  joinAt,
  joinLobbyAt,
  play,
  QUIET_POINTS,
  sleep,
  storedMoves,
} from '../testing/test-child-server.ts';
import { TestCluster } from '../testing/test-cluster.ts';
import type { LiveUser, TestClient } from '../testing/test-live.ts';
import { LEASE_MS, SWEEP_MS } from './cluster.ts';

/** A lost owner may have thought up to one heartbeat before it died without it being charged. */
const HEARTBEAT_SLACK_MS = HEARTBEAT_MS + 300;
const SLACK_MS = 100;

let site: TestCluster;
let store: Store;
let alice: LiveUser;
let bob: LiveUser;
let carol: LiveUser;
const startProcess = () => site.startProcess();

beforeAll(async () => {
  site = await TestCluster.start();
  store = site.store;
  [alice, bob, carol] = await site.register('alice', 'bob', 'carol');
}, 60_000);

afterAll(() => site?.stop());

/** Every `pos` a client received, by step: each exactly once, in order. */
function posSteps(client: TestClient): number[] {
  return client.heard.flatMap((m) => (m.cmd === 'pos' ? [m.step] : []));
}

describe('three processes share one game', () => {
  let a: ChildServer;
  let b: ChildServer;
  let c: ChildServer;
  beforeAll(async () => {
    [a, b, c] = await Promise.all([startProcess(), startProcess(), startProcess()]);
  }, 60_000);
  afterAll(() => Promise.all([a?.stop(), b?.stop(), c?.stop()]));

  it('players on two processes play with a take-back, chat and counting; a guest on a third sees every move once', async () => {
    const game = await createPlayIn(store, alice, bob, { undoAllowed: true, guestsMayChat: true });
    const black = await joinAt(a.url, game.id, alice);
    const white = await joinAt(b.url, game.id, bob);
    const guest = await joinAt(c.url, game.id, null);
    const watcher = await joinAt(c.url, game.id, carol);
    const all = [black, white, guest, watcher];

    await play(black, white, ['ee', 'cc', 'gg'], [guest, watcher]);
    black.send({ cmd: 'restore_req', depth: 1 });
    expect(await white.next('restore_tip')).toMatchObject({ color: 1, depth: 1 });
    white.send({ cmd: 'restore_yes_resp' });
    for (const client of all) {
      expect(await client.next('restore_ret')).toMatchObject({ agree: true, stepcount: 2, nextcolor: 1 });
    }
    expect((await initDataOf(guest)).pos).toEqual(['ee', 'cc']);

    watcher.send({ cmd: 'add_chat', content: 'nice shape' });
    for (const client of [black, white, guest]) {
      expect((await client.next('addchat')).chat).toMatchObject({ User: 'carol', Content: 'nice shape' });
    }
    watcher.send({ cmd: 'add_chat', content: 'again' });
    expect(await watcher.next('error')).toMatchObject({ code: 'CHAT_THROTTLED' });

    // Out of turn, on a process that does not step the game: refused there, nothing changes.
    white.send({ cmd: 'pos_stone', pos: 'aa', step: 3 });
    expect(await white.next('error')).toMatchObject({ replyTo: 'pos_stone' });

    // Twenty quiet moves along the edges, so the game is long enough to count.
    const rest = 'aa ai ba bi ca ci da di ea ei fa fi ga gi ha hi ia ii ab ah'.split(' ');
    await play(black, white, rest, [guest, watcher], 3);
    white.send({ cmd: 'calc_stone_req' });
    await black.next('calcstone_tip');
    black.send({ cmd: 'calc_stone_yes_req' });
    const counted = await white.next('calc_score_tip');
    expect(counted.count.bscore + counted.count.wscore).toBe(8100);
    black.send({ cmd: 'calc_stone_yes_result' });
    for (const client of all)
      expect(await client.next('calc_stone_yes_result_tip')).toMatchObject({ wintype: 2 });

    // Each client heard each move once and in order (the take-back's step 3 came twice: two moves).
    const expected = [1, 2, 3, ...rest.map((_, i) => i + 3)];
    for (const client of all) expect(posSteps(client)).toEqual(expected);
    expect(await storedMoves(store, game.id)).toEqual(['ee', 'cc', 'gg', ...rest]);
    expect(await store.playById(game.id)).toMatchObject({ status: 1, winType: 2 });
    for (const client of all) client.close();
  });

  it('after the game: a watcher on a process that never reached the owner chats, and so does the last owner', async () => {
    const game = await createPlayIn(store, alice, bob, { guestsMayChat: true });
    const black = await joinAt(a.url, game.id, alice);
    const white = await joinAt(b.url, game.id, bob);
    const watcher = await joinAt(c.url, game.id, carol);
    const all = [black, white, watcher];
    await play(black, white, QUIET_POINTS.slice(0, 12), [watcher]);
    black.send({ cmd: 'send_fail' });
    for (const client of all) await client.next('sendfail_resp');

    // The owner gave the finished game's lease up; the first command from c takes the game.
    watcher.send({ cmd: 'add_chat', content: 'good game' });
    for (const client of all) {
      expect((await client.next('addchat')).chat).toMatchObject({ User: 'carol', Content: 'good game' });
    }
    black.send({ cmd: 'add_chat', content: 'thanks' });
    for (const client of all) {
      expect((await client.next('addchat')).chat).toMatchObject({ User: 'alice', Content: 'thanks' });
    }
    expect(all.flatMap((client) => client.heard.filter((m) => m.cmd === 'error'))).toEqual([]);
    expect(await store.playById(game.id)).toMatchObject({ status: 1, winType: 1 });
    for (const client of all) client.close();
  });

  it('who is in a room and in the lobby is the same on every process; a user leaves when their last socket anywhere closes', async () => {
    const game = await createPlayIn(store, alice, bob);
    const black = await joinAt(a.url, game.id, alice);
    const guest = await joinAt(c.url, game.id, carol);
    expect(names((await guest.next('onlineuser')).userlist)).toEqual(['alice', 'carol']);
    expect((await black.next('user_login')).user.username).toBe('carol');
    const white = await joinAt(b.url, game.id, bob);
    for (const client of [black, guest]) expect((await client.next('user_login')).user.username).toBe('bob');
    // Carol opens the game a second time, on another process: nobody hears of her again.
    const second = await joinAt(a.url, game.id, carol);
    expect(names((await second.next('onlineuser')).userlist)).toEqual(['alice', 'bob', 'carol']);
    guest.close();
    await sleep(300);
    expect(black.received.some((m) => m.cmd === 'exit')).toBe(false);
    second.close();
    for (const client of [black, white])
      expect(await client.next('exit')).toMatchObject({ username: 'carol' });

    const inLobbyA = await joinLobbyAt(a.url, alice);
    const inLobbyB = await joinLobbyAt(b.url, bob);
    expect(names((await inLobbyB.next('onlineuser')).userlist)).toEqual(['alice', 'bob']);
    expect((await inLobbyA.next('user_login')).user.username).toBe('bob');
    inLobbyB.close();
    expect(await inLobbyA.next('exit')).toMatchObject({ username: 'bob' });
    for (const client of [black, white, inLobbyA]) client.close();
  });

  it('an invitation from a user on one process to a user on another: sent, answered, the game made', async () => {
    const inviter = await joinLobbyAt(a.url, alice);
    const invitee = await joinLobbyAt(b.url, bob);
    // The list arrives once the socket is in the lobby and reachable by invitations.
    await Promise.all([inviter.next('onlineuser'), invitee.next('onlineuser')]);
    inviter.send({
      cmd: 'playreq',
      target: 'bob',
      color: 'black',
      size: 9,
      time: 10,
      byoyomi: 30,
      handicap: 0,
    });
    const asked = await invitee.next('play_req');
    expect(asked).toMatchObject({ from: 'alice', target: 'bob', size: 9 });
    invitee.send({ cmd: 'agreeplayreq', id: asked.id });
    const agreed = await Promise.all([inviter.next('agree_play_resp'), invitee.next('agree_play_resp')]);
    expect(agreed[0].playid).toBe(agreed[1].playid);
    expect(await store.playById(agreed[0].playid)).toMatchObject({ blackId: alice.id, whiteId: bob.id });

    inviter.send({
      cmd: 'playreq',
      target: 'bob',
      color: 'white',
      size: 9,
      time: 10,
      byoyomi: 30,
      handicap: 0,
    });
    const again = await invitee.next('play_req');
    invitee.send({ cmd: 'rejectplayreq', id: again.id });
    expect(await inviter.next('reject_play_resp')).toMatchObject({ id: again.id });
    inviter.send({
      cmd: 'playreq',
      target: 'nobody',
      color: 'white',
      size: 9,
      time: 10,
      byoyomi: 30,
      handicap: 0,
    });
    expect(await inviter.next('error')).toMatchObject({ replyTo: 'playreq' });
    inviter.close();
    invitee.close();
  });

  it('single-login: opening the game on another process closes the older socket', async () => {
    const game = await createPlayIn(store, alice, bob, { singleLogin: true });
    const first = await joinAt(a.url, game.id, alice);
    const watcher = await joinAt(c.url, game.id, null);
    const second = await joinAt(b.url, game.id, alice);
    expect(await first.next('exit')).toMatchObject({ username: 'alice', reason: 'elsewhere' });
    expect(await first.closed()).toBe(4001);
    await sleep(300);
    // Alice is still there, on her new socket: nobody hears that she left.
    expect(watcher.received.some((m) => m.cmd === 'exit')).toBe(false);
    second.send({ cmd: 'getinitdata' });
    await second.next('initdata');
    second.close();
    expect(await watcher.next('exit')).toMatchObject({ username: 'alice' });
    watcher.close();
  });
});

function names(users: readonly { username: string }[]): string[] {
  return users.map((u) => u.username).sort();
}

describe('what only the owner does, for players on other processes', () => {
  it('a flag falls once: the owner times the game out, and every process hears it once', async () => {
    const game = await createPlayIn(store, alice, bob, {
      mainMinutes: 0,
      byoyomiSeconds: 3,
      byoyomiPeriods: 1,
    });
    const [a, b] = await Promise.all([startProcess(), startProcess()]);
    const black = await joinAt(a.url, game.id, alice);
    const white = await joinAt(b.url, game.id, bob);
    const guest = await joinAt(b.url, game.id, null);
    // The clocks start with the first move: white's runs out on the other process.
    black.send({ cmd: 'pos_stone', pos: 'ee', step: 1 });
    for (const client of [black, white, guest]) {
      expect(await client.next('timeout_resp', () => true, 15_000)).toMatchObject({ color: 2, wintype: 3 });
    }
    await sleep(500);
    for (const client of [black, white, guest]) {
      expect(client.heard.filter((m) => m.cmd === 'timeout_resp')).toHaveLength(1);
    }
    expect(await store.playById(game.id)).toMatchObject({ status: 1, winType: 3 });
    for (const client of [black, white, guest]) client.close();
    await Promise.all([a.stop(), b.stop()]);
  }, 30_000);

  it('the machine player lives with the owner: it answers a move sent on another process, and machine_go reaches it', async () => {
    const machine = await store.userByName('machine_gnugo_1');
    if (!machine) throw new Error('machine users are made at start');
    const human = alice;
    const game = await store.createPlay({
      boardSize: 9,
      mainMinutes: 10,
      byoyomiSeconds: 30,
      byoyomiPeriods: 3,
      blackId: human.id,
      whiteId: machine.id,
      startsAt: Date.now() - 1,
      createdAt: Date.now(),
    });
    // Alone at its start, the owner takes the new game; the human plays on another process.
    const owner = await startProcess();
    expect(await store.ownerNodeOf(game.id)).not.toBeNull();
    const other = await startProcess();
    const black = await joinAt(other.url, game.id, human);
    black.send({ cmd: 'pos_stone', pos: 'ee', step: 1 });
    await black.next('pos', (m) => m.step === 1);
    const reply = await black.next('pos', (m) => m.step === 2, 30_000);
    expect(reply.color).toBe(2);
    // Black to move: the owner's machine player says it is not its turn (a process without it
    // would answer that the game has no machine player).
    black.send({ cmd: 'machine_go' });
    expect(await black.next('error')).toMatchObject({ code: 'NOT_YOUR_TURN', replyTo: 'machine_go' });
    black.close();
    await Promise.all([owner.stop(), other.stop()]);
  }, 60_000);
});

describe('the process that steps a game is lost', () => {
  it('kill -9: another process takes the game within seconds; no acknowledged move is lost or doubled; the gap is not charged', async () => {
    const [owner, other] = await Promise.all([startProcess(), startProcess()]);
    const game = await createPlayIn(store, alice, bob);
    // The first process to open the room steps the game.
    const black = await joinAt(owner.url, game.id, alice);
    const white = await joinAt(other.url, game.id, bob);
    const moves = QUIET_POINTS.slice(0, 6);
    await play(black, white, moves);
    await sleep(300);
    const askedAt = Date.now();
    const before = await initDataOf(white);
    const answeredAt = Date.now();
    expect(before).toMatchObject({ stepcount: 6, nextcolor: 1 });

    const killing = Date.now();
    await owner.kill();
    const dead = Date.now();
    // Black's page reconnects to the process still running, and plays on.
    const rejoined = await joinAt(other.url, game.id, alice);
    const resumed = await waitForResume(game.id);
    expect(resumed.at - dead).toBeLessThanOrEqual(LEASE_MS + SWEEP_MS + 2000);
    const after = await initDataOf(rejoined);
    const afterAt = Date.now();
    expect(after.pos).toEqual(moves);
    for (const field of ['blackthink', 'whitethink', 'bcost', 'wcost'] as const) {
      expect(after[field], field).toBe(before[field]);
    }
    // Black's thinking: what he had thought before the kill and since the takeover, not the gap.
    const min = before.elapsed + (killing - answeredAt);
    const max = before.elapsed + (dead - askedAt);
    expect(after.elapsed).toBeLessThanOrEqual(max + (afterAt - resumed.at) + SLACK_MS);
    expect(after.elapsed).toBeGreaterThanOrEqual(min - HEARTBEAT_SLACK_MS);

    rejoined.send({ cmd: 'pos_stone', pos: QUIET_POINTS[6], step: 7 });
    await white.next('pos', (m) => m.step === 7);
    await rejoined.next('pos', (m) => m.step === 7);
    expect(await storedMoves(store, game.id)).toEqual(QUIET_POINTS.slice(0, 7));
    rejoined.close();
    white.close();
    await other.stop();
  });

  it('a paused owner (SIGSTOP) loses the game; once it runs again its write is refused by the fence, and its players go on through the new owner', async () => {
    const [owner, other] = await Promise.all([startProcess(), startProcess()]);
    const game = await createPlayIn(store, alice, bob);
    const black = await joinAt(owner.url, game.id, alice);
    const white = await joinAt(other.url, game.id, bob);
    await play(black, white, QUIET_POINTS.slice(0, 2));

    owner.signal('SIGSTOP');
    await waitForResume(game.id);
    // Black's socket is still on the paused process; the move waits in its socket buffer.
    black.send({ cmd: 'pos_stone', pos: QUIET_POINTS[2], step: 3 });
    owner.signal('SIGCONT');
    // The paused process steps it as the owner it thinks it is: the store refuses its fence; it
    // steps down and hands the move to the new owner, which stores it once.
    for (const client of [black, white])
      expect((await client.next('pos', (m) => m.step === 3)).pos).toBe(QUIET_POINTS[2]);
    white.send({ cmd: 'pos_stone', pos: QUIET_POINTS[3], step: 4 });
    await black.next('pos', (m) => m.step === 4);
    expect(await storedMoves(store, game.id)).toEqual(QUIET_POINTS.slice(0, 4));
    expect(posSteps(black)).toEqual([1, 2, 3, 4]);
    expect(posSteps(white)).toEqual([1, 2, 3, 4]);
    black.close();
    white.close();
    await Promise.all([owner.stop(), other.stop()]);
  });
});

/** Waits until a process has taken the game over (its `resume` event is stored). */
async function waitForResume(playId: number): Promise<{ at: number; downSince: number }> {
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    const events = await store.eventsOf(playId);
    const resume = events.find((e) => (e.event as { type: string }).type === 'resume');
    if (resume) return { at: resume.at, downSince: (resume.event as { downSince: number }).downSince };
    await sleep(100);
  }
  throw new Error(`no process took play ${playId} over`);
}
