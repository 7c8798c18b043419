import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { MAX_FRAME_BYTES } from '@tengen/protocol';
import { type WebSocket, WebSocketServer } from 'ws';
import { Connection, type ConnectionDeps } from './connection.ts';

export interface HubOptions extends ConnectionDeps {
  /** The paths the sockets are served on (the play info's `sockethost` and `sockethost2`). */
  readonly paths: readonly string[];
  readonly onError: (error: unknown) => void;
}

/**
 * Frames larger than this close the socket outright (ws answers 1009); frames above the
 * protocol's limit but below this get an error reply and the socket stays open.
 */
const HARD_FRAME_LIMIT = 16 * MAX_FRAME_BYTES;
/** Sockets that answer no WebSocket ping for this long are dropped. */
const LIVENESS_MS = 30_000;
/**
 * The liveness sweep visits one slice of the sockets at a time (each socket still every
 * LIVENESS_MS): pinging 12,000 sockets in one go stalled the event loop for ~250 ms.
 */
const SWEEP_SLICES = 30;

/** Serves the game rooms' WebSocket endpoint on an HTTP server. */
export function attachHub(server: Server, options: HubOptions): { close(): Promise<void> } {
  // Compression stays off: it would queue frames inside ws, and a prepared frame written
  // straight to the socket could then overtake them.
  const wss = new WebSocketServer({
    noServer: true,
    maxPayload: HARD_FRAME_LIMIT,
    perMessageDeflate: false,
  });
  const alive = new WeakSet<object>();
  const slices = Array.from({ length: SWEEP_SLICES }, () => new Set<WebSocket>());
  let joined = 0;
  let swept = 0;

  server.on('upgrade', (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    const path = new URL(request.url ?? '/', 'http://localhost').pathname;
    if (!options.paths.includes(path)) {
      socket.destroy();
      return;
    }
    wss.handleUpgrade(request, socket, head, (ws) => accept(ws, socket));
  });

  function accept(ws: WebSocket, socket: Duplex): void {
    alive.add(ws);
    const slice = slices[joined++ % SWEEP_SLICES];
    slice.add(ws);
    const connection = new Connection(
      {
        // Without compression ws writes its own frames (pings, the close) whole and at once.
        sendFrame: (frame) => ws.readyState === ws.OPEN && socket.write(frame),
        close: (code, reason) => ws.close(code, reason),
      },
      options,
    );
    ws.on('pong', () => alive.add(ws));
    ws.on('message', (data, isBinary) => {
      const text = isBinary ? '' : data.toString();
      connection.receive(text).catch(options.onError);
    });
    ws.on('close', () => {
      slice.delete(ws);
      connection.left();
    });
    ws.on('error', () => ws.terminate());
  }

  const sweep = setInterval(() => {
    for (const ws of slices[swept++ % SWEEP_SLICES]) {
      if (!alive.has(ws)) {
        ws.terminate();
        continue;
      }
      alive.delete(ws);
      ws.ping();
    }
  }, LIVENESS_MS / SWEEP_SLICES);
  sweep.unref();

  return {
    close: () =>
      new Promise<void>((resolve) => {
        clearInterval(sweep);
        for (const ws of wss.clients) ws.terminate();
        wss.close(() => resolve());
      }),
  };
}
