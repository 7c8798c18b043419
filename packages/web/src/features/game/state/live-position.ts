/**
 * The board position of a live game, built with the rules core from the pre-placed stones and
 * the move list. A position is a value: extending it clones the board, so states that share
 * an older position never see it change.
 */
import {
  BLACK,
  Board,
  type CoordError,
  type MoveError,
  moverOf,
  readSetupLists,
  type Stone,
  sgfToMove,
  WHITE,
} from '@tengen/core';

/** Why the rules core refuses a move: the point cannot be read, or the move is illegal. */
export type MoveRefusal = CoordError | MoveError;

export interface GameSetup {
  readonly size: number;
  readonly blackFirst: boolean;
  readonly prepos: { readonly black: readonly string[]; readonly white: readonly string[] };
}

export interface LivePosition {
  /** Read only: never play on it, extend the position instead. */
  readonly board: Board;
  readonly moveCount: number;
  /** The last move in SGF (`tt` a pass), or null before the first. */
  readonly lastMove: string | null;
  /** Stones captured by each side. */
  readonly captures: { readonly black: number; readonly white: number };
}

/** Who plays move number `moveNumber` (1-based): colours alternate from the first mover, passes included. */
export function colorOfMove(setup: GameSetup, moveNumber: number): Stone {
  return moverOf(moveNumber, setup.blackFirst ? BLACK : WHITE);
}

export function startPosition(setup: GameSetup): LivePosition {
  const board = new Board(setup.size);
  const stones = readSetupLists(setup.prepos.black, setup.prepos.white, setup.size);
  if (stones.ok) {
    board.setStones([
      ...stones.value.black.map((vertex) => ({ vertex, sign: BLACK as Stone })),
      ...stones.value.white.map((vertex) => ({ vertex, sign: WHITE as Stone })),
    ]);
  }
  return { board, moveCount: 0, lastMove: null, captures: { black: 0, white: 0 } };
}

/** The position after one more move, or why the rules core refuses it. */
export function extendPosition(
  position: LivePosition,
  move: string,
  color: Stone,
): { ok: true; value: LivePosition } | { ok: false; error: MoveRefusal } {
  const vertex = sgfToMove(move, position.board.size);
  if (!vertex.ok) return { ok: false, error: vertex.error };
  const board = position.board.clone();
  const played = board.play(vertex.value, color);
  if (!played.ok) return { ok: false, error: played.error };
  return {
    ok: true,
    value: {
      board,
      moveCount: position.moveCount + 1,
      lastMove: move,
      captures: { black: board.captures[BLACK], white: board.captures[WHITE] },
    },
  };
}

/**
 * The position after `moves`, reusing `from` when the moves continue it. The server is the
 * authority on legality; a move the core refuses is kept in the list but leaves the stones as
 * they were (it cannot happen between Tengen's server and client, which share the core).
 */
export function positionAfter(setup: GameSetup, moves: readonly string[], from?: LivePosition): LivePosition {
  let position = from && from.moveCount <= moves.length ? from : startPosition(setup);
  for (let i = position.moveCount; i < moves.length; i++) {
    const next = extendPosition(position, moves[i], colorOfMove(setup, i + 1));
    position = next.ok ? next.value : { ...position, moveCount: position.moveCount + 1, lastMove: moves[i] };
  }
  return position;
}

/** Whether a move the viewer wants to play is legal here (the server checks again). */
export function moveError(position: LivePosition, move: string, color: Stone): MoveRefusal | null {
  const vertex = sgfToMove(move, position.board.size);
  if (!vertex.ok) return vertex.error;
  const analyzed = position.board.analyze(vertex.value, color);
  return analyzed.ok ? null : analyzed.error;
}

/**
 * Names a position: its moves (SGF, `tt` a pass) joined by `*`, as the estimate call's `posstr`
 * has them. Judgements, estimates and analysis marks carry it to say which position they are for.
 */
export function positionKey(moves: readonly string[]): string {
  return moves.join('*');
}
