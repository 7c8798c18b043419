/** `tengen problems refute`: every answer problem of a collection file refuted by GNU Go, one at a time. */
import { problemKind } from '@tengen/protocol';
import type { EnginePool } from '../../engines/pool.ts';
import type { CollectionFile, CollectionProblem } from '../collection-file.ts';
import { type RefuteSettings, refuteProblem } from './refute-problem.ts';

export interface RefuteReport {
  readonly file: CollectionFile;
  readonly refuted: number;
  /** Problems kept as they were, with why. */
  readonly skipped: readonly string[];
  readonly genmoves: number;
}

/**
 * Which problems the engine may rewrite: answer problems whose lines are one-move correct
 * answers (a source's own replies and wrong lines are kept), or whose lines came from an
 * earlier engine run.
 */
function whyKept(problem: CollectionProblem, earlierRun: boolean): string | null {
  const { data } = problem;
  if (problemKind(data) !== 'answer') return `${problemKind(data)} problem`;
  if (earlierRun) return null;
  if (data.fail_answers.length > 0 || data.ok_answers.some((l) => l.length > 1))
    return 'its lines come from its source';
  return null;
}

export async function refuteCollection(
  pool: EnginePool,
  file: CollectionFile,
  settings: RefuteSettings & { readonly engine: string },
  progress: (line: string) => void = () => undefined,
): Promise<RefuteReport> {
  const problems: CollectionProblem[] = [];
  const skipped: string[] = [];
  let genmoves = 0;
  for (const problem of file.problems) {
    const kept = whyKept(problem, file.refutation !== undefined);
    if (kept !== null) {
      skipped.push(`problem ${problem.number}: ${kept}`);
      problems.push(problem);
      continue;
    }
    try {
      const result = await refuteProblem(pool, problem.data, settings);
      genmoves += result.genmoves;
      problems.push({ ...problem, data: result.data });
      progress(
        `problem ${problem.number}: ${result.data.ok_answers.length} ok, ${result.data.fail_answers.length} fail lines`,
      );
    } catch (error) {
      throw new Error(`problem ${problem.number}: ${(error as Error).message}`);
    }
  }
  const { engine, level, margin } = settings;
  return {
    file: { ...file, problems, refutation: { engine, level, margin } },
    refuted: problems.length - skipped.length,
    skipped,
    genmoves,
  };
}
