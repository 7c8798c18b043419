import { BLACK, type Stone, WHITE } from '@tengen/core';
import { bankMove, type ClockReading, COUNTDOWNS, readClock, type TimeControl } from '@tengen/protocol';
import { type RoomState, toMove, withColor } from './room-state.ts';

export function timeControl(state: RoomState): TimeControl {
  return { periodMs: state.config.periodMs, moveLimitMs: state.config.moveLimitMs };
}

/** Whether the side to move's clock runs: the game is on and its first move has been made. */
export function clockRuns(state: RoomState): boolean {
  return state.status === 'playing' && state.clocksStarted;
}

/**
 * Ms the side to move has spent on this move (up to the pause, while a request stops the
 * clocks; without the restart grace so far); 0 while its clock does not run.
 */
export function elapsed(state: RoomState, now: number): number {
  if (!clockRuns(state)) return 0;
  const until = state.pause?.since ?? now;
  const { grace } = state;
  const held = grace ? Math.max(0, Math.min(until, grace.until) - grace.since) : 0;
  return Math.max(0, until - state.turnStartedAt - held);
}

/** When the first move must have come: a player still absent, or a first mover who has not moved, forfeits then. */
export function firstMoveDeadline(state: RoomState): number {
  return state.startAt + state.config.absenceMs;
}

/** The clocks and time used once the side to move is charged for its turn up to `now`. */
export function chargeTurn(state: RoomState, now: number): Pick<RoomState, 'clocks' | 'costs'> {
  const mover = toMove(state);
  const spent = elapsed(state, now);
  return {
    clocks: withColor(state.clocks, mover, bankMove(state.clocks[mover], spent, timeControl(state))),
    costs: withColor(state.costs, mover, state.costs[mover] + spent),
  };
}

/** The clock of the side to move, `now`. */
export function moverClock(state: RoomState, now: number): ClockReading {
  const mover = toMove(state);
  return readClock(state.clocks[mover], elapsed(state, now), timeControl(state), state.moves.length + 1);
}

/** The values of the clock fields (the protocol's `clockFields`) every message about the game's time carries. */
export function clockFieldsOf(state: RoomState, now: number) {
  return {
    blackthink: state.clocks[BLACK].mainMs,
    whitethink: state.clocks[WHITE].mainMs,
    bducount: state.clocks[BLACK].periods,
    wducount: state.clocks[WHITE].periods,
    bcost: state.costs[BLACK],
    wcost: state.costs[WHITE],
    elapsed: elapsed(state, now),
  };
}

/** When the host must next send a `tick`, or null when nothing is pending. */
export function nextWakeAt(state: RoomState): number | null {
  if (state.status === 'finished') return null;
  const times: number[] = [];
  if (state.status === 'waiting') times.push(state.startAt);
  if (state.earlyStart) times.push(state.earlyStart.at + COUNTDOWNS.earlyStartSeconds * 1000);
  if (!state.present[BLACK] || !state.present[WHITE] || !state.clocksStarted) {
    times.push(firstMoveDeadline(state));
  }
  // A stopped clock does nothing until the request that stopped it lapses.
  if (state.pause) times.push(state.pause.lapseAt);
  else if (state.grace) times.push(state.grace.until);
  else if (clockRuns(state)) times.push(nextClockEvent(state));
  return times.length > 0 ? Math.min(...times) : null;
}

/** The next moment the mover's clock does something: enters byo-yomi, loses a period, flags. */
function nextClockEvent(state: RoomState): number {
  const mover: Stone = toMove(state);
  const clock = state.clocks[mover];
  const { periodMs, moveLimitMs } = state.config;
  const start = state.turnStartedAt;
  const times: number[] = [];
  if (moveLimitMs > 0 && state.moves.length + 1 >= 3) times.push(start + moveLimitMs);
  const announced = Math.max(0, state.announcedPeriods);
  if (state.announcedPeriods < 0) times.push(start + clock.mainMs);
  else if (periodMs > 0) times.push(start + clock.mainMs + (clock.periods - announced + 1) * periodMs);
  return Math.min(...times);
}
