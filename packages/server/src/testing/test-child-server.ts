/**
 * `tengen serve --port 0` as a child process, running the compiled server as users run it, on a
 * data folder of the test's choosing: the browser tests' server, and restart tests that kill it
 * with SIGKILL mid-game and start it again on the same folder.
 * Plus the few HTTP calls a game page makes (register, play info, join), against any URL.
 */
import { join } from 'node:path';
import type { LobbyInfo, PlayInfo, ServerMessageOf } from '@tengen/protocol';
import { expect } from 'vitest';
import { openStore } from '../storage/open-store.ts';
import type { Store } from '../storage/store.ts';
import type { NewPlay, Play } from '../storage/types.ts';
import { type LiveUser, TestClient } from './test-live.ts';
import { ServeProcess } from './test-serve-process.ts';

export interface ChildServerOptions {
  /** The built site to serve; by default a one-file site in the data folder. */
  readonly webDir?: string;
  /** Variables added to the child's environment. */
  readonly env?: Readonly<Record<string, string>>;
  /** Options after `serve --port 0` (`--port N` overrides it). */
  readonly args?: readonly string[];
  readonly timeoutMs?: number;
}

/** A `tengen serve` that listens: its URL, what it reported, and the two ways to end it. */
export class ChildServer {
  private constructor(
    private readonly serving: ServeProcess,
    readonly url: string,
  ) {}

  /** Starts `tengen serve` on `dataDir` (SQLite) and waits until it listens. */
  static async start(dataDir: string, options: ChildServerOptions = {}): Promise<ChildServer> {
    const { timeoutMs = 20_000 } = options;
    const serving = ServeProcess.start({
      dataDir,
      env: options.env,
      webDir: options.webDir,
      args: options.args,
    });
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<never>((_, reject) => {
      timer = setTimeout(() => {
        serving.signal('SIGKILL');
        reject(new Error(`tengen serve did not listen within ${timeoutMs} ms\nstderr: ${serving.stderr}`));
      }, timeoutMs);
    });
    try {
      return new ChildServer(serving, await Promise.race([serving.url(), late]));
    } finally {
      clearTimeout(timer);
    }
  }

  /**
   * The process's node id in a site of several (`server_nodes`, `analysis_jobs.claimed_by`), as
   * it logged when it joined the others through Redis.
   */
  get node(): string {
    const joined = this.serving
      .logLines('stdout')
      .find((line) => line.component === 'cluster' && 'node' in line);
    if (joined === undefined) throw new Error('the process did not log joining the others through Redis');
    return String(joined.node);
  }

  /** What the server wrote on stderr (its warnings and errors). */
  get errors(): string {
    return this.serving.stderr;
  }

  /** `kill -9`: no shutdown, no last heartbeat, nothing flushed. */
  async kill(): Promise<void> {
    this.serving.signal('SIGKILL');
    await this.serving.exited;
  }

  /** Sends a signal (SIGSTOP pauses the process, SIGCONT lets it run again). */
  signal(name: NodeJS.Signals): void {
    this.serving.signal(name);
  }

  /** A clean stop (SIGTERM). */
  async stop(): Promise<void> {
    this.serving.signal('SIGTERM');
    await this.serving.exited;
  }

  /** Kills every child server still running (afterAll). */
  static killAll(): Promise<void> {
    return ServeProcess.killAll();
  }
}

/** The SQLite store a child server of `dataDir` uses, opened by the test process alongside it. */
export function openChildStore(dataDir: string): Promise<Store> {
  return openStore({ kind: 'sqlite', file: join(dataDir, 'tengen.sqlite') });
}

export async function registerAt(url: string, username: string): Promise<LiveUser> {
  const body = new URLSearchParams({ username, password: 'correct-horse' });
  const res = await fetch(`${url}/api/account/register/`, { method: 'POST', body });
  const json = (await res.json()) as { token: string; user: { userid: number } };
  if (!res.ok) throw new Error(`register ${username}: ${JSON.stringify(json)}`);
  return { id: json.user.userid, username, token: json.token };
}

/** A play between two users starting now (or `startsAt`), on 9×9 with 10 min + 3 × 30 s unless set. */
export function createPlayIn(
  store: Store,
  black: LiveUser,
  white: LiveUser,
  settings: Partial<NewPlay> = {},
): Promise<Play> {
  const now = Date.now();
  return store.createPlay({
    boardSize: 9,
    mainMinutes: 10,
    byoyomiSeconds: 30,
    byoyomiPeriods: 3,
    ...settings,
    blackId: black.id,
    whiteId: white.id,
    startsAt: settings.startsAt ?? now - 1,
    createdAt: now,
  });
}

export async function playInfoAt(url: string, playId: number, user: LiveUser | null): Promise<PlayInfo> {
  const headers: Record<string, string> = user ? { authorization: `JWT ${user.token}` } : {};
  const res = await fetch(`${url}/jwt/getplayinfo/${playId}/`, { headers });
  if (!res.ok) throw new Error(`getplayinfo ${playId}: ${res.status} ${await res.text()}`);
  return (await res.json()) as PlayInfo;
}

/** Opens the game page's socket on the server at `url` as `user` (null: a guest) and joins the room. */
export async function joinAt(url: string, playId: number, user: LiveUser | null): Promise<TestClient> {
  const info = await playInfoAt(url, playId, user);
  const client = await TestClient.connect(info.sockethost);
  client.send({ cmd: 'init_user', pkey: `play:${playId}`, userkey: info.userkey });
  await client.next('connected');
  return client;
}

/** Opens the lobby's socket on the server at `url` as `user` (null: a guest). */
export async function joinLobbyAt(url: string, user: LiveUser | null): Promise<TestClient> {
  const headers: Record<string, string> = user ? { authorization: `JWT ${user.token}` } : {};
  const info = (await (await fetch(`${url}/api/lobby/`, { headers })).json()) as LobbyInfo;
  const client = await TestClient.connect(info.sockethost);
  client.send({ cmd: 'init_user', pkey: 'lobby', userkey: info.userkey });
  await client.next('connected');
  return client;
}

/**
 * Plays SGF points in turn from `firstStep` (`tt` a pass), black on odd steps; waits until the
 * players and every watcher heard each move.
 */
export async function play(
  black: TestClient,
  white: TestClient,
  points: readonly string[],
  watchers: readonly TestClient[] = [],
  firstStep = 1,
): Promise<void> {
  for (let i = 0; i < points.length; i++) {
    const step = firstStep + i;
    const mover = step % 2 === 1 ? black : white;
    if (points[i] === 'tt') mover.send({ cmd: 'pass_req', step });
    else mover.send({ cmd: 'pos_stone', pos: points[i], step });
    for (const c of [black, white, ...watchers]) await c.next('pos', (m) => m.step === step);
  }
}

/** The whole game as the page reads it (`getinitdata`). */
export async function initDataOf(client: TestClient, timeoutMs = 5000): Promise<ServerMessageOf<'initdata'>> {
  client.send({ cmd: 'getinitdata' });
  return client.next('initdata', () => true, timeoutMs);
}

/**
 * The play's stored log is numbered 1, 2, 3 … with no gap and no repeat; answers the points of
 * its moves, `tt` for a pass.
 */
export async function storedMoves(store: Store, playId: number): Promise<string[]> {
  const events = await store.eventsOf(playId);
  expect(events.map((e) => e.seq)).toEqual(events.map((_, i) => i + 1));
  return events.flatMap(({ event }) => {
    const e = event as { type: string; point?: string };
    return e.type === 'move' ? [e.point ?? ''] : e.type === 'pass' ? ['tt'] : [];
  });
}

/**
 * Writes a game's first moves into its log as if played before, one a second from `startsAt`
 * after both players joined (sending hundreds of moves over sockets would meet the socket rate
 * limit); the room replays them when it is loaded.
 */
export async function storePlayedMoves(
  store: Store,
  playId: number,
  moves: readonly string[],
  startsAt: number,
): Promise<void> {
  // both players showed up (else the replay ends the game by abstention), then the moves
  await store.appendEvent(playId, 1, { type: 'join', by: 1 }, startsAt);
  await store.appendEvent(playId, 2, { type: 'join', by: 2 }, startsAt);
  for (const [i, point] of moves.entries()) {
    const by = i % 2 === 0 ? 1 : 2;
    const command =
      point === 'tt' ? { type: 'pass', by, step: i + 1 } : { type: 'move', by, point, step: i + 1 };
    await store.appendEvent(playId, i + 3, command, startsAt + (i + 1) * 1000);
  }
}

/** Points of a 9×9 game that never capture, so any prefix is a legal game. */
export const QUIET_POINTS: readonly string[] = 'ee cc gg cg gc ge ec eg ce dd ff df fd bb hh bh'.split(' ');

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
