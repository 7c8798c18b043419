import type { AddressInfo } from 'node:net';
import { createServer, type Server } from 'node:net';
import { SESSION_ENDED_CLOSE } from '@tengen/protocol';
import { serverExamples } from '@tengen/protocol/examples';
import { afterEach, describe, expect, it } from 'vitest';
import WebSocket, { WebSocketServer } from 'ws';
import { sessionEndedReason } from './session-ended.ts';
import { type ConnectionState, SocketConnection, type SocketOptions } from './socket-connection.ts';
import { ManualTimers } from './test-timers.ts';
import type { WebSocketConstructor } from './websocket-like.ts';

/** A scripted socket peer on 127.0.0.1: records what each connection sent, answers as told. */
class Peer {
  readonly frames: { conn: number; text: string }[] = [];
  readonly sockets: WebSocket[] = [];
  answerPings = true;
  private constructor(readonly wss: WebSocketServer) {
    wss.on('connection', (ws) => {
      const conn = this.sockets.push(ws) - 1;
      ws.on('message', (data) => {
        const text = data.toString();
        this.frames.push({ conn, text });
        const cmd = (JSON.parse(text) as { cmd: string }).cmd;
        if (cmd === 'init_user') ws.send(JSON.stringify(serverExamples.connected));
        if (cmd === 'ping' && this.answerPings) ws.send(JSON.stringify({ cmd: 'ping_resp' }));
      });
    });
  }

  static start(): Promise<Peer> {
    return new Promise((resolve) => {
      const wss: WebSocketServer = new WebSocketServer({ host: '127.0.0.1', port: 0 }, (): void =>
        resolve(new Peer(wss)),
      );
    });
  }

  get url(): string {
    return `ws://127.0.0.1:${(this.wss.address() as AddressInfo).port}/ws`;
  }

  cmds(conn?: number): string[] {
    return this.frames
      .filter((f) => conn === undefined || f.conn === conn)
      .map((f) => (JSON.parse(f.text) as { cmd: string }).cmd);
  }

  stop(): Promise<void> {
    for (const ws of this.sockets) ws.terminate();
    return new Promise((resolve) => this.wss.close(() => resolve()));
  }
}

/** Waits for a condition the network will make true (never for a length of time). */
async function until(what: string, condition: () => boolean): Promise<void> {
  for (let i = 0; i < 500; i++) {
    if (condition()) return;
    await new Promise((r) => setTimeout(r, 10));
  }
  throw new Error(`never happened: ${what}`);
}

const cleanup: (() => unknown)[] = [];
afterEach(async () => {
  for (const f of cleanup.splice(0).reverse()) await f();
});

function connect(hosts: string[], extra: Partial<SocketOptions> = {}) {
  const timers = new ManualTimers();
  const socket = new SocketConnection({
    hosts,
    pkey: 'play:7',
    userkey: 'key-7',
    WebSocket: WebSocket as unknown as WebSocketConstructor,
    onJoin: [{ cmd: 'getinitdata' }],
    timers,
    pingIntervalMs: 10_000,
    pongTimeoutMs: 8_000,
    fallbackAfterMs: 8_001,
    reconnectDelaysMs: [1_000, 2_000],
    ...extra,
  });
  const states: ConnectionState[] = [];
  const received: string[] = [];
  socket.onStateChange((s) => states.push(s));
  socket.onMessage((m) => received.push(m.cmd));
  cleanup.push(() => socket.close());
  socket.start();
  return { socket, timers, states, received };
}

async function startPeer(): Promise<Peer> {
  const peer = await Peer.start();
  cleanup.push(() => peer.stop());
  return peer;
}

describe('SocketConnection against a real socket peer', () => {
  it('joins with init_user, then asks for the starting state; nothing else goes before connected', async () => {
    const peer = await startPeer();
    const { socket, states } = connect([peer.url]);
    expect(socket.send({ cmd: 'send_fail' })).toBe(false);
    await until('joined', () => socket.state === 'joined');
    await until('getinitdata sent', () => peer.cmds().includes('getinitdata'));
    expect(peer.cmds()).toEqual(['init_user', 'getinitdata']);
    expect(JSON.parse(peer.frames[0].text)).toEqual({ cmd: 'init_user', pkey: 'play:7', userkey: 'key-7' });
    expect(states).toEqual(['joined']);
    expect(socket.username).toBe('lee');
  });

  it('drops and counts frames that fail the server schemas; passes the good ones on', async () => {
    const peer = await startPeer();
    const { socket, received } = connect([peer.url]);
    await until('joined', () => socket.state === 'joined');
    const ws = peer.sockets[0];
    for (const bad of ['not json', '[1]', '{"x":1}', '{"cmd":"nope"}', '{"cmd":"pos","pos":"zz"}'])
      ws.send(bad);
    ws.send(JSON.stringify(serverExamples.pos));
    await until('pos passed on', () => received.includes('pos'));
    expect(received).toEqual(['connected', 'pos']);
    expect(socket.stats.dropped).toBe(5);
    expect(socket.stats.droppedBy).toEqual({
      BAD_JSON: 1,
      NOT_OBJECT: 1,
      MISSING_CMD: 1,
      UNKNOWN_CMD: 1,
      BAD_FIELD: 1,
    });
  });

  it('pings every interval; an answered ping keeps the link', async () => {
    const peer = await startPeer();
    const { socket, timers, states } = connect([peer.url]);
    await until('joined', () => socket.state === 'joined');
    expect(timers.fire(10_000)).toBe(1);
    await until('ping answered', () => !timers.delays().includes(8_000));
    expect(peer.cmds()).toContain('ping');
    expect(states).toEqual(['joined']);
  });

  it('no pong in time: lost, then reconnects after the backoff and asks for the state again', async () => {
    const peer = await startPeer();
    peer.answerPings = false;
    const { socket, timers, states } = connect([peer.url]);
    await until('joined', () => socket.state === 'joined');
    timers.fire(10_000);
    await until('ping arrived', () => peer.cmds().includes('ping'));
    expect(timers.fire(8_000)).toBe(1);
    expect(socket.state).toBe('lost');
    expect(timers.delays()).toEqual([1_000]);
    timers.fire(1_000);
    await until('joined again', () => socket.state === 'joined');
    await until('state asked again', () => peer.cmds(1).includes('getinitdata'));
    expect(peer.cmds(1)).toEqual(['init_user', 'getinitdata']);
    expect(states).toEqual(['joined', 'lost', 'joined']);
    expect(socket.stats.opened).toBe(2);
  });

  it('the server going away: lost; the backoff grows while it stays away; the button retries at once', async () => {
    const peer = await startPeer();
    const { socket, timers } = connect([peer.url]);
    await until('joined', () => socket.state === 'joined');
    await peer.stop();
    await until('lost', () => socket.state === 'lost');
    expect(timers.delays()).toEqual([1_000]);
    timers.fire(1_000);
    await until('a longer second wait', () => timers.delays().includes(2_000));
    socket.reconnect();
    expect(timers.delays()).not.toContain(2_000);
    // The button's attempt fails too; the backoff starts again from the first wait.
    await until('first wait again', () => timers.delays().includes(1_000));
    expect(socket.state).toBe('lost');
  });

  it('the server restarting (close 1012): lost, then joins again after the first wait and asks for the state', async () => {
    const peer = await startPeer();
    const { socket, timers, states } = connect([peer.url]);
    await until('joined', () => socket.state === 'joined');
    peer.sockets[0].close(1012, 'server restarting');
    await until('lost', () => socket.state === 'lost');
    expect(timers.delays()).toEqual([1_000]);
    timers.fire(1_000);
    await until('joined again', () => socket.state === 'joined');
    await until('state asked again', () => peer.cmds(1).includes('getinitdata'));
    expect(peer.cmds(1)).toEqual(['init_user', 'getinitdata']);
    expect(states).toEqual(['joined', 'lost', 'joined']);
  });

  it('the lobby joins the same way and asks for nothing more', async () => {
    const peer = await startPeer();
    const { socket } = connect([peer.url], { pkey: 'lobby', onJoin: [] });
    await until('joined', () => socket.state === 'joined');
    expect(socket.send({ cmd: 'ping' })).toBe(true);
    await until('ping arrived', () => peer.cmds().length === 2);
    expect(peer.cmds()).toEqual(['init_user', 'ping']);
    expect(JSON.parse(peer.frames[0].text).pkey).toBe('lobby');
  });

  it('falls back to the second host when the first does not connect in time', async () => {
    const peer = await startPeer();
    // A host that accepts TCP but never answers the WebSocket handshake.
    const silent: Server = createServer(() => {});
    await new Promise<void>((r) => silent.listen(0, '127.0.0.1', r));
    cleanup.push(() => new Promise((r) => silent.close(r)));
    const silentUrl = `ws://127.0.0.1:${(silent.address() as AddressInfo).port}/ws`;
    const { socket, timers } = connect([silentUrl, peer.url]);
    expect(socket.state).toBe('connecting');
    expect(timers.fire(8_001)).toBe(1);
    await until('joined on the second host', () => socket.state === 'joined');
    expect(peer.cmds()).toEqual(['init_user', 'getinitdata']);
  });

  it('a host that refuses at once: the second host is tried without waiting', async () => {
    const peer = await startPeer();
    const closed: Server = createServer();
    await new Promise<void>((r) => closed.listen(0, '127.0.0.1', r));
    const deadPort = (closed.address() as AddressInfo).port;
    await new Promise((r) => closed.close(r));
    const { socket } = connect([`ws://127.0.0.1:${deadPort}/ws`, peer.url]);
    await until('joined on the second host', () => socket.state === 'joined');
  });

  it('logged in elsewhere: replaced, and no reconnecting', async () => {
    const peer = await startPeer();
    const { socket, timers, received } = connect([peer.url]);
    await until('joined', () => socket.state === 'joined');
    peer.sockets[0].send(JSON.stringify({ cmd: 'exit', username: 'lee', reason: 'elsewhere' }));
    peer.sockets[0].close(4001, 'logged in elsewhere');
    await until('replaced', () => socket.state === 'replaced');
    await until('closed by the peer', () => peer.sockets[0].readyState === WebSocket.CLOSED);
    expect(received).toContain('exit');
    expect(timers.delays()).toEqual([]);
    socket.reconnect();
    expect(socket.state).toBe('replaced');
  });

  it('a session that ended: closed, no reconnecting, and the page told why', async () => {
    const peer = await startPeer();
    const { socket, timers } = connect([peer.url]);
    await until('joined', () => socket.state === 'joined');
    expect(sessionEndedReason()).toBeNull();
    peer.sockets[0].close(SESSION_ENDED_CLOSE, 'password');
    await until('closed', () => socket.state === 'closed');
    expect(sessionEndedReason()).toBe('password');
    expect(timers.delays()).toEqual([]);
    socket.reconnect();
    expect(socket.state).toBe('closed');
  });

  it('close() ends everything; sends are refused after it', async () => {
    const peer = await startPeer();
    const { socket, timers } = connect([peer.url]);
    await until('joined', () => socket.state === 'joined');
    socket.close();
    expect(socket.state).toBe('closed');
    expect(timers.delays()).toEqual([]);
    expect(socket.send({ cmd: 'getinitdata' })).toBe(false);
  });

  it('refuses to be built without a host', () => {
    expect(() => new SocketConnection({ hosts: [], pkey: 'lobby', userkey: 'k' })).toThrow(/no socket host/);
  });
});
