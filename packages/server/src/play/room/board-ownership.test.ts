import { boardToRows } from '@tengen/core';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { TestRoom } from '../../testing/test-room.ts';
import type { RoomCommand } from './commands.ts';
import { BoardOwnershipError, boardOf, type RoomState } from './room-state.ts';
import { step } from './step.ts';

const move = (by: 1 | 2, point: string, n: number): RoomCommand => ({ type: 'move', by, point, step: n });

function next(state: RoomState, command: RoomCommand, at: number): RoomState {
  const r = step(state, command, at);
  if (!r.ok) throw new Error(r.refusal.message);
  return r.state;
}

describe('a move reuses its state’s board without changing what older states show', () => {
  it('the state before a move still shows its own position', () => {
    const room = new TestRoom({ size: 9 });
    const before = room.state;
    const rowsBefore = boardToRows(boardOf(before));
    const after = next(before, move(1, 'cc', 1), 1000);
    expect(after.board).toBe(before.board);
    expect(boardToRows(boardOf(before))).toEqual(rowsBefore);
    expect(boardOf(after).get({ x: 2, y: 2 })).toBe(1);
  });

  it('two different moves from the same state give two independent positions', () => {
    const room = new TestRoom({ size: 9 });
    const start = room.state;
    const a = next(start, move(1, 'cc', 1), 1000);
    const b = next(start, move(1, 'gg', 1), 1000);
    expect(boardOf(a).get({ x: 2, y: 2 })).toBe(1);
    expect(boardOf(a).get({ x: 6, y: 6 })).toBe(0);
    expect(boardOf(b).get({ x: 6, y: 6 })).toBe(1);
    expect(boardOf(b).get({ x: 2, y: 2 })).toBe(0);
    expect(boardOf(start).emptyCount).toBe(81);
  });

  it('a command that is not a move keeps the position (a chat line, a tick)', () => {
    const room = new TestRoom({ size: 9 });
    const played = next(room.state, move(1, 'cc', 1), 1000);
    const ticked = next(played, { type: 'tick' }, 2000);
    expect(ticked.board).toBe(played.board);
    const replied = next(ticked, move(2, 'gc', 2), 3000);
    expect(boardToRows(boardOf(replied))).toEqual([
      '.........',
      '.........',
      '..X...O..',
      '.........',
      '.........',
      '.........',
      '.........',
      '.........',
      '.........',
    ]);
  });

  it('an illegal move changes nothing, and the state’s board stays current', () => {
    const room = new TestRoom({ size: 9 });
    const played = next(room.state, move(1, 'cc', 1), 1000);
    const r = step(played, move(2, 'cc', 2), 2000);
    expect(r.ok).toBe(false);
    const again = next(played, move(2, 'gc', 2), 3000);
    expect(again.board).toBe(played.board);
    expect(boardOf(played).get({ x: 2, y: 2 })).toBe(1);
  });
});

describe('misusing a state’s board is caught', () => {
  it('a position read before a move throws when used after the move took its board', () => {
    const room = new TestRoom({ size: 9 });
    const before = room.state;
    const position = boardOf(before);
    expect(position.get({ x: 2, y: 2 })).toBe(0);
    next(before, move(1, 'cc', 1), 1000);
    expect(() => position.get({ x: 2, y: 2 })).toThrow(BoardOwnershipError);
    expect(() => boardToRows(position)).toThrow(BoardOwnershipError);
    expect(boardOf(before).get({ x: 2, y: 2 })).toBe(0);
  });

  it.each([
    ['play', (b: ReturnType<typeof boardOf>) => b.play({ x: 4, y: 4 }, 1)],
    ['pass', (b: ReturnType<typeof boardOf>) => b.pass()],
    ['setStones', (b: ReturnType<typeof boardOf>) => b.setStones([{ vertex: { x: 4, y: 4 }, sign: 1 }])],
    ['setSigns', (b: ReturnType<typeof boardOf>) => b.setSigns(new Uint8Array(81))],
    ['playIndex', (b: ReturnType<typeof boardOf>) => b.playIndex(b.index({ x: 4, y: 4 }), 1)],
    ['rebuildChains', (b: ReturnType<typeof boardOf>) => b.rebuildChains()],
  ])('a position read through boardOf refuses %s and stays as it was', (_name, change) => {
    const room = new TestRoom({ size: 9 });
    const played = next(room.state, move(1, 'cc', 1), 1000);
    const rows = boardToRows(boardOf(played));
    expect(() => change(boardOf(played))).toThrow(BoardOwnershipError);
    expect(boardToRows(boardOf(played))).toEqual(rows);
    expect(boardToRows(boardOf(next(played, move(2, 'gc', 2), 2000)))).toEqual([
      '.........',
      '.........',
      '..X...O..',
      '.........',
      '.........',
      '.........',
      '.........',
      '.........',
      '.........',
    ]);
  });

  it('a position read through boardOf refuses assignments to its fields', () => {
    const room = new TestRoom({ size: 9 });
    const board = boardOf(room.state) as unknown as Record<string, unknown>;
    expect(() => {
      board.emptyCount = 0;
    }).toThrow(BoardOwnershipError);
    expect(boardOf(room.state).emptyCount).toBe(81);
  });

  it('the state’s own board field has no methods outside the state module', () => {
    expectTypeOf<RoomState['board']>().not.toHaveProperty('play');
    expectTypeOf<RoomState['board']>().not.toHaveProperty('get');
  });
});
