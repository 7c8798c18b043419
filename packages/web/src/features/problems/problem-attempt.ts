/**
 * What an attempt sends when the board reports its result (docs/problems.md): the result, with
 * `variation` for an answer problem solved along a change line, and the user's own moves as the
 * server judges them again (an answer's replies left out; a placement's targets; a replay's moves).
 */
import type { AttemptResult, ProblemData, ProblemKind } from '@tengen/protocol';

const userMoves = (line: readonly string[]) => line.filter((_, i) => i % 2 === 0);
const same = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((m, i) => m === b[i]);

export interface Attempt {
  readonly result: AttemptResult;
  readonly moves: readonly string[];
}

/**
 * `played` is every move of the try, both sides, as SGF points; `correct` is the board's word.
 * A choice's chosen point is not reported by the board: a correct choice names the best choice.
 */
export function attemptOf(
  kind: ProblemKind,
  data: ProblemData,
  played: readonly string[],
  correct: boolean,
): Attempt {
  if (!correct)
    return {
      result: 'wrong',
      moves: kind === 'answer' ? userMoves(played) : kind === 'replay' ? played : [],
    };
  switch (kind) {
    case 'choice': {
      const best = [...(data.xds ?? [])].sort((a, b) => b.score - a.score)[0];
      return { result: 'correct', moves: best ? [best.pt] : [] };
    }
    case 'placement':
      return { result: 'correct', moves: data.luozis ?? [] };
    case 'replay':
      return { result: 'correct', moves: played };
    default: {
      const mine = userMoves(played);
      const ok = data.ok_answers.some((line) => same(userMoves(line), mine));
      return { result: ok ? 'correct' : 'variation', moves: mine };
    }
  }
}
