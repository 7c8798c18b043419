import { BLACK, opponent, type Stone, sgfToMove } from '@tengen/core';
import { mayResign, RESIGN_MIN_MOVES, type ServerMessage } from '@tengen/protocol';
import { accept, type Outbound, refuse, type StepResult } from './commands.ts';
import { countPosition, scoreEntry } from './count.ts';
import { passProposesCount, proposeCount } from './count-proposal.ts';
import { pauseMessage } from './request-pause.ts';
import type { Finish, RoomState, Seat } from './room-state.ts';
import { adoptBoard, boardForMove, toMove, withColor } from './room-state.ts';
import { chargeTurn, clockFieldsOf, moverClock } from './timing.ts';

const finishFields = (f: Finish) => ({ result: f.winner, wintype: f.wintype, winnumber: f.winnumber });

/** Ends the game: clocks stop (the mover is charged up to now), pending requests are dropped. */
export function finishGame(state: RoomState, finish: Finish, now: number): RoomState {
  const charged = state.status === 'playing' ? chargeTurn(state, now) : state;
  return {
    ...state,
    status: 'finished',
    finish,
    clocks: charged.clocks,
    costs: charged.costs,
    turnStartedAt: now,
    takeBack: null,
    counting: null,
    proposal: null,
    grace: null,
    pause: null,
    earlyStart: null,
  };
}

export function endMessage(
  cmd: 'sendfail_resp' | 'timeout_resp' | 'qiquan_resp',
  color: Stone,
  finish: Finish,
): ServerMessage {
  const fields = { color, ...finishFields(finish) };
  switch (cmd) {
    case 'sendfail_resp':
      return { cmd, ...fields };
    case 'timeout_resp':
      return { cmd, ...fields };
    case 'qiquan_resp':
      return { cmd, ...fields };
  }
}

export { finishFields };

const winLetter = (winner: Stone) => (winner === BLACK ? 'B' : 'W');

/** Checks shared by every move-like command: a player, the game on, their turn, the right step. */
function checkTurn(state: RoomState, by: Seat, step: number): StepResult | null {
  if (by === 0) return refuse('NOT_ALLOWED', 'only the players may move');
  if (state.status === 'waiting') return refuse('NOT_STARTED', 'the game has not started');
  if (state.status === 'finished') return refuse('GAME_FINISHED', 'the game is over');
  if (step !== state.moves.length + 1) {
    return refuse('STALE_MOVE', `move ${step} is not the next move (${state.moves.length + 1})`);
  }
  if (toMove(state) !== by) return refuse('NOT_YOUR_TURN', 'it is not your turn');
  if (state.proposal)
    return refuse('REQUEST_PENDING', 'the count waits for both players: accept or refuse it');
  return null;
}

/** The mover ran out of time: the game ends by timeout. */
export function timeOut(state: RoomState, loser: Stone, now: number): StepResult {
  const finish: Finish = {
    winner: opponent(loser),
    wintype: 3,
    winnumber: 0,
    text: `${winLetter(opponent(loser))}+T`,
  };
  const ended = finishGame(state, finish, now);
  return accept(ended, [{ to: 'room', message: endMessage('timeout_resp', loser, finish) }]);
}

/** Plays a stone or a pass for the side to move, charging its clock. */
export function playTurn(
  state: RoomState,
  by: Seat,
  point: string | null,
  step: number,
  now: number,
  /** Dead stones and dame for the count when this is the second pass in a row. */
  dead: readonly string[] = [],
  dame: readonly string[] = [],
): StepResult {
  const refused = checkTurn(state, by, step);
  if (refused) return refused;
  const color = by as Stone;
  const clock = moverClock(state, now);
  if (clock.flagged) return timeOut(state, color, now);

  const proposes = point === null && passProposesCount(state);
  const board = boardForMove(state);
  if (point !== null) {
    const vertex = sgfToMove(point, board.size);
    if (!vertex.ok || vertex.value === null)
      return refuse('OUT_OF_BOARD', `${point} is not a point of this board`);
    const played = board.play(vertex.value, color);
    if (!played.ok)
      return refuse(
        played.error === 'BAD_POINT' ? 'OUT_OF_BOARD' : played.error,
        `illegal move: ${played.error}`,
      );
  } else {
    board.pass();
  }

  const nextMover = opponent(color);
  const { clocks, costs } = chargeTurn(state, now);
  const nextClock = clocks[nextMover];
  // concat makes an array of exactly the new length; a spread grows one and keeps the spare room.
  const moves = state.moves.concat(point ?? 'tt');
  let next: RoomState = {
    ...state,
    moves,
    board: adoptBoard(board, moves),
    clocks,
    costs,
    turnStartedAt: now,
    clocksStarted: true,
    announcedPeriods: nextClock.mainMs === 0 && state.config.periodMs > 0 ? nextClock.periods : -1,
    takeBack: null,
    counting: null,
    pause: null,
    movedSinceCounting: withColor(state.movedSinceCounting, color, true),
  };
  const out: Outbound[] = [];
  // Before the first move no clock ran, and no byo-yomi was announced to end.
  if (clock.inByoyomi && state.clocksStarted)
    out.push({ to: 'room', message: { cmd: 'end_miao_tip', color } });
  out.push({
    to: 'room',
    message: { cmd: 'pos', pos: point ?? 'tt', step, color, ...clockFieldsOf(next, now) },
  });
  if (state.takeBack) {
    // Playing instead of answering lets the take-back request lapse.
    const lapsed = { agree: false, depth: 0, stepcount: next.moves.length, nextcolor: nextMover };
    out.push({ to: 'room', message: { cmd: 'restore_ret', ...lapsed, ...clockFieldsOf(next, now) } });
  }
  // A move ends whatever request stopped the clocks; the mover was charged up to the stop.
  if (state.pause) out.push(pauseMessage(next, now));
  if (state.config.scoreList) {
    const entry = scoreEntry(next);
    next = { ...next, scoreList: [...next.scoreList, entry] };
    out.push({ to: 'room', message: { cmd: 'score_tip', ...entry } });
  }

  if (proposes) {
    // The count is proposed, not final: the players accept it or play on (count-proposal.ts).
    const proposed = proposeCount(next, countPosition(next, dead, dame).count, dame, now);
    next = proposed.state;
    out.push(...proposed.out);
  }
  return accept(next, out);
}

export function resign(state: RoomState, by: Seat, now: number): StepResult {
  if (by === 0) return refuse('NOT_ALLOWED', 'only the players may resign');
  if (state.status === 'finished') return refuse('GAME_FINISHED', 'the game is over');
  if (!mayResign(state.moves.length)) {
    return refuse('RESIGN_TOO_EARLY', `resigning is possible after ${RESIGN_MIN_MOVES} moves`);
  }
  const winner = opponent(by as Stone);
  const finish: Finish = { winner, wintype: 1, winnumber: 0, text: `${winLetter(winner)}+R` };
  return accept(finishGame(state, finish, now), [
    { to: 'room', message: endMessage('sendfail_resp', by as Stone, finish) },
  ]);
}

/** The referee's verdict (POST /jwt/audit_play/): black, white or a draw. */
export function verdict(state: RoomState, winner: 1 | 2 | 3, now: number): StepResult {
  if (state.status === 'finished') return refuse('GAME_FINISHED', 'the game is over');
  const finish = verdictFinish(winner);
  return accept(finishGame(state, finish, now), [
    { to: 'room', message: { cmd: 'audit_resp', ...finishFields(finish) } },
  ]);
}

/** A finished game's result changed by an appeal man (a complaint accepted): a verdict after the end. */
export function amendVerdict(state: RoomState, winner: 1 | 2 | 3): StepResult {
  if (state.status !== 'finished')
    return refuse('NOT_ALLOWED', 'only a finished game has a result to change');
  const finish = verdictFinish(winner);
  return accept({ ...state, finish }, [
    { to: 'room', message: { cmd: 'audit_resp', ...finishFields(finish) } },
  ]);
}

function verdictFinish(winner: 1 | 2 | 3): Finish {
  const text = winner === 3 ? '0' : `${winner === BLACK ? 'B' : 'W'}+`;
  return { winner, wintype: 5, winnumber: 0, text };
}
