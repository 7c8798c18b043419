/**
 * An open request stops both clocks: a take-back, a counting request and a counted result wait
 * for the opponent's answer without either side's time running, so a player who does not answer
 * cannot run down the asker's clock. The wait is bounded: after COUNTDOWNS.requestAnswerSeconds
 * the request lapses as refused and the clocks run on from where they stopped. The count
 * proposed after two passes stops them the same way, for its own time (count-proposal.ts).
 */
import { opponent } from '@tengen/core';
import { COUNTDOWNS, END_OF_GAME } from '@tengen/protocol';
import type { Outbound } from './commands.ts';
import { type RoomState, toMove } from './room-state.ts';
import { clockFieldsOf, clockRuns } from './timing.ts';

export const REQUEST_ANSWER_MS = COUNTDOWNS.requestAnswerSeconds * 1000;

/** The clocks stop now (or stay stopped since an earlier stage of the same request); the answer is due in full time. */
export function pauseClocks(state: RoomState, now: number, answerMs = REQUEST_ANSWER_MS): RoomState {
  return { ...state, pause: { since: state.pause?.since ?? now, lapseAt: now + answerMs } };
}

/** The clocks run again from where they stopped: the turn began later by the time they stood still. */
export function resumeClocks(state: RoomState, now: number): RoomState {
  if (!state.pause) return state;
  const stood = Math.max(0, now - state.pause.since);
  return {
    ...state,
    pause: null,
    turnStartedAt: clockRuns(state) ? state.turnStartedAt + stood : state.turnStartedAt,
  };
}

/**
 * The seconds before the open request lapses (or the restart grace ends: the side to move's
 * clock stands still until then), or null while the clocks run.
 */
export function secondsToLapse(state: RoomState, now: number): number | null {
  const until = state.pause?.lapseAt ?? state.grace?.until;
  if (until === undefined) return null;
  return Math.min(END_OF_GAME.maxSeconds, Math.max(0, Math.ceil((until - now) / 1000)));
}

/** Tells the room the clocks stopped or run again (`clock_pause`), with the clocks as they are. */
export function pauseMessage(state: RoomState, now: number): Outbound {
  return {
    to: 'room',
    message: {
      cmd: 'clock_pause',
      paused: state.pause !== null || state.grace !== null,
      lapse: secondsToLapse(state, now) ?? 0,
      ...clockFieldsOf(state, now),
    },
  };
}

/** At the lapse: the open request is refused as if its answerer had said no, and the clocks run again. */
export function lapseRequest(state: RoomState, now: number): { state: RoomState; out: Outbound[] } | null {
  if (!state.pause || now < state.pause.lapseAt || state.proposal) return null;
  const out: Outbound[] = [];
  const next: RoomState = resumeClocks({ ...state, takeBack: null, counting: null }, now);
  if (state.takeBack) {
    out.push({
      to: 'room',
      message: {
        cmd: 'restore_ret',
        agree: false,
        depth: 0,
        stepcount: next.moves.length,
        nextcolor: toMove(next),
        ...clockFieldsOf(next, now),
      },
    });
  } else if (state.counting?.stage === 'asked') {
    out.push({
      to: 'players',
      message: { cmd: 'calcstone_tip', state: 'refused', color: state.counting.by, reason: 0 },
    });
  } else if (state.counting?.stage === 'result') {
    out.push({
      to: 'players',
      message: { cmd: 'calc_stone_no_result_tip', color: opponent(state.counting.by) },
    });
  }
  out.push(pauseMessage(next, now));
  return { state: next, out };
}
