/**
 * Replies and refutations of an answer problem from GNU Go, limited to the problem's area with
 * `restricted_genmove`: each correct first move gets the opponent's best reply, and every other
 * legal empty point of the area becomes a wrong first move with the engine's refutation.
 */
import { type Board, moveToGtp, opponent, type Stone, sgfToVertex, vertexToSgf } from '@tengen/core';
import type { ProblemData } from '@tengen/protocol';
import { gtpColor, readGenmove } from '../../engines/gtp-position.ts';
import type { EnginePool, EngineSession } from '../../engines/pool.ts';
import { type Area, emptyPointsIn, problemArea } from './problem-area.ts';
import { firstColorOf, illegalLines, replayLine, setupBoard } from './problem-board.ts';

export interface RefuteSettings {
  /** GNU Go's `level` (0–10). */
  readonly level: number;
  /** How many lines the area reaches beyond the stones and the correct moves. */
  readonly margin: number;
}

export const DEFAULT_REFUTE_SETTINGS: RefuteSettings = { level: 10, margin: 1 };

/** A problem with its correct first moves answered and its wrong first moves refuted. */
export interface RefutedProblem {
  readonly data: ProblemData;
  /** How many engine moves were asked for. */
  readonly genmoves: number;
}

/** The distinct first moves of a list of lines, in order. */
export const firstMoves = (lines: readonly string[][]): string[] => [...new Set(lines.map((l) => l[0]))];

/**
 * Asks the engine for replies and refutations of `data`, starting from the first moves of its
 * ok lines (their replies and the fail lines are replaced). Throws when the problem's setup is
 * bad or a line the engine gave is not legal on the rules core.
 */
export async function refuteProblem(
  pool: EnginePool,
  data: ProblemData,
  settings: RefuteSettings,
): Promise<RefutedProblem> {
  const board = setupBoard(data);
  if (!board.ok) throw new Error(board.error);
  const correct = firstMoves(data.ok_answers);
  if (correct.length === 0) throw new Error('the problem has no correct first move');
  const alsoRight = new Set([...correct, ...firstMoves(data.change_answers)]);
  const area = problemArea(
    { ...data, ok_answers: correct.map((p) => [p]), fail_answers: [] },
    settings.margin,
  );
  const first = firstColorOf(data);
  const wrong = emptyPointsIn(board.value, area)
    .map(vertexToSgf)
    .filter((p) => !alsoRight.has(p) && replayLine(board.value, [p], first).ok);

  const answer = (engine: EngineSession, move: string) =>
    replyTo(engine, board.value, area, first, move, data.lu);
  const { okLines, failLines } = await pool.run({
    owner: 'problems',
    lane: 'background',
    level: settings.level,
    position: {
      size: data.lu,
      komi: 0,
      setup: { black: data.content[0], white: data.content[1] },
      firstColor: first,
      moves: [],
    },
    work: async (engine) => {
      const okLines: string[][] = [];
      for (const move of correct) okLines.push(await answer(engine, move));
      const failLines: string[][] = [];
      for (const move of wrong) failLines.push(await answer(engine, move));
      return { okLines, failLines };
    },
  });
  const refuted: ProblemData = { ...data, ok_answers: okLines, fail_answers: failLines };
  const illegal = illegalLines(refuted);
  if (illegal.length > 0) throw new Error(`the engine's lines are not legal: ${illegal.join('; ')}`);
  return { data: refuted, genmoves: correct.length + wrong.length };
}

/** Plays `move`, asks for the opponent's move in the area, and takes `move` back. */
async function replyTo(
  engine: EngineSession,
  board: Board,
  area: Area,
  first: Stone,
  move: string,
  size: number,
): Promise<string[]> {
  const after = replayLine(board, [move], first);
  if (!after.ok) throw new Error(after.error);
  const vertex = sgfToVertex(move, size);
  if (!vertex.ok) throw new Error(`${move} is not a point`);
  const candidates = emptyPointsIn(after.value, area).map((v) => moveToGtp(v, size));
  await engine.send(`play ${gtpColor(first)} ${moveToGtp(vertex.value, size)}`);
  // restricted_genmove answers without playing, so one undo takes the move back.
  const text =
    candidates.length === 0
      ? 'pass'
      : await engine.send(`restricted_genmove ${gtpColor(opponent(first))} ${candidates.join(' ')}`);
  await engine.send('undo');
  const reply = readGenmove(text, size);
  return reply === null || reply === 'resign' ? [move] : [move, vertexToSgf(reply)];
}
