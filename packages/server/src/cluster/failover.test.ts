/**
 * Failover over real `tengen serve` processes on one PostgreSQL and one Redis: the process that
 * steps the games killed with kill -9 at random moments (moves in flight included), and Redis
 * restarted, or killed for a while, in the middle of games. What must hold each time: no move a
 * client saw acknowledged is lost, none is stored or shown twice, the clocks are not charged for
 * the gap, the games go on, and every process ends up showing the same game.
 * docs/scale-out.md, "When something fails".
 */
import { mulberry32 } from '@tengen/core';
import type { ServerMessageOf } from '@tengen/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HEARTBEAT_MS } from '../server.ts';
import type { Store } from '../storage/store.ts';
import type { StoredEvent } from '../storage/types.ts';
import { type ChildServer, createPlayIn, initDataOf, joinAt, sleep } from '../testing/test-child-server.ts';
import { TestCluster } from '../testing/test-cluster.ts';
import type { LiveUser, TestClient } from '../testing/test-live.ts';
import { NODE_TTL_MS, REQUEST_MS, SWEEP_MS } from './cluster.ts';

type InitData = ServerMessageOf<'initdata'>;
type Pos = ServerMessageOf<'pos'>;
type Refused = ServerMessageOf<'error'>;

/** The random choices of the kill test; TENGEN_FAILOVER_SEED=<seed> plays a run again. */
const SEED = Number(process.env.TENGEN_FAILOVER_SEED ?? Math.floor(Math.random() * 2 ** 32));
const GAMES = 50;
/** Games played at once on each round's processes. */
const PER_ROUND = 5;
const MAX_MOVES_BEFORE_KILL = 20;
/** How long a page waits before sending again a command refused with UNAVAILABLE. */
const RETRY_MS = 150;
/** The longest a command may wait for its answer while its game changes hands (three hops). */
const ANSWER_MS = 3 * REQUEST_MS + 5_000;
/** A lost owner's last heartbeat may be up to one period before it died: that much may go uncharged. */
const HEARTBEAT_SLACK_MS = HEARTBEAT_MS + 300;
const SLACK_MS = 100;
const RESYNC_CODES = new Set(['STALE_MOVE', 'NOT_YOUR_TURN']);

let site: TestCluster;
let store: Store;
let users: LiveUser[];

beforeAll(async () => {
  site = await TestCluster.start();
  store = site.store;
  users = await site.register('alice', 'bob', 'carol', 'dave');
}, 60_000);

afterAll(() => site?.stop());

/** Points where no stone can ever be taken: both coordinates even, so no two are neighbours. */
function apartPoints(size: number): string[] {
  const letters = 'abcdefghijklmnopqrs';
  const points: string[] = [];
  for (let x = 0; x < size; x += 2) for (let y = 0; y < size; y += 2) points.push(letters[x] + letters[y]);
  return points;
}

function shuffled<T>(items: readonly T[], random: () => number): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}

/** Polls `probe` until it answers something (not null, undefined or false). */
async function until<T>(
  probe: () => T | null | undefined | false | Promise<T | null | undefined | false>,
  timeoutMs: number,
  what: () => string,
  everyMs = 5,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = await probe();
    if (found !== null && found !== undefined && found !== false) return found;
    if (Date.now() > deadline) throw new Error(`not within ${timeoutMs} ms: ${what()}`);
    await sleep(everyMs);
  }
}

const posIn = (client: TestClient, step: number): Pos | undefined =>
  client.heard.find((m): m is Pos => m.cmd === 'pos' && m.step === step);

/** Every `pos` a client received, by step. */
const posSteps = (client: TestClient): number[] =>
  client.heard.flatMap((m) => (m.cmd === 'pos' ? [m.step] : []));

/**
 * The answer to move `step` sent on `client` when it had heard `from` messages: its `pos`, or
 * the refusal of a move sent since; null if none came in time or `stop` says to give up.
 */
async function answerTo(
  client: TestClient,
  step: number,
  from: number,
  timeoutMs: number,
  stop: () => boolean = () => false,
): Promise<Pos | Refused | null> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const pos = posIn(client, step);
    if (pos) return pos;
    const refused = client.heard
      .slice(from)
      .find((m): m is Refused => m.cmd === 'error' && m.replyTo === 'pos_stone');
    if (refused) return refused;
    if (stop() || Date.now() > deadline) return null;
    await sleep(5);
  }
}

/** The page reads the whole game; the answer comes after every earlier command of the socket was answered. */
function initData(client: TestClient): Promise<InitData> {
  return initDataOf(client, ANSWER_MS);
}

/** Joins and waits until the socket is in the room (it has the list of who is there). */
async function enter(url: string, playId: number, user: LiveUser | null): Promise<TestClient> {
  const client = await joinAt(url, playId, user);
  await until(
    () => client.heard.some((m) => m.cmd === 'onlineuser'),
    ANSWER_MS,
    () => `no onlineuser for play ${playId}`,
  );
  return client;
}

/**
 * Plays a move as a page does: sends it; refused with UNAVAILABLE, sends it again a moment
 * later; refused as stale, or not answered, reads the game again and sends it only if it is
 * still missing. Answers how many times it was refused with UNAVAILABLE.
 */
async function pageMove(client: TestClient, step: number, point: string): Promise<number> {
  let unavailable = 0;
  for (let sends = 0; sends < 30; sends++) {
    const from = client.heard.length;
    client.send({ cmd: 'pos_stone', pos: point, step });
    const answer = await answerTo(client, step, from, ANSWER_MS);
    if (answer?.cmd === 'error') {
      if (answer.code === 'UNAVAILABLE') {
        unavailable++;
        await sleep(RETRY_MS);
        continue;
      }
      if (!RESYNC_CODES.has(answer.code))
        throw new Error(`move ${step} refused: ${answer.code} ${answer.message}`);
    }
    const game = await initData(client);
    if (game.stepcount >= step) {
      expect(game.pos[step - 1]).toBe(point);
      return unavailable;
    }
    expect(game.stepcount, `move ${step} sent too early`).toBe(step - 1);
  }
  throw new Error(`move ${step} still not played after 30 sends`);
}

/** The stored log is numbered 1, 2, 3 … with no gap and no repeat. */
async function storedLog(playId: number): Promise<StoredEvent[]> {
  const events = await store.eventsOf(playId);
  expect(
    events.map((e) => e.seq),
    `play ${playId}: event numbers`,
  ).toEqual(events.map((_, i) => i + 1));
  return events;
}

const typeOf = (e: StoredEvent) => (e.event as { type: string }).type;
const pointOf = (e: StoredEvent) => (e.event as { point?: string }).point ?? 'tt';

/** The moves of a stored log, in order, with the seq and time of each. */
function movesIn(events: readonly StoredEvent[]): { point: string; seq: number; at: number }[] {
  return events
    .filter((e) => typeOf(e) === 'move' || typeOf(e) === 'pass')
    .map((e) => ({ point: pointOf(e), seq: e.seq, at: e.at }));
}

/** The play's stored `resume` events: one per takeover from a lost owner. */
function resumesIn(events: readonly StoredEvent[]): { seq: number; at: number; downSince: number }[] {
  return events
    .filter((e) => typeOf(e) === 'resume')
    .map((e) => ({ seq: e.seq, at: e.at, downSince: (e.event as { downSince: number }).downSince }));
}

/** Ends a play in the store so the processes of the next test do not take it. */
async function finish(playId: number): Promise<void> {
  await store.finishPlay(playId, {
    result: 3,
    winType: 5,
    winNumber: 0,
    resultText: '0',
    finalMoves: [],
    sgf: '',
    finishedAt: Date.now(),
  });
}

/**
 * Starts the process that is to own `playIds`, alone: at start it takes every unfinished game
 * no process owns. Answers it and its node id.
 */
async function startOwnerOf(playIds: readonly number[]): Promise<{ owner: ChildServer; node: string }> {
  const owner = await site.startProcess();
  const nodes = new Set(await Promise.all(playIds.map((id) => store.ownerNodeOf(id))));
  expect(nodes.size).toBe(1);
  const [node] = nodes;
  expect(node).not.toBeNull();
  return { owner, node: node as string };
}

async function ownerOf(playId: number): Promise<string | null> {
  return store.ownerNodeOf(playId);
}

/** What a process logged as an error (level 50 and up): failures outside any command's answer. */
function errorsOf(server: ChildServer): string[] {
  return server.errors
    .split('\n')
    .filter((line) => line.startsWith('{') && (JSON.parse(line) as { level: number }).level >= 50);
}

const median = (values: readonly number[]) => {
  const sorted = [...values].sort((x, y) => x - y);
  return sorted[Math.floor(sorted.length / 2)];
};

type ClockFields = Pick<InitData, 'blackthink' | 'whitethink' | 'bducount' | 'wducount' | 'bcost' | 'wcost'>;
const clockOf = (m: ClockFields): ClockFields => ({
  blackthink: m.blackthink,
  whitethink: m.whitethink,
  bducount: m.bducount,
  wducount: m.wducount,
  bcost: m.bcost,
  wcost: m.wcost,
});

describe('the owner of 50 games is killed with kill -9 at random moments', () => {
  /** A player's page: its socket now, and every one it had. */
  interface Seat {
    readonly user: LiveUser;
    /** On the process that is killed. */
    readonly onVictim: boolean;
    socket: TestClient;
    readonly sockets: TestClient[];
  }

  /** A move sent whose answer had not come when the owner was killed. */
  interface Pending {
    readonly seat: Seat;
    readonly step: number;
    readonly point: string;
    /** How many messages its socket had heard when it was sent. */
    readonly from: number;
  }

  interface Game {
    readonly id: number;
    readonly startsAt: number;
    readonly plan: readonly string[];
    /** Moves played before the kill, at most (the kill may come first). */
    readonly planned: number;
    /** When its first move is sent, after the round starts. */
    readonly delayMs: number;
    readonly black: Seat;
    readonly white: Seat;
    /** Where the page of the player on the killed process reconnects. */
    readonly rejoinAt: ChildServer;
    before: InitData | null;
    pending: Pending | null;
    /** Set at the kill: a move was sent and no client had its `pos` yet. */
    inFlight: Pending | null;
    /** The steps some client had seen acknowledged at the kill. */
    ackedAtKill: number;
  }

  interface Kill {
    killed: boolean;
    at: number;
    done: number;
    exited: Promise<void> | null;
    fire(): void;
  }

  /** What the rounds add up. */
  const tally = {
    games: 0,
    takeoverMs: [] as number[],
    ackedBeforeKill: 0,
    ackedInAll: 0,
    inFlight: 0,
    inFlightStoredByLostOwner: 0,
    inFlightPlayedAfter: 0,
    resent: 0,
    unavailable: 0,
    /** How much less the mover was charged than the time it thought (the last heartbeat's slack), ms. */
    unchargedMs: [] as number[],
    roundsKilledOnSend: 0,
    /** Games whose initdata after the takeover showed the mover's turn still running (elapsed checked). */
    elapsedChecked: 0,
  };

  const everyPos = (g: Game, step: number): Pos[] =>
    [g.black, g.white].flatMap((s) => s.sockets.flatMap((c) => posIn(c, step) ?? []));
  const acked = (g: Game, step: number) => everyPos(g, step).length > 0;

  /** Plays the game's moves as fast as the players see them, until the owner is killed. */
  async function playUntilKilled(
    g: Game,
    kill: Kill,
    trigger: { game: Game; step: number; delayMs: number } | null,
  ) {
    await sleep(g.delayMs);
    for (let step = 1; step <= g.planned && !kill.killed; step++) {
      const seat = step % 2 === 1 ? g.black : g.white;
      const point = g.plan[step - 1];
      g.pending = { seat, step, point, from: seat.socket.heard.length };
      seat.socket.send({ cmd: 'pos_stone', pos: point, step });
      if (trigger?.game === g && trigger.step === step) {
        // Killed while this move is on its way, or a few ms after.
        if (trigger.delayMs === 0) kill.fire();
        else setTimeout(kill.fire, trigger.delayMs);
        return;
      }
      const answer = await answerTo(seat.socket, step, g.pending.from, ANSWER_MS, () => kill.killed);
      // Killed first: the page deals with the move once it is back (settle).
      if (answer === null || (answer.cmd === 'error' && kill.killed)) return;
      if (answer.cmd === 'error') {
        throw new Error(
          `play ${g.id}: move ${step} refused before the kill: ${answer.code} ${answer.message}`,
        );
      }
      g.pending = null;
    }
  }

  /**
   * The move without an answer at the kill, as the page deals with it: the answer from a process
   * still running if it was sent there; else (or refused) it reads the game again, and sends the
   * move again, with the same step, only if it is still missing.
   */
  async function settle(g: Game): Promise<void> {
    const p = g.pending;
    if (!p) return;
    const { seat, step, point } = p;
    let answer = seat.onVictim ? null : await answerTo(seat.socket, step, p.from, ANSWER_MS);
    for (let tries = 0; tries < 10; tries++) {
      if (answer?.cmd === 'error') {
        if (answer.code === 'UNAVAILABLE') {
          tally.unavailable++;
          await sleep(RETRY_MS);
        } else if (!RESYNC_CODES.has(answer.code)) {
          throw new Error(`play ${g.id}: move ${step} refused: ${answer.code} ${answer.message}`);
        }
      }
      const game = await initData(seat.socket);
      if (acked(g, step) || game.stepcount >= step) return;
      // The player sent it after seeing the move before: every process that answers has that one.
      expect(game.stepcount, `play ${g.id}: moves seen by ${seat.user.username}`).toBe(step - 1);
      const from = seat.socket.heard.length;
      seat.socket.send({ cmd: 'pos_stone', pos: point, step });
      tally.resent++;
      answer = await answerTo(seat.socket, step, from, ANSWER_MS);
    }
    throw new Error(`play ${g.id}: move ${step} still not played after 10 tries`);
  }

  /** A chat message from black: once every socket has it, every process has stepped what came before. */
  async function allCaughtUp(g: Game): Promise<void> {
    const content = `resync${g.id}`;
    const sockets = [g.black.socket, g.white.socket];
    for (let tries = 0; tries < 10; tries++) {
      const from = g.black.socket.heard.length;
      g.black.socket.send({ cmd: 'add_chat', content });
      const answer = await until(
        () =>
          g.black.socket.heard
            .slice(from)
            .find(
              (m) =>
                (m.cmd === 'error' && m.replyTo === 'add_chat') ||
                (m.cmd === 'addchat' && m.chat.Content === content),
            ),
        ANSWER_MS,
        () => `play ${g.id}: no answer to the chat message`,
      );
      if (answer.cmd === 'error' && answer.code === 'UNAVAILABLE') {
        tally.unavailable++;
        await sleep(RETRY_MS);
        continue;
      }
      if (answer.cmd === 'error')
        throw new Error(`play ${g.id}: chat refused: ${answer.code} ${answer.message}`);
      await until(
        () => sockets.every((c) => c.heard.some((m) => m.cmd === 'addchat' && m.chat.Content === content)),
        ANSWER_MS,
        () => `play ${g.id}: the chat message did not reach every socket`,
      );
      return;
    }
    throw new Error(`play ${g.id}: chat message still refused after 10 tries`);
  }

  /** After the kill: reconnect, settle, wait for the takeover, then check the game and play on. */
  async function recover(g: Game, kill: Kill): Promise<void> {
    const lost = g.black.onVictim ? g.black : g.white;
    await lost.socket.closed(10_000);
    lost.socket = await enter(g.rejoinAt.url, g.id, lost.user);
    lost.sockets.push(lost.socket);
    await settle(g);
    const resume = await until(
      async () => resumesIn(await store.eventsOf(g.id))[0],
      20_000,
      () => `no process took play ${g.id} over`,
      50,
    );
    tally.takeoverMs.push(resume.at - kill.at);
    // The lost owner cannot have beaten after it died, nor more than a heartbeat before.
    expect(resume.downSince).toBeLessThanOrEqual(kill.done);
    expect(resume.downSince).toBeGreaterThanOrEqual(kill.at - HEARTBEAT_SLACK_MS);

    await allCaughtUp(g);
    const asked = Date.now();
    const views = await Promise.all([initData(g.black.socket), initData(g.white.socket)]);
    const answered = Date.now();
    const events = await storedLog(g.id);
    const moves = movesIn(events);
    const stored = moves.map((m) => m.point);
    // Nothing in flight now: every process shows exactly what is stored.
    for (const view of views) expect(view.pos, `play ${g.id}: initdata`).toEqual(stored);
    // Every move a client saw acknowledged, on any socket it had, is there as that move.
    for (const client of [...g.black.sockets, ...g.white.sockets]) {
      for (const m of client.heard)
        if (m.cmd === 'pos') expect(stored[m.step - 1], `play ${g.id}`).toBe(m.pos);
    }

    // The clock of the side to move at the kill: its turn started with the last move the lost owner stored.
    const before = moves.filter((m) => m.seq < resume.seq);
    const n0 = before.length;
    const turnStart = n0 === 0 ? g.startsAt : before[n0 - 1].at;
    const atTurnStart = n0 === 0 ? g.before : everyPos(g, n0)[0];
    if (!atTurnStart) throw new Error(`play ${g.id}: nobody heard move ${n0}`);
    const clocks = clockOf(atTurnStart);
    // The clocks start with the game's first move: before it nobody thinks on the clock.
    const clocksRan = n0 > 0;
    const thoughtBeforeKill = clocksRan ? kill.at - turnStart : 0;
    for (const view of views) {
      if (view.stepcount !== n0) continue;
      // Nobody moved since the takeover: no clock changed, and the mover's turn runs on without the gap.
      expect(clockOf(view), `play ${g.id}: clocks after the takeover`).toEqual(clocks);
      if (!clocksRan) {
        expect(view.elapsed, `play ${g.id}: no clock before the first move`).toBe(0);
        continue;
      }
      expect(view.elapsed).toBeLessThanOrEqual(
        thoughtBeforeKill + (kill.done - kill.at) + (answered - resume.at) + SLACK_MS,
      );
      expect(view.elapsed).toBeGreaterThanOrEqual(
        thoughtBeforeKill + (asked - resume.at) - HEARTBEAT_SLACK_MS,
      );
    }
    if (views.some((view) => view.stepcount === n0)) tally.elapsedChecked++;

    // The game goes on: the side to move plays once more; both players see it.
    const n = stored.length;
    const mover = n % 2 === 0 ? g.black : g.white;
    const from = mover.socket.heard.length;
    mover.socket.send({ cmd: 'pos_stone', pos: g.plan[n], step: n + 1 });
    const answer = await answerTo(mover.socket, n + 1, from, ANSWER_MS);
    expect(answer, `play ${g.id}: the move after the takeover`).toMatchObject({ cmd: 'pos', pos: g.plan[n] });
    for (const seat of [g.black, g.white]) {
      await until(
        () => posIn(seat.socket, n + 1),
        ANSWER_MS,
        () => `play ${g.id}: ${seat.user.username} did not see move ${n + 1}`,
      );
    }

    // The stored log: numbered without gap or repeat, each move once, in the order played.
    const final = await storedLog(g.id);
    const finalMoves = movesIn(final);
    expect(
      finalMoves.map((m) => m.point),
      `play ${g.id}: stored moves`,
    ).toEqual(g.plan.slice(0, n + 1));
    expect(resumesIn(final)).toHaveLength(1);
    // Every move any client saw acknowledged is stored as that move, and each socket saw it once.
    for (const seat of [g.black, g.white]) {
      for (const client of seat.sockets) {
        const steps = posSteps(client);
        expect(steps, `play ${g.id}: pos heard by a socket of ${seat.user.username}`).toEqual(
          steps.map((_, i) => steps[0] + i),
        );
        for (const m of client.heard) if (m.cmd === 'pos') expect(m.pos).toBe(finalMoves[m.step - 1]?.point);
      }
    }
    // The player on the process still running heard every move, from the first.
    const stayed = g.black.onVictim ? g.white : g.black;
    expect(posSteps(stayed.sockets[0])).toEqual(finalMoves.map((_, i) => i + 1));

    // The mover at the kill is charged, at its first move after the takeover, what it thought
    // before the kill and since the takeover: not the gap. The other side's clock does not move.
    const first = finalMoves[n0];
    const firstPos = everyPos(g, n0 + 1)[0];
    const thought = clocksRan ? thoughtBeforeKill + (first.at - resume.at) : 0;
    const [cost, think, otherCost, otherThink] =
      n0 % 2 === 0
        ? (['bcost', 'blackthink', 'wcost', 'whitethink'] as const)
        : (['wcost', 'whitethink', 'bcost', 'blackthink'] as const);
    const charged = firstPos[cost] - clocks[cost];
    expect(charged, `play ${g.id}: charged for the turn across the kill`).toBeLessThanOrEqual(
      thought + (kill.done - kill.at) + SLACK_MS,
    );
    expect(charged, `play ${g.id}: charged for the turn across the kill`).toBeGreaterThanOrEqual(
      thought - HEARTBEAT_SLACK_MS,
    );
    expect(firstPos[think]).toBe(clocks[think] - charged);
    expect(firstPos[otherCost]).toBe(clocks[otherCost]);
    expect(firstPos[otherThink]).toBe(clocks[otherThink]);
    tally.unchargedMs.push(thought - charged);

    if (g.inFlight) {
      const seq = finalMoves[g.inFlight.step - 1]?.seq ?? 0;
      if (seq < resume.seq) tally.inFlightStoredByLostOwner++;
      else tally.inFlightPlayedAfter++;
    }
    tally.ackedBeforeKill += g.ackedAtKill;
    tally.ackedInAll += finalMoves.filter((_, i) => acked(g, i + 1)).length;
  }

  async function round(count: number, random: () => number): Promise<void> {
    const pick = (n: number) => Math.floor(random() * n);
    const plays = [];
    for (let i = 0; i < count; i++) {
      const b = pick(users.length);
      const w = (b + 1 + pick(users.length - 1)) % users.length;
      const play = await createPlayIn(store, users[b], users[w]);
      plays.push({ play, black: users[b], white: users[w] });
    }
    const { owner: victim } = await startOwnerOf(plays.map((p) => p.play.id));
    const survivors = await Promise.all([site.startProcess(), site.startProcess()]);

    const games: Game[] = await Promise.all(
      plays.map(async ({ play, black, white }) => {
        const blackOnVictim = random() < 0.5;
        const elsewhere = survivors[pick(2)];
        const rejoinAt = survivors[pick(2)];
        const planned = pick(MAX_MOVES_BEFORE_KILL + 1);
        const delayMs = pick(150);
        const plan = shuffled(apartPoints(9), random);
        const [bs, ws] = await Promise.all([
          joinAt(blackOnVictim ? victim.url : elsewhere.url, play.id, black),
          joinAt(blackOnVictim ? elsewhere.url : victim.url, play.id, white),
        ]);
        const seat = (user: LiveUser, socket: TestClient, onVictim: boolean): Seat => ({
          user,
          onVictim,
          socket,
          sockets: [socket],
        });
        const g: Game = {
          id: play.id,
          startsAt: play.startsAt,
          plan,
          planned,
          delayMs,
          black: seat(black, bs, blackOnVictim),
          white: seat(white, ws, !blackOnVictim),
          rejoinAt,
          before: null,
          pending: null,
          inFlight: null,
          ackedAtKill: 0,
        };
        // Both joins are done once each socket answers (one command at a time per socket).
        [g.before] = await Promise.all([initData(bs), initData(ws)]);
        return g;
      }),
    );

    const kill: Kill = {
      killed: false,
      at: 0,
      done: 0,
      exited: null,
      fire() {
        if (kill.killed) return;
        kill.killed = true;
        kill.at = Date.now();
        kill.exited = victim.kill().then(() => {
          kill.done = Date.now();
        });
        for (const g of games) {
          if (g.pending && !acked(g, g.pending.step)) g.inFlight = g.pending;
          let n = 0;
          while (acked(g, n + 1)) n++;
          g.ackedAtKill = n;
        }
      },
    };
    // Most rounds: the kill follows a move sent by one of the games, at once or a few ms later;
    // the others: at a random moment while the games are being played.
    const playing = games.filter((g) => g.planned > 0);
    let trigger: { game: Game; step: number; delayMs: number } | null = null;
    let timer: NodeJS.Timeout | null = null;
    if (playing.length > 0 && random() < 0.6) {
      const game = playing[pick(playing.length)];
      trigger = { game, step: 1 + pick(game.planned), delayMs: random() < 0.5 ? 0 : pick(8) };
      tally.roundsKilledOnSend++;
    } else {
      timer = setTimeout(kill.fire, pick(250));
    }
    await Promise.all(games.map((g) => playUntilKilled(g, kill, trigger)));
    if (!timer) kill.fire();
    await until(
      () => kill.exited !== null,
      5_000,
      () => 'the kill',
    );
    await kill.exited;
    tally.inFlight += games.filter((g) => g.inFlight).length;

    await Promise.all(games.map((g) => recover(g, kill)));
    tally.games += games.length;

    for (const g of games) {
      for (const seat of [g.black, g.white]) for (const client of seat.sockets) client.close();
      await finish(g.id);
    }
    await Promise.all(survivors.map((s) => s.stop()));
    for (const server of survivors) expect(errorsOf(server)).toEqual([]);
  }

  it('the owner killed with kill -9 at random points in 50 games: nothing acknowledged lost, no duplicate, clocks within 1 s', async () => {
    console.log(`failover: seed ${SEED} (TENGEN_FAILOVER_SEED=${SEED} plays this run again)`);
    const random = mulberry32(SEED);
    const started = Date.now();
    for (let i = 0; i * PER_ROUND < GAMES; i++)
      await round(Math.min(PER_ROUND, GAMES - i * PER_ROUND), random);

    expect(tally.games).toBe(GAMES);
    const takeover = tally.takeoverMs;
    console.log(
      [
        `failover: ${tally.games} games in ${Math.ceil(GAMES / PER_ROUND)} rounds (${tally.roundsKilledOnSend} killed right after a move was sent), ${((Date.now() - started) / 1000).toFixed(1)} s`,
        `  takeover (kill to resume): median ${median(takeover)} ms, max ${Math.max(...takeover)} ms, min ${Math.min(...takeover)} ms`,
        `  moves acknowledged: ${tally.ackedBeforeKill} before the kill, ${tally.ackedInAll} in all`,
        `  a move in flight at the kill: ${tally.inFlight} games (stored by the lost owner ${tally.inFlightStoredByLostOwner}, played after the takeover ${tally.inFlightPlayedAfter}); sent again ${tally.resent}, UNAVAILABLE ${tally.unavailable}`,
        `  clocks: elapsed checked in initdata after the takeover in ${tally.elapsedChecked} games, the charge at the first move after it in all; mover's time left uncharged (before its last heartbeat): median ${median(tally.unchargedMs)} ms, max ${Math.max(...tally.unchargedMs)} ms, min ${Math.min(...tally.unchargedMs)} ms`,
      ].join('\n'),
    );
    expect(Math.max(...takeover)).toBeLessThanOrEqual(NODE_TTL_MS + 2 * SWEEP_MS + 2 * REQUEST_MS);
  }, 400_000);
});

const range = (n: number) => Array.from({ length: n }, (_, i) => i + 1);
const names = (users: readonly { username: string }[]) => users.map((u) => u.username).sort();
const lastUserList = (client: TestClient) =>
  names(
    client.heard.filter((m): m is ServerMessageOf<'onlineuser'> => m.cmd === 'onlineuser').at(-1)?.userlist ??
      [],
  );

/** Waits until every client has heard move `step`. */
async function allSaw(clients: readonly TestClient[], step: number, what: string): Promise<void> {
  await until(
    () => clients.every((c) => posIn(c, step)),
    ANSWER_MS,
    () => `${what}: not every socket saw move ${step}`,
  );
}

/** Each client heard each move once, in order, and shows exactly the stored moves. */
async function sameEverywhere(playId: number, clients: readonly TestClient[], plan: readonly string[]) {
  const stored = movesIn(await storedLog(playId)).map((m) => m.point);
  expect(stored).toEqual(plan.slice(0, stored.length));
  for (const client of clients) {
    expect(posSteps(client), `play ${playId}: pos heard`).toEqual(range(stored.length));
    expect((await initData(client)).pos, `play ${playId}: initdata`).toEqual(stored);
  }
}

describe('Redis restarts in the middle of a game', () => {
  it('restarted (same port, empty data): the game goes on, no move lost or doubled; a spectator on a third process sees every move', async () => {
    const [alice, bob, carol] = users;
    const game = await createPlayIn(store, alice, bob, { boardSize: 19 });
    const { owner: a, node } = await startOwnerOf([game.id]);
    const [b, c] = await Promise.all([site.startProcess(), site.startProcess()]);
    const black = await enter(a.url, game.id, alice);
    const white = await enter(b.url, game.id, bob);
    const spectator = await enter(c.url, game.id, carol);
    const clients = [black, white, spectator];
    await Promise.all([initData(black), initData(white)]);
    const plan = shuffled(apartPoints(19), mulberry32(SEED));
    let played = 0;
    const playNext = () => {
      played++;
      return pageMove(played % 2 === 1 ? black : white, played, plan[played - 1]);
    };
    for (let i = 0; i < 4; i++) expect(await playNext()).toBe(0);

    // Moves go on while Redis stops and starts again, and after.
    let restarted = false;
    const restarting = site.redis.restart().then(() => {
      restarted = true;
    });
    let unavailable = 0;
    let duringRestart = 0;
    while (!restarted && played < 40) {
      unavailable += await playNext();
      duringRestart++;
    }
    await restarting;
    for (let i = 0; i < 4; i++) unavailable += await playNext();

    await allSaw(clients, played, 'after the restart');
    await sameEverywhere(game.id, clients, plan);
    const owner = await ownerOf(game.id);
    console.log(
      `Redis restart: ${played} moves, ${duringRestart} while it restarted; UNAVAILABLE ${unavailable}; the game's owner ${owner === node ? 'kept it' : 'changed'}`,
    );
    for (const client of clients) client.close();
    await finish(game.id);
    await Promise.all([a.stop(), b.stop(), c.stop()]);
    for (const server of [a, b, c]) expect(errorsOf(server)).toEqual([]);
  }, 120_000);

  /**
   * Redis restarted empty forgets the presence board; each process puts its users on it again
   * when its link comes back, so a join after the restart is told of everyone, and a player who
   * was there before and closes the page is said to have left.
   */
  it('restarted: a user who joins afterwards is told everyone in the room, and hears when a player leaves', async () => {
    const [alice, bob, carol] = users;
    const game = await createPlayIn(store, alice, bob, { boardSize: 19 });
    const { owner: a } = await startOwnerOf([game.id]);
    const b = await site.startProcess();
    const black = await enter(a.url, game.id, alice);
    const white = await enter(b.url, game.id, bob);
    expect(lastUserList(white)).toEqual(['alice', 'bob']);
    const plan = shuffled(apartPoints(19), mulberry32(SEED));
    await pageMove(black, 1, plan[0]);

    await site.redis.restart();
    // Moves go through again: both processes reach Redis.
    await pageMove(white, 2, plan[1]);
    await pageMove(black, 3, plan[2]);
    // A new join, on either process: told everyone present (the board may take a moment to fill again).
    let seen: string[] = [];
    const deadline = Date.now() + NODE_TTL_MS + 2 * SWEEP_MS;
    let guest: TestClient | null = null;
    for (let i = 0; ; i++) {
      guest?.close();
      guest = await enter((i % 2 === 0 ? a : b).url, game.id, carol);
      seen = lastUserList(guest);
      if (seen.length === 3 || Date.now() > deadline) break;
      await sleep(500);
    }
    try {
      expect(seen, 'onlineuser of a join after the restart').toEqual(['alice', 'bob', 'carol']);
      // Bob's page closes: everyone still there hears he left.
      white.close();
      expect(await guest.next('exit', (m) => m.username === 'bob')).toMatchObject({ reason: 'left' });
    } finally {
      for (const client of [black, white, guest]) client.close();
      await finish(game.id);
      await Promise.all([a.stop(), b.stop()]);
    }
  }, 60_000);

  it("killed for 2 s, then restarted: the owner's players play on, the replica's are refused with UNAVAILABLE, then every process catches up", async () => {
    const [alice, bob, carol, dave] = users;
    const one = await createPlayIn(store, alice, bob, { boardSize: 19 });
    const two = await createPlayIn(store, carol, dave, { boardSize: 19 });
    const { owner: a, node } = await startOwnerOf([one.id, two.id]);
    const [b, c] = await Promise.all([site.startProcess(), site.startProcess()]);
    // One: black on the owner's process, white on another, a guest on the third.
    const black1 = await enter(a.url, one.id, alice);
    const white1 = await enter(b.url, one.id, bob);
    const guest1 = await enter(c.url, one.id, null);
    // Two: both players on the owner's process, a guest on each of the others.
    const black2 = await enter(a.url, two.id, carol);
    const white2 = await enter(a.url, two.id, dave);
    const guest2b = await enter(b.url, two.id, null);
    const guest2c = await enter(c.url, two.id, null);
    const clients1 = [black1, white1, guest1];
    const clients2 = [black2, white2, guest2b, guest2c];
    await Promise.all([black1, white1, black2, white2].map(initData));
    const random = mulberry32(SEED);
    const plan1 = shuffled(apartPoints(19), random);
    const plan2 = shuffled(apartPoints(19), random);
    for (let step = 1; step <= 3; step++)
      expect(await pageMove(step % 2 ? black1 : white1, step, plan1[step - 1])).toBe(0);
    for (let step = 1; step <= 2; step++)
      expect(await pageMove(step % 2 ? black2 : white2, step, plan2[step - 1])).toBe(0);
    await allSaw(clients1, 3, 'play one');
    await allSaw(clients2, 2, 'play two');

    await site.redis.kill();
    const down = Date.now();
    // The replica's player: its move cannot reach the owner; refused, nothing done.
    const refusedMove = async () => {
      const from = white1.heard.length;
      white1.send({ cmd: 'pos_stone', pos: plan1[3], step: 4 });
      return answerTo(white1, 4, from, ANSWER_MS);
    };
    expect(await refusedMove()).toMatchObject({ cmd: 'error', code: 'UNAVAILABLE', replyTo: 'pos_stone' });
    // The owner's players: every move accepted at once, and both see it.
    for (let step = 3; step <= 8; step++) {
      const mover = step % 2 ? black2 : white2;
      const from = mover.heard.length;
      mover.send({ cmd: 'pos_stone', pos: plan2[step - 1], step });
      expect(await answerTo(mover, step, from, ANSWER_MS), `play two, move ${step}`).toMatchObject({
        cmd: 'pos',
      });
      await allSaw([black2, white2], step, 'play two during the outage');
    }
    // The outage lasts about 2 s; the replica's player is still refused at its end.
    await sleep(Math.max(0, 2_000 - (Date.now() - down)));
    expect(await refusedMove()).toMatchObject({ cmd: 'error', code: 'UNAVAILABLE', replyTo: 'pos_stone' });
    expect(movesIn(await storedLog(one.id))).toHaveLength(3);

    await site.redis.restart();
    const outageMs = Date.now() - down;
    // With no further move, the replicas read what they missed: their sockets get every move once.
    await allSaw(clients2, 8, 'play two after the restart');
    await sameEverywhere(two.id, clients2, plan2);
    await sameEverywhere(one.id, clients1, plan1);
    // White's page sends its move again: played once the link is back.
    const unavailable = await pageMove(white1, 4, plan1[3]);
    await allSaw(clients1, 4, 'play one after the restart');
    expect(await pageMove(black2, 9, plan2[8])).toBe(0);
    await allSaw(clients2, 9, 'play two after the restart');
    await sameEverywhere(one.id, clients1, plan1);
    await sameEverywhere(two.id, clients2, plan2);
    const owners = [await ownerOf(one.id), await ownerOf(two.id)];
    console.log(
      `Redis killed for ${outageMs} ms: 6 moves played on the owner during it; white's move refused twice, then ${unavailable} more UNAVAILABLE before it was played; owners ${owners.map((o) => (o === node ? 'kept' : 'changed')).join(', ')}`,
    );
    for (const client of [...clients1, ...clients2]) client.close();
    await Promise.all([finish(one.id), finish(two.id)]);
    await Promise.all([a.stop(), b.stop(), c.stop()]);
    for (const server of [a, b, c]) expect(errorsOf(server)).toEqual([]);
  }, 90_000);
});
