import { boardToRows } from '@tengen/core';
import { describe, expect, it } from 'vitest';
import { quietMoves, TestRoom } from '../../testing/test-room.ts';
import { WALLED_NINE } from '../../testing/test-walled-game.ts';
import type { RoomCommand } from './commands.ts';
import { boardOf } from './room-state.ts';

describe('moves', () => {
  it('a move is broadcast to the room with both clocks', () => {
    const room = new TestRoom();
    // The first move starts the clocks: it costs black nothing.
    room.ok({ type: 'move', by: 1, point: 'aa', step: 1 }, 3000);
    const out = room.ok({ type: 'move', by: 2, point: 'pd', step: 2 }, 7000);
    expect(out).toEqual([
      {
        to: 'room',
        message: {
          cmd: 'pos',
          pos: 'pd',
          step: 2,
          color: 2,
          blackthink: 600_000,
          whitethink: 596_000,
          bducount: 3,
          wducount: 3,
          bcost: 0,
          wcost: 4000,
          elapsed: 0,
        },
      },
    ]);
    expect(boardOf(room.state).get({ x: 15, y: 3 })).toBe(2);
  });

  it.each<[string, RoomCommand, string]>([
    ['a spectator', { type: 'move', by: 0, point: 'pd', step: 1 }, 'NOT_ALLOWED'],
    ['white out of turn', { type: 'move', by: 2, point: 'pd', step: 1 }, 'NOT_YOUR_TURN'],
    ['a step from the past (replayed frame)', { type: 'move', by: 1, point: 'pd', step: 0 }, 'STALE_MOVE'],
    ['a step from the future', { type: 'move', by: 1, point: 'pd', step: 2 }, 'STALE_MOVE'],
    ['a point off a 9×9 board', { type: 'move', by: 1, point: 'ss', step: 1 }, 'OUT_OF_BOARD'],
    ['a pass out of turn', { type: 'pass', by: 2, step: 1 }, 'NOT_YOUR_TURN'],
    ['resigning at move 0', { type: 'resign', by: 1 }, 'RESIGN_TOO_EARLY'],
  ])('%s is refused (%s)', (_name, command, code) => {
    const room = new TestRoom({ size: 9 });
    const before = room.state;
    expect(room.send(command, 1000)).toBe(code);
    expect(room.state).toBe(before);
  });

  it('a replayed move is refused and plays nothing twice', () => {
    const room = new TestRoom();
    room.ok({ type: 'move', by: 1, point: 'pd', step: 1 }, 1000);
    expect(room.send({ type: 'move', by: 1, point: 'pd', step: 1 }, 1100)).toBe('STALE_MOVE');
    expect(room.state.moves).toEqual(['pd']);
  });

  it.each([
    ['an occupied point', ['pd'], 'pd', 'NOT_EMPTY'],
    ['a suicide', ['ab', 'ss', 'ba'], 'aa', 'SUICIDE'],
    ['retaking a ko at once', ['bb', 'cb', 'ac', 'dc', 'bd', 'cd', 'ss', 'bc', 'cc'], 'bc', 'KO'],
  ])('%s is refused with the rules core error', (_name, moves, point, code) => {
    const room = new TestRoom();
    room.play(moves);
    const by = room.nextColor();
    const before = boardToRows(boardOf(room.state));
    expect(room.send({ type: 'move', by, point, step: moves.length + 1 }, 99_000)).toBe(code);
    expect(boardToRows(boardOf(room.state))).toEqual(before);
  });

  it('nothing is accepted before the start, or after the end', () => {
    const waiting = new TestRoom({ startAt: 60_000 });
    expect(waiting.send({ type: 'move', by: 1, point: 'pd', step: 1 }, 1000)).toBe('NOT_STARTED');
    expect(waiting.send({ type: 'pass', by: 1, step: 1 }, 1000)).toBe('NOT_STARTED');
    waiting.ok({ type: 'move', by: 1, point: 'pd', step: 1 }, 60_000);

    const room = new TestRoom();
    room.play(quietMoves(12));
    room.ok({ type: 'resign', by: 1 }, 20_000);
    expect(room.send({ type: 'move', by: 1, point: 'jj', step: 13 }, 21_000)).toBe('GAME_FINISHED');
    expect(room.send({ type: 'resign', by: 2 }, 21_000)).toBe('GAME_FINISHED');
  });

  it('resigning after 11 moves ends the game for the opponent', () => {
    const room = new TestRoom();
    room.play(quietMoves(11));
    const out = room.ok({ type: 'resign', by: 1 }, 20_000);
    expect(out).toEqual([
      { to: 'room', message: { cmd: 'sendfail_resp', color: 1, result: 2, wintype: 1, winnumber: 0 } },
    ]);
    expect(room.state.finish?.text).toBe('W+R');
    expect(room.state.status).toBe('finished');
  });

  it('two passes in a row, the count accepted by both, finish the game by area count', () => {
    const room = new TestRoom({ size: 9 });
    room.play([...WALLED_NINE, 'tt']);
    expect(room.state.status).toBe('playing');
    room.play(['tt'], 90_000);
    expect(room.state.status).toBe('playing');
    room.ok({ type: 'countProposalAnswer', by: 1, agree: true }, 91_000);
    room.ok({ type: 'countProposalAnswer', by: 2, agree: true }, 92_000);
    const finish = room.sent('autofinish')[0];
    // black 45 points, white 36: (45 − 36) / 2 − 3¾ = ¾ stone to black
    expect(finish).toMatchObject({ result: 1, wintype: 2, winnumber: 75 });
    expect(finish.count.bscore).toBe(4500);
    expect(finish.count.wscore).toBe(3600);
    expect(room.state.finish?.text).toBe('B+1.5');
  });

  it('a pass then a move does not finish', () => {
    const room = new TestRoom();
    room.play(['tt', 'pd', 'tt']);
    expect(room.state.status).toBe('playing');
  });

  it('handicap: white moves first onto the setup stones', () => {
    const room = new TestRoom({ handicap: 2, blackFirst: false, prepos: { black: ['dd', 'pp'], white: [] } });
    expect(room.send({ type: 'move', by: 1, point: 'qd', step: 1 }, 1000)).toBe('NOT_YOUR_TURN');
    room.ok({ type: 'move', by: 2, point: 'qd', step: 1 }, 1000);
    expect(boardOf(room.state).get({ x: 3, y: 3 })).toBe(1);
  });

  it("the referee's verdict ends the game", () => {
    const room = new TestRoom();
    const out = room.ok({ type: 'verdict', winner: 3 }, 5000);
    expect(out).toEqual([
      { to: 'room', message: { cmd: 'audit_resp', result: 3, wintype: 5, winnumber: 0 } },
    ]);
    expect(room.send({ type: 'verdict', winner: 1 }, 6000)).toBe('GAME_FINISHED');
  });

  it('an appeal man changes a finished game’s result; a game in play has none to change', () => {
    const room = new TestRoom();
    expect(room.send({ type: 'amendVerdict', winner: 1 }, 1000)).toBe('NOT_ALLOWED');
    room.ok({ type: 'verdict', winner: 2 }, 3000);
    expect(room.state.finish).toMatchObject({ winner: 2, wintype: 5 });
    const out = room.ok({ type: 'amendVerdict', winner: 1 }, 9000);
    expect(out).toEqual([
      { to: 'room', message: { cmd: 'audit_resp', result: 1, wintype: 5, winnumber: 0 } },
    ]);
    expect(room.state).toMatchObject({ status: 'finished', finish: { winner: 1, wintype: 5, text: 'B+' } });
  });

  it('the score list follows each move when the energy bar is on', () => {
    const room = new TestRoom({ scoreList: true });
    room.play(['pd', 'dp']);
    expect(room.sent('score_tip')).toHaveLength(1);
    expect(room.state.scoreList.map((s) => s.step)).toEqual([1, 2]);
  });
});
