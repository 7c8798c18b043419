/**
 * The load generator: opens every socket of a step (two players and the spectators of each
 * game), then plays. `live`: one move per game every 5 s on average (uniform 2.5–7.5 s), with
 * the protocol's ping every 10 s from every socket. `busy`: each mover answers the opponent's
 * move at once, but never sends twice within `minGapMs` (under the server's 10 messages/s
 * limit). Latency is measured from the send to the mover's own receipt of the `pos` broadcast,
 * and to each spectator's receipt, on this process's monotonic clock.
 */
import { writeFileSync } from 'node:fs';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { mulberry32 } from '@tengen/core';
import WebSocket from 'ws';
import { stallLog } from './stalls.ts';
import { type Latency, Samples, sleep } from './stats.ts';

/** Moves of a legal game without captures on 19×19: black fills rows 1–9, white rows 11–19. */
export const GAME_MOVES: readonly string[] = (() => {
  const letter = (n: number) => String.fromCharCode(97 + n);
  const moves: string[] = [];
  for (let i = 0; i < 171; i++) {
    moves.push(`${letter(i % 19)}${letter(Math.floor(i / 19))}`);
    moves.push(`${letter(i % 19)}${letter(10 + Math.floor(i / 19))}`);
  }
  return moves;
})();

export interface Plan {
  readonly mode: 'live' | 'busy';
  readonly games: number;
  readonly spectatorsPerGame: number;
  /** The socket endpoint of each socket (several server processes: spread over them). */
  readonly url: (game: number, seat: number) => string;
  /** The first frame a socket sends: Tengen's `init_user`, the relay's room. */
  readonly joinFrame: (game: number, seat: number) => string;
  /** The frame a player sends to play `step` at `point`. */
  readonly moveFrame: (step: number, point: string) => string;
  readonly warmupMs: number;
  readonly durationMs: number;
  /** live: the mean time between two moves of a game. */
  readonly moveEveryMs: number;
  /** busy: the least time between two moves of one player. */
  readonly minGapMs: number;
  /** live: each socket pings this often (0: never). */
  readonly pingEveryMs: number;
  /** Sockets being opened at once. */
  readonly connectConcurrency: number;
  /**
   * The sockets come from 250 loopback source addresses, 127.0.<subnet>.2–251, so no address
   * runs short of ports; each step uses its own subnet, away from the last step's TIME_WAITs.
   */
  readonly subnet: number;
  readonly seed: number;
  /** Called once every socket is in its room, before the first move; and at the window's ends. */
  readonly onConnected: () => Promise<void>;
  readonly onWindowStart: () => void;
  readonly onWindowEnd: () => void;
  readonly log: (line: string) => void;
}

export interface LoadResult {
  readonly sockets: number;
  readonly connectMs: number;
  readonly windowMs: number;
  readonly movesSent: number;
  readonly movesAcked: number;
  readonly deliveries: number;
  /** live: timer firings that found the previous move not yet received by the next mover. */
  readonly late: number;
  readonly mover: Latency;
  readonly spectator: Latency;
  readonly errors: Record<string, number>;
  readonly clientCpuPct: number;
  readonly clientLoopP99Ms: number;
}

const POS_PREFIX = '{"cmd":"pos",';
const STEP_KEY = '"step":';
const PING = '{"cmd":"ping"}';

interface Game {
  readonly index: number;
  readonly sockets: WebSocket[];
  /** The number of the next move to send. */
  next: number;
  /** The next mover has seen the last move, so the next one may be sent. */
  ready: boolean;
  readonly sentAt: Float64Array;
  readonly lastSent: [number, number];
  timer: NodeJS.Timeout | null;
}

export async function runLoad(plan: Plan): Promise<LoadResult> {
  const random = mulberry32(plan.seed);
  const errors: Record<string, number> = {};
  const fail = (why: string) => {
    errors[why] = (errors[why] ?? 0) + 1;
  };
  const mover = new Samples();
  const spectator = new Samples();
  let windowStart = Number.POSITIVE_INFINITY;
  let windowEnd = Number.POSITIVE_INFINITY;
  let sending = false;
  let movesSent = 0;
  let movesAcked = 0;
  let deliveries = 0;
  let late = 0;
  const inWindow = (t: number) => t >= windowStart && t < windowEnd;
  // Numbers, not lines: a trace of strings would fill this process's own heap as it measures.
  const trace = process.env.BENCH_TRACE
    ? { at: new Samples(), latency: new Samples(), game: new Samples() }
    : null;

  const perGame = 2 + plan.spectatorsPerGame;
  const games: Game[] = Array.from({ length: plan.games }, (_, index) => ({
    index,
    sockets: [],
    next: 1,
    ready: true,
    sentAt: new Float64Array(GAME_MOVES.length + 2),
    lastSent: [0, 0],
    timer: null,
  }));

  const send = (game: Game) => {
    const step = game.next;
    if (step > GAME_MOVES.length || !sending) return;
    const seat = (step - 1) % 2;
    const now = performance.now();
    game.sentAt[step] = now;
    game.lastSent[seat] = now;
    game.ready = false;
    game.sockets[seat].send(plan.moveFrame(step, GAME_MOVES[step - 1]));
    if (inWindow(now)) movesSent++;
  };

  /** busy: the next mover answers at once, or as soon as its own gap allows. */
  const answer = (game: Game) => {
    const seat = (game.next - 1) % 2;
    const wait = game.lastSent[seat] + plan.minGapMs - performance.now();
    if (wait <= 0) send(game);
    else game.timer = setTimeout(() => send(game), wait);
  };

  const received = (game: Game, seat: number, text: string) => {
    if (!text.startsWith(POS_PREFIX)) {
      if (text.startsWith('{"cmd":"error"')) fail(`error ${JSON.parse(text).code}`);
      return;
    }
    const now = performance.now();
    const at = text.indexOf(STEP_KEY) + STEP_KEY.length;
    const step = Number.parseInt(text.slice(at, at + 4), 10);
    const sentAt = game.sentAt[step];
    const moverSeat = (step - 1) % 2;
    if (sentAt > 0 && inWindow(sentAt)) {
      deliveries++;
      if (seat === moverSeat) {
        mover.add(now - sentAt);
        if (trace) {
          trace.at.add(sentAt - windowStart);
          trace.latency.add(now - sentAt);
          trace.game.add(game.index);
        }
        movesAcked++;
      } else if (seat >= 2) {
        spectator.add(now - sentAt);
      }
    }
    if (seat === 1 - moverSeat && step === game.next) {
      game.next = step + 1;
      game.ready = true;
      if (plan.mode === 'busy') answer(game);
    }
  };

  // Connect every socket, a bounded number at a time.
  const connectStarted = performance.now();
  const total = plan.games * perGame;
  let opened = 0;
  const open = (i: number) =>
    new Promise<void>((resolve) => {
      const game = games[Math.floor(i / perGame)];
      const seat = i % perGame;
      const ws = new WebSocket(plan.url(game.index, seat), {
        localAddress: `127.0.${plan.subnet}.${2 + (i % 250)}`,
        perMessageDeflate: false,
      });
      game.sockets[seat] = ws;
      let joined = false;
      const timer = setTimeout(() => {
        if (joined) return;
        fail('connect timeout');
        ws.terminate();
        resolve();
      }, 60_000);
      ws.once('open', () => ws.send(plan.joinFrame(game.index, seat)));
      ws.on('message', (data: Buffer) => {
        const text = data.toString();
        if (joined) return received(game, seat, text);
        if (text.startsWith('{"cmd":"connected"')) {
          joined = true;
          clearTimeout(timer);
          resolve();
        } else if (text.startsWith('{"cmd":"error"')) {
          fail(`join ${JSON.parse(text).code}`);
        }
      });
      ws.on('error', (error) => {
        if (!joined) {
          fail(`connect ${(error as NodeJS.ErrnoException).code ?? error.message}`);
          clearTimeout(timer);
          resolve();
        }
      });
      ws.on('close', () => {
        if (joined && sending) fail('closed by server');
        if (!joined) {
          clearTimeout(timer);
          resolve();
        }
      });
    });
  let cursor = 0;
  const progress = setInterval(() => plan.log(`  connected ${opened}/${total}`), 5000);
  await Promise.all(
    Array.from({ length: Math.min(plan.connectConcurrency, total) }, async () => {
      while (cursor < total) {
        await open(cursor++);
        opened++;
      }
    }),
  );
  clearInterval(progress);
  const connectMs = performance.now() - connectStarted;
  await plan.onConnected();

  // Play.
  const loop = monitorEventLoopDelay({ resolution: 5 });
  const start = performance.now();
  windowStart = start + plan.warmupMs;
  windowEnd = windowStart + plan.durationMs;
  sending = true;
  for (const game of games) {
    if (plan.mode === 'live') {
      const tick = () => {
        if (game.ready) send(game);
        else if (sending) late++;
        if (sending) game.timer = setTimeout(tick, plan.moveEveryMs * (0.5 + random()));
      };
      game.timer = setTimeout(tick, plan.moveEveryMs * random());
    } else {
      game.timer = setTimeout(() => send(game), 200 * random());
    }
  }
  let pinger: NodeJS.Timeout | null = null;
  if (plan.mode === 'live' && plan.pingEveryMs > 0) {
    const all = games.flatMap((g) => g.sockets);
    const slices = plan.pingEveryMs / 100;
    let slice = 0;
    pinger = setInterval(() => {
      for (let i = slice; i < all.length; i += slices) {
        if (all[i].readyState === WebSocket.OPEN) all[i].send(PING);
      }
      slice = (slice + 1) % slices;
    }, 100);
  }
  await sleep(plan.warmupMs);
  loop.enable();
  const cpuBefore = process.cpuUsage();
  const stalls = stallLog('load');
  stalls?.start(windowStart);
  plan.onWindowStart();
  await sleep(plan.durationMs);
  plan.onWindowEnd();
  stalls?.write();
  const cpu = process.cpuUsage(cpuBefore);
  loop.disable();
  sending = false;
  if (pinger) clearInterval(pinger);
  for (const game of games) if (game.timer) clearTimeout(game.timer);
  // Let the moves still in flight arrive.
  for (let waited = 0; waited < 5000 && movesAcked < movesSent; waited += 100) await sleep(100);
  const lost = movesSent - movesAcked;
  if (lost > 0) errors['move never broadcast'] = lost;

  if (trace && process.env.BENCH_TRACE) writeTrace(process.env.BENCH_TRACE, trace);
  for (const game of games) for (const ws of game.sockets) ws?.terminate();
  return {
    sockets: total,
    connectMs,
    windowMs: plan.durationMs,
    movesSent,
    movesAcked,
    deliveries,
    late,
    mover: mover.summary(),
    spectator: spectator.summary(),
    errors,
    clientCpuPct: ((cpu.user + cpu.system) / 1000 / plan.durationMs) * 100,
    clientLoopP99Ms: loop.percentile(99) / 1e6,
  };
}

function writeTrace(file: string, trace: { at: Samples; latency: Samples; game: Samples }): void {
  const lines: string[] = [];
  for (let i = 0; i < trace.at.count; i++)
    lines.push(`${trace.at.get(i).toFixed(1)} ${trace.latency.get(i).toFixed(1)} ${trace.game.get(i)}`);
  writeFileSync(file, `${lines.join('\n')}\n`);
}
