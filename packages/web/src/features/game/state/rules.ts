/**
 * What the viewer may do now (seed 000 sections 4–6), as pure functions of the state and the
 * page's clock. The server checks everything again; these decide what the page offers.
 */
import type { Stone } from '@tengen/core';
import {
  CONNECTION,
  type CountingBlock,
  countingRequestBlock,
  mayResign,
  maySeeJudgement,
  refereeCallsLeft,
  type SocketErrorCode,
} from '@tengen/protocol';
import { type GameState, sideKey } from './game-state.ts';
import { colorOfMove, type MoveRefusal, moveError } from './live-position.ts';

/** The viewer is one of the two players, and the link is up with the state in hand. */
function playingMember(state: GameState): boolean {
  return (
    (state.viewer?.seat ?? 0) !== 0 &&
    state.connection === 'joined' &&
    state.synced &&
    state.status === 'playing' &&
    state.finish === null
  );
}

export function isOwnTurn(state: GameState): boolean {
  return playingMember(state) && state.nextColor === state.viewer?.seat;
}

/** The board takes the viewer's clicks: their own colour to play, no move already on its way. */
export function boardAcceptsInput(state: GameState): boolean {
  return (
    isOwnTurn(state) &&
    state.pendingMove === null &&
    state.counting?.state !== 'result' &&
    state.proposal === null
  );
}

/**
 * Why a move of the viewer at `point` may not go now, or null when it may. `MOVE_PENDING`: the
 * last move is still on its way (nothing to tell); the others are said beside the board.
 */
export type MoveBlock =
  | 'MOVE_PENDING'
  | 'NOT_CONNECTED'
  | 'NOT_STARTED'
  | 'GAME_FINISHED'
  | 'NOT_YOUR_TURN'
  | 'COUNT_PENDING'
  | MoveRefusal;

export function moveBlock(state: GameState, point: string | null): MoveBlock | null {
  if (state.pendingMove !== null) return 'MOVE_PENDING';
  if (state.finish !== null || state.status === 'finished') return 'GAME_FINISHED';
  if (state.connection !== 'joined' || !state.synced) return 'NOT_CONNECTED';
  if (state.status === 'waiting') return 'NOT_STARTED';
  if (!isOwnTurn(state)) return 'NOT_YOUR_TURN';
  if (state.counting?.state === 'result' || state.proposal !== null) return 'COUNT_PENDING';
  return point === null ? null : moveError(state.position, point, state.viewer!.seat as Stone);
}

/** The text of a move block: a key of `errors:refused`; null when there is nothing to say. */
export function moveBlockCode(block: MoveBlock): SocketErrorCode | null {
  switch (block) {
    case 'MOVE_PENDING':
      return null;
    case 'NOT_CONNECTED':
      return 'NOT_JOINED';
    case 'COUNT_PENDING':
      return 'REQUEST_PENDING';
    case 'BAD_POINT':
      return 'OUT_OF_BOARD';
    default:
      return block;
  }
}

/** Resign is enabled once 11 moves have been played. */
export function canResign(state: GameState): boolean {
  return playingMember(state) && mayResign(state.moves.length);
}

/** Pass only on the viewer's own turn, never under the pre-start mask. */
export function canPass(state: GameState): boolean {
  return boardAcceptsInput(state) && !showsPreStartMask(state);
}

/**
 * The take-back to ask for: 1 takes back the viewer's last move (the opponent to play), 2 that
 * move and the reply (the viewer to play). Null when not allowed now.
 */
export function takeBackDepth(state: GameState): 1 | 2 | null {
  if (!state.play.canrestore || !playingMember(state) || state.takeBack !== null) return null;
  const seat = state.viewer!.seat;
  const n = state.moves.length;
  if (n >= 1 && colorOfMove(state.setup, n) === seat) return 1;
  if (n >= 2 && colorOfMove(state.setup, n - 1) === seat) return 2;
  return null;
}

/** Undo is offered only when the game allows take-backs (the undo permission). */
export function offersUndo(state: GameState): boolean {
  return state.play.canrestore && (state.viewer?.seat ?? 0) !== 0 && state.finish === null;
}

/**
 * Why the viewer may not ask to count now (the four messages of seed 000 section 5), or null
 * when the request may go. Not a player, a request already under way: `NOT_NOW`.
 */
export function countingBlock(state: GameState, now: number): CountingBlock | { code: 'NOT_NOW' } | null {
  if (!playingMember(state) || state.counting !== null) return { code: 'NOT_NOW' };
  return countingRequestBlock({
    isCompetition: state.play.gameid > 0,
    requestsMade: state.countingRequests,
    moveCount: state.moves.length,
    boardSize: state.setup.size,
    lastRequestAt: state.lastCountingRequestAt,
    now,
    hasMoved: state.movedSinceCounting,
  });
}

/** The situation judgement button: a free game (game id 0), or an audit man in a competition game. */
export function showsJudgement(state: GameState): boolean {
  return maySeeJudgement(state.play.gameid, state.play.isauditman);
}

/** The pre-start countdown and its mask show until the game starts. */
export function showsPreStartMask(state: GameState): boolean {
  return state.status === 'waiting' && state.finish === null;
}

/** Seconds left before the start (rounded up), 0 once started. */
export function secondsToStart(state: GameState, now: number): number {
  if (state.startsAt === null || state.status !== 'waiting') return 0;
  return Math.max(0, Math.ceil((state.startsAt - now) / 1000));
}

/** A member may ask to start early when the game allows it, before the start, with nothing pending. */
export function canStartEarly(state: GameState): boolean {
  return (
    state.play.canstartbefore &&
    (state.viewer?.seat ?? 0) !== 0 &&
    state.connection === 'joined' &&
    showsPreStartMask(state) &&
    state.earlyStart === null
  );
}

/** The viewer is asked to start early and may still answer. */
export function earlyStartToAnswer(state: GameState, now: number): number | null {
  const e = state.earlyStart;
  const seat = state.viewer?.seat ?? 0;
  if (!e || seat === 0 || e.color === seat || now >= e.endsAt) return null;
  return Math.ceil((e.endsAt - now) / 1000);
}

/** The viewer is the opponent of whoever asked (take-back or counting), so it is theirs to answer. */
export function answersTakeBack(state: GameState): boolean {
  const seat = state.viewer?.seat ?? 0;
  return state.takeBack !== null && seat !== 0 && state.takeBack.color !== seat;
}

export function answersCounting(state: GameState): 'request' | 'result' | null {
  const seat = state.viewer?.seat ?? 0;
  const c = state.counting;
  if (!c || seat === 0 || c.color === seat) return null;
  return c.state === 'asked' ? 'request' : 'result';
}

/** The viewer is a player who has not accepted the open count proposal yet: theirs to answer. */
export function answersProposal(state: GameState): boolean {
  const seat = state.viewer?.seat ?? 0;
  const p = state.proposal;
  return p !== null && seat !== 0 && !(seat === 1 ? p.black : p.white) && state.connection === 'joined';
}

/** A player may call the referee when the game allows it and calls are left (2 per game). */
export function canCallReferee(state: GameState): boolean {
  if (!state.play.gamecalljudge || !playingMember(state)) return false;
  const left = state.refereeCallsLeft[sideKey(state.viewer!.seat as 1 | 2)];
  return left === null ? refereeCallsLeft(0) > 0 : left > 0;
}

/** An unfinished game's page reloads after more than 300 s without anything happening. */
export function idleReloadDue(state: GameState, now: number): boolean {
  return state.finish === null && now - state.lastActivityAt > CONNECTION.idleReloadMs;
}
