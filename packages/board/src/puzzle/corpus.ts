import type { PuzzleData } from './format.ts';

/** A problem of the corpus in fixtures/puzzles: SGF-like keys. */
export interface CorpusProblem {
  SZ: string;
  AB?: string[];
  AW?: string[];
  C?: string;
  /** The main correct line: [colour, point, comment, ''] per move. */
  SOL: [string, string, string, string][];
}

/**
 * The widget's puzzle format for a corpus problem: setup as `content`, the solution as the one
 * correct line. The corpus gives no wrong lines: any other first move is wrong.
 */
export function puzzleFromCorpus(problem: CorpusProblem): PuzzleData {
  const first = problem.SOL[0]?.[0] ?? (/white/i.test(problem.C ?? '') ? 'W' : 'B');
  return {
    lu: Number(problem.SZ),
    blackfirst: first !== 'W',
    content: [problem.AB ?? [], problem.AW ?? []],
    ok_answers: [problem.SOL.map((step) => step[1])],
    change_answers: [],
    fail_answers: [],
  };
}
