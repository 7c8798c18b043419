/** Choice problems: a Cho Chikun position, its correct first move and the nearest plausible wrong points. */
import { sgfToVertex, vertexToSgf } from '@tengen/core';
import type { CollectionProblem } from '../../collection-file.ts';
import { emptyPointsIn, problemArea } from '../problem-area.ts';
import { firstColorOf, replayLine, setupBoard } from '../problem-board.ts';
import { corpusPuzzle, problemSourceName } from './corpus-position.ts';

const NAMES = ['A', 'B', 'C'];

/** Two legal empty points nearest the correct move (then top to bottom, left to right). */
function nearestWrong(name: string): {
  correct: string;
  wrong: string[];
  problem: ReturnType<typeof corpusPuzzle>;
} {
  const problem = corpusPuzzle(name);
  const board = setupBoard(problem.data);
  if (!board.ok) throw new Error(`${name}: ${board.error}`);
  const correct = problem.data.ok_answers[0][0];
  const alsoRight = new Set(problem.data.ok_answers.map((l) => l[0]));
  const c = sgfToVertex(correct, problem.data.lu);
  if (!c.ok) throw new Error(`${name}: ${correct}`);
  const distance = (p: { x: number; y: number }) => Math.abs(p.x - c.value.x) + Math.abs(p.y - c.value.y);
  const wrong = emptyPointsIn(board.value, problemArea(problem.data, 0))
    .filter((p) => !alsoRight.has(vertexToSgf(p)))
    .filter((p) => replayLine(board.value, [vertexToSgf(p)], firstColorOf(problem.data)).ok)
    .sort((a, b) => distance(a) - distance(b) || a.y - b.y || a.x - b.x)
    .slice(0, 2)
    .map(vertexToSgf);
  return { correct, wrong, problem };
}

/** The correct point scores 100, the others 0; the correct letter moves round from problem to problem. */
export function choiceProblem(name: string, index: number): Omit<CollectionProblem, 'number'> {
  const { correct, wrong, problem } = nearestWrong(name);
  const points = [...wrong];
  points.splice(index % 3, 0, correct);
  const side = problem.data.blackfirst ? 'Black' : 'White';
  return {
    prompt: `${side} to play: which of A, B and C is the vital point? (${problemSourceName(name)})`,
    data: {
      ...problem.data,
      ok_answers: [],
      xds: points.map((pt, i) => ({ pt, name: NAMES[i], score: pt === correct ? 100 : 0 })),
    },
  };
}
