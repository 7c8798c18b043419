import { BLACK, boardToRows, sgfToVertex, type Vertex } from '@tengen/core';
import { describe, expect, it, vi } from 'vitest';
import { goto, next } from '../game-tree.ts';
import type { PuzzleData } from './format.ts';
import { scrambleField } from './scramble.ts';
import {
  loadPuzzle,
  playSolution,
  puzzleClick,
  setPuzzleMode,
  showAnswerColors,
  viewAnswer,
} from './session.ts';
import { testState } from './test-board.ts';

const p = (s: string): Vertex => {
  const v = sgfToVertex(s, 9);
  if (!v.ok) throw new Error(s);
  return v.value;
};

const answerPuzzle: PuzzleData = {
  lu: 9,
  blackfirst: true,
  content: [['cc'], ['dd']],
  ok_answers: [
    ['ee', 'ff', 'gg'],
    ['ee', 'fe', 'gg'],
  ],
  change_answers: [['aa', 'bb']],
  fail_answers: [['hh', 'ii']],
};

describe('answer puzzles', () => {
  it('plays the stored reply and is correct at the end of a correct line', () => {
    const { state, results } = testState();
    expect(loadPuzzle(state, answerPuzzle)).toBe('OK');
    expect(puzzleClick(state, p('ee'))).toBe('OK');
    expect(state.game.board.get(p('ff'))).toBe(2);
    expect(state.puzzle?.result).toBe('doing');
    expect(puzzleClick(state, p('gg'))).toBe('OK');
    expect(results).toEqual(['correct']);
    expect(puzzleClick(state, p('aa'))).toBe('ERROR');
  });

  it('a move no line follows is wrong; a wrong line is played out', () => {
    const a = testState();
    loadPuzzle(a.state, answerPuzzle);
    puzzleClick(a.state, p('ab'));
    expect(a.results).toEqual(['wrong']);
    const b = testState();
    loadPuzzle(b.state, answerPuzzle);
    puzzleClick(b.state, p('hh'));
    expect(b.state.game.board.get(p('ii'))).toBe(2);
    expect(b.results).toEqual(['wrong']);
  });

  it('returns the legality errors and stays doing', () => {
    const { state } = testState();
    loadPuzzle(state, answerPuzzle);
    expect(puzzleClick(state, p('cc'))).toBe('NOT_EMPTY');
    expect(state.puzzle?.result).toBe('doing');
  });

  it('plays the reply after the delay', () => {
    vi.useFakeTimers();
    const { state } = testState();
    state.replyDelay = 500;
    loadPuzzle(state, answerPuzzle);
    puzzleClick(state, p('ee'));
    expect(puzzleClick(state, p('aa'))).toBe('ERROR');
    expect(state.game.board.get(p('ff'))).toBe(0);
    vi.advanceTimersByTime(500);
    expect(state.game.board.get(p('ff'))).toBe(2);
    vi.useRealTimers();
  });

  it('reads scrambled answers (ru 1 and 2)', () => {
    for (const ru of [1, 2] as const) {
      const { state, results } = testState();
      const scrambled = { ...answerPuzzle, ru, ok_answers: scrambleField(answerPuzzle.ok_answers, ru, 9) };
      loadPuzzle(state, scrambled);
      puzzleClick(state, p('ee'));
      puzzleClick(state, p('gg'));
      expect(results).toEqual(['correct']);
    }
  });

  it('a missing answer list is a data error', () => {
    const { state, faults } = testState();
    expect(loadPuzzle(state, { lu: 9, content: [[], []], ok_answers: [] })).toBe('ERROR');
    expect(faults).toEqual(['MISSING_DATA']);
  });

  it('keeps the size when lu is out of range; a window is padded and square', () => {
    const { state } = testState();
    loadPuzzle(state, { ...answerPuzzle, lu: 40, pos_x1: 0, pos_x2: 3, pos_y1: 0, pos_y2: 1 });
    expect(state.game.size).toBe(19);
    expect(state.region).toEqual({ x1: 0, x2: 4, y1: 0, y2: 4 });
    loadPuzzle(state, { lu: 9, prepos: [['aa'], []], ok_answers: [], change_answers: [], fail_answers: [] });
    expect(state.region).toEqual({ x1: 0, x2: 8, y1: 0, y2: 8 });
  });

  it('views an answer forward and back in SHIXIA mode, with answer colours', () => {
    const { state } = testState();
    loadPuzzle(state, answerPuzzle);
    expect(viewAnswer(state, 'ok', 1)).toBe('OK');
    expect(state.puzzle?.mode).toBe('SHIXIA');
    next(state);
    next(state);
    expect(state.game.board.get(p('fe'))).toBe(2);
    goto(state, 0);
    expect(state.game.board.get(p('ee'))).toBe(0);
    showAnswerColors(state);
    expect([...state.answerColors.values()].sort()).toEqual(['blue', 'green', 'red']);
  });

  it('the answer viewer steps through the line last opened, whichever was opened before', () => {
    const { state } = testState();
    loadPuzzle(state, answerPuzzle);
    const stepThrough = (line: string[]) => {
      for (const [i, point] of line.entries()) {
        expect(next(state)).toBe('OK');
        expect(state.game.current.move?.vertex).toEqual(p(point));
        expect(state.game.current.moveNumber).toBe(i + 1);
      }
      expect(next(state)).toBe('ERROR');
      expect(goto(state, 0)).toBe('OK');
    };
    const views = [
      ['ok', 0, ['ee', 'ff', 'gg']],
      ['fail', 0, ['hh', 'ii']],
      ['ok', 1, ['ee', 'fe', 'gg']],
      ['change', 0, ['aa', 'bb']],
      ['ok', 0, ['ee', 'ff', 'gg']],
    ] as const;
    for (const [list, index, line] of views) {
      expect(viewAnswer(state, list, index)).toBe('OK');
      expect(state.game.current.moveNumber).toBe(0);
      stepThrough([...line]);
    }
    viewAnswer(state, 'fail', 0);
    state.game.toEnd();
    expect(state.game.current.move?.vertex).toEqual(p('ii'));
  });

  it('enters play mode once; watch mode ignores clicks', () => {
    const { state, faults } = testState();
    loadPuzzle(state, answerPuzzle);
    expect(setPuzzleMode(state, 'PLAY')).toBe('ERROR');
    expect(faults).toEqual(['PLAY_MODE_ACTIVE']);
    setPuzzleMode(state, 'WATCH');
    expect(puzzleClick(state, p('ee'))).toBe('ERROR');
  });
});

describe('choice, placement and replay puzzles', () => {
  const base = { lu: 9, content: [[], []] };

  it('a choice is correct only with a score of 10 or more', () => {
    const xds = [
      { pt: 'cc', name: 'A', score: 10 },
      { pt: 'dd', name: 'B', score: 5 },
    ];
    const a = testState();
    loadPuzzle(a.state, { ...base, xds });
    expect(puzzleClick(a.state, p('ee'))).toBe('ERROR');
    puzzleClick(a.state, p('cc'));
    expect(a.results).toEqual(['correct']);
    const b = testState();
    loadPuzzle(b.state, { ...base, xds });
    puzzleClick(b.state, p('dd'));
    expect(b.results).toEqual(['wrong']);
    expect(b.state.programMarks.get(b.state.game.root)?.get(3 * 9 + 3)).toEqual({ kind: 'label', text: 'B' });
    expect(b.state.game.root.marks.size).toBe(0);
  });

  it('placement: every target, and a click elsewhere is wrong', () => {
    const a = testState();
    loadPuzzle(a.state, { ...base, luozis: ['aa', 'bb'] });
    puzzleClick(a.state, p('aa'));
    expect(puzzleClick(a.state, p('aa'))).toBe('NOT_EMPTY');
    puzzleClick(a.state, p('bb'));
    expect(a.results).toEqual(['correct']);
    expect(a.state.game.board.get(p('bb'))).toBe(BLACK);
    const b = testState();
    loadPuzzle(b.state, { ...base, luozis: ['aa', 'bb'] });
    puzzleClick(b.state, p('cc'));
    expect(b.results).toEqual(['wrong']);
  });

  it('replay: each move must match, a full match is correct, an extra move is wrong', () => {
    const replay = { ...base, clone_prepos: [['ee'], []], clone_pos: ['cc', 'gg'] };
    const a = testState();
    loadPuzzle(a.state, replay);
    expect(boardToRows(a.state.game.board)[4]).toBe('....X....');
    puzzleClick(a.state, p('cc'));
    expect(a.state.puzzle?.replayState).toBe('doing');
    puzzleClick(a.state, p('gg'));
    expect(a.results).toEqual(['correct']);
    puzzleClick(a.state, p('aa'));
    expect(a.results).toEqual(['correct', 'wrong']);
    const b = testState();
    loadPuzzle(b.state, replay);
    puzzleClick(b.state, p('gg'));
    expect(b.results).toEqual(['wrong']);
  });

  it('replay: the solution plays itself, then waits at the start', () => {
    vi.useFakeTimers();
    const { state } = testState();
    state.replyDelay = 100;
    loadPuzzle(state, { ...base, clone_pos: ['cc', 'gg'] });
    playSolution(state);
    expect(state.puzzle?.replayState).toBe('playingSolution');
    expect(state.game.board.get(p('cc'))).toBe(BLACK);
    vi.advanceTimersByTime(250);
    expect(state.puzzle?.replayState).toBe('default');
    expect(state.game.current.moveNumber).toBe(0);
    vi.useRealTimers();
  });

  it('replay: after the solution has played and the board is back at the start, clicks are judged', () => {
    vi.useFakeTimers();
    const { state, results } = testState();
    state.replyDelay = 100;
    loadPuzzle(state, { ...base, clone_pos: ['cc', 'gg'] });
    let done = 0;
    playSolution(state, () => done++);
    vi.runAllTimers();
    expect(done).toBe(1);
    expect(vi.getTimerCount()).toBe(0);
    expect(goto(state, 0)).toBe('OK');
    expect(puzzleClick(state, p('cc'))).toBe('OK');
    expect(state.puzzle?.replayState).toBe('doing');
    expect(puzzleClick(state, p('gg'))).toBe('OK');
    expect(results).toEqual(['correct']);
    vi.useRealTimers();
  });
});
