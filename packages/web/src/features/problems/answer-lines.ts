/**
 * The stored lines of a problem as the answer viewer shows them: every line in the order
 * correct, variation, wrong (the order the board colours a shared first move in, the correct
 * colour winning), and which of them start at a point of the board.
 */
import type { ProblemData } from '@tengen/protocol';

export type AnswerList = 'ok' | 'change' | 'fail';

export interface AnswerLine {
  readonly list: AnswerList;
  /** Its place in its own list, from 0. */
  readonly index: number;
  /** SGF points, both sides in turn from the side to play. */
  readonly moves: readonly string[];
}

const LISTS = [
  { list: 'ok', key: 'ok_answers' },
  { list: 'change', key: 'change_answers' },
  { list: 'fail', key: 'fail_answers' },
] as const;

export function answerLines(data: Pick<ProblemData, 'ok_answers' | 'change_answers' | 'fail_answers'>) {
  return LISTS.flatMap(({ list, key }) =>
    data[key].flatMap((moves, index): AnswerLine[] => (moves.length > 0 ? [{ list, index, moves }] : [])),
  );
}

/**
 * The line a click at `point` shows: the first line starting there, or, when the line shown
 * (`shown`, an index into `lines`) starts there too, the next one that does (round again
 * after the last). -1 when no line starts at the point.
 */
export function lineAt(lines: readonly AnswerLine[], point: string, shown: number | null): number {
  const here = lines.flatMap((line, i) => (line.moves[0] === point ? [i] : []));
  if (here.length === 0) return -1;
  const at = shown === null ? -1 : here.indexOf(shown);
  return here[(at + 1) % here.length];
}

/** How many lines each list has: the legend's counts. */
export function lineCounts(lines: readonly AnswerLine[]): Record<AnswerList, number> {
  const counts = { ok: 0, change: 0, fail: 0 };
  for (const line of lines) counts[line.list] += 1;
  return counts;
}
