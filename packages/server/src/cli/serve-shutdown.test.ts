/**
 * `tengen serve` stopped by a signal, as a real process: the sockets are closed with 1012 (a
 * reconnect hint), what was acknowledged is in the database, and the process exits 0; when
 * something hangs, the deadline ends it with code 1 and says what hung; a second signal ends it
 * at once.
 */
import { once } from 'node:events';
import { connect, type Socket } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { createPlayIn, joinAt, openChildStore, registerAt } from '../testing/test-child-server.ts';
import { ServeProcess } from '../testing/test-serve-process.ts';

afterAll(() => ServeProcess.killAll());

const socketUrl = (url: string) => `${url.replace('http://', 'ws://')}/ws`;

/** A socket that completes the WebSocket handshake and then never answers anything, the close included. */
async function silentPeer(url: string): Promise<Socket> {
  const { hostname, port } = new URL(url);
  const socket = connect(Number(port), hostname);
  await once(socket, 'connect');
  socket.write(
    [
      'GET /ws HTTP/1.1',
      `Host: ${hostname}:${port}`,
      'Upgrade: websocket',
      'Connection: Upgrade',
      'Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==',
      'Sec-WebSocket-Version: 13',
      '',
      '',
    ].join('\r\n'),
  );
  const [answer] = (await once(socket, 'data')) as [Buffer];
  expect(answer.toString()).toMatch(/^HTTP\/1\.1 101 /);
  return socket;
}

/** How a new WebSocket fares: 'open', or how it was refused. */
function tryToConnect(url: string): Promise<string> {
  return new Promise((resolve) => {
    const ws = new WebSocket(socketUrl(url));
    ws.once('open', () => {
      ws.terminate();
      resolve('open');
    });
    ws.once('unexpected-response', (_request, response) => {
      resolve(`refused ${response.statusCode}`);
      ws.terminate();
    });
    ws.once('error', (error: NodeJS.ErrnoException) => resolve(`refused ${error.code}`));
  });
}

describe('tengen serve on SIGTERM', () => {
  it('closes every socket with 1012, keeps every acknowledged move, and exits 0', async () => {
    const server = ServeProcess.start();
    const url = await server.url();
    const store = await openChildStore(server.dataDir);
    const [alice, bob] = [await registerAt(url, 'alice'), await registerAt(url, 'bob')];
    const play = await createPlayIn(store, alice, bob);
    const black = await joinAt(url, play.id, alice);
    const white = await joinAt(url, play.id, bob);
    const watcher = new WebSocket(socketUrl(url));
    await once(watcher, 'open');
    const watcherClosed = once(watcher, 'close') as Promise<[number, Buffer]>;
    black.send({ cmd: 'pos_stone', pos: 'ee', step: 1 });
    await white.next('pos', (m) => m.step === 1);
    white.send({ cmd: 'pos_stone', pos: 'cc', step: 2 });
    await black.next('pos', (m) => m.step === 2); // both moves acknowledged

    server.signal('SIGTERM');
    const [code, reason] = await watcherClosed;
    expect([code, reason.toString()]).toEqual([1012, 'server restarting']);
    expect(await black.closed()).toBe(1012);
    expect(await white.closed()).toBe(1012);
    expect(await server.exited).toBe(0);

    const moves = (await store.eventsOf(play.id)).flatMap(({ event }) => {
      const e = event as { type: string; point?: string };
      return e.type === 'move' ? [e.point] : [];
    });
    expect(moves).toEqual(['ee', 'cc']);
    await store.close();
    const lines = server.logLines('stdout');
    expect(lines.map((line) => line.msg)).toEqual(expect.arrayContaining(['shutting down', 'shut down']));
    expect(lines.find((line) => line.msg === 'shutting down')).toMatchObject({
      component: 'server',
      signal: 'SIGTERM',
      timeoutMs: 10_000,
    });
    expect(server.stderr).toBe('');
    server.removeData();
  });

  it('a socket that never answers the close: the deadline ends the process with code 1, naming what hung', async () => {
    const server = ServeProcess.start({ env: { TENGEN_SHUTDOWN_TIMEOUT_MS: '1000' } });
    const url = await server.url();
    const peer = await silentPeer(url);
    server.signal('SIGTERM');
    await server.until(() => server.stdout.includes('"msg":"shutting down"'));
    // From here on no socket is taken.
    expect(await tryToConnect(url)).toMatch(/^refused (503|ECONNREFUSED|ECONNRESET)$/);
    expect(await server.exited).toBe(1);
    expect(server.logLines('stderr')).toEqual([
      expect.objectContaining({
        level: 50,
        component: 'server',
        msg: 'shutdown took longer than 1000 ms; still waiting for: http, sockets',
        unfinished: ['http', 'sockets'],
      }),
    ]);
    expect(server.stdout).not.toContain('"msg":"shut down"');
    peer.destroy();
    server.removeData();
  });

  it('a second signal ends the process at once', async () => {
    const server = ServeProcess.start(); // the deadline is 10 s: the second signal comes first
    const url = await server.url();
    const peer = await silentPeer(url);
    server.signal('SIGTERM');
    await server.until(() => server.stdout.includes('"msg":"shutting down"'));
    server.signal('SIGINT');
    expect(await server.exited).toBe(1);
    expect(server.logLines('stderr')).toEqual([
      expect.objectContaining({
        level: 40,
        msg: 'second signal: exiting now',
        signal: 'SIGINT',
        unfinished: ['http', 'sockets'],
      }),
    ]);
    peer.destroy();
    server.removeData();
  });
});
