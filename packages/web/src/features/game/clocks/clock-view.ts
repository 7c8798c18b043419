/**
 * What each side's clock shows at a moment of the page's clock. The server sends each side's
 * clock banked at the start of the turn plus how far into the turn the mover was; the page
 * runs the mover's clock from there with the protocol's readClock, the same function the server
 * uses to decide timeouts, so the two differ by the message's travel time only.
 */
import type { Stone } from '@tengen/core';
import { BYOYOMI_WARNING_SECONDS, type ClockReading, readClock, type TimeControl } from '@tengen/protocol';
import { type GameState, sideKey } from '../state/game-state.ts';

export interface ClockView extends ClockReading {
  /** This side's clock is running now. */
  readonly running: boolean;
  /** Both clocks stand still for an open request: the whole seconds before it lapses; null otherwise. */
  readonly stoppedSeconds: number | null;
}

export function timeControlOf(state: GameState): TimeControl {
  return { periodMs: state.play.dumiao * 1000, moveLimitMs: state.play.stepthink * 1000 };
}

/** How long the side to move has thought about this move at page time `now`. */
export function moverElapsedMs(state: GameState, now: number): number {
  // The clocks start with the game's first move (docs/game-page.md): none runs before it.
  if (state.status === 'waiting' || state.moves.length === 0) return 0;
  // A request waiting for its answer stops the clocks where the server stopped them.
  if (state.clocks.stoppedUntil !== null && !state.finish) return state.clocks.elapsedMs;
  const until = state.finish ? state.finish.at : now;
  return state.clocks.elapsedMs + Math.max(0, until - state.clocks.receivedAt);
}

/**
 * Whether `color` lost on time: their clock shows the final state, all spent, on every page. A
 * page that ran the clock from a later message (a watcher's) may still be a second short of
 * the flag when the server's `timeout_resp` arrives, and would stop there.
 */
function lostOnTime(state: GameState, color: Stone): boolean {
  const f = state.finish;
  if (f?.wintype !== 3) return false;
  return f.color !== null ? f.color === color : f.winner !== color && f.winner !== 3;
}

export function clockView(state: GameState, color: Stone, now: number): ClockView {
  const mover = color === state.nextColor;
  const live = state.status === 'playing' && state.finish === null;
  const stopped = live && state.clocks.stoppedUntil !== null;
  const running = mover && live && !stopped && state.moves.length > 0;
  const elapsed = lostOnTime(state, color) ? Number.MAX_SAFE_INTEGER : mover ? moverElapsedMs(state, now) : 0;
  const reading = readClock(
    state.clocks[sideKey(color)],
    elapsed,
    timeControlOf(state),
    state.moves.length + 1,
  );
  const stoppedSeconds = stopped ? Math.max(0, Math.ceil((state.clocks.stoppedUntil! - now) / 1000)) : null;
  return { ...reading, running, stoppedSeconds };
}

/** The time to show: the move limit when it is shorter, else the period in byo-yomi, else main time. */
export function shownMs(view: ClockReading): number {
  const base = view.inByoyomi ? view.periodMs : view.mainMs;
  return view.moveMs !== null ? Math.min(view.moveMs, base) : base;
}

export interface CountdownText {
  readonly days: number;
  /** `hh:mm:ss` from one hour, else `mm:ss`; the rest after whole days. */
  readonly clock: string;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** A countdown in days, hh:mm:ss or mm:ss. Seconds round up, so 0:00 shows only when time is out. */
export function formatCountdown(ms: number): CountdownText {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const days = Math.floor(total / 86_400);
  const rest = total % 86_400;
  const hours = Math.floor(rest / 3600);
  const minutes = Math.floor((rest % 3600) / 60);
  const seconds = rest % 60;
  const clock =
    hours > 0 || days > 0
      ? `${pad(hours)}:${pad(minutes)}:${pad(seconds)}`
      : `${pad(minutes)}:${pad(seconds)}`;
  return { days, clock };
}

/**
 * How short a clock's time is, for its colour:
 * - `low`: under 30 s of main time with no byo-yomi to follow (fixed time), or under 30 s of a
 *   move limit: the time that is left is all there is;
 * - `critical`: the last 10 s of whatever is shown (a byo-yomi period, fixed time, a move
 *   limit), when a player who does not move loses a period or the game.
 * Main time with byo-yomi to follow is never short: the periods are still there.
 */
export type ClockUrgency = 'none' | 'low' | 'critical';

export const LOW_TIME_MS = 30_000;
export const CRITICAL_TIME_MS = 10_000;

export function clockUrgency(view: ClockReading): ClockUrgency {
  if (view.flagged) return 'critical';
  const left = shownMs(view);
  const fixed = !view.inByoyomi && view.periods === 0;
  const limited = view.moveMs !== null && view.moveMs <= left;
  if (!view.inByoyomi && !fixed && !limited) return 'none';
  if (left <= CRITICAL_TIME_MS) return 'critical';
  if ((fixed || limited) && left < LOW_TIME_MS) return 'low';
  return 'none';
}

/**
 * The clock's sounds: byo-yomi begins (`byoyomiStart`); 11 seconds are left of a period or of
 * fixed time (`warning`, the seed's "at 11 seconds"); then each of the last ten seconds of a
 * byo-yomi period is counted (`count`, 10 down to 4, and `countFinal`, 3 down to 1, higher).
 */
export type ClockCue = 'byoyomiStart' | 'warning' | 'count' | 'countFinal';

/** The seconds a countdown shows (rounded up, as formatCountdown). */
const shownSeconds = (ms: number) => Math.max(0, Math.ceil(ms / 1000));

/**
 * The sound a running clock asks for between two readings (about 200 ms apart), or null. A cue
 * sounds when the shown seconds reach its mark; a reading that jumps several seconds (a tab in
 * the background) gives the cue of where it landed, once.
 */
export function clockCue(before: ClockReading, after: ClockReading): ClockCue | null {
  if (after.flagged) return null;
  if (!before.inByoyomi && after.inByoyomi) return 'byoyomiStart';
  const inLastPart = after.inByoyomi || after.periods === 0;
  if (!inLastPart) return null;
  const samePeriod = before.inByoyomi === after.inByoyomi && before.periods === after.periods;
  const was = samePeriod ? shownSeconds(shownMs(before)) : Number.POSITIVE_INFINITY;
  const now = shownSeconds(shownMs(after));
  if (now >= was || now === 0) return null;
  if (after.inByoyomi && now <= 10) return now <= 3 ? 'countFinal' : 'count';
  return now <= BYOYOMI_WARNING_SECONDS && was > BYOYOMI_WARNING_SECONDS ? 'warning' : null;
}
