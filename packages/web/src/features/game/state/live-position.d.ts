/**
 * The board position of a live game, built with the rules core from the pre-placed stones and
 * the move list. A position is a value: extending it clones the board, so states that share
 * an older position never see it change.
 */
import { Board, type MoveError, type Stone } from '@tengen/core';
export interface GameSetup {
  readonly size: number;
  readonly blackFirst: boolean;
  readonly prepos: {
    readonly black: readonly string[];
    readonly white: readonly string[];
  };
}
export interface Position {
  /** Read only: never play on it, extend the position instead. */
  readonly board: Board;
  readonly moveCount: number;
  /** The last move in SGF (`tt` a pass), or null before the first. */
  readonly lastMove: string | null;
  /** Stones captured by each side. */
  readonly captures: {
    readonly black: number;
    readonly white: number;
  };
}
/** Who plays move number `moveNumber` (1-based): colours alternate from the first mover, passes included. */
export declare function colorOfMove(setup: GameSetup, moveNumber: number): Stone;
export declare function startPosition(setup: GameSetup): Position;
/** The position after one more move, or why the rules core refuses it. */
export declare function extendPosition(
  position: Position,
  move: string,
  color: Stone,
):
  | {
      ok: true;
      value: Position;
    }
  | {
      ok: false;
      error: MoveError | 'BAD_POINT' | 'OUT_OF_BOARD';
    };
/**
 * The position after `moves`, reusing `from` when the moves continue it. The server is the
 * authority on legality; a move the core refuses is kept in the list but leaves the stones as
 * they were (it cannot happen between Tengen's server and client, which share the core).
 */
export declare function positionAfter(setup: GameSetup, moves: readonly string[], from?: Position): Position;
/** Whether a move the viewer wants to play is legal here (the server checks again). */
export declare function moveError(position: Position, move: string, color: Stone): string | null;
