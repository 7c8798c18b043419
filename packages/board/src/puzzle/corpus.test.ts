import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { EMPTY, sgfToVertex, type Vertex } from '@tengen/core';
import { describe, expect, it } from 'vitest';
import { inRegion } from '../region.ts';
import { type CorpusProblem, puzzleFromCorpus } from './corpus.ts';
import { loadPuzzle, puzzleClick } from './session.ts';
import { testState } from './test-board.ts';

const dir = join(import.meta.dirname, '../../../../fixtures/puzzles');
const files = readdirSync(dir).filter((f) => f.endsWith('.json'));
const problems = files.map(
  (f) => [f, JSON.parse(readFileSync(join(dir, f), 'utf8')) as CorpusProblem] as const,
);

function vertex(point: string, size: number): Vertex {
  const v = sgfToVertex(point, size);
  if (!v.ok) throw new Error(point);
  return v.value;
}

describe('the 300 corpus problems', () => {
  it('are all there', () => expect(problems).toHaveLength(300));

  it('each converts, loads, and is solved by playing its solution line', () => {
    for (const [file, problem] of problems) {
      const { state, results } = testState();
      expect(loadPuzzle(state, puzzleFromCorpus(problem)), file).toBe('OK');
      const size = state.game.size;
      for (let i = 0; i < problem.SOL.length; i += 2) {
        const v = vertex(problem.SOL[i][1], size);
        expect(inRegion(v, state.region), `${file} move ${i} in window`).toBe(true);
        expect(puzzleClick(state, v), `${file} move ${i}`).toBe('OK');
      }
      expect(results, file).toEqual(['correct']);
    }
  });

  it('each fails on another first move', () => {
    for (const [file, problem] of problems) {
      const { state, results } = testState();
      loadPuzzle(state, puzzleFromCorpus(problem));
      const answer = vertex(problem.SOL[0][1], state.game.size);
      const { x1, x2, y1, y2 } = state.region;
      let played = false;
      for (let y = y1; y <= y2 && !played; y++)
        for (let x = x1; x <= x2 && !played; x++) {
          if ((x === answer.x && y === answer.y) || state.game.board.get({ x, y }) !== EMPTY) continue;
          played = puzzleClick(state, { x, y }) === 'OK';
        }
      expect(results, file).toEqual(['wrong']);
    }
  });
});
