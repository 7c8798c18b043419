import { describe, expect, it } from 'vitest';
import { boardToRows } from './ascii.ts';
import { Game } from './game.ts';
import { BLACK, WHITE } from './types.ts';

const v = (x: number, y: number) => ({ x, y });

function playSgf(game: Game, points: string[]) {
  for (const p of points) {
    const r = game.play(p === 'tt' ? null : v(p.charCodeAt(0) - 97, p.charCodeAt(1) - 97));
    if (!r.ok) return r.error;
  }
  return 'ok';
}

describe('Game', () => {
  it('alternates the side to move, and recomputes it going back', () => {
    const game = new Game(9);
    expect(game.toPlay).toBe(BLACK);
    game.play(v(2, 2));
    expect(game.toPlay).toBe(WHITE);
    game.play(v(6, 6));
    expect(game.toPlay).toBe(BLACK);
    game.back();
    expect(game.toPlay).toBe(WHITE);
    game.back();
    expect(game.toPlay).toBe(BLACK);
  });

  it('white first when the record says so', () => {
    expect(new Game(9, { firstColor: WHITE }).toPlay).toBe(WHITE);
  });

  it('going back at depth 0 is an error', () => {
    expect(new Game(9).back()).toEqual({ ok: false, error: 'AT_ROOT' });
  });

  it('going back restores stones, captures and the ko point', () => {
    const game = new Game(5);
    // B and W build a ko, then W captures.
    expect(playSgf(game, ['ba', 'ca', 'ab', 'db', 'bc', 'cc', 'ee', 'bb'])).toBe('ok');
    const beforeCapture = boardToRows(game.board);
    expect(playSgf(game, ['cb'])).toBe('ok');
    expect(game.capturesBy.black).toBe(1);
    expect(game.board.koPoint).toBeGreaterThan(0);
    game.back();
    expect(boardToRows(game.board)).toEqual(beforeCapture);
    expect(game.capturesBy.black).toBe(0);
    expect(game.board.koPoint).toBe(-1);
    // and forward again replays the same capture
    game.forward();
    expect(game.capturesBy.black).toBe(1);
  });

  it('an existing variation is followed, a new move makes a branch', () => {
    const game = new Game(9);
    game.play(v(2, 2));
    game.back();
    game.play(v(2, 2));
    expect(game.root.children).toHaveLength(1);
    game.back();
    game.play(v(3, 3));
    expect(game.root.children).toHaveLength(2);
    expect(game.forward(0)).toEqual({ ok: false, error: 'AT_END' });
  });

  it('an illegal move answers its error and leaves the tree and board alone', () => {
    const game = new Game(5);
    playSgf(game, ['aa']);
    const before = boardToRows(game.board);
    expect(game.play(v(0, 0))).toEqual({ ok: false, error: 'NOT_EMPTY' });
    expect(game.current.children).toHaveLength(0);
    expect(boardToRows(game.board)).toEqual(before);
  });

  it('jumpTo jumps across branches', () => {
    const game = new Game(9);
    const a = game.play(v(0, 0));
    const b = game.play(v(1, 1));
    game.toStart();
    game.play(v(4, 4));
    const c = game.play(v(5, 5));
    if (!a.ok || !b.ok || !c.ok) throw new Error('setup');
    expect(game.jumpTo(b.value).ok).toBe(true);
    expect(game.board.get(v(0, 0))).toBe(BLACK);
    expect(game.board.get(v(4, 4))).toBe(0);
    expect(game.jumpTo(c.value).ok).toBe(true);
    expect(game.board.get(v(0, 0))).toBe(0);
    expect(game.board.get(v(5, 5))).toBe(WHITE);
    expect(game.jumpTo(new Game(9).root)).toEqual({ ok: false, error: 'NOT_IN_TREE' });
  });

  it('toEnd follows the main line', () => {
    const game = new Game(9);
    playSgf(game, ['aa', 'bb', 'cc']);
    game.toStart();
    const end = game.toEnd();
    expect(end.ok && end.value.moveNumber).toBe(3);
  });

  it('positional superko refuses a move that repeats a position of the line', () => {
    // A ko: with basic ko rules the retake after a pass is allowed; with superko, a move
    // that recreates an earlier whole-board position is refused.
    const ko = ['ba', 'ca', 'ab', 'db', 'bc', 'cc', 'ee', 'bb', 'cb', 'bb'];
    const plain = new Game(5);
    expect(playSgf(plain, ko)).toBe('KO');
    const sk = new Game(5, { superko: true });
    expect(playSgf(sk, ['ba', 'ca', 'ab', 'db', 'bc', 'cc', 'ee', 'bb', 'cb', 'tt', 'tt', 'bb'])).toBe('KO');
    const basic = new Game(5);
    expect(playSgf(basic, ['ba', 'ca', 'ab', 'db', 'bc', 'cc', 'ee', 'bb', 'cb', 'tt', 'tt', 'bb'])).toBe(
      'ok',
    );
  });

  it('a setup node puts stones and sets the next colour', () => {
    const game = new Game(9);
    game.play(v(0, 0));
    game.addSetup({ black: [v(3, 3)], white: [v(4, 4)], empty: [v(0, 0)], nextColor: WHITE });
    expect(game.board.get(v(0, 0))).toBe(0);
    expect(game.board.get(v(4, 4))).toBe(WHITE);
    expect(game.toPlay).toBe(WHITE);
    game.back();
    expect(game.board.get(v(0, 0))).toBe(BLACK);
    expect(game.board.get(v(3, 3))).toBe(0);
  });
});
