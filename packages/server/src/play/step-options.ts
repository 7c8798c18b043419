/**
 * Who may write and who may read a game's move choices. The choices for a move are its mover's
 * plan: only the player who makes that move saves them, never on a point that holds a stone when
 * the move is made, and nobody else (the opponent, spectators, guests) sees them until that move
 * is played or the game ends.
 */
import { BLACK, moverOf, sgfToMove, WHITE } from '@tengen/core';
import type { Viewer } from '../accounts/viewer.ts';
import type { StepOptionSet } from '../storage/social-types.ts';
import type { Play } from '../storage/types.ts';
import { roomConfigOf } from './play-config.ts';
import { boardAfterMoves } from './room/room-state.ts';

/** The user id of the player who makes move `step` (1-based) of this play. */
export function stepMoverId(play: Play, step: number): number {
  return moverOf(step, play.blackFirst ? BLACK : WHITE) === BLACK ? play.blackId : play.whiteId;
}

/** The first of `points` that holds a stone just before move `step`, or null when all are empty. */
export function occupiedChoice(
  play: Play,
  moves: readonly string[],
  step: number,
  points: readonly string[],
): string | null {
  const board = boardAfterMoves(roomConfigOf(play, { black: '', white: '' }), moves, step - 1);
  for (const point of points) {
    const move = sgfToMove(point, board.size);
    if (move.ok && move.value !== null && board.get(move.value) !== 0) return point;
  }
  return null;
}

/**
 * The choices this viewer may read: every set of a finished game or of a move already played;
 * of the moves still to come, only the viewer's own.
 */
export function visibleStepOptions(
  play: Play,
  sets: readonly StepOptionSet[],
  movesPlayed: number,
  viewer: Viewer,
): StepOptionSet[] {
  if (play.status === 1) return [...sets];
  const viewerId = viewer.kind === 'user' ? viewer.user.id : null;
  return sets.filter((set) => set.step <= movesPlayed || stepMoverId(play, set.step) === viewerId);
}
