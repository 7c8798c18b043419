import { describe, expect, it } from 'vitest';
import { click } from './click.ts';
import { next, prev, resetGame } from './game-tree.ts';
import { loadPuzzle, puzzleClick, setPuzzleMode } from './puzzle/session.ts';
import { testState } from './puzzle/test-board.ts';
import { applySync, type SyncOp } from './sync.ts';

const puzzle = {
  lu: 9,
  content: [['cc'], ['dd']],
  ok_answers: [['ee', 'ff', 'gg']],
  change_answers: [],
  fail_answers: [],
};

function pair() {
  const a = testState();
  const b = testState();
  const ops: SyncOp[] = [];
  a.state.events.onSync = (op) => {
    ops.push(op);
    expect(applySync(b.state, op)).toBe('OK');
  };
  return { a: a.state, b: b.state, ops };
}

describe('sync', () => {
  it('mirrors a game: moves and stepping', () => {
    const { a, b } = pair();
    for (const s of [a, b]) {
      resetGame(s, 9);
      s.clickMode = 'play';
    }
    click(a, { x: 2, y: 2 });
    click(a, { x: 3, y: 3 });
    click(a, { x: 0, y: 0 }); // the place op below mirrors too
    expect(b.game.board.signs()).toEqual(a.game.board.signs());
    a.clickMode = 'place';
    click(a, { x: 5, y: 5 });
    expect(b.game.board.signs()).toEqual(a.game.board.signs());
    prev(a);
    applySync(b, { op: 'prev' });
    next(a);
    applySync(b, { op: 'next' });
    expect(b.game.board.signs()).toEqual(a.game.board.signs());
  });

  it('mirrors a puzzle being solved into a watching board', () => {
    const { a, b, ops } = pair();
    loadPuzzle(a, puzzle);
    loadPuzzle(b, puzzle, 'WATCH');
    puzzleClick(a, { x: 4, y: 4 });
    puzzleClick(a, { x: 6, y: 6 });
    expect(b.game.board.signs()).toEqual(a.game.board.signs());
    expect(b.puzzle?.result).toBe('correct');
    expect(ops.map((o) => o.op)).toEqual(['play', 'play', 'play', 'result']);
    setPuzzleMode(a, 'SHIXIA');
    expect(b.puzzle?.mode).toBe('SHIXIA');
  });

  it('refuses operations in an invalid puzzle mode', () => {
    const { state, faults } = testState();
    loadPuzzle(state, puzzle, 'INVAL');
    expect(applySync(state, { op: 'next' })).toBe('ERROR');
    expect(faults).toEqual(['WRONG_MODE']);
  });
});
