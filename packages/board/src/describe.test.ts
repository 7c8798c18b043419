import { describe, expect, it } from 'vitest';
import { configure } from './config.ts';
import { boardName, moveWords, pointWords, positionWords, refusalWords } from './describe.ts';
import { resetGame } from './game-tree.ts';
import { DEFAULT_LABELS, fillLabel } from './labels.ts';
import { testState } from './puzzle/test-board.ts';

const v = (x: number, y: number) => ({ x, y });

function board(size = 19) {
  const t = testState();
  resetGame(t.state, size);
  return t;
}

describe('the words for screen readers', () => {
  it('name the board and its size', () => {
    expect(boardName(board(13).state)).toBe('Go board, 13 by 13');
  });

  it('say a move, a pass and what a move captured', () => {
    const { state } = board(9);
    const { game } = state;
    game.play(v(3, 5));
    expect(moveWords(state, game.current)).toBe('Black D4');
    game.pass();
    expect(moveWords(state, game.current)).toBe('White passes');
    expect(moveWords(state, game.root)).toBeNull();
    // White's stone at A9 taken by black B9 and A8.
    resetGame(state, 9);
    state.game.play(v(0, 0), 2);
    state.game.play(v(1, 0), 1);
    state.game.play(v(0, 1), 1);
    expect(moveWords(state, state.game.current)).toBe('Black A8, 1 stone captured');
  });

  it('describe the position in brief, with the keys when they work', () => {
    const { state } = board(9);
    expect(positionWords(state, false)).toBe(
      'Black to play. 0 black and 0 white stones on the board. No moves yet.',
    );
    state.game.play(v(4, 4));
    state.game.play(v(2, 2));
    expect(positionWords(state, true)).toBe(
      `Black to play. 1 black and 1 white stones on the board. Last move: White C7. ${DEFAULT_LABELS.keys}`,
    );
  });

  it('say the point under the cursor', () => {
    const { state } = board(9);
    state.game.play(v(4, 4));
    expect(pointWords(state, v(4, 4))).toBe('E5, black stone');
    expect(pointWords(state, v(0, 8))).toBe('A1, empty');
  });

  it('say why a move was refused', () => {
    const { state } = board(9);
    expect(refusalWords(state, 'NOT_EMPTY')).toBe('That point is taken');
    expect(refusalWords(state, 'ERROR')).toBe('No move can be played now');
    expect(refusalWords(state, 'OK')).toBeNull();
  });

  it("take the host's labels, in the host's word order", () => {
    const { state } = board(9);
    configure(state, { labels: { black: '黒', move: '{point}に{color}' } });
    state.game.play(v(3, 5));
    expect(moveWords(state, state.game.current)).toBe('D4に黒');
    expect(state.labels.white).toBe('White');
    expect(fillLabel('{a} {b}', { a: 1 })).toBe('1 {b}');
  });

  it("join a move and its capture with the host's own comma", () => {
    const { state } = board(9);
    configure(state, {
      labels: { black: '黒', capturedOne: '1子を取りました', moveCaptured: '{move}、{captured}' },
    });
    state.game.play(v(0, 0), 2);
    state.game.play(v(1, 0), 1);
    state.game.play(v(0, 1), 1);
    expect(moveWords(state, state.game.current)).toBe('黒 A8、1子を取りました');
  });
});
