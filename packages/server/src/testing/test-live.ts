/**
 * For live-play tests: the real server (HTTP and WebSockets) on a store of the test's
 * choosing, real accounts, and WebSocket clients that talk to it as the game page does.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { LobbyInfo, PlayInfo, ServerMessage } from '@tengen/protocol';
import WebSocket from 'ws';
import { loadConfig, type SocketEndpoints } from '../config/server-config.ts';
import type { Logger } from '../ops/logger.ts';
import { type RunningServer, startServer } from '../server.ts';
import type { StoreLocation } from '../storage/open-store.ts';
import type { NewPlay, Play } from '../storage/types.ts';

type Cmd = ServerMessage['cmd'];
type Of<C extends Cmd> = Extract<ServerMessage, { cmd: C }>;

/** A game page's socket: everything it received, in order, and ways to wait for more. */
export class TestClient {
  /** What was received and not yet taken by `next`. */
  readonly received: ServerMessage[] = [];
  /** Everything received, in order; `next` takes nothing from it. */
  readonly heard: ServerMessage[] = [];
  private waiters: (() => void)[] = [];
  private closedWith: number | null = null;
  /** The reason the server gave as it closed the socket ('' until then). */
  closeReason = '';

  private constructor(private readonly ws: WebSocket) {
    ws.on('message', (data) => {
      const message = JSON.parse(data.toString()) as ServerMessage;
      this.received.push(message);
      this.heard.push(message);
      for (const w of this.waiters.splice(0)) w();
    });
    ws.on('close', (code, reason) => {
      this.closedWith = code;
      this.closeReason = reason.toString();
      for (const w of this.waiters.splice(0)) w();
    });
  }

  static connect(url: string): Promise<TestClient> {
    return new Promise((resolve, reject) => {
      const ws = new WebSocket(url);
      ws.once('open', () => resolve(new TestClient(ws)));
      ws.once('error', reject);
    });
  }

  send(message: object): void {
    this.ws.send(JSON.stringify(message));
  }

  sendRaw(text: string | Buffer): void {
    this.ws.send(text);
  }

  /** The first message with this `cmd` (and matching `where`) after the first `skip` of them. */
  async next<C extends Cmd>(
    cmd: C,
    where: (m: Of<C>) => boolean = () => true,
    timeoutMs = 5000,
  ): Promise<Of<C>> {
    const deadline = Date.now() + timeoutMs;
    let seen = 0;
    for (;;) {
      for (; seen < this.received.length; seen++) {
        const m = this.received[seen];
        if (m.cmd === cmd && where(m as Of<C>)) {
          this.received.splice(seen, 1);
          return m as Of<C>;
        }
      }
      if (this.closedWith !== null)
        throw new Error(`socket closed (${this.closedWith}) while waiting for ${cmd}`);
      const left = deadline - Date.now();
      if (left <= 0) {
        throw new Error(
          `no ${cmd} within ${timeoutMs} ms; got ${this.received.map((m) => m.cmd).join(', ')}`,
        );
      }
      await new Promise<void>((resolve) => {
        const t = setTimeout(resolve, left);
        this.waiters.push(() => {
          clearTimeout(t);
          resolve();
        });
      });
    }
  }

  /** Waits until the socket is closed; answers the close code. */
  async closed(timeoutMs = 5000): Promise<number> {
    const deadline = Date.now() + timeoutMs;
    while (this.closedWith === null) {
      if (Date.now() > deadline) throw new Error('socket still open');
      await new Promise((r) => setTimeout(r, 20));
    }
    return this.closedWith;
  }

  close(): void {
    this.ws.close();
  }
}

export interface LiveUser {
  readonly id: number;
  readonly username: string;
  readonly token: string;
}

export class LiveSite {
  private constructor(
    readonly server: RunningServer,
    private readonly dir: string,
  ) {}

  /**
   * Starts the real server on 127.0.0.1 and a free port, over the given store (SQLite by
   * default); `sockets` overrides the socket settings (e.g. a shorter liveness period), `env`
   * adds variables (e.g. shorter game waits). It logs nothing unless given a logger.
   */
  static async start(
    database?: StoreLocation,
    dir = mkdtempSync(join(tmpdir(), 'tengen-live-')),
    sockets: Partial<SocketEndpoints> = {},
    logger?: Logger,
    env: Readonly<Record<string, string>> = {},
  ): Promise<LiveSite> {
    const config = loadConfig({ ...env, TENGEN_DATA_DIR: dir, PORT: '0', HOST: '127.0.0.1' });
    if (!config.ok) throw new Error(config.error);
    const cheap = {
      ...config.value,
      passwordCost: { N: 2 ** 10, r: 8, p: 1 },
      sockets: { ...config.value.sockets, ...sockets },
    };
    const server = await startServer(database ? { ...cheap, database } : cheap, { logger });
    return new LiveSite(server, dir);
  }

  get url(): string {
    return this.server.url;
  }

  get store() {
    return this.server.store;
  }

  async register(username: string): Promise<LiveUser> {
    const body = new URLSearchParams({ username, password: 'correct-horse' });
    const res = await fetch(`${this.url}/api/account/register/`, { method: 'POST', body });
    const json = (await res.json()) as { token: string; user: { userid: number } };
    if (!res.ok) throw new Error(`register ${username}: ${JSON.stringify(json)}`);
    return { id: json.user.userid, username, token: json.token };
  }

  /** A play between two users starting now, with the given settings over short defaults. */
  createPlay(black: LiveUser, white: LiveUser, settings: Partial<NewPlay> = {}): Promise<Play> {
    const now = Date.now();
    return this.store.createPlay({
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

  async playInfo(playId: number, user: LiveUser | null): Promise<PlayInfo> {
    const headers: Record<string, string> = user ? { authorization: `JWT ${user.token}` } : {};
    const res = await fetch(`${this.url}/jwt/getplayinfo/${playId}/`, { headers });
    if (!res.ok) throw new Error(`getplayinfo ${playId}: ${res.status} ${await res.text()}`);
    return (await res.json()) as PlayInfo;
  }

  /** Opens the game page's socket as `user` (null: a guest) and joins the room. */
  async join(
    playId: number,
    user: LiveUser | null,
    which: 'sockethost' | 'sockethost2' = 'sockethost',
  ): Promise<TestClient> {
    const info = await this.playInfo(playId, user);
    const client = await TestClient.connect(info[which]);
    client.send({ cmd: 'init_user', pkey: `play:${playId}`, userkey: info.userkey });
    await client.next('connected');
    return client;
  }

  /** Opens the lobby's socket as `user` (null: a guest). */
  async joinLobby(user: LiveUser | null): Promise<TestClient> {
    const headers: Record<string, string> = user ? { authorization: `JWT ${user.token}` } : {};
    const info = (await (await fetch(`${this.url}/api/lobby/`, { headers })).json()) as LobbyInfo;
    const client = await TestClient.connect(info.sockethost);
    client.send({ cmd: 'init_user', pkey: 'lobby', userkey: info.userkey });
    await client.next('connected');
    return client;
  }

  async stop(): Promise<void> {
    await this.server.close();
  }

  /** Stops the server and deletes its data folder. */
  async destroy(): Promise<void> {
    await this.stop();
    rmSync(this.dir, { recursive: true, force: true });
  }
}
