/**
 * Who of the two players is in the room, and the claim against one who has gone away
 * (docs/game-page.md, "Start, clocks and absent players"). The room host decides from the
 * presence board when a player's last socket left; here it is a stored fact of the game.
 */
import { BLACK, opponent, type Stone, WHITE } from '@tengen/core';
import type { ServerMessageOf } from '@tengen/protocol';
import { accept, refuse, type StepResult } from './commands.ts';
import { endMessage, finishGame } from './play.ts';
import { type Finish, type RoomState, type Seat, toMove, withColor } from './room-state.ts';

/** Since when `color` has been away, or null while here (or before the start, for one who never came). */
export function awayFrom(state: RoomState, color: Stone, now: number): number | null {
  if (state.present[color]) return state.awaySince[color];
  return state.status !== 'waiting' && now >= state.startAt ? state.startAt : null;
}

/** What everyone is told about `color`'s presence at `now`. */
export function awayTip(state: RoomState, color: Stone, now: number): ServerMessageOf<'away_tip'> {
  const since = awayFrom(state, color, now);
  if (since === null || state.status === 'finished') {
    return { cmd: 'away_tip', color, away: false, awayms: 0, claimms: 0 };
  }
  const awayms = Math.max(0, now - since);
  return {
    cmd: 'away_tip',
    color,
    away: true,
    awayms,
    claimms: Math.max(0, state.config.awayClaimMs - awayms),
  };
}

/** Both players' presence, as a socket is told after its `initdata`. */
export function awayTips(state: RoomState, now: number): ServerMessageOf<'away_tip'>[] {
  return [awayTip(state, BLACK, now), awayTip(state, WHITE, now)];
}

/** A player's socket joined the room: they are here (and have shown up, for abstention). */
export function join(state: RoomState, by: Seat, now: number): StepResult {
  if (by === 0) return accept(state);
  const wasAway = state.awaySince[by] !== null;
  if (state.present[by] && !wasAway) return accept(state);
  const next = {
    ...state,
    present: withColor(state.present, by, true),
    awaySince: withColor(state.awaySince, by, null),
  };
  if (state.status === 'finished') return accept(next);
  return accept(next, [{ to: 'room', message: awayTip(next, by, now) }]);
}

/** A player's last socket in the room closed, on every process: they are away from now. */
export function leave(state: RoomState, by: Seat, now: number): StepResult {
  if (by === 0 || state.status === 'finished' || state.awaySince[by] !== null) return accept(state);
  // Their join never reached the game (their process was lost with it): nothing changes, but the
  // room hears that they are not here, as the game has taken them to be since the start.
  if (!state.present[by]) return accept(state, [{ to: 'room', message: awayTip(state, by, now) }]);
  const next = { ...state, awaySince: withColor(state.awaySince, by, now) };
  return accept(next, [{ to: 'room', message: awayTip(next, by, now) }]);
}

/**
 * A player claims the win because the opponent has been away for the room's `awayClaimMs` and
 * it is the opponent's turn: the opponent forfeits by abstention (wintype 4).
 */
export function claimWin(state: RoomState, by: Seat, now: number): StepResult {
  if (by === 0) return refuse('NOT_ALLOWED', 'only the players may claim the win');
  if (state.status === 'finished') return refuse('GAME_FINISHED', 'the game is over');
  if (state.status === 'waiting') return refuse('NOT_STARTED', 'the game has not started');
  const absent = opponent(by as Stone);
  const since = awayFrom(state, absent, now);
  if (since === null) return refuse('OPPONENT_PRESENT', 'your opponent is here; the win cannot be claimed');
  if (toMove(state) !== absent) {
    return refuse('CLAIM_TOO_EARLY', 'the win can be claimed only while it is your away opponent’s turn');
  }
  const left = state.config.awayClaimMs - (now - since);
  if (left > 0) {
    return refuse(
      'CLAIM_TOO_EARLY',
      `your opponent has been away ${Math.floor((now - since) / 1000)} s; the win can be claimed in ${Math.ceil(left / 1000)} s`,
    );
  }
  const winner = by as Stone;
  const finish: Finish = { winner, wintype: 4, winnumber: 0, text: `${winner === BLACK ? 'B' : 'W'}+F` };
  return accept(finishGame(state, finish, now), [
    { to: 'room', message: endMessage('qiquan_resp', absent, finish) },
  ]);
}
