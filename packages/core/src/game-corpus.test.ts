import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { boardToRows } from './ascii.ts';
import { Game } from './game.ts';
import { readSetupLists } from './setup.ts';
import { decodeSgf } from './sgf/decode.ts';
import { parseSgf } from './sgf/parse.ts';
import { stringifySgf } from './sgf/stringify.ts';
import { gameFromSgf, gameToSgf } from './sgf-game.ts';
import { clampPlaySize } from './types.ts';

const corpus = new URL('../../../fixtures/', import.meta.url);
const sgfDir = new URL('sgf/', corpus);
const puzzleDir = new URL('puzzles/', corpus);
const sgfFiles = readdirSync(sgfDir).filter((f) => f.endsWith('.sgf'));
const puzzleFiles = readdirSync(puzzleDir).filter((f) => f.endsWith('.json'));

function readGame(text: string) {
  const parsed = parseSgf(text);
  if (!parsed.ok) throw new Error(`parse: ${parsed.error.message}`);
  const read = gameFromSgf(parsed.value.roots[0]);
  if (!read.ok) throw new Error(read.error.message);
  return read.value.game;
}

describe('the corpus of real game records', () => {
  it('has 400 records', () => {
    expect(sgfFiles).toHaveLength(400);
  });

  it.each(sgfFiles)('%s replays legally to the end and round-trips', (file) => {
    const { text } = decodeSgf(readFileSync(new URL(file, sgfDir)));
    const game = readGame(text);
    const end = game.toEnd();
    expect(end.ok).toBe(true);
    const moves = game.current.moveNumber;
    expect(moves).toBeGreaterThan(0);
    const final = boardToRows(game.board);

    const written = stringifySgf([gameToSgf(game)]);
    const again = readGame(written);
    expect(again.toEnd().ok).toBe(true);
    expect(again.current.moveNumber).toBe(moves);
    expect(boardToRows(again.board)).toEqual(final);
    expect(again.capturesBy).toEqual(game.capturesBy);
    expect(stringifySgf([gameToSgf(again)])).toBe(written);
  });
});

describe('the corpus of life-and-death problems', () => {
  it('has 300 problems', () => {
    expect(puzzleFiles).toHaveLength(300);
  });

  it.each(puzzleFiles)('%s loads as a position and its solution plays legally', (file) => {
    const problem = JSON.parse(readFileSync(new URL(file, puzzleDir), 'utf8')) as {
      SZ: string;
      AB: string[];
      AW: string[];
      SOL: [string, string, string, string][];
    };
    const size = clampPlaySize(Number(problem.SZ));
    const setup = readSetupLists(problem.AB ?? [], problem.AW ?? [], size);
    if (!setup.ok) throw new Error(JSON.stringify(setup.error));
    const game = new Game(size);
    game.setupRoot({ ...setup.value, empty: [] });
    expect(game.board.emptyCount).toBe(size * size - setup.value.black.length - setup.value.white.length);
    for (const [color, point] of problem.SOL) {
      const x = point.charCodeAt(0) - 97;
      const y = point.charCodeAt(1) - 97;
      const played = game.play({ x, y }, color === 'B' ? 1 : 2);
      expect(played.ok).toBe(true);
    }
  });
});
