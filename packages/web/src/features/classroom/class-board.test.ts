import { createHeadlessBoard } from '@tengen/board';
import { describe, expect, it } from 'vitest';
import {
  applyClassOp,
  choiceName,
  letteredPoints,
  loadClassRecord,
  showVote,
  stonesOf,
} from './class-board.ts';
import { pointLabel } from './point-label.ts';

describe('the class board in the widget', () => {
  it('replays a record and the teacher’s changes as the server stores them', () => {
    const board = createHeadlessBoard();
    loadClassRecord(board, { lu: 9, content: [['cc'], []], pos: ['ee', 'gg'], blackfirst: true });
    expect(stonesOf(board)).toBe('B:cc B:ee W:gg');
    applyClassOp(board, { op: 'prev' });
    applyClassOp(board, { op: 'symbol', point: 'gc', tool: 'letter' });
    applyClassOp(board, { op: 'symbol', point: 'cg', tool: 'letter' });
    expect(stonesOf(board)).toBe('B:cc B:ee');
    expect(board.state.game.current.moveNumber).toBe(1);
    expect(letteredPoints(board).sort()).toEqual(['cg', 'gc']);
    applyClassOp(board, { op: 'clear_symbols' });
    expect(letteredPoints(board)).toEqual([]);
    applyClassOp(board, { op: 'play', point: 'dd', color: 2 });
    expect(stonesOf(board)).toBe('B:cc W:dd B:ee');
  });

  it('lets a student pick once in an open vote, and shows the counts when it ends', () => {
    const board = createHeadlessBoard();
    loadClassRecord(board, null);
    const picks: string[] = [];
    const vote = { no: 1, open: true, lettered: false, points: [], counts: null, mine: '', answer: '' };
    showVote(board, vote, (p) => picks.push(p));
    board.click({ x: 3, y: 3 });
    expect(picks).toEqual(['dd']);
    showVote(board, { ...vote, mine: 'dd' }, (p) => picks.push(p));
    board.click({ x: 4, y: 4 });
    expect(picks).toEqual(['dd']);
    showVote(board, { ...vote, open: false, counts: { dd: 2 }, mine: 'dd' }, (p) => picks.push(p));
    expect([...board.state.vote.counts.values()]).toEqual([2]);
  });

  it('names points as players read them', () => {
    expect(pointLabel('pd', 19)).toBe('Q16');
    expect(pointLabel('aa', 9)).toBe('A9');
  });

  it('names a point of a vote on letters by its letter, any other by its coordinate', () => {
    const board = createHeadlessBoard();
    loadClassRecord(board, { lu: 9, content: [[], []], pos: [], blackfirst: true });
    applyClassOp(board, { op: 'symbol', point: 'cc', tool: 'letter' });
    applyClassOp(board, { op: 'symbol', point: 'gc', tool: 'letter' });
    const vote = {
      no: 1,
      open: false,
      lettered: true,
      points: ['cc', 'gc'],
      counts: null,
      mine: '',
      answer: 'gc',
    };
    expect(choiceName(board, vote, 'cc')).toBe('A');
    expect(choiceName(board, vote, 'gc')).toBe('B');
    expect(choiceName(board, { ...vote, lettered: false }, 'gc')).toBe('G7');
  });
});
