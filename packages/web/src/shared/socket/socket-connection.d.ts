/**
 * One game page's (or the lobby's) socket, framework-free: connects to `sockethost` (after 8 s
 * without a connection, `sockethost2`), joins with `init_user`, asks for the starting state once
 * joined, pings every 10 s and calls the link lost when no `ping_resp` comes within 8 s, and
 * reconnects by itself with backoff (or at once on `reconnect()`), each time asking for the whole
 * state again. Every inbound frame is checked with the protocol's server schemas; a frame that
 * fails is dropped and counted, never passed on. Seed 000 section 4, "Connection".
 */
import { type ClientMessage, type ProtocolErrorCode, type ServerMessage } from '@tengen/protocol';
import { type Timers, type WebSocketConstructor } from './websocket-like.ts';
/**
 * connecting: the first connection is under way. joined: `connected` arrived. lost: the link
 * dropped (or never came up); reconnecting by itself. replaced: the account logged in
 * elsewhere; no reconnecting. closed: closed by this page.
 */
export type ConnectionState = 'connecting' | 'joined' | 'lost' | 'replaced' | 'closed';
export interface SocketOptions {
  /** `sockethost`, then `sockethost2`. */
  readonly hosts: readonly string[];
  /** `play:{playid}` or `lobby`. */
  readonly pkey: string;
  readonly userkey: string;
  /** The browser's WebSocket by default; the `ws` package's in Node. */
  readonly WebSocket?: WebSocketConstructor;
  /** Sent after every `connected`, first join and rejoin alike: a game page asks for `getinitdata`. */
  readonly onJoin?: readonly ClientMessage[];
  readonly timers?: Timers;
  readonly pingIntervalMs?: number;
  readonly pongTimeoutMs?: number;
  readonly fallbackAfterMs?: number;
  /** Waits before each automatic reconnection round; the last one repeats. */
  readonly reconnectDelaysMs?: readonly number[];
}
export declare const DEFAULT_RECONNECT_DELAYS_MS: readonly [1000, 2000, 4000, 8000, 16000, 30000];
export interface SocketStats {
  /** Frames received and passed on. */
  received: number;
  /** Frames dropped because they failed the server schemas, by reason. */
  dropped: number;
  droppedBy: Partial<Record<ProtocolErrorCode, number>>;
  /** Connections opened (1 for a page that never lost its link). */
  opened: number;
}
type MessageListener = (message: ServerMessage) => void;
type StateListener = (state: ConnectionState) => void;
export declare class SocketConnection {
  private readonly options;
  state: ConnectionState;
  /** The username the server took this socket for (from `connected`). */
  username: string | null;
  readonly stats: SocketStats;
  private ws;
  private opened;
  /** The host index of the current attempt and the hosts tried in this round. */
  private hostIndex;
  private triedInRound;
  private retries;
  private fallbackTimer;
  private reconnectTimer;
  private pingTimer;
  private pongTimer;
  private readonly messageListeners;
  private readonly stateListeners;
  private readonly timers;
  private readonly WebSocketImpl;
  constructor(options: SocketOptions);
  /** Starts connecting (once). */
  start(): void;
  onMessage(listener: MessageListener): () => void;
  onStateChange(listener: StateListener): () => void;
  /** Sends a message if joined (`init_user` and `ping` also before). Answers whether it went. */
  send(message: ClientMessage): boolean;
  /** The reconnect button: try again now, from the first host, without waiting for the backoff. */
  reconnect(): void;
  /** Closes for good (the page is leaving). */
  close(): void;
  private startRound;
  private attempt;
  /** This host could not be reached: try the next one, or wait and start another round. */
  private attemptFailed;
  private closed;
  private scheduleReconnect;
  private receive;
  private startPinging;
  /** No pong in time: the link is dead even if the socket has not noticed. */
  private pongMissed;
  private stopPinging;
  private stopTimers;
  private clear;
  /** Drops the current socket without hearing from it again. */
  private abandon;
  private setState;
}
