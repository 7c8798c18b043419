/**
 * Judges an attempt again on the server, from the user's own moves, as the board judges it
 * (packages/board/src/puzzle/answers.ts and session.ts). An answer problem's line holds both
 * sides' moves in turn, so the user's moves are its 1st, 3rd, 5th…; a line is followed to its
 * end when the user played every one of them (the line may end with the opponent's reply).
 * ok_answers give correct, change_answers a variation. A choice is correct at a score of 10 or
 * more; a placement when the targets, and nothing else, are filled; a replay when the moves
 * shown are played in order.
 */
import { type AttemptResult, type ProblemData, type ProblemKind, problemKind } from '@tengen/protocol';

/** The user's moves of a line: the side to play's, every second move from the first. */
function userMovesOf(line: readonly string[]): string[] {
  return line.filter((_, i) => i % 2 === 0);
}

function sameMoves(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((m, i) => m === b[i]);
}

function followsToEnd(lines: readonly (readonly string[])[], moves: readonly string[]): boolean {
  return lines.some((line) => sameMoves(userMovesOf(line), moves));
}

/** The results the moves earn: those a claim may name ('wrong' is always allowed). */
export function earnedResults(data: ProblemData, moves: readonly string[]): Set<AttemptResult> {
  const earned = new Set<AttemptResult>(['wrong']);
  const kind: ProblemKind = problemKind(data);
  if (kind === 'choice') {
    const chosen = moves.length === 1 ? data.xds?.find((x) => x.pt === moves[0]) : undefined;
    if (chosen !== undefined && chosen.score >= 10) earned.add('correct');
  } else if (kind === 'placement') {
    const targets = new Set(data.luozis);
    const filled = new Set(moves);
    if (filled.size === moves.length && filled.size === targets.size && moves.every((m) => targets.has(m)))
      earned.add('correct');
  } else if (kind === 'replay') {
    if (sameMoves(data.clone_pos ?? [], moves)) earned.add('correct');
  } else if (moves.length > 0) {
    if (followsToEnd(data.ok_answers, moves)) earned.add('correct');
    if (followsToEnd(data.change_answers, moves)) earned.add('variation');
  }
  return earned;
}

/** Whether the moves earn the claimed result. */
export function claimHolds(data: ProblemData, claimed: AttemptResult, moves: readonly string[]): boolean {
  return earnedResults(data, moves).has(claimed);
}
