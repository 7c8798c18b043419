import { type MoveVertex, sameVertex } from '@tengen/core';
import type { PuzzleResult } from '../types.ts';
import type { Line } from './format.ts';

export interface AnswerJudgement {
  /** The result once the user's move is on the board. */
  readonly now: PuzzleResult;
  /** The stored reply to play, if any. */
  readonly reply?: MoveVertex;
  /** The result once the reply is on the board. */
  readonly afterReply: PuzzleResult;
}

function follows(line: Line, played: Line): boolean {
  if (line.length < played.length) return false;
  for (let i = 0; i < played.length; i++) if (!sameVertex(line[i], played[i])) return false;
  return true;
}

/**
 * Judges the line played so far (ending with the user's move) against the stored answers.
 * Correct lines are ok_answers and change_answers (a variation is another way to succeed); their
 * last step is correct. Otherwise fail_answers are followed to their last step, which is wrong.
 * A move no stored line follows is wrong. Replies come from a line chosen at random.
 */
export function judgeAnswer(
  answers: { ok: Line[]; change: Line[]; fail: Line[] },
  played: Line,
  random: () => number,
): AnswerJudgement {
  const tiers: [Line[], PuzzleResult][] = [
    [[...answers.ok, ...answers.change], 'correct'],
    [answers.fail, 'wrong'],
  ];
  for (const [lines, end] of tiers) {
    const matching = lines.filter((l) => follows(l, played));
    if (matching.length === 0) continue;
    if (matching.some((l) => l.length === played.length)) return { now: end, afterReply: end };
    const line = matching[Math.min(matching.length - 1, Math.floor(random() * matching.length))];
    const reply = line[played.length];
    return { now: 'doing', reply, afterReply: line.length === played.length + 1 ? end : 'doing' };
  }
  return { now: 'wrong', afterReply: 'wrong' };
}
