import { describe, expect, it } from 'vitest';
import { boardFromRows } from './ascii.ts';
import { Board } from './board.ts';
import { mulberry32, playRandomMove, randomPlayout } from './playout.ts';
import { BLACK, EMPTY, type Stone, WHITE } from './types.ts';

/** Padded indices of every stone on the board. */
function stonesOf(board: Board): number[] {
  const out: number[] = [];
  for (let y = 0; y < board.size; y++) {
    for (let x = 0; x < board.size; x++) {
      const v = { x, y };
      if (board.get(v) !== EMPTY) out.push(board.index(v));
    }
  }
  return out;
}

describe('mulberry32', () => {
  it('is reproducible from its seed and stays in [0, 1)', () => {
    const a = mulberry32(42);
    const b = mulberry32(42);
    const c = mulberry32(43);
    const xs = Array.from({ length: 1000 }, a);
    expect(Array.from({ length: 1000 }, b)).toEqual(xs);
    expect(Array.from({ length: 1000 }, c)).not.toEqual(xs);
    for (const x of xs) {
      expect(x).toBeGreaterThanOrEqual(0);
      expect(x).toBeLessThan(1);
    }
  });
});

describe('randomPlayout', () => {
  for (const size of [5, 9, 13, 19]) {
    it(`leaves no chain without liberties and ends by two passes or the cap on ${size}×${size}`, () => {
      for (let seed = 1; seed <= 20; seed++) {
        const board = new Board(size);
        const result = randomPlayout(board, seed % 2 ? BLACK : WHITE, mulberry32(seed));
        for (const p of stonesOf(board)) expect(board.libertiesOf(p)).toBeGreaterThan(0);
        expect(result.endedByPasses || result.moves === 3 * size * size).toBe(true);
        expect(result.moves).toBeGreaterThan(0);
        expect(result.passes).toBeGreaterThanOrEqual(result.endedByPasses ? 2 : 0);
      }
    });
  }

  it('never fills its own single-point eyes, move by move', () => {
    for (let seed = 1; seed <= 10; seed++) {
      const board = new Board(9);
      const random = mulberry32(seed);
      let color: Stone = BLACK;
      let passedLast = false;
      for (let turn = 0; turn < 3 * 81; turn++) {
        const before = board.clone();
        const p = playRandomMove(board, color, random);
        if (p < 0) {
          if (passedLast) break;
          passedLast = true;
          board.pass();
          // A pass means no point was both legal and not an own eye.
          for (let i = 0; i < before.emptyCount; i++) {
            const q = before.empties[i];
            if (!before.isEye(q, color)) expect(before.clone().playIndex(q, color)).toBeLessThan(0);
          }
        } else {
          passedLast = false;
          expect(before.isEye(p, color)).toBe(false);
          expect(before.get(board.vertex(p))).toBe(EMPTY);
          expect(board.get(board.vertex(p))).toBe(color);
        }
        color = color === BLACK ? WHITE : BLACK;
      }
    }
  });

  it('is the same game as stepping playRandomMove with the same seed', () => {
    const a = new Board(9);
    const result = randomPlayout(a, BLACK, mulberry32(7));
    const b = new Board(9);
    const random = mulberry32(7);
    let color: Stone = BLACK;
    let moves = 0;
    let passes = 0;
    let passedLast = false;
    for (;;) {
      if (playRandomMove(b, color, random) >= 0) {
        moves++;
        passedLast = false;
      } else {
        b.pass();
        passes++;
        if (passedLast) break;
        passedLast = true;
      }
      color = color === BLACK ? WHITE : BLACK;
    }
    expect(result).toEqual({ moves, passes, endedByPasses: true });
    expect(a.signs()).toEqual(b.signs());
    expect(a.captures).toEqual(b.captures);
  });

  it('stops at maxMoves', () => {
    const board = new Board(19);
    expect(randomPlayout(board, BLACK, mulberry32(3), 10)).toEqual({
      moves: 10,
      passes: 0,
      endedByPasses: false,
    });
    expect(stonesOf(board)).toHaveLength(10);
  });

  it('passes when the only empty points are its own eyes', () => {
    const board = boardFromRows(['.X.X.', 'XXXXX', 'XXXXX', 'XXXXX', 'X.X.X']);
    // White can play nowhere (every point is suicide) and black would fill its own eyes.
    const result = randomPlayout(board, BLACK, mulberry32(1));
    expect(result).toEqual({ moves: 0, passes: 2, endedByPasses: true });
    expect(board.emptyCount).toBe(5);
  });
});
