import type { Socket } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { TOO_MANY_CONNECTIONS } from '../http/connection-cap.ts';
import { LiveSite } from '../testing/test-live.ts';
import { opened, rawConnection, upgrade } from '../testing/test-raw-connections.ts';
import { CLOSE_NOT_JOINED } from './hub.ts';
import { ORIGIN_REFUSED } from './upgrade-admission.ts';

describe('which sockets and connections the real server lets in', () => {
  let site: LiveSite;
  const open: (WebSocket | Socket)[] = [];
  afterEach(async () => {
    for (const held of open.splice(0)) held instanceof WebSocket ? held.terminate() : held.destroy();
    await site.destroy();
  });
  const start = (env: Record<string, string> = {}) =>
    LiveSite.start(undefined, undefined, {}, undefined, env).then((started) => {
      site = started;
      return Number(new URL(started.url).port);
    });
  const socketUrl = () => `${site.url.replace('http', 'ws')}/ws`;

  it('a socket that has not joined by the deadline is closed; one that joined stays', async () => {
    await start({ TENGEN_SOCKET_JOIN_SECONDS: '1' });
    const joined = await site.joinLobby(null);
    const idle = opened(await upgrade(socketUrl()));
    const closed = await new Promise<[number, string]>((resolve) =>
      idle.once('close', (code, reason) => resolve([code, reason.toString()])),
    );
    expect(closed).toEqual([CLOSE_NOT_JOINED, 'join within 1 s']);
    // Its deadline came first (it opened first): still open, and still answered.
    joined.send({ cmd: 'ping' });
    await joined.next('ping_resp');
    joined.close();
  });

  it('one address holds at most the cap of connections (HTTP and sockets); the next is refused with 429', async () => {
    const port = await start({ TENGEN_CONNECTIONS_PER_ADDRESS: '3' });
    open.push(await rawConnection(port, '127.0.0.3'), await rawConnection(port, '127.0.0.3'));
    open.push(opened(await upgrade(socketUrl(), { localAddress: '127.0.0.3' })));
    const refused = await upgrade(socketUrl(), { localAddress: '127.0.0.3' });
    expect(refused).toEqual({ status: 429, body: TOO_MANY_CONNECTIONS });
    const http = await rawConnection(port, '127.0.0.3');
    http.write('GET /api/lobby/ HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n');
    await http.ended;
    expect(http.text()).toMatch(/^HTTP\/1\.1 429 /);
    expect(http.text()).toContain(TOO_MANY_CONNECTIONS);
    // Another address is not touched.
    open.push(opened(await upgrade(socketUrl(), { localAddress: '127.0.0.4' })));
  });

  it('behind a trusted proxy the sockets are counted by the forwarded client address', async () => {
    await start({
      TENGEN_CONNECTIONS_PER_ADDRESS: '2',
      TENGEN_TRUST_PROXY: '127.0.0.6',
      TENGEN_PUBLIC_URL: 'http://go.example.org',
    });
    const from = (client: string) => ({ localAddress: '127.0.0.6', headers: { 'x-forwarded-for': client } });
    open.push(opened(await upgrade(socketUrl(), from('203.0.113.9'))));
    open.push(opened(await upgrade(socketUrl(), from('203.0.113.9'))));
    expect(await upgrade(socketUrl(), from('203.0.113.9'))).toEqual({
      status: 429,
      body: TOO_MANY_CONNECTIONS,
    });
    // The proxy itself is not capped: other clients come through it.
    open.push(opened(await upgrade(socketUrl(), from('203.0.113.10'))));
  });

  it('a page of another origin may not open a socket (403); the site, CORS origins and clients without a page may', async () => {
    await start({ TENGEN_CORS_ORIGINS: 'https://club.example' });
    expect(await upgrade(socketUrl(), { origin: 'https://evil.example' })).toEqual({
      status: 403,
      body: ORIGIN_REFUSED,
    });
    for (const origin of [site.url, 'https://club.example', undefined])
      open.push(opened(await upgrade(socketUrl(), origin === undefined ? {} : { origin })));
  });
});
