/** The reducer's part for the board and the clocks: initdata, pos, take-back answers, byo-yomi. */
import { opponent, type Stone } from '@tengen/core';
import type { ServerMessageOf } from '@tengen/protocol';
import { type Clocks, type GameOutcome, type GameState, type ProposedCount, sideKey } from './game-state.ts';
import { colorOfMove, positionAfter } from './live-position.ts';
import { addNotice } from './notices.ts';

type ClockMessage = Pick<
  ServerMessageOf<'pos'>,
  'blackthink' | 'whitethink' | 'bducount' | 'wducount' | 'bcost' | 'wcost' | 'elapsed'
>;

/** The clocks a message carries; `stoppedForMs`, when a request stops them, how long before it lapses. */
export function clocksFrom(m: ClockMessage, at: number, stoppedForMs: number | null = null): Clocks {
  return {
    black: { mainMs: m.blackthink, periods: m.bducount },
    white: { mainMs: m.whitethink, periods: m.wducount },
    costs: { black: m.bcost, white: m.wcost },
    elapsedMs: m.elapsed,
    receivedAt: at,
    stoppedUntil: stoppedForMs === null ? null : at + stoppedForMs,
  };
}

/** `clock_pause`: both clocks stopped for an open request, or running again. */
export function onClockPause(state: GameState, m: ServerMessageOf<'clock_pause'>, at: number): GameState {
  if (state.finish) return state;
  return { ...state, clocks: clocksFrom(m, at, m.paused ? m.lapse * 1000 : null) };
}

function startsWith(moves: readonly string[], prefix: readonly string[]): boolean {
  return prefix.length <= moves.length && prefix.every((m, i) => moves[i] === m);
}

function seatOf(state: GameState): 0 | Stone {
  return state.viewer?.seat ?? 0;
}

/** Whether the viewer has any move in `moves`. */
function hasMoved(state: GameState, moves: readonly string[]): boolean {
  const seat = seatOf(state);
  if (seat === 0) return false;
  for (let n = 1; n <= moves.length; n++) if (colorOfMove(state.setup, n) === seat) return true;
  return false;
}

/** A proposal as the server tells it (`count_proposal`, initdata's `proposal`), timed on the page's clock. */
export function proposalFrom(
  m: Pick<ServerMessageOf<'count_proposal'>, 'count' | 'lapse' | 'black' | 'white'>,
  at: number,
): ProposedCount {
  return { state: 'proposed', count: m.count, black: m.black, white: m.white, endsAt: at + m.lapse * 1000 };
}

/** The count after two passes proposed (or accepted by one player): the board shows it to everyone. */
export function onCountProposal(
  state: GameState,
  m: ServerMessageOf<'count_proposal'>,
  at: number,
): GameState {
  if (state.finish) return state;
  return { ...state, proposal: proposalFrom(m, at), proposalRefusedBy: null, lastActivityAt: at };
}

/** A player refused the proposal: play goes on with `nextcolor`, on the clocks given. */
export function onCountProposalRefused(
  state: GameState,
  m: ServerMessageOf<'count_proposal_refused'>,
  at: number,
): GameState {
  if (state.finish) return state;
  return {
    ...state,
    proposal: null,
    proposalRefusedBy: m.color,
    nextColor: m.nextcolor,
    clocks: clocksFrom(m, at),
    lastActivityAt: at,
  };
}

/** The whole live state: it replaces the moves, so a resync can neither duplicate nor lose one. */
export function onInitData(state: GameState, m: ServerMessageOf<'initdata'>, at: number): GameState {
  const moves = [...m.pos];
  const reuse = startsWith(moves, state.moves) ? state.position : undefined;
  const finished = m.status === 1 && m.result !== 0 && m.wintype !== 0;
  const finish: GameOutcome | null = !finished
    ? null
    : state.finish
      ? { ...state.finish, count: state.finish.count ?? m.count ?? null }
      : {
          winner: m.result as GameOutcome['winner'],
          wintype: m.wintype as GameOutcome['wintype'],
          winnumber: m.winnumber,
          cause: 'initdata',
          color: null,
          count: m.count ?? null,
          at,
        };
  return {
    ...state,
    synced: true,
    needsResync: false,
    moves,
    position: positionAfter(state.setup, moves, reuse),
    nextColor: m.nextcolor,
    clocks: clocksFrom(m, at, finish || m.paused == null ? null : m.paused * 1000),
    status: finish ? 'finished' : m.unstart > 0 ? 'waiting' : 'playing',
    startsAt: !finish && m.unstart > 0 ? at + m.unstart * 1000 : null,
    finish,
    takeBack: finish || !m.restore ? null : { color: m.restore.color, depth: m.restore.depth === 2 ? 2 : 1 },
    counting: finish ? null : m.calcscore,
    proposal: finish || !m.proposal ? null : proposalFrom(m.proposal, at),
    earlyStart: finish || m.unstart === 0 ? null : state.earlyStart,
    movedSinceCounting:
      state.lastCountingRequestAt === null ? hasMoved(state, moves) : state.movedSinceCounting,
    chats: m.chats,
    scoreList: m.scorelist,
    chatAllowed: {
      black: m.black_chat,
      white: m.white_chat,
      guests: m.guestenable ?? state.chatAllowed.guests,
    },
    pendingMove: null,
    lastActivityAt: at,
  };
}

/** A move: appended when it is the next one; a move already known is ignored; a gap asks for a resync. */
export function onPos(state: GameState, m: ServerMessageOf<'pos'>, at: number): GameState {
  const known = state.moves.length;
  if (m.step <= known) return state.moves[m.step - 1] === m.pos ? state : { ...state, needsResync: true };
  if (m.step > known + 1) return { ...state, needsResync: true };
  const moves = [...state.moves, m.pos];
  return {
    ...state,
    moves,
    position: positionAfter(state.setup, moves, state.position),
    nextColor: opponent(m.color),
    clocks: clocksFrom(m, at),
    status: state.status === 'waiting' ? 'playing' : state.status,
    startsAt: null,
    earlyStart: null,
    // A move lets a counting request lapse (the server drops it without a message); a take-back
    // request lapses too, but the server says so (restore_ret), which tells its asker.
    counting: null,
    proposalRefusedBy: null,
    pendingMove: state.pendingMove?.step === m.step ? null : state.pendingMove,
    refusedMove: null,
    movedSinceCounting: state.movedSinceCounting || m.color === seatOf(state),
    lastActivityAt: at,
  };
}

/** The answer to a take-back request: the moves rewound, or the request refused (or lapsed). */
export function onRestoreRet(state: GameState, m: ServerMessageOf<'restore_ret'>, at: number): GameState {
  const asker = state.takeBack?.color ?? null;
  const seat = seatOf(state);
  let next: GameState = {
    ...state,
    takeBack: null,
    nextColor: m.nextcolor,
    clocks: clocksFrom(m, at),
    lastActivityAt: at,
  };
  if (m.agree) {
    if (m.stepcount > state.moves.length) return { ...next, needsResync: true };
    const moves = state.moves.slice(0, m.stepcount);
    next = { ...next, moves, position: positionAfter(state.setup, moves), pendingMove: null };
  } else if (asker !== null && asker === seat) {
    next = addNotice(next, { kind: 'takeBackRefused' });
  }
  return next;
}

export function onMiaoTip(state: GameState, m: ServerMessageOf<'miao_tip'>, at: number): GameState {
  return { ...state, byoyomi: { ...state.byoyomi, [sideKey(m.color)]: m.ducount }, lastActivityAt: at };
}
