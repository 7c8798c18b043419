import { BLACK, opponent, type Stone, WHITE } from '@tengen/core';
import { COUNTDOWNS } from '@tengen/protocol';
import { accept, type Outbound, type StepResult } from './commands.ts';
import { acceptProposal } from './count-proposal.ts';
import { endMessage, finishGame, timeOut } from './play.ts';
import { lapseRequest } from './request-pause.ts';
import { endGrace, startGrace } from './restart-grace.ts';
import { type Finish, type RoomState, toMove } from './room-state.ts';
import { clockRuns, firstMoveDeadline, moverClock } from './timing.ts';

/** Time passed: the start, the early-start countdown, abstention, the first-move wait, byo-yomi and flag fall. */
export function tick(state: RoomState, now: number): StepResult {
  if (state.status === 'finished') return accept(state);
  let next = state;
  const out: Outbound[] = [];

  if (next.earlyStart && now >= next.earlyStart.at + COUNTDOWNS.earlyStartSeconds * 1000) {
    out.push({ to: 'players', message: { cmd: 'startnow_no_resp', color: opponent(next.earlyStart.by) } });
    next = { ...next, earlyStart: null };
  }
  if (next.status === 'waiting' && now >= next.startAt) {
    next = { ...next, status: 'playing', turnStartedAt: next.startAt, announcedPeriods: -1 };
  }
  if (next.proposal && next.pause && now >= next.pause.lapseAt) {
    // Silence accepts the count proposed after two passes.
    const ended = acceptProposal(next, now);
    return accept(ended.state, [...out, ...ended.out]);
  }
  const lapsed = lapseRequest(next, now);
  if (lapsed) {
    next = lapsed.state;
    out.push(...lapsed.out);
  }
  if (now >= firstMoveDeadline(next)) {
    const forfeit = forfeitAtStart(next, now);
    if (forfeit) return accept(forfeit.state, [...out, ...forfeit.out]);
  }
  if (clockRuns(next)) {
    const clock = moverClock(next, now);
    if (clock.flagged) {
      const ended = timeOut(next, toMove(next), now);
      return ended.ok ? accept(ended.state, [...out, ...ended.out]) : ended;
    }
    if (clock.inByoyomi && (next.announcedPeriods < 0 || clock.periods < next.announcedPeriods)) {
      out.push({ to: 'room', message: { cmd: 'miao_tip', color: toMove(next), ducount: clock.periods } });
      next = { ...next, announcedPeriods: clock.periods };
    }
  }
  return accept(next, out);
}

/**
 * At the first-move deadline: a player who never showed up forfeits (both absent: a draw by
 * abstention, the message names black); else, if both are here and nobody has moved, the first
 * mover forfeits for not starting the game. Null when the game goes on.
 */
function forfeitAtStart(state: RoomState, now: number): { state: RoomState; out: Outbound[] } | null {
  const absent = ([BLACK, WHITE] as Stone[]).filter((c) => !state.present[c]);
  if (absent.length === 0 && (state.status !== 'playing' || state.clocksStarted)) return null;
  const losers = absent.length > 0 ? absent : [toMove(state)];
  const winner = losers.length === 2 ? 3 : opponent(losers[0]);
  const text = winner === 3 ? '0' : `${winner === BLACK ? 'B' : 'W'}+F`;
  const finish: Finish = { winner, wintype: 4, winnumber: 0, text };
  return {
    state: finishGame(state, finish, now),
    out: [{ to: 'room', message: endMessage('qiquan_resp', losers[0], finish) }],
  };
}

/**
 * After a restart: the time the server was down is not charged to anyone. A moment before the
 * outage moves later by the outage; one during it becomes the restart; a later one stays. Then
 * the side to move is not charged until back, for the room's grace at most (restart-grace.ts).
 */
export function resume(state: RoomState, downSince: number, now: number): StepResult {
  const pause = Math.max(0, now - downSince);
  if (pause === 0 || state.status === 'finished') return accept(state);
  const shift = (t: number) => (t <= downSince ? t + pause : t < now ? now : t);
  // A grace still open when the server went down again ended then.
  const before = endGrace(state, downSince);
  const shifted: RoomState = {
    ...before,
    startAt: shift(before.startAt),
    turnStartedAt: shift(before.turnStartedAt),
    // Nobody could answer while the server was down: the answer's time left moves with the outage.
    pause: before.pause
      ? { since: shift(before.pause.since), lapseAt: Math.max(before.pause.lapseAt, downSince) + pause }
      : null,
    earlyStart: before.earlyStart ? { ...before.earlyStart, at: shift(before.earlyStart.at) } : null,
  };
  return accept(startGrace(shifted, now));
}
