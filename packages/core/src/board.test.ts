import { describe, expect, it } from 'vitest';
import { boardFromRows, boardToRows } from './ascii.ts';
import type { MoveError } from './board.ts';
import { sgfToMove } from './coords.ts';
import { BLACK, type Stone, WHITE } from './types.ts';

/** Plays SGF points in turn (B or W prefix), answering the last result. */
function playAll(rows: string[], moves: string[]) {
  const board = boardFromRows(rows);
  let last: ReturnType<typeof board.play> | undefined;
  for (const m of moves) {
    const color: Stone = m[0] === 'B' ? BLACK : WHITE;
    const v = sgfToMove(m.slice(1), board.size);
    if (!v.ok) throw new Error(`bad test move ${m}`);
    last = board.play(v.value, color);
  }
  return { board, last: last! };
}

interface Row {
  name: string;
  rows: string[];
  moves: string[];
  error?: MoveError;
  after?: string[];
  captured?: number;
  ko?: string | null;
}

// Moves are SGF points: column letter, then row letter from the top.
const table: Row[] = [
  {
    name: 'single stone captured in the middle',
    rows: ['.....', '..X..', '.XO..', '..X..', '.....'],
    moves: ['Bdc'],
    after: ['.....', '..X..', '.X.X.', '..X..', '.....'],
    captured: 1,
    ko: null,
  },
  {
    name: 'corner capture',
    rows: ['OX...', '.....', '.....', '.....', '.....'],
    moves: ['Bab'],
    after: ['.X...', 'X....', '.....', '.....', '.....'],
    captured: 1,
  },
  {
    name: 'multi-stone capture is not ko',
    rows: ['.XX..', 'XOO..', '.XX..', '.....', '.....'],
    moves: ['Bdb'],
    after: ['.XX..', 'X..X.', '.XX..', '.....', '.....'],
    captured: 2,
    ko: null,
  },
  {
    name: 'ko: capture of one by a lone surrounded stone sets the ko point',
    rows: ['.....', '.XO..', 'X.XO.', '.XO..', '.....'],
    moves: ['Wbc'],
    after: ['.....', '.XO..', 'XO.O.', '.XO..', '.....'],
    captured: 1,
    ko: 'cc',
  },
  {
    name: 'ko: immediate retake is KO',
    rows: ['.....', '.XO..', 'X.XO.', '.XO..', '.....'],
    moves: ['Wbc', 'Bcc'],
    error: 'KO',
  },
  {
    name: 'ko: retake allowed after a move elsewhere',
    rows: ['.....', '.XO..', 'X.XO.', '.XO..', '.....'],
    moves: ['Wbc', 'Bee', 'Wea', 'Bcc'],
    captured: 1,
    ko: 'bc',
  },
  {
    name: 'ko: a pass clears the ko point',
    rows: ['.....', '.XO..', 'X.XO.', '.XO..', '.....'],
    moves: ['Wbc', 'Btt', 'Wtt', 'Bcc'],
    captured: 1,
  },
  {
    name: 'ko on the edge',
    rows: ['OX.X.', '.OX..', '.....', '.....', '.....'],
    moves: ['Wca', 'Bba'],
    error: 'KO',
  },
  {
    name: 'snapback: capturing the throw-in connects, so it is no ko',
    rows: ['X.X..', 'OOX..', 'XX...', '.....', '.....'],
    moves: ['Wba'],
    after: ['.OX..', 'OOX..', 'XX...', '.....', '.....'],
    captured: 1,
    ko: null,
  },
  {
    name: 'snapback: black takes the three stones back at once',
    rows: ['X.X..', 'OOX..', 'XX...', '.....', '.....'],
    moves: ['Wba', 'Baa'],
    after: ['X.X..', '..X..', 'XX...', '.....', '.....'],
    captured: 3,
    ko: null,
  },
  {
    name: 'suicide of one stone',
    rows: ['.X...', 'X....', '.....', '.....', '.....'],
    moves: ['Waa'],
    error: 'SUICIDE',
  },
  {
    name: 'suicide of many stones',
    rows: ['OO.X.', 'XXXX.', '.....', '.....', '.....'],
    moves: ['Wca'],
    error: 'SUICIDE',
  },
  {
    name: 'suicide of a group filling its last liberty',
    rows: ['O.OX.', 'OOOX.', 'XXXX.', '.....', '.....'],
    moves: ['Wba'],
    error: 'SUICIDE',
  },
  {
    name: 'filling own last liberty is legal when it captures',
    rows: ['O.OX.', 'OOOX.', 'XXX..', 'X....', '.....'],
    moves: ['Bba'],
    captured: 5,
  },
  {
    name: 'capture that saves a self-atari',
    rows: ['.OX..', 'OX.X.', '.OX..', '.....', '.....'],
    moves: ['Wcb'],
    after: ['.OX..', 'O.OX.', '.OX..', '.....', '.....'],
    captured: 1,
  },
  {
    name: 'occupied point',
    rows: ['.....', '..X..', '.....', '.....', '.....'],
    moves: ['Wcb'],
    error: 'NOT_EMPTY',
  },
  {
    name: 'KO is checked before NOT_EMPTY',
    rows: ['.....', '.XO..', 'X.XO.', '.XO..', '.....'],
    moves: ['Wbc', 'Bcc'],
    error: 'KO',
  },
  {
    name: 'setup then ko',
    rows: ['.XO..', 'XO.O.', '.XO..', '.....', '.....'],
    moves: ['Bcb', 'Wbb'],
    error: 'KO',
  },
];

describe('Board.play', () => {
  it.each(table)('$name', (row) => {
    const { last, board: played } = playAll(row.rows, row.moves);
    if (row.error) {
      expect(last.ok ? 'legal' : last.error).toBe(row.error);
      return;
    }
    expect(last.ok ? 'legal' : last.error).toBe('legal');
    if (!last.ok) return;
    if (row.after) expect(boardToRows(played)).toEqual(row.after);
    if (row.captured !== undefined) expect(last.value.captured).toHaveLength(row.captured);
    if (row.ko !== undefined) {
      const ko = last.value.ko;
      expect(ko ? String.fromCharCode(97 + ko.x, 97 + ko.y) : null).toBe(row.ko);
    }
  });

  it('an illegal move changes nothing', () => {
    const rows = ['O.OX.', 'OOOX.', 'XXXX.', '.....', '.....'];
    const board = boardFromRows(rows);
    const before = board.clone();
    expect(board.play({ x: 1, y: 0 }, WHITE).ok).toBe(false);
    expect(boardToRows(board)).toEqual(rows);
    expect(board.positionKey()).toBe(before.positionKey());
    expect(board.emptyCount).toBe(before.emptyCount);
    expect(board.play({ x: 1, y: 0 }, BLACK).ok).toBe(true);
  });

  it('a point off the board is BAD_POINT', () => {
    const board = boardFromRows(['...', '...', '...']);
    expect(board.play({ x: 3, y: 0 }, BLACK)).toEqual({ ok: false, error: 'BAD_POINT' });
    expect(board.analyze({ x: 0, y: -1 }, BLACK)).toEqual({ ok: false, error: 'BAD_POINT' });
  });

  it('counts captures per colour', () => {
    const { board } = playAll(['.XX..', 'XOO..', '.XX..', '.....', '.....'], ['Bdb']);
    expect(board.captures[BLACK]).toBe(2);
    expect(board.captures[WHITE]).toBe(0);
  });

  it('keeps the empty list equal to the empty points', () => {
    const { board } = playAll(['.XX..', 'XOO..', '.XX..', '.....', '.....'], ['Bdb', 'Wbb', 'Bee']);
    const empties = new Set(Array.from(board.empties.subarray(0, board.emptyCount)));
    const expected = new Set<number>();
    for (let y = 0; y < 5; y++)
      for (let x = 0; x < 5; x++) if (board.get({ x, y }) === 0) expected.add(board.index({ x, y }));
    expect(empties).toEqual(expected);
  });
});

describe('Board.analyze', () => {
  it.each(table.filter((r) => r.moves.length === 1))('$name (without playing)', (row) => {
    const board = boardFromRows(row.rows);
    const m = sgfToMove(row.moves[0].slice(1), board.size);
    if (!m.ok) throw new Error('bad move');
    const color = row.moves[0][0] === 'B' ? BLACK : WHITE;
    const predicted = board.analyze(m.value, color);
    expect(boardToRows(board)).toEqual(row.rows.map((r) => r.replace(/\s+/g, '')));
    const played = board.clone().play(m.value, color);
    expect(predicted.ok).toBe(played.ok);
    if (predicted.ok && played.ok) {
      expect(predicted.value.captured.length).toBe(played.value.captured.length);
      expect(predicted.value.ko).toEqual(played.value.ko);
    } else if (!predicted.ok && !played.ok) {
      expect(predicted.error).toBe(played.error);
    }
  });
});
