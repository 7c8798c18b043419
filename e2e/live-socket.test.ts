/**
 * The web client's socket connection and game controller against the real Tengen server: real
 * HTTP play info, real WebSockets (the `ws` package standing in for the browser's), a real
 * SQLite store, and a real restart of the server on the same port and data folder.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { createServer, type Server, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { PlayInfo } from '@tengen/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { loadConfig } from '../packages/server/src/config/server-config.ts';
import { type RunningServer, startServer } from '../packages/server/src/server.ts';
import { LiveSite, type LiveUser, type LiveSite as Site } from '../packages/server/src/testing/test-live.ts';
import { createApiClient } from '../packages/web/src/common/api/api-client.ts';
import { SocketConnection, type SocketOptions } from '../packages/web/src/common/socket/socket-connection.ts';
import type { WebSocketConstructor } from '../packages/web/src/common/socket/websocket-like.ts';
import { GameController } from '../packages/web/src/features/game/state/controller.ts';

/** Waits for a condition the network will make true (never for a length of time). */
async function until(what: string, condition: () => boolean, tries = 1000): Promise<void> {
  for (let i = 0; i < tries; i++) {
    if (condition()) return;
    await new Promise((r) => setTimeout(r, 10));
  }
  throw new Error(`never happened: ${what}`);
}

const dir = mkdtempSync(join(tmpdir(), 'tengen-e2e-socket-'));
let site: Site;
let restarted: RunningServer | null = null;
let alice: LiveUser;
let bob: LiveUser;
const open: { dispose(): void }[] = [];

beforeAll(async () => {
  site = await LiveSite.start(undefined, dir);
  alice = await site.register('alice');
  bob = await site.register('bob');
});

afterAll(async () => {
  for (const c of open) c.dispose();
  if (restarted) await restarted.close();
  else await site.stop();
  rmSync(dir, { recursive: true, force: true });
});

function socketFor(info: PlayInfo, extra: Partial<SocketOptions> = {}): SocketConnection {
  return new SocketConnection({
    hosts: [info.sockethost, info.sockethost2],
    pkey: `play:${info.playid}`,
    userkey: info.userkey,
    WebSocket: WebSocket as unknown as WebSocketConstructor,
    onJoin: [{ cmd: 'getinitdata' }],
    reconnectDelaysMs: [50, 100, 200],
    ...extra,
  });
}

function controllerFor(info: PlayInfo, user: LiveUser, socket = socketFor(info)) {
  const went: string[] = [];
  const controller = new GameController({
    play: info,
    api: createApiClient({ baseUrl: site.url, token: user.token }),
    socket,
    navigate: (to) => went.push(to),
    reload: () => went.push('reload'),
  });
  controller.start();
  open.push(controller);
  return { controller, socket, went };
}

describe('the web client against the real server', () => {
  let playId: number;
  let black: ReturnType<typeof controllerFor>;
  let white: ReturnType<typeof controllerFor>;

  it('joins: connected, then the online users and the whole state', async () => {
    const play = await site.createPlay(alice, bob, { boardSize: 9, singleLogin: true });
    playId = play.id;
    black = controllerFor(await site.playInfo(playId, alice), alice);
    white = controllerFor(await site.playInfo(playId, bob), bob);
    await until(
      'both synced',
      () => black.controller.getState().synced && white.controller.getState().synced,
    );
    expect(black.controller.getState().viewer).toMatchObject({ username: 'alice', role: 'member', seat: 1 });
    expect(white.controller.getState().viewer).toMatchObject({ username: 'bob', seat: 2 });
    await until('alice sees bob', () => black.controller.getState().users.some((u) => u.username === 'bob'));
    expect(black.controller.getState().status).toBe('playing');
  });

  it('a move both ways: the board, the turn and the clocks follow the server', async () => {
    expect(white.controller.play('ee')).toBe('NOT_YOUR_TURN');
    expect(black.controller.play('ee')).toBe('SENT');
    await until('white sees the move', () => white.controller.getState().moves.length === 1);
    expect(white.controller.getState().nextColor).toBe(2);
    expect(white.controller.play('ee')).toBe('NOT_EMPTY');
    expect(white.controller.play('cc')).toBe('SENT');
    await until('black sees the reply', () => black.controller.getState().moves.length === 2);
    expect(black.controller.getState().moves).toEqual(['ee', 'cc']);
    expect(black.controller.getState().position.board.get({ x: 2, y: 2 })).toBe(2);
    expect(black.controller.getState().clocks.white.mainMs).toBeLessThanOrEqual(600_000);
  });

  it('ping and pong keep the link', async () => {
    const info = await site.playInfo(playId, null);
    const socket = socketFor(info, { pingIntervalMs: 50, pongTimeoutMs: 5_000 });
    let pongs = 0;
    socket.onMessage((m) => {
      if (m.cmd === 'ping_resp') pongs++;
    });
    socket.start();
    open.push({ dispose: () => socket.close() });
    await until('three pongs', () => pongs >= 3);
    expect(socket.state).toBe('joined');
    expect(socket.stats.dropped).toBe(0);
    socket.close();
  });

  it('the server restarts: lost, reconnected, resynced, and no move doubled', async () => {
    const port = site.server.port;
    await site.stop();
    await until('both lost', () => black.socket.state === 'lost' && white.socket.state === 'lost');
    expect(black.controller.getState().synced).toBe(false);
    const config = loadConfig({ TENGEN_DATA_DIR: dir, PORT: String(port), HOST: '127.0.0.1' });
    if (!config.ok) throw new Error(config.error);
    restarted = await startServer({ ...config.value, passwordCost: { N: 2 ** 10, r: 8, p: 1 } });
    await until('both back and synced', () =>
      [black, white].every((c) => c.socket.state === 'joined' && c.controller.getState().synced),
    );
    expect(black.controller.getState().moves).toEqual(['ee', 'cc']);
    expect(white.controller.getState().moves).toEqual(['ee', 'cc']);
    expect(black.socket.stats.opened).toBeGreaterThanOrEqual(2);
    expect(black.controller.play('gg')).toBe('SENT');
    await until(
      'white sees the move after the restart',
      () => white.controller.getState().moves.length === 3,
    );
    expect(white.controller.getState().moves).toEqual(['ee', 'cc', 'gg']);
  });

  it('falls back to sockethost2 when sockethost does not connect', async () => {
    const info = await site.playInfo(playId, null);
    // A host that accepts TCP but never answers the WebSocket handshake.
    const held = new Set<Socket>();
    const silent: Server = createServer((s) => held.add(s));
    await new Promise<void>((r) => silent.listen(0, '127.0.0.1', r));
    const silentUrl = `ws://127.0.0.1:${(silent.address() as AddressInfo).port}/ws`;
    const socket = socketFor({ ...info, sockethost: silentUrl }, { fallbackAfterMs: 200 });
    socket.start();
    open.push({ dispose: () => socket.close() });
    await until('joined through the second host', () => socket.state === 'joined');
    socket.close();
    for (const s of held) s.destroy();
    await new Promise((r) => silent.close(r));
  });

  it('logged in elsewhere: the first page is replaced and leaves', async () => {
    const second = controllerFor(await site.playInfo(playId, alice), alice);
    await until('the second page synced', () => second.controller.getState().synced);
    await until('the first page replaced', () => black.socket.state === 'replaced');
    expect(black.controller.getState().connection).toBe('replaced');
    await until('the first page leaves', () => black.went.length > 0, 600);
    expect(black.went).toEqual(['/play/room/']);
    expect(second.socket.state).toBe('joined');
  });
});
