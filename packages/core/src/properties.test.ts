import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { boardToRows } from './ascii.ts';
import { Board } from './board.ts';
import { Game } from './game.ts';
import { parseSgf } from './sgf/parse.ts';
import { stringifySgf } from './sgf/stringify.ts';
import { gameFromSgf, gameToSgf } from './sgf-game.ts';
import { BLACK, EMPTY, type Stone, WHITE } from './types.ts';

/** A random sequence of attempted moves on a small board (many are illegal; that is the point). */
const attempts = (size: number) =>
  fc.array(fc.record({ x: fc.nat(size - 1), y: fc.nat(size - 1), pass: fc.nat(20) }), { maxLength: 120 });

function everyChainHasALiberty(board: Board): boolean {
  for (let y = 0; y < board.size; y++) {
    for (let x = 0; x < board.size; x++) {
      const p = board.index({ x, y });
      if (board.color[p] !== EMPTY && board.libertiesOf(p) === 0) return false;
    }
  }
  return true;
}

describe('properties of the rules', () => {
  it('captures never leave a chain without liberties on the board', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 9 }), fc.infiniteStream(fc.nat()), (size, stream) => {
        const board = new Board(size);
        let color: Stone = BLACK;
        const it = stream[Symbol.iterator]();
        for (let i = 0; i < 150; i++) {
          const n = it.next().value as number;
          const played = board.play({ x: n % size, y: Math.floor(n / size) % size }, color);
          if (played.ok) color = color === BLACK ? WHITE : BLACK;
          if (!everyChainHasALiberty(board)) return false;
        }
        return true;
      }),
      { numRuns: 200 },
    );
  });

  it('an illegal move changes nothing, a legal one changes the board', () => {
    fc.assert(
      fc.property(attempts(7), (moves) => {
        const game = new Game(7);
        for (const m of moves) {
          const before = boardToRows(game.board).join('');
          const node = game.current;
          const played = m.pass === 0 ? game.play(null) : game.play({ x: m.x, y: m.y });
          if (!played.ok) {
            expect(boardToRows(game.board).join('')).toBe(before);
            expect(game.current).toBe(node);
          }
        }
      }),
    );
  });

  it('playing then going back restores the position, captures and ko', () => {
    fc.assert(
      fc.property(attempts(6), (moves) => {
        const game = new Game(6);
        const snapshots: string[] = [];
        const snap = () =>
          `${boardToRows(game.board).join('')}|${game.capturesBy.black}|${game.capturesBy.white}|${game.board.koPoint}|${game.toPlay}`;
        for (const m of moves) {
          const before = snap();
          const played = m.pass === 0 ? game.play(null) : game.play({ x: m.x, y: m.y });
          if (played.ok) snapshots.push(before);
        }
        while (snapshots.length > 0) {
          expect(game.back().ok).toBe(true);
          expect(snap()).toBe(snapshots.pop());
        }
        expect(game.back().ok).toBe(false);
      }),
    );
  });

  it('SGF write then read is the identity on move trees', () => {
    const comment = fc.string({ maxLength: 12 }).map((s) => s.replace(/\r/g, ''));
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.nat(3), fc.nat(8), fc.nat(8), comment), { maxLength: 60 }),
        (steps) => {
          const game = new Game(9);
          for (const [back, x, y, text] of steps) {
            for (let i = 0; i < back && game.current.parent; i++) game.back();
            const played = game.play({ x, y });
            if (played.ok && text.trim() !== '') played.value.comment = text;
            if (played.ok && x === y) played.value.marks.set(y * 9 + x, { kind: 'triangle' });
          }
          const written = stringifySgf([gameToSgf(game)]);
          const parsed = parseSgf(written);
          if (!parsed.ok) return false;
          const read = gameFromSgf(parsed.value.roots[0]);
          if (!read.ok) return false;
          expect(stringifySgf([gameToSgf(read.value.game)])).toBe(written);
          const count = (g: Game) => [...g.root.walk()].length;
          expect(count(read.value.game)).toBe(count(game));
        },
      ),
    );
  });
});
