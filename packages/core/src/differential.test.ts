import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import GoBoard, { type Sign as SabakiSign, type Vertex as SabakiVertex } from '@sabaki/go-board';
import { describe, expect, it } from 'vitest';
import { boardToRows } from './ascii.ts';
import type { Game } from './game.ts';
import { decodeSgf } from './sgf/decode.ts';
import { parseSgf } from './sgf/parse.ts';
import type { SgfNode } from './sgf/types.ts';
import { gameFromSgf } from './sgf-game.ts';
import { BLACK, WHITE } from './types.ts';

// Tengen against an independent implementation (@sabaki/go-board) on 400 real game records.
const corpusDir = fileURLToPath(new URL('../../../fixtures/sgf/', import.meta.url));
const files = readdirSync(corpusDir)
  .filter((f) => f.endsWith('.sgf'))
  .sort();
/** Positions are also compared every this many moves on every this-many-th record. */
const STEP = 25;
const SAMPLE_EVERY = 8;

interface Replay {
  rows: string[];
  capturesByBlack: number;
  capturesByWhite: number;
}

function readRoot(file: string): SgfNode {
  const parsed = parseSgf(decodeSgf(readFileSync(corpusDir + file)).text);
  if (!parsed.ok) throw new Error(`${file}: ${parsed.error.message}`);
  return parsed.value.roots[0];
}

function tengenSnapshot(game: Game): Replay {
  return {
    rows: boardToRows(game.board),
    capturesByBlack: game.board.captures[BLACK],
    capturesByWhite: game.board.captures[WHITE],
  };
}

function sabakiSnapshot(board: GoBoard): Replay {
  return {
    rows: board.signMap.map((row) => row.map((s) => (s === 1 ? 'X' : s === -1 ? 'O' : '.')).join('')),
    capturesByBlack: board.getCaptures(1),
    capturesByWhite: board.getCaptures(-1),
  };
}

/** SGF points (with `aa:cc` rectangles) as Sabaki vertices, read without Tengen's helpers. */
function sabakiPoints(values: readonly string[] | undefined): SabakiVertex[] {
  const out: SabakiVertex[] = [];
  const coord = (ch: string) => ch.charCodeAt(0) - 97;
  for (const value of values ?? []) {
    const [from, to = from] = value.split(':');
    for (let x = coord(from[0]); x <= coord(to[0]); x++)
      for (let y = coord(from[1]); y <= coord(to[1]); y++) out.push([x, y]);
  }
  return out;
}

/**
 * Replays the main line with Sabaki: setup stones of each node, then its move. Answers the
 * snapshots of the empty board and after each move, so indexed by move number.
 */
function sabakiReplay(root: SgfNode, size: number): Replay[] {
  let board = GoBoard.fromDimensions(size);
  const snapshots: Replay[] = [sabakiSnapshot(board)];
  for (let node: SgfNode | undefined = root; node; node = node.children[0]) {
    const p = node.props;
    for (const [id, sign] of [
      ['AE', 0],
      ['AB', 1],
      ['AW', -1],
    ] as const)
      for (const v of sabakiPoints(p[id])) board.set(v, sign);
    const id = p.B ? 'B' : p.W ? 'W' : null;
    if (id === null) continue;
    const point = p[id][0].trim();
    const sign: SabakiSign = id === 'B' ? 1 : -1;
    if (point === '' || (point === 'tt' && size <= 19)) {
      board = board.makeMove(0, [-1, -1]);
    } else {
      const vertex: SabakiVertex = [point.charCodeAt(0) - 97, point.charCodeAt(1) - 97];
      board = board.makeMove(sign, vertex, { preventOverwrite: true, preventSuicide: true, preventKo: true });
    }
    snapshots.push(sabakiSnapshot(board));
  }
  return snapshots;
}

function tengenGame(file: string, root: SgfNode): Game {
  const read = gameFromSgf(root);
  if (!read.ok) throw new Error(`${file}: ${read.error.message}`);
  return read.value.game;
}

describe('differential replay against @sabaki/go-board', () => {
  it('finds the 400 corpus records', () => {
    expect(files).toHaveLength(400);
  });

  it('ends every main line with the same position and captures', () => {
    let moves = 0;
    for (const file of files) {
      const root = readRoot(file);
      const game = tengenGame(file, root);
      const end = game.toEnd();
      expect(end.ok, `${file}: ${end.ok ? '' : end.error}`).toBe(true);
      const theirs = sabakiReplay(root, game.size);
      expect(game.current.moveNumber, file).toBe(theirs.length - 1);
      expect(tengenSnapshot(game), file).toEqual(theirs[theirs.length - 1]);
      moves += theirs.length - 1;
    }
    expect(moves).toBeGreaterThan(400 * 100);
  });

  it(`has the same position every ${STEP} moves on a sample of the records`, () => {
    let compared = 0;
    for (const file of files.filter((_, i) => i % SAMPLE_EVERY === 0)) {
      const root = readRoot(file);
      const game = tengenGame(file, root);
      const theirs = sabakiReplay(root, game.size);
      while (game.current.children.length > 0) {
        const stepped = game.forward(0);
        expect(stepped.ok, file).toBe(true);
        const n = game.current.moveNumber;
        if (game.current.move && n % STEP === 0) {
          expect(tengenSnapshot(game), `${file} move ${n}`).toEqual(theirs[n]);
          compared++;
        }
      }
    }
    expect(compared).toBeGreaterThan((400 / SAMPLE_EVERY) * 4);
  });
});
