/** The reducer's part for requests between the players: take-back, counting, early start, referee. */
import type { ServerMessageOf } from '@tengen/protocol';
import { type GameState, sideKey } from './game-state.ts';
import { addNotice } from './notices.ts';

const seatOf = (state: GameState) => state.viewer?.seat ?? 0;

/**
 * A take-back asked. The asker's "request sent" (10) and the opponent's answer window (28) both
 * stand while `takeBack` does (overlays/overlay-adapter.ts), so the answer closes them.
 */
export function onRestoreTip(state: GameState, m: ServerMessageOf<'restore_tip'>, at: number): GameState {
  return { ...state, takeBack: { color: m.color, depth: m.depth === 2 ? 2 : 1 }, lastActivityAt: at };
}

export function onCalcStoneTip(state: GameState, m: ServerMessageOf<'calcstone_tip'>, at: number): GameState {
  const mine = m.color === seatOf(state);
  if (m.state === 'refused') {
    const next: GameState = { ...state, counting: null, lastActivityAt: at };
    return mine ? addNotice(next, { kind: 'countingRefused', reason: m.reason }) : next;
  }
  return {
    ...state,
    counting: { state: 'asked', color: m.color },
    countingRequests: state.countingRequests + 1,
    lastCountingRequestAt: at,
    movedSinceCounting: mine ? false : state.movedSinceCounting,
    lastActivityAt: at,
  };
}

/** Counting agreed: the asker sees the count (13a), the opponent decides on it (21); both stand. */
export function onCalcScoreTip(
  state: GameState,
  m: ServerMessageOf<'calc_score_tip'>,
  at: number,
): GameState {
  return { ...state, counting: { state: 'result', color: m.color, count: m.count }, lastActivityAt: at };
}

/** The opponent rejected the count: play continues, and the asker is told (22). */
export function onCountRejected(
  state: GameState,
  m: ServerMessageOf<'calc_stone_no_result_tip'>,
  at: number,
): GameState {
  const next: GameState = { ...state, counting: null, lastActivityAt: at };
  const seat = seatOf(state);
  return seat !== 0 && seat !== m.color ? addNotice(next, { kind: 'countingResultRefused' }) : next;
}

export function onScoreTip(state: GameState, m: ServerMessageOf<'score_tip'>): GameState {
  const { cmd: _, ...entry } = m;
  // After a take-back a step comes again: the new point replaces the old ones from there on.
  return { ...state, scoreList: [...state.scoreList.filter((e) => e.step < m.step), entry] };
}

export function onCallJudgeTip(
  state: GameState,
  m: ServerMessageOf<'call_judge_tip'>,
  at: number,
): GameState {
  const next: GameState = {
    ...state,
    refereeCallsLeft: { ...state.refereeCallsLeft, [sideKey(m.color)]: m.remaining },
    lastActivityAt: at,
  };
  const told = m.color === seatOf(state) || state.viewer?.role === 'judge';
  return told ? addNotice(next, { kind: 'refereeCalled', color: m.color, remaining: m.remaining }) : next;
}

/** An early start asked: the asker's 53 and the opponent's 54 stand until the answer or the 10 s. */
export function onStartNowTip(state: GameState, m: ServerMessageOf<'start_now_tip'>, at: number): GameState {
  return { ...state, earlyStart: { color: m.color, endsAt: at + m.countdown * 1000 }, lastActivityAt: at };
}

/** The early start was accepted: the game starts now (the page also reloads, see effects.ts). */
export function onStartNowYes(state: GameState, at: number): GameState {
  return { ...state, earlyStart: null, status: 'playing', startsAt: null, lastActivityAt: at };
}

export function onStartNowNo(
  state: GameState,
  m: ServerMessageOf<'startnow_no_resp'>,
  at: number,
): GameState {
  const next: GameState = { ...state, earlyStart: null, lastActivityAt: at };
  const seat = seatOf(state);
  return seat !== 0 && seat !== m.color
    ? addNotice(next, { kind: 'earlyStartRefused', color: m.color })
    : next;
}
