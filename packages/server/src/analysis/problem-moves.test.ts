import { BLACK, WHITE } from '@tengen/core';
import type { RatePoint } from '@tengen/protocol';
import { describe, expect, it } from 'vitest';
import { PROBLEMS_PER_SIDE, problemMoves } from './problem-moves.ts';

const point = (step: number, rate: number, mrate: number, mpt = 'pd'): RatePoint => ({
  step,
  rate,
  mpt,
  mrate,
});

describe('problemMoves', () => {
  it('charges each loss against the engine choice to the side that moved', () => {
    const rates = [
      point(1, 400, 500), // black lost 100
      point(2, 450, 400), // white lost 50 (black's rate went up)
      point(3, 480, 500), // black lost 20: below the threshold (30)
      point(4, 300, 350), // white gained
    ];
    expect(problemMoves(rates, BLACK)).toEqual({
      black: [{ step: 1, downrate: 100 }],
      white: [{ step: 2, downrate: 50 }],
    });
    // With white first, the odd moves are white's: move 4 is black's, and lost 50.
    expect(problemMoves(rates, WHITE)).toEqual({
      black: [{ step: 4, downrate: 50 }],
      white: [],
    });
  });

  it('keeps the largest losses per side, in move order', () => {
    // each with another engine choice: separate problems
    const rates = Array.from({ length: 40 }, (_, i) =>
      point(2 * i + 1, 0, 60 + i, `a${String.fromCharCode(97 + (i % 19))}${i}`),
    );
    const { black, white } = problemMoves(rates, BLACK);
    expect(white).toEqual([]);
    expect(black).toHaveLength(PROBLEMS_PER_SIDE);
    expect(black[0]).toEqual({ step: 61, downrate: 90 });
    expect(black.at(-1)).toEqual({ step: 79, downrate: 99 });
  });

  it('counts one engine misreading repeated move after move once, with its largest loss', () => {
    const rates = [
      point(11, 400, 500, 'cc'), // black plays elsewhere; the engine wants cc
      point(12, 400, 400),
      point(13, 380, 520, 'cc'), // again: the same misreading
      point(14, 400, 400),
      point(15, 390, 470, 'cc'), // and again
      point(17, 300, 400, 'dd'), // a new problem: another engine choice
      point(19, 300, 300, 'cc'),
      point(21, 300, 400, 'cc'), // cc again, but not in a row: a new problem
    ];
    expect(problemMoves(rates, BLACK).black).toEqual([
      { step: 11, downrate: 140 },
      { step: 17, downrate: 100 },
      { step: 21, downrate: 100 },
    ]);
  });
});
