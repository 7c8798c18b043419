import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Duplex } from 'node:stream';
import { afterEach, expect, it } from 'vitest';
import { WebSocket, WebSocketServer } from 'ws';
import { PreparedMessage } from './prepared-message.ts';

let server: Server | null = null;
afterEach(() => {
  server?.close();
  server = null;
});

/** A server whose first socket gets `talk(ws, socket)`; resolves with what a real client read. */
async function receivedBy(count: number, talk: (ws: WebSocket, socket: Duplex) => void): Promise<string[]> {
  const wss = new WebSocketServer({ noServer: true, perMessageDeflate: false });
  const http = createServer();
  server = http;
  http.on('upgrade', (request, socket, head) =>
    wss.handleUpgrade(request, socket, head, (ws) => talk(ws, socket)),
  );
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  const { port } = http.address() as AddressInfo;
  const client = new WebSocket(`ws://127.0.0.1:${port}/`);
  const got: string[] = [];
  await new Promise<void>((resolve, reject) => {
    client.on('message', (data, isBinary) => {
      if (isBinary) reject(new Error('a binary frame'));
      got.push(data.toString());
      if (got.length === count) resolve();
    });
    client.on('error', reject);
    client.on('close', () => reject(new Error(`closed after ${got.length} messages`)));
  });
  client.terminate();
  wss.close();
  return got;
}

it('a client reads a prepared frame as the text it was made from, at every length form of the header', async () => {
  const texts = [
    '',
    '{"cmd":"pos","pos":"pd"}',
    'x'.repeat(125),
    'x'.repeat(126),
    'x'.repeat(65_535),
    'x'.repeat(65_536),
    '{"content":"打ち込み 좋은 수"}'.repeat(3_000),
  ];
  const got = await receivedBy(texts.length, (_ws, socket) => {
    for (const text of texts) socket.write(new PreparedMessage(text).bytes);
  });
  expect(got).toEqual(texts);
});

it('prepared frames and sends through ws arrive in the order they were made', async () => {
  const got = await receivedBy(6, (ws, socket) => {
    const shared = new PreparedMessage('{"cmd":"pos","pos":"dd"}');
    ws.send('first');
    socket.write(shared.bytes);
    ws.send('y'.repeat(70_000));
    socket.write(new PreparedMessage('z'.repeat(300)).bytes);
    socket.write(shared.bytes);
    ws.send('last');
  });
  expect(got.map((text) => text.slice(0, 24))).toEqual([
    'first',
    '{"cmd":"pos","pos":"dd"}',
    'y'.repeat(24),
    'z'.repeat(24),
    '{"cmd":"pos","pos":"dd"}',
    'last',
  ]);
  expect(got[2]).toHaveLength(70_000);
});

it('the frame is made once however many sockets it goes to', () => {
  const message = new PreparedMessage('{"cmd":"pos"}');
  expect(message.bytes).toBe(message.bytes);
  expect(message.bytes.subarray(0, 2)).toEqual(Buffer.from([0x81, 13]));
});
