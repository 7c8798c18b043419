/**
 * For tests of what the server lets in: socket upgrades that report a refusal's status and
 * body instead of failing, and raw TCP connections from a chosen loopback address that can
 * send half a request.
 */
import type { IncomingMessage } from 'node:http';
import { connect, type Socket } from 'node:net';
import WebSocket from 'ws';

export type Upgrade = { opened: WebSocket } | { status: number; body: string };

/** Opens a socket; answers it, or the status and body of a refused upgrade. */
export function upgrade(url: string, options: WebSocket.ClientOptions = {}): Promise<Upgrade> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(url, options);
    ws.once('open', () => resolve({ opened: ws }));
    ws.once('unexpected-response', (_request, response: IncomingMessage) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString() }),
      );
    });
    ws.once('error', reject);
  });
}

export function opened(answer: Upgrade): WebSocket {
  if (!('opened' in answer)) throw new Error(`refused: ${answer.status} ${answer.body}`);
  return answer.opened;
}

/** A raw TCP connection from `from`; resolves once connected. */
export function rawConnection(
  port: number,
  from: string,
): Promise<Socket & { text: () => string; ended: Promise<void> }> {
  return new Promise((resolve, reject) => {
    let text = '';
    const socket = connect({ host: '127.0.0.1', port, localAddress: from });
    const ended = new Promise<void>((done) => socket.once('close', () => done()));
    socket.on('data', (chunk) => {
      text += chunk.toString();
    });
    socket.once('connect', () => resolve(Object.assign(socket, { text: () => text, ended })));
    socket.once('error', reject);
  });
}
