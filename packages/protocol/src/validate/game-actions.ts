/** Small gates on a player's game actions (seed 000 section 5). */
import { REFEREE_CALLS_PER_GAME, RESIGN_MIN_MOVES } from '../constants/limits.ts';

/** Resign is enabled only once 11 moves have been played. */
export function mayResign(moveCount: number): boolean {
  return moveCount >= RESIGN_MIN_MOVES;
}

/** Referee calls a player has left in this game. */
export function refereeCallsLeft(callsMade: number): number {
  return Math.max(0, REFEREE_CALLS_PER_GAME - callsMade);
}

/**
 * The situation-judgement button shows in a non-competition game (game id 0), or to an
 * audit man in a competition game.
 */
export function maySeeJudgement(gameid: number, isAuditman: boolean): boolean {
  return gameid === 0 || (gameid > 0 && isAuditman);
}
