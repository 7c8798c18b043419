import { opponent, type Stone } from '@tengen/core';
import { COUNTDOWNS, countingRequestBlock, REFEREE_CALLS_PER_GAME } from '@tengen/protocol';
import { accept, refuse, type StepResult } from './commands.ts';
import { countPosition } from './count.ts';
import { finishFields, finishGame } from './play.ts';
import { pauseClocks, pauseMessage, resumeClocks } from './request-pause.ts';
import { adoptBoard, boardAfter, type RoomState, type Seat, toMove, withColor } from './room-state.ts';
import { chargeTurn, clockFieldsOf } from './timing.ts';

function playerInGame(state: RoomState, by: Seat): StepResult | null {
  if (by === 0) return refuse('NOT_ALLOWED', 'only the players may do this');
  if (state.status === 'finished') return refuse('GAME_FINISHED', 'the game is over');
  return null;
}

function pending(state: RoomState): boolean {
  return state.takeBack !== null || state.counting !== null || state.proposal !== null;
}

/**
 * A take-back request. Depth 1 takes back the asker's last move (the opponent is to move);
 * depth 2 the asker's last move and the reply (the asker is to move).
 */
export function askTakeBack(state: RoomState, by: Seat, depth: number, now: number): StepResult {
  const blocked = playerInGame(state, by);
  if (blocked) return blocked;
  if (!state.config.canRestore) return refuse('UNDO_NOT_ALLOWED', 'take-backs are not allowed in this game');
  if (state.status !== 'playing') return refuse('NOT_STARTED', 'the game has not started');
  if (pending(state)) return refuse('REQUEST_PENDING', 'another request is waiting for an answer');
  const asker = by as Stone;
  const askerLast = toMove(state) === asker ? 2 : 1;
  if (depth !== askerLast || state.moves.length < depth) {
    return refuse('BAD_DEPTH', `to take back your last move the depth is ${askerLast}`);
  }
  const next = pauseClocks({ ...state, takeBack: { by: asker, depth } }, now);
  return accept(next, [
    { to: 'players', message: { cmd: 'restore_tip', color: asker, depth } },
    pauseMessage(next, now),
  ]);
}

export function answerTakeBack(state: RoomState, by: Seat, agree: boolean, now: number): StepResult {
  const blocked = playerInGame(state, by);
  if (blocked) return blocked;
  const request = state.takeBack;
  if (!request || request.by === by)
    return refuse('NO_PENDING_REQUEST', 'there is no take-back request to answer');
  if (!agree) {
    const refused = resumeClocks({ ...state, takeBack: null }, now);
    return accept(refused, [
      {
        to: 'room',
        message: {
          cmd: 'restore_ret',
          agree: false,
          depth: 0,
          stepcount: refused.moves.length,
          nextcolor: toMove(refused),
          ...clockFieldsOf(refused, now),
        },
      },
      pauseMessage(refused, now),
    ]);
  }
  // The side to move is charged for its thinking so far; then the asker is to move again.
  const count = state.moves.length - request.depth;
  let next: RoomState = {
    ...state,
    moves: state.moves.slice(0, count),
    ...chargeTurn(state, now),
    turnStartedAt: now,
    announcedPeriods: -1,
    takeBack: null,
    pause: null,
    scoreList: state.scoreList.filter((s) => s.step <= count),
  };
  next = { ...next, board: adoptBoard(boardAfter(next, count), next.moves) };
  const clock = next.clocks[toMove(next)];
  next = { ...next, announcedPeriods: clock.mainMs === 0 && state.config.periodMs > 0 ? clock.periods : -1 };
  return accept(next, [
    {
      to: 'room',
      message: {
        cmd: 'restore_ret',
        agree: true,
        depth: request.depth,
        stepcount: count,
        nextcolor: toMove(next),
        ...clockFieldsOf(next, now),
      },
    },
    pauseMessage(next, now),
  ]);
}

/** A counting request, with every limit of seed 000 section 5. */
export function askCount(state: RoomState, by: Seat, now: number): StepResult {
  const blocked = playerInGame(state, by);
  if (blocked) return blocked;
  if (state.status !== 'playing') return refuse('NOT_STARTED', 'the game has not started');
  if (pending(state)) return refuse('REQUEST_PENDING', 'another request is waiting for an answer');
  const asker = by as Stone;
  const block = countingRequestBlock({
    isCompetition: state.config.isCompetition,
    requestsMade: state.countingRequests,
    moveCount: state.moves.length,
    boardSize: state.config.size,
    lastRequestAt: state.lastCountingAt,
    now,
    hasMoved: state.movedSinceCounting[asker],
  });
  if (block) return refuse(block.code, block.message);
  const next = pauseClocks(
    {
      ...state,
      counting: { stage: 'asked', by: asker },
      countingRequests: state.countingRequests + 1,
      lastCountingAt: now,
      movedSinceCounting: withColor(state.movedSinceCounting, asker, false),
    },
    now,
  );
  return accept(next, [
    { to: 'players', message: { cmd: 'calcstone_tip', state: 'asked', color: asker } },
    pauseMessage(next, now),
  ]);
}

/** The opponent agrees to count (the result is computed and shown) or refuses. */
export function answerCount(
  state: RoomState,
  by: Seat,
  agree: boolean,
  reason: 0 | 1 | 2 | 3,
  now: number,
  dead: readonly string[] = [],
  dame: readonly string[] = [],
): StepResult {
  const blocked = playerInGame(state, by);
  if (blocked) return blocked;
  const c = state.counting;
  if (c?.stage !== 'asked' || c.by === by)
    return refuse('NO_PENDING_REQUEST', 'there is no counting request to answer');
  if (!agree) {
    const refused = resumeClocks({ ...state, counting: null }, now);
    return accept(refused, [
      { to: 'players', message: { cmd: 'calcstone_tip', state: 'refused', color: c.by, reason } },
      pauseMessage(refused, now),
    ]);
  }
  const { count } = countPosition(state, dead, dame);
  // The result waits for its own answer, in full time; the clocks stay stopped.
  const counted = pauseClocks({ ...state, counting: { stage: 'result', by: c.by, count, dame } }, now);
  return accept(counted, [
    { to: 'players', message: { cmd: 'calc_score_tip', color: c.by, count } },
    pauseMessage(counted, now),
  ]);
}

/** The asker's opponent accepts the counted result (the game ends) or rejects it (play goes on). */
export function answerCountResult(state: RoomState, by: Seat, agree: boolean, now: number): StepResult {
  const blocked = playerInGame(state, by);
  if (blocked) return blocked;
  const c = state.counting;
  if (c?.stage !== 'result' || c.by === by)
    return refuse('NO_PENDING_REQUEST', 'there is no counted result to answer');
  if (!agree) {
    const rejected = resumeClocks({ ...state, counting: null }, now);
    return accept(rejected, [
      { to: 'players', message: { cmd: 'calc_stone_no_result_tip', color: by as Stone } },
      pauseMessage(rejected, now),
    ]);
  }
  // The result the players saw and accepted, with the same dead stones.
  const { count, finish } = countPosition(state, c.count.dead, c.dame);
  return accept(finishGame(state, finish, now), [
    {
      to: 'room',
      message: { cmd: 'calc_stone_yes_result_tip', color: by as Stone, count, ...finishFields(finish) },
    },
  ]);
}

export function callJudge(state: RoomState, by: Seat): StepResult {
  const blocked = playerInGame(state, by);
  if (blocked) return blocked;
  if (!state.config.callJudge)
    return refuse('JUDGE_NOT_ALLOWED', 'the referee cannot be called in this game');
  const caller = by as Stone;
  const calls = state.judgeCalls[caller];
  if (calls >= REFEREE_CALLS_PER_GAME)
    return refuse('JUDGE_LIMIT', 'the referee can be called only twice per game');
  return accept({ ...state, judgeCalls: withColor(state.judgeCalls, caller, calls + 1) }, [
    {
      to: 'room',
      message: { cmd: 'call_judge_tip', color: caller, remaining: REFEREE_CALLS_PER_GAME - calls - 1 },
    },
  ]);
}

/** Early start: before the scheduled start, a player asks; the opponent has 10 s to answer. */
export function askStartNow(state: RoomState, by: Seat, now: number): StepResult {
  const blocked = playerInGame(state, by);
  if (blocked) return blocked;
  if (!state.config.canStartBefore)
    return refuse('EARLY_START_NOT_ALLOWED', 'early start is not allowed in this game');
  if (state.status !== 'waiting') return refuse('EARLY_START_NOT_ALLOWED', 'the game has already started');
  if (state.earlyStart) return refuse('REQUEST_PENDING', 'an early-start request is waiting for an answer');
  const asker = by as Stone;
  return accept({ ...state, earlyStart: { by: asker, at: now } }, [
    {
      to: 'players',
      message: { cmd: 'start_now_tip', color: asker, countdown: COUNTDOWNS.earlyStartSeconds },
    },
  ]);
}

export function answerStartNow(state: RoomState, by: Seat, agree: boolean, now: number): StepResult {
  const blocked = playerInGame(state, by);
  if (blocked) return blocked;
  const request = state.earlyStart;
  if (!request || request.by === by || state.status !== 'waiting') {
    return refuse('NO_PENDING_REQUEST', 'there is no early-start request to answer');
  }
  if (!agree) {
    return accept({ ...state, earlyStart: null }, [
      { to: 'players', message: { cmd: 'startnow_no_resp', color: opponent(request.by) } },
    ]);
  }
  return accept(
    { ...state, earlyStart: null, status: 'playing', startAt: now, turnStartedAt: now, announcedPeriods: -1 },
    [{ to: 'room', message: { cmd: 'startnow_yes_resp' } }],
  );
}
