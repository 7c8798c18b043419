import type { PuzzleData } from './format.ts';

/** A problem of the corpus in fixtures/puzzles: SGF-like keys. */
export interface CorpusProblem {
  SZ: string;
  AB?: string[];
  AW?: string[];
  C?: string;
  /**
   * The correct first moves: [colour, point, comment, ''] each. Every entry is a separate
   * correct first move of the side to play (alternatives), not a line of moves.
   */
  SOL: [string, string, string, string][];
}

/**
 * The widget's puzzle format for a corpus problem: setup as `content`, and each SOL entry a
 * one-move correct line of the side to play. The corpus gives no replies and no wrong lines:
 * any other first move is wrong.
 */
export function puzzleFromCorpus(problem: CorpusProblem): PuzzleData {
  const first = problem.SOL[0]?.[0] ?? (/white/i.test(problem.C ?? '') ? 'W' : 'B');
  return {
    lu: Number(problem.SZ),
    blackfirst: first !== 'W',
    content: [problem.AB ?? [], problem.AW ?? []],
    ok_answers: problem.SOL.map((step) => [step[1]]),
    change_answers: [],
    fail_answers: [],
  };
}
