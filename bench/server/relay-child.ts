/**
 * The ceiling: a bare `ws` relay. A socket's first frame names its room; every later frame is
 * sent unchanged to every socket of the room, the sender included, except a `ping`, answered
 * with `ping_resp` as Tengen answers it. No parsing, no validation, no storage.
 */
import type { AddressInfo } from 'node:net';
import { type WebSocket, WebSocketServer } from 'ws';
import { serveParent } from './child-ipc.ts';

const rooms = new Map<number, Set<WebSocket>>();
const PING = Buffer.from('{"cmd":"ping"}');
const PING_RESP = '{"cmd":"ping_resp"}';

const wss = new WebSocketServer({ host: '127.0.0.1', port: 0, perMessageDeflate: false });
wss.on('connection', (ws) => {
  let room: Set<WebSocket> | null = null;
  ws.on('message', (data: Buffer) => {
    if (room === null) {
      const id = Number(JSON.parse(data.toString()).room);
      room = rooms.get(id) ?? new Set();
      rooms.set(id, room);
      room.add(ws);
      ws.send('{"cmd":"connected"}');
      return;
    }
    if (data.equals(PING)) {
      ws.send(PING_RESP);
      return;
    }
    for (const member of room) member.send(data, { binary: false });
  });
  ws.on('close', () => room?.delete(ws));
  ws.on('error', () => ws.terminate());
});

await new Promise<void>((resolve) => wss.once('listening', () => resolve()));
serveParent(
  () =>
    new Promise<void>((resolve) => {
      for (const ws of wss.clients) ws.terminate();
      wss.close(() => resolve());
    }),
).ready((wss.address() as AddressInfo).port);
