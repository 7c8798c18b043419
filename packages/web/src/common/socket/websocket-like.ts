/**
 * The part of the WebSocket interface the connection uses. The browser's global WebSocket and
 * the `ws` package's (in Node tests) both fit, so the connection is tested without a browser.
 */
export interface WebSocketLike {
  readonly readyState: number;
  onopen: ((event: unknown) => void) | null;
  onmessage: ((event: { data: unknown }) => void) | null;
  onclose: ((event: { code: number; reason: string }) => void) | null;
  onerror: ((event: unknown) => void) | null;
  send(data: string): void;
  close(code?: number, reason?: string): void;
}

export type WebSocketConstructor = new (url: string) => WebSocketLike;

/** `readyState` of an open socket, the same in every implementation. */
export const WS_OPEN = 1;

/** The close code the server uses when the same player logged in elsewhere (single-login games). */
export const CLOSE_LOGGED_IN_ELSEWHERE = 4001;

/** setTimeout and friends, injectable so timing rules can be tested step by step. */
export interface Timers {
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
  setInterval(fn: () => void, ms: number): unknown;
  clearInterval(handle: unknown): void;
}

export const realTimers: Timers = {
  setTimeout: (fn, ms) => globalThis.setTimeout(fn, ms),
  clearTimeout: (h) => globalThis.clearTimeout(h as ReturnType<typeof setTimeout>),
  setInterval: (fn, ms) => globalThis.setInterval(fn, ms),
  clearInterval: (h) => globalThis.clearInterval(h as ReturnType<typeof setInterval>),
};
