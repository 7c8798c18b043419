import { describe, expect, it } from 'vitest';
import { setTerritory, setWinrates } from './analysis.ts';
import { click, playAt } from './click.ts';
import { adjustCandidate, confirmCandidate } from './confirm.ts';
import { resetGame } from './game-tree.ts';
import { confirmMultiChoice, startMultiChoice } from './multi-choice.ts';
import { loadPuzzle } from './puzzle/session.ts';
import { testState } from './puzzle/test-board.ts';
import { applySymbol } from './symbols.ts';
import { enterTrial, leaveTrial } from './trial.ts';
import { cornerTap, VERSION } from './version.ts';
import { setVoteCounts, startVote, stopVote } from './vote.ts';

const v = (x: number, y: number) => ({ x, y });

function board(size = 9) {
  const t = testState();
  resetGame(t.state, size);
  return t;
}

describe('click modes', () => {
  it.each([
    ['disabled', 'ERROR', 0],
    ['play', 'OK', 1],
    ['candidate', 'OK', 0],
    ['place', 'OK', 1],
  ] as const)('%s: a click answers %s', (mode, result, stones) => {
    const { state } = board();
    state.clickMode = mode;
    expect(click(state, v(2, 2))).toBe(result);
    expect(state.game.board.get(v(2, 2))).toBe(stones);
  });

  it('a remote-controlled board ignores local clicks and takes controlled ones', () => {
    const { state } = board();
    state.clickMode = 'play';
    state.remoteControlled = true;
    expect(click(state, v(2, 2))).toBe('ERROR');
    expect(click(state, v(2, 2), { remote: true })).toBe('OK');
  });

  it('clicks outside the window are logged bad points', () => {
    const { state, faults } = board();
    state.clickMode = 'play';
    state.region = { x1: 0, x2: 4, y1: 0, y2: 4 };
    expect(click(state, v(6, 6))).toBe('ERROR');
    expect(faults).toEqual(['BAD_POINT']);
  });
});

describe('confirm mode', () => {
  it('a click sets the candidate, nudges move it, confirm plays it', () => {
    const { state } = board();
    state.clickMode = 'play';
    state.confirmMode = true;
    state.region = { x1: 0, x2: 4, y1: 0, y2: 4 };
    expect(confirmCandidate(state, (p) => playAt(state, p))).toBe('NO_PT');
    expect(adjustCandidate(state, 'up')).toBe('ERROR');
    click(state, v(4, 1));
    expect(state.game.board.get(v(4, 1))).toBe(0);
    expect(adjustCandidate(state, 'up')).toBe('OK');
    expect(adjustCandidate(state, 'up')).toBe('FAILED');
    expect(adjustCandidate(state, 'right')).toBe('FAILED');
    expect(adjustCandidate(state, 'left')).toBe('OK');
    expect(confirmCandidate(state, (p) => playAt(state, p))).toBe('OK');
    expect(state.game.board.get(v(3, 0))).toBe(1);
    expect(state.candidate).toBeNull();
  });

  it('confirm and adjust outside confirm mode are errors', () => {
    const { state, faults } = board();
    expect(confirmCandidate(state, () => 'OK')).toBe('ERROR');
    expect(adjustCandidate(state, 'down')).toBe('ERROR');
    expect(faults).toEqual(['WRONG_MODE', 'ADJUST_WITHOUT_CANDIDATE']);
  });
});

describe('symbols', () => {
  it('the same symbol removes, another replaces; cursors cannot place', () => {
    const { state } = board();
    const marks = () => state.symbols.get(state.game.current) ?? new Map();
    applySymbol(state, v(1, 1), 'triangle');
    expect(marks().get(10)).toEqual({ kind: 'triangle' });
    applySymbol(state, v(1, 1), 'circle');
    expect(marks().get(10)).toEqual({ kind: 'circle' });
    applySymbol(state, v(1, 1), 'circle');
    expect(marks().has(10)).toBe(false);
    applySymbol(state, v(0, 0), 'number');
    applySymbol(state, v(0, 1), 'number');
    applySymbol(state, v(2, 0), 'letter');
    applySymbol(state, v(3, 0), { named: 'x1' });
    expect([...marks().values()]).toEqual([
      { kind: 'number', value: 1 },
      { kind: 'number', value: 2 },
      { kind: 'label', text: 'A' },
      { kind: 'label', text: 'x1' },
    ]);
    expect(applySymbol(state, v(4, 4), 'pt')).toBe('ERROR');
    expect(applySymbol(state, v(4, 4), 'vote')).toBe('ERROR');
  });

  it('no symbols while a puzzle is in play mode', () => {
    const { state } = board();
    loadPuzzle(state, { lu: 9, content: [[], []], ok_answers: [], change_answers: [], fail_answers: [] });
    expect(applySymbol(state, v(1, 1), 'triangle')).toBe('ERROR');
  });
});

describe('votes', () => {
  it('a student votes for one empty point, through the callback', () => {
    const { state } = board();
    const votes: unknown[] = [];
    expect(startVote(state, 'stu')).toBe('ERROR');
    expect(startVote(state, 'stu', (p) => votes.push(p))).toBe('OK');
    expect(startVote(state, 'stu', () => {})).toBe('ERROR');
    state.clickMode = 'vote';
    state.game.play(v(0, 0));
    expect(click(state, v(0, 0))).toBe('NOT_EMPTY');
    expect(click(state, v(3, 3))).toBe('OK');
    expect(votes).toEqual([v(3, 3)]);
  });

  it('with letter choices, only a choice point', () => {
    const { state } = board();
    state.game.current.marks.set(4 * 9 + 4, { kind: 'label', text: 'A' });
    startVote(state, 'stu', () => {});
    state.clickMode = 'vote';
    expect(click(state, v(3, 3))).toBe('ERROR');
    expect(click(state, v(4, 4))).toBe('OK');
  });

  it('a teacher sees counts and selects', () => {
    const { state } = board();
    expect(startVote(state, 'tea')).toBe('OK');
    setVoteCounts(state, { cc: 3, dd: 1 });
    expect([...state.vote.counts]).toEqual([
      [20, 3],
      [30, 1],
    ]);
    state.clickMode = 'vote';
    click(state, v(2, 2));
    expect(state.vote.chosen).toEqual(v(2, 2));
    stopVote(state);
    expect(state.vote.type).toBeNull();
  });
});

describe('multi-choice', () => {
  it('adds, removes a chosen point, allows five, confirms', () => {
    const { state } = board();
    const seen: [unknown, boolean][] = [];
    state.events.onMultiChoice = (points, confirmed) => seen.push([points.length, confirmed]);
    expect(startMultiChoice(state, 'aa')).toBe('ERROR');
    expect(startMultiChoice(state, ['aa'])).toBe('OK');
    for (let x = 1; x <= 5; x++) click(state, v(x, 0));
    expect(state.multiChoice.points).toHaveLength(5);
    click(state, v(0, 0));
    expect(state.multiChoice.points).toHaveLength(4);
    expect(confirmMultiChoice(state)).toBe('OK');
    expect(seen.at(-1)).toEqual([4, true]);
  });
});

describe('trial play, overlays, version', () => {
  it('trial play needs a callback, reports moves and goes back', () => {
    const { state, faults } = board();
    state.clickMode = 'play';
    expect(enterTrial(state)).toBe('ERROR');
    expect(faults).toEqual(['NO_TRIAL_CALLBACK']);
    const moves: unknown[] = [];
    enterTrial(state, (m) => moves.push(m));
    click(state, v(1, 1));
    click(state, v(2, 2));
    expect(moves).toHaveLength(2);
    leaveTrial(state);
    expect(state.game.board.get(v(1, 1))).toBe(0);
  });

  it('territory and win rates; bad estimates are logged', () => {
    const { state, faults } = board();
    expect(setTerritory(state, { bs: ['aa'], ws: [v(8, 8)] })).toBe(true);
    expect(setTerritory(state, { bs: ['zz'], ws: [] })).toBe(false);
    expect(faults).toEqual(['BAD_ESTIMATE']);
    setWinrates(state, { cc: '54.1' });
    expect(state.winrates.get(20)).toBe('54.1');
  });

  it('more than 12 corner taps show the version text', () => {
    const { state } = board();
    const shown: string[] = [];
    state.events.onVersion = (t) => shown.push(t);
    for (let i = 0; i < 12; i++) expect(cornerTap(state)).toBe(false);
    expect(cornerTap(state)).toBe(true);
    expect(shown).toEqual([VERSION]);
    expect(VERSION).toBe('1.7.21');
  });
});
