/**
 * `tengen serve --port 0` as a child process, running the compiled server as users run it, on a
 * data folder of the test's choosing: the browser tests' server, and restart tests that kill it
 * with SIGKILL mid-game and start it again on the same folder.
 * Plus the few HTTP calls a game page makes (register, play info, join), against any URL.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PlayInfo } from '@tengen/protocol';
import { openStore } from '../storage/open-store.ts';
import type { Store } from '../storage/store.ts';
import type { NewPlay, Play } from '../storage/types.ts';
import { type LiveUser, TestClient } from './test-live.ts';

const REPO = fileURLToPath(new URL('../../../../', import.meta.url));
const TENGEN = join(REPO, 'bin', 'tengen.js');
const LISTENING = /tengen: listening on (http:\/\/[^\s]+)/;

export interface ChildServerOptions {
  /** The built site to serve; by default a one-file site in the data folder. */
  readonly webDir?: string;
  /** Variables added to the child's environment. */
  readonly env?: Readonly<Record<string, string>>;
  readonly timeoutMs?: number;
}

/** Every child still running, so a failed test cannot leave one behind. */
const running = new Set<ChildServer>();

export class ChildServer {
  private stderr = '';
  private exited: Promise<void>;

  private constructor(
    private readonly child: ChildProcess,
    readonly url: string,
  ) {
    this.exited = new Promise((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) resolve();
      else child.once('exit', () => resolve());
    });
    child.stderr?.on('data', (chunk: Buffer) => {
      this.stderr += chunk.toString();
    });
    running.add(this);
  }

  /**
   * Starts `tengen serve` on `dataDir` (SQLite) and waits until it listens. Without `webDir`
   * (the built site) it serves a one-file site: the pages are not what most of these tests are
   * about, and it keeps the server from warning that the real one is not built.
   */
  static start(dataDir: string, options: ChildServerOptions = {}): Promise<ChildServer> {
    const { timeoutMs = 20_000 } = options;
    let webDir = options.webDir;
    if (webDir === undefined) {
      webDir = join(dataDir, 'web');
      mkdirSync(webDir, { recursive: true });
      writeFileSync(join(webDir, 'index.html'), '<!doctype html><head><!--tengen-host--></head>');
    }
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      TENGEN_DATA_DIR: dataDir,
      TENGEN_WEB_DIR: webDir,
      HOST: '127.0.0.1',
      ...options.env,
    };
    delete env.DATABASE_URL;
    delete env.TENGEN_SOCKET_URL;
    delete env.TENGEN_SOCKET_URL2;
    const child = spawn(process.execPath, [TENGEN, 'serve', '--port', '0'], {
      cwd: REPO,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    return new Promise((resolve, reject) => {
      let out = '';
      let err = '';
      const fail = (why: string) => {
        clearTimeout(timer);
        child.kill('SIGKILL');
        reject(new Error(`tengen serve ${why}\nstdout: ${out}\nstderr: ${err}`));
      };
      const timer = setTimeout(() => fail(`did not listen within ${timeoutMs} ms`), timeoutMs);
      const onErr = (chunk: Buffer) => {
        err += chunk.toString();
      };
      const onOut = (chunk: Buffer) => {
        out += chunk.toString();
        const url = LISTENING.exec(out)?.[1];
        if (!url) return;
        clearTimeout(timer);
        child.stdout?.off('data', onOut);
        child.stderr?.off('data', onErr);
        child.stdout?.resume();
        const server = new ChildServer(child, url);
        server.stderr = err;
        resolve(server);
      };
      child.stdout?.on('data', onOut);
      child.stderr?.on('data', onErr);
      child.once('exit', (code, signal) => fail(`exited (${code ?? signal}) before listening`));
      child.once('error', (error) => fail(`could not start: ${error.message}`));
    });
  }

  /** What the server wrote on stderr (its `onError` reports). */
  get errors(): string {
    return this.stderr;
  }

  /** `kill -9`: no shutdown, no last heartbeat, nothing flushed. */
  async kill(): Promise<void> {
    running.delete(this);
    this.child.kill('SIGKILL');
    await this.exited;
  }

  /** A clean stop (SIGTERM). */
  async stop(): Promise<void> {
    running.delete(this);
    this.child.kill('SIGTERM');
    await this.exited;
  }

  /** Kills every child server still running (afterAll). */
  static async killAll(): Promise<void> {
    await Promise.all([...running].map((s) => s.kill()));
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

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** A small seeded random generator (mulberry32), so a failing run can be repeated. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
