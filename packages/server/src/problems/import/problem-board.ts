/** A problem's position on the rules core: its setup, the side to play, and the replay of a line. */
import {
  BLACK,
  Board,
  err,
  type MoveVertex,
  moverOf,
  ok,
  type Result,
  type Stone,
  sgfToMove,
  sgfToVertex,
  type Vertex,
  vertexToSgf,
  WHITE,
} from '@tengen/core';
import type { ProblemData } from '@tengen/protocol';

export const firstColorOf = (data: ProblemData): Stone => (data.blackfirst ? BLACK : WHITE);

/** The board with the problem's setup stones; an error names a bad or doubled point. */
export function setupBoard(data: ProblemData): Result<Board, string> {
  if (!Board.isValidSize(data.lu)) return err(`board size ${data.lu} is not one Tengen plays`);
  const board = new Board(data.lu);
  const [black, white] = data.content;
  const seen = new Set<string>();
  const changes: { vertex: Vertex; sign: Stone }[] = [];
  for (const [color, points] of [
    [BLACK, black],
    [WHITE, white],
  ] as const) {
    for (const point of points) {
      const v = sgfToVertex(point, data.lu);
      if (!v.ok) return err(`setup point ${point} is not on the board`);
      if (seen.has(point)) return err(`setup point ${point} is given twice`);
      seen.add(point);
      changes.push({ vertex: v.value, sign: color });
    }
  }
  board.setStones(changes);
  return ok(board);
}

/**
 * Plays a line (both sides in turn, the side to play first) on a copy of `board`; answers the
 * board after it, or which move is illegal and why.
 */
export function replayLine(board: Board, line: readonly string[], first: Stone): Result<Board, string> {
  const after = board.clone();
  for (let i = 0; i < line.length; i++) {
    const move = sgfToMove(line[i], board.size);
    if (!move.ok) return err(`move ${i + 1} (${line[i]}) is not a point`);
    const color = moverOf(i + 1, first);
    if (move.value === null) {
      after.pass();
      continue;
    }
    const played = after.play(move.value, color);
    if (!played.ok) return err(`move ${i + 1} (${line[i]}) is illegal: ${played.error}`);
  }
  return ok(after);
}

/** Every line of a problem that is not legal from its setup, as messages (none: all legal). */
export function illegalLines(data: ProblemData): string[] {
  const board = setupBoard(data);
  if (!board.ok) return [board.error];
  const first = firstColorOf(data);
  const problems: string[] = [];
  for (const [tier, lines] of [
    ['ok', data.ok_answers],
    ['change', data.change_answers],
    ['fail', data.fail_answers],
  ] as const) {
    for (const line of lines) {
      const replayed = replayLine(board.value, line, first);
      if (!replayed.ok) problems.push(`${tier} line ${line.join(' ')}: ${replayed.error}`);
    }
  }
  return problems;
}

export const sgfPoint = (v: MoveVertex): string => (v === null ? 'tt' : vertexToSgf(v));
export type { Vertex };
