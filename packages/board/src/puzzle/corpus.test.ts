import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { BLACK, EMPTY, sgfToVertex, type Vertex, WHITE } from '@tengen/core';
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

  it('each converts, loads, and is solved by any one of its SOL moves, played alone', () => {
    for (const [file, problem] of problems) {
      for (const [colour, point] of problem.SOL) {
        const { state, results } = testState();
        expect(loadPuzzle(state, puzzleFromCorpus(problem)), file).toBe('OK');
        expect(state.game.toPlay, `${file} side to play`).toBe(colour === 'W' ? WHITE : BLACK);
        const v = vertex(point, state.game.size);
        expect(inRegion(v, state.region), `${file} ${point} in window`).toBe(true);
        expect(puzzleClick(state, v), `${file} ${point}`).toBe('OK');
        expect(results, `${file} ${point}`).toEqual(['correct']);
      }
    }
  });

  it('reads every SOL entry as an alternative first move, never as a reply', () => {
    const several = problems.filter(([, p]) => p.SOL.length > 1);
    // 31 of the 300 give more than one correct first move.
    expect(several.length).toBe(31);
    for (const [file, problem] of several) {
      const data = puzzleFromCorpus(problem);
      expect(data.ok_answers, file).toEqual(problem.SOL.map((s) => [s[1]]));
      expect(new Set(problem.SOL.map((s) => s[0])).size, `${file} one colour`).toBe(1);
    }
  });

  it('each fails on another first move', () => {
    for (const [file, problem] of problems) {
      const { state, results } = testState();
      loadPuzzle(state, puzzleFromCorpus(problem));
      const answers = problem.SOL.map((s) => vertex(s[1], state.game.size));
      const { x1, x2, y1, y2 } = state.region;
      let played = false;
      for (let y = y1; y <= y2 && !played; y++)
        for (let x = x1; x <= x2 && !played; x++) {
          if (answers.some((a) => a.x === x && a.y === y) || state.game.board.get({ x, y }) !== EMPTY)
            continue;
          played = puzzleClick(state, { x, y }) === 'OK';
        }
      expect(results, file).toEqual(['wrong']);
    }
  });
});
