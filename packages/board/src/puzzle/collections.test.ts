/**
 * The site's problem collections (packages/server/collections/*.json) as this widget reads them:
 * every problem loads, is the kind its fields say, every stored line is legal, and each kind can
 * be solved (and failed) by clicking.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { BLACK, Board, type Stone, sgfToMove, sgfToVertex, type Vertex, WHITE } from '@tengen/core';
import { describe, expect, it } from 'vitest';
import { type PuzzleData, readPuzzle } from './format.ts';
import { loadPuzzle, puzzleClick } from './session.ts';
import { testState } from './test-board.ts';

interface Collection {
  id: string;
  problems: { number: number; prompt: string; data: PuzzleData & Record<string, unknown> }[];
}

const dir = join(import.meta.dirname, '../../../server/collections');
const collections = readdirSync(dir)
  .filter((f) => f.endsWith('.json'))
  .map((f) => JSON.parse(readFileSync(join(dir, f), 'utf8')) as Collection);

const vertex = (p: string, size: number): Vertex => {
  const v = sgfToVertex(p, size);
  if (!v.ok) throw new Error(p);
  return v.value;
};

/** The kind the fields ask for (the same rule as ProblemData's problemKind). */
function expectedKind(data: Collection['problems'][number]['data']): string {
  if (Array.isArray(data.xds) && data.xds.length > 0) return 'choice';
  if (Array.isArray(data.luozis) && data.luozis.length > 0) return 'placement';
  if (data.clone_pos) return 'replay';
  return 'answer';
}

/** Plays moves on a board with the given stones; colours alternate unless `same`. Answers the first fault. */
function playOut(size: number, stones: [string[], string[]], moves: string[], first: Stone, same = false) {
  const board = new Board(size);
  board.setStones([
    ...stones[0].map((p) => ({ vertex: vertex(p, size), sign: BLACK as Stone })),
    ...stones[1].map((p) => ({ vertex: vertex(p, size), sign: WHITE as Stone })),
  ]);
  let color = first;
  for (const [i, p] of moves.entries()) {
    const move = sgfToMove(p, size);
    if (!move.ok) return `move ${i + 1} ${p}: not a point`;
    if (move.value === null) board.pass();
    else {
      const played = board.play(move.value, color);
      if (!played.ok) return `move ${i + 1} ${p}: ${played.error}`;
    }
    if (!same) color = color === BLACK ? WHITE : BLACK;
  }
  return null;
}

function clickAll(data: PuzzleData, points: string[]): string[] {
  const { state, results } = testState();
  expect(loadPuzzle(state, data)).toBe('OK');
  for (const p of points) expect(puzzleClick(state, vertex(p, state.game.size)), p).toBe('OK');
  return results;
}

describe('the problem collections', () => {
  it('are there, each with problems numbered 1, 2, 3, …', () => {
    expect(collections.map((c) => c.id).sort()).toEqual(
      expect.arrayContaining(['board-skills', 'cho-advanced', 'cho-elementary', 'cho-intermediate']),
    );
    for (const c of collections)
      expect(c.problems.map((p) => p.number)).toEqual(c.problems.map((_, i) => i + 1));
  });

  for (const c of collections) {
    it(`${c.id}: every problem reads, is its kind, and its lines are legal`, () => {
      for (const { number, data } of c.problems) {
        const where = `${c.id} ${number}`;
        const read = readPuzzle(data);
        if (!read.ok) throw new Error(`${where}: ${read.error}`);
        expect(read.value.kind, where).toBe(expectedKind(data));
        const size = read.value.size;
        const first = read.value.firstColor;
        const setup = data.content as [string[], string[]];
        const lines = [data.ok_answers, data.change_answers, data.fail_answers].flat() as string[][];
        for (const line of lines) expect(playOut(size, setup, line, first), `${where} ${line}`).toBeNull();
        if (read.value.kind === 'placement')
          expect(playOut(size, setup, data.luozis as string[], first, true), where).toBeNull();
        if (read.value.kind === 'replay') {
          const start = (data.clone_prepos ?? [[], []]) as [string[], string[]];
          expect(playOut(size, start, data.clone_pos as string[], first), where).toBeNull();
        }
      }
    });

    it(`${c.id}: each problem is solved by its answer and failed by a wrong one`, () => {
      for (const { number, data } of c.problems) {
        const where = `${c.id} ${number}`;
        const kind = expectedKind(data);
        if (kind === 'choice') {
          const choices = data.xds as { pt: string; score: number }[];
          for (const x of choices)
            expect(clickAll(data, [x.pt]), `${where} ${x.pt}`).toEqual([x.score >= 10 ? 'correct' : 'wrong']);
        } else if (kind === 'placement') {
          expect(clickAll(data, data.luozis as string[]), where).toEqual(['correct']);
        } else if (kind === 'replay') {
          expect(clickAll(data, data.clone_pos as string[]).at(-1), where).toBe('correct');
        } else {
          // With the first random line, following the first ok line takes its stored replies.
          const line = (data.ok_answers as string[][])[0] ?? (data.change_answers as string[][])[0];
          expect(
            clickAll(
              data,
              line.filter((_, i) => i % 2 === 0),
            ).at(-1),
            where,
          ).toBe('correct');
          const rightFirst = new Set(
            [data.ok_answers, data.change_answers].flat().map((l) => (l as string[])[0]),
          );
          const wrong = (data.fail_answers as string[][]).find((l) => !rightFirst.has(l[0]));
          if (wrong) expect(clickAll(data, [wrong[0]]).at(-1), `${where} ${wrong}`).toBe('wrong');
        }
      }
    });
  }
});
