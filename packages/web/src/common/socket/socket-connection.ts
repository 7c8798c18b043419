/**
 * One game page's (or the lobby's) socket, framework-free: connects to `sockethost` (after 8 s
 * without a connection, `sockethost2`), joins with `init_user`, asks for the starting state once
 * joined, pings every 10 s and calls the link lost when no `ping_resp` comes within 8 s, and
 * reconnects by itself with backoff (or at once on `reconnect()`), each time asking for the whole
 * state again. Every inbound frame is checked with the protocol's server schemas; a frame that
 * fails is dropped and counted, never passed on. Seed 000 section 4, "Connection".
 */
import {
  type ClientMessage,
  CONNECTION,
  type ProtocolErrorCode,
  parseServerMessage,
  SESSION_ENDED_CLOSE,
  type ServerMessage,
  sessionEndReasonOf,
} from '@tengen/protocol';
import { announceSessionEnded } from './session-ended.ts';
import {
  CLOSE_LOGGED_IN_ELSEWHERE,
  realTimers,
  type Timers,
  type WebSocketConstructor,
  type WebSocketLike,
  WS_OPEN,
} from './websocket-like.ts';

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

export const DEFAULT_RECONNECT_DELAYS_MS = [1_000, 2_000, 4_000, 8_000, 16_000, 30_000] as const;

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

export class SocketConnection {
  state: ConnectionState = 'connecting';
  /** The username the server took this socket for (from `connected`). */
  username: string | null = null;
  readonly stats: SocketStats = { received: 0, dropped: 0, droppedBy: {}, opened: 0 };
  private ws: WebSocketLike | null = null;
  private opened = false;
  /** The host index of the current attempt and the hosts tried in this round. */
  private hostIndex = 0;
  private triedInRound = 0;
  private retries = 0;
  private fallbackTimer: unknown = null;
  private reconnectTimer: unknown = null;
  private pingTimer: unknown = null;
  private pongTimer: unknown = null;
  private readonly messageListeners = new Set<MessageListener>();
  private readonly stateListeners = new Set<StateListener>();
  private readonly timers: Timers;
  private readonly WebSocketImpl: WebSocketConstructor;

  constructor(private readonly options: SocketOptions) {
    if (options.hosts.length === 0) throw new Error('SocketConnection: no socket host');
    this.timers = options.timers ?? realTimers;
    const global = (globalThis as { WebSocket?: WebSocketConstructor }).WebSocket;
    const impl = options.WebSocket ?? global;
    if (!impl) throw new Error('SocketConnection: no WebSocket implementation');
    this.WebSocketImpl = impl;
  }

  /** Starts connecting (once). */
  start(): void {
    if (this.ws || this.state === 'closed') return;
    this.startRound();
  }

  onMessage(listener: MessageListener): () => void {
    this.messageListeners.add(listener);
    return () => this.messageListeners.delete(listener);
  }

  onStateChange(listener: StateListener): () => void {
    this.stateListeners.add(listener);
    return () => this.stateListeners.delete(listener);
  }

  /** Sends a message if joined (`init_user` and `ping` also before). Answers whether it went. */
  send(message: ClientMessage): boolean {
    const ws = this.ws;
    if (!ws || !this.opened || ws.readyState !== WS_OPEN) return false;
    if (this.state !== 'joined' && message.cmd !== 'init_user' && message.cmd !== 'ping') return false;
    ws.send(JSON.stringify(message));
    return true;
  }

  /** The reconnect button: try again now, from the first host, without waiting for the backoff. */
  reconnect(): void {
    if (this.state === 'joined' || this.state === 'closed') return;
    this.retries = 0;
    this.clear('reconnectTimer');
    this.startRound();
  }

  /** Closes for good (the page is leaving). */
  close(): void {
    if (this.state === 'closed') return;
    this.stopTimers();
    this.abandon();
    this.setState('closed');
  }

  private startRound(): void {
    this.triedInRound = 0;
    this.attempt(this.hostIndex);
  }

  private attempt(index: number): void {
    this.abandon();
    this.hostIndex = index;
    this.triedInRound++;
    this.opened = false;
    let ws: WebSocketLike;
    try {
      ws = new this.WebSocketImpl(this.options.hosts[index]);
    } catch {
      // A malformed URL throws at once: the same as a host that cannot be reached.
      this.attemptFailed();
      return;
    }
    this.ws = ws;
    this.fallbackTimer = this.timers.setTimeout(() => {
      this.fallbackTimer = null;
      if (this.ws === ws && !this.opened) this.attemptFailed();
    }, this.options.fallbackAfterMs ?? CONNECTION.fallbackAfterMs);
    ws.onopen = () => {
      if (this.ws !== ws) return;
      this.opened = true;
      this.stats.opened++;
      this.clear('fallbackTimer');
      this.send({ cmd: 'init_user', pkey: this.options.pkey, userkey: this.options.userkey });
      this.startPinging();
    };
    ws.onmessage = (event) => {
      if (this.ws === ws) this.receive(event.data);
    };
    ws.onclose = (event) => {
      if (this.ws === ws) this.closed(event.code, event.reason);
    };
    ws.onerror = () => {
      // A close event always follows; it decides what happens next.
    };
  }

  /** This host could not be reached: try the next one, or wait and start another round. */
  private attemptFailed(): void {
    this.abandon();
    if (this.triedInRound < this.options.hosts.length) {
      this.attempt((this.hostIndex + 1) % this.options.hosts.length);
      return;
    }
    if (this.state === 'connecting' || this.state === 'joined') this.setState('lost');
    this.scheduleReconnect();
  }

  private closed(code: number, reason = ''): void {
    const wasOpen = this.opened;
    this.ws = null;
    this.opened = false;
    this.stopPinging();
    if (this.state === 'closed' || this.state === 'replaced') return;
    if (code === SESSION_ENDED_CLOSE) {
      // The sign-in ended: reconnecting would join as nobody. The header says why.
      this.stopTimers();
      this.setState('closed');
      announceSessionEnded(sessionEndReasonOf(reason) ?? 'signedout');
      return;
    }
    if (code === CLOSE_LOGGED_IN_ELSEWHERE) {
      this.setState('replaced');
      return;
    }
    if (!wasOpen) {
      this.attemptFailed();
      return;
    }
    this.setState('lost');
    this.scheduleReconnect();
  }

  private scheduleReconnect(): void {
    if (this.state === 'closed' || this.state === 'replaced') return;
    const delays = this.options.reconnectDelaysMs ?? DEFAULT_RECONNECT_DELAYS_MS;
    const delay = delays[Math.min(this.retries, delays.length - 1)];
    this.retries++;
    this.clear('reconnectTimer');
    this.reconnectTimer = this.timers.setTimeout(() => {
      this.reconnectTimer = null;
      this.startRound();
    }, delay);
  }

  private receive(data: unknown): void {
    const parsed = parseServerMessage(typeof data === 'string' ? data : String(data));
    if (!parsed.ok) {
      this.stats.dropped++;
      const code = parsed.error.code;
      this.stats.droppedBy[code] = (this.stats.droppedBy[code] ?? 0) + 1;
      return;
    }
    this.stats.received++;
    const message = parsed.value;
    if (message.cmd === 'ping_resp') this.clear('pongTimer');
    if (message.cmd === 'connected') {
      this.username = message.username;
      this.retries = 0;
      this.setState('joined');
      for (const m of this.options.onJoin ?? []) this.send(m);
    }
    const replaced = message.cmd === 'exit' && message.reason === 'elsewhere';
    for (const listener of this.messageListeners) listener(message);
    if (replaced && this.state !== 'closed') {
      this.stopTimers();
      this.setState('replaced');
    }
  }

  private startPinging(): void {
    this.stopPinging();
    this.pingTimer = this.timers.setInterval(() => {
      if (!this.send({ cmd: 'ping' }) || this.pongTimer !== null) return;
      this.pongTimer = this.timers.setTimeout(() => {
        this.pongTimer = null;
        this.pongMissed();
      }, this.options.pongTimeoutMs ?? CONNECTION.pongTimeoutMs);
    }, this.options.pingIntervalMs ?? CONNECTION.pingIntervalMs);
  }

  /** No pong in time: the link is dead even if the socket has not noticed. */
  private pongMissed(): void {
    this.stopPinging();
    this.abandon();
    this.setState('lost');
    this.scheduleReconnect();
  }

  private stopPinging(): void {
    if (this.pingTimer !== null) this.timers.clearInterval(this.pingTimer);
    this.pingTimer = null;
    this.clear('pongTimer');
  }

  private stopTimers(): void {
    this.stopPinging();
    this.clear('fallbackTimer');
    this.clear('reconnectTimer');
  }

  private clear(name: 'fallbackTimer' | 'reconnectTimer' | 'pongTimer'): void {
    if (this[name] !== null) this.timers.clearTimeout(this[name]);
    this[name] = null;
  }

  /** Drops the current socket without hearing from it again. */
  private abandon(): void {
    const ws = this.ws;
    this.ws = null;
    this.opened = false;
    this.clear('fallbackTimer');
    this.stopPinging();
    if (!ws) return;
    ws.onopen = null;
    ws.onmessage = null;
    ws.onclose = null;
    ws.onerror = () => {};
    try {
      ws.close();
    } catch {
      // closing a socket that never connected may throw in some implementations
    }
  }

  private setState(state: ConnectionState): void {
    if (this.state === state) return;
    this.state = state;
    for (const listener of this.stateListeners) listener(state);
  }
}
