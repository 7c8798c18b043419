import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { MAX_FRAME_BYTES } from '@tengen/protocol';
import { type WebSocket, WebSocketServer } from 'ws';
import type { SessionEnds } from '../accounts/session-ends.ts';
import { DEFAULT_CONNECTIONS } from '../config/server-config.ts';
import { TRUST_NO_PROXY, type TrustsHop, trustsHop } from '../config/trust-proxy.ts';
import { Connection, type ConnectionDeps, type Peer } from './connection.ts';
import { Liveness, SWEEP_SLICES, type Watched } from './liveness.ts';
import { SessionSockets } from './session-sockets.ts';
import { UpgradeAdmission } from './upgrade-admission.ts';

export interface HubOptions extends Omit<ConnectionDeps, 'sessions'> {
  /** Where ended sessions are announced: their sockets close. */
  readonly sessionEnds: SessionEnds;
  /** The idle timeout of sessions (ms); 0: none. */
  readonly idleMs: number;
  /** The paths the sockets are served on (the play info's `sockethost` and `sockethost2`). */
  readonly paths: readonly string[];
  /** The liveness sweep's period (LIVENESS_MS by default). */
  readonly livenessMs?: number;
  readonly onError: (error: unknown) => void;
  /** A socket's own failure (a bad frame, a reset): the socket is dropped, then this is told. */
  readonly onSocketError?: (error: Error) => void;
  /** A socket that has not joined anything by then is closed (4008); 30 s by default. */
  readonly joinMs?: number;
  /** Sockets one client address may hold; 256 by default. */
  readonly perAddress?: number;
  /** The proxies whose X-Forwarded-For names a socket's client; none by default. */
  readonly trusts?: TrustsHop;
  /** Pages of these origins may open sockets too, beside the site's own (TENGEN_CORS_ORIGINS). */
  readonly corsOrigins?: readonly string[];
}

/**
 * Frames larger than this close the socket outright (ws answers 1009); frames above the
 * protocol's limit but below this get an error reply and the socket stays open.
 */
const HARD_FRAME_LIMIT = 16 * MAX_FRAME_BYTES;
/** Each socket is visited once a period: see liveness.ts. */
export const LIVENESS_MS = 20_000;
/** The close code of a socket that did not join in time (4000–4999: the application's own). */
export const CLOSE_NOT_JOINED = 4008;
/** The close code of a shutdown (RFC 6455 "Service Restart"): the client should reconnect. */
export const CLOSE_SERVICE_RESTART = 1012;

/** One accepted socket: the connection's way to its peer, and what the liveness sweep notes on it. */
class SocketPeer implements Peer, Watched {
  quietVisits = 0;

  constructor(
    readonly ws: WebSocket,
    private readonly socket: Duplex,
  ) {}

  // Without compression ws writes its own frames (pings, the close) whole and at once.
  sendFrame(frame: Buffer): void {
    if (this.ws.readyState === this.ws.OPEN) this.socket.write(frame);
  }

  close(code: number, reason: string): void {
    this.ws.close(code, reason);
  }
}

/** Serves the game rooms' WebSocket endpoint on an HTTP server. */
export function attachHub(server: Server, options: HubOptions): { close(): Promise<void> } {
  // Compression stays off: it would queue frames inside ws, and a prepared frame written
  // straight to the socket could then overtake them.
  const wss = new WebSocketServer({
    noServer: true,
    maxPayload: HARD_FRAME_LIMIT,
    perMessageDeflate: false,
    clientTracking: false,
  });
  const liveness = new Liveness<SocketPeer>({
    ping: (peer) => peer.ws.ping(),
    drop: (peer) => peer.ws.terminate(),
  });
  const { counts } = options;
  const handlerFailed = (error: unknown) => {
    counts.handlerErrors++;
    options.onError(error);
  };

  const sessions = new SessionSockets({
    store: options.store,
    now: options.now,
    sessionEnds: options.sessionEnds,
    idleMs: options.idleMs,
    onError: options.onError,
  });
  const deps: ConnectionDeps = { ...options, sessions };

  const joinMs = options.joinMs ?? DEFAULT_CONNECTIONS.socketJoinMs;
  const admission = new UpgradeAdmission(server, {
    perAddress: options.perAddress ?? DEFAULT_CONNECTIONS.perAddress,
    trusts: options.trusts ?? trustsHop(TRUST_NO_PROXY),
    corsOrigins: options.corsOrigins ?? [],
  });
  let closing = false;
  /** Sockets closed whose leaving (the room, the lobby, the presence board) is still under way. */
  const leavings = new Set<Promise<void>>();

  server.on('upgrade', (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    if (closing) {
      socket.end('HTTP/1.1 503 Service Unavailable\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
      return;
    }
    const path = new URL(request.url ?? '/', 'http://localhost').pathname;
    // Ended: refused already, past the connection cap (http/connection-cap.ts).
    if (!options.paths.includes(path) || socket.writableEnded) {
      socket.destroy();
      return;
    }
    if (!admission.admit(request, socket)) return;
    wss.handleUpgrade(request, socket, head, (ws) => accept(ws, socket));
  });

  function accept(ws: WebSocket, socket: Duplex): void {
    const peer = new SocketPeer(ws, socket);
    liveness.add(peer);
    counts.openSockets++;
    const connection = new Connection(peer, deps);
    const joinBy = setTimeout(() => {
      if (!connection.joined) ws.close(CLOSE_NOT_JOINED, `join within ${joinMs / 1000} s`);
    }, joinMs);
    joinBy.unref();
    ws.on('pong', () => Liveness.heard(peer));
    ws.on('message', (data, isBinary) => {
      Liveness.heard(peer);
      const text = isBinary ? '' : data.toString();
      connection.receive(text).catch(handlerFailed);
    });
    ws.on('close', () => {
      clearTimeout(joinBy);
      counts.openSockets--;
      liveness.remove(peer);
      const leaving = connection.left().catch(handlerFailed);
      leavings.add(leaving);
      leaving.finally(() => leavings.delete(leaving));
    });
    ws.on('error', (error) => {
      counts.brokenSockets++;
      ws.terminate();
      options.onSocketError?.(error);
    });
  }

  const periodMs = options.livenessMs ?? LIVENESS_MS;
  const sweep = setInterval(() => liveness.visit(), periodMs / SWEEP_SLICES);
  sweep.unref();

  return {
    /**
     * Takes no more sockets and closes every open one with 1012 (reconnect later); resolves
     * once each has closed (a peer that never answers the close is cut by ws after 30 s).
     */
    close: async () => {
      closing = true;
      clearInterval(sweep);
      sessions.close();
      const open = [...liveness.all()].map((peer) => {
        const closed = new Promise<void>((resolve) => peer.ws.once('close', () => resolve()));
        peer.ws.close(CLOSE_SERVICE_RESTART, 'server restarting');
        return closed;
      });
      await Promise.all(open);
      // Every socket has left its room before the rooms and the link to Redis close.
      await Promise.all(leavings);
      await new Promise<void>((resolve) => wss.close(() => resolve()));
    },
  };
}
