/**
 * One move of an attempt judged on the server, as the board judges it in puzzle mode
 * (packages/board/src/puzzle/answers.ts): the moves so far (both sides', ending with the user's)
 * against the stored lines. ok_answers and change_answers end correct, fail_answers end wrong, a
 * move no line follows is wrong. The reply is the first matching line's next move, so the same
 * moves always get the same answer.
 */
import {
  type AttemptResult,
  type MoveOutcome,
  type ProblemData,
  type ProblemMoveResponse,
  problemKind,
} from '@tengen/protocol';
import { earnedResults } from './problem-judge.ts';

function follows(line: readonly string[], played: readonly string[]): boolean {
  return line.length >= played.length && played.every((m, i) => line[i] === m);
}

export function judgeProblemMove(data: ProblemData, played: readonly string[]): ProblemMoveResponse {
  const tiers: [readonly (readonly string[])[], MoveOutcome][] = [
    [[...data.ok_answers, ...data.change_answers], 'correct'],
    [data.fail_answers, 'wrong'],
  ];
  for (const [lines, end] of tiers) {
    const matching = lines.filter((line) => follows(line, played));
    if (matching.length === 0) continue;
    const ended = matching.find((line) => line.length === played.length);
    if (ended) return { now: end, reply: null, after: end, attempt: attemptOf(data, ended, end) };
    const line = matching[0];
    const after = line.length === played.length + 1 ? end : 'doing';
    return {
      now: 'doing',
      reply: line[played.length],
      after,
      attempt: after === 'doing' ? null : attemptOf(data, line, end),
    };
  }
  return { now: 'wrong', reply: null, after: 'wrong', attempt: 'wrong' };
}

function attemptOf(data: ProblemData, line: readonly string[], end: MoveOutcome): AttemptResult {
  if (end === 'wrong') return 'wrong';
  return data.ok_answers.includes(line as string[]) ? 'correct' : 'variation';
}

/** A choice problem's one move: right when the chosen point scores 10 or more (problem-judge.ts). */
export function judgeChoice(data: ProblemData, played: readonly string[]): ProblemMoveResponse {
  const right = played.length === 1 && earnedResults(data, played).has('correct');
  const end = right ? 'correct' : 'wrong';
  return { now: end, reply: null, after: end, attempt: end };
}

/** Problems whose answers the server can keep and judge move by move: answer lines and choices. */
export function answersCanBeKept(data: ProblemData): boolean {
  const kind = problemKind(data);
  return kind === 'answer' || kind === 'choice';
}

/** The data a student of an open assignment gets: the answer lines and the choices' scores are the server's. */
export function withoutAnswers(data: ProblemData): ProblemData {
  const xds = data.xds?.map((x) => ({ ...x, score: 0 }));
  return { ...data, ok_answers: [], change_answers: [], fail_answers: [], ...(xds ? { xds } : {}) };
}
