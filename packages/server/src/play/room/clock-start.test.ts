/**
 * The clocks start with the first move of the game, whoever makes it; the game waits for that
 * move until the first-move deadline (the room's `absenceMs` after the start), and then the
 * player who kept it waiting forfeits by abstention. docs/game-page.md, "Start, clocks and absent players".
 */
import { describe, expect, it } from 'vitest';
import { TestRoom } from '../../testing/test-room.ts';
import { nextWakeAt } from './timing.ts';
import { initData } from './view.ts';

const MIN = 60_000;

describe('the clocks start with the first move', () => {
  it('black thinking three minutes over the first move loses nothing; white’s clock runs from that move', () => {
    const room = new TestRoom();
    expect(initData(room.state, 3 * MIN)).toMatchObject({ blackthink: 10 * MIN, elapsed: 0, bcost: 0 });
    room.ok({ type: 'move', by: 1, point: 'pd', step: 1 }, 3 * MIN);
    expect(room.sent('pos')[0]).toMatchObject({ blackthink: 10 * MIN, bcost: 0, elapsed: 0 });
    expect(initData(room.state, 3 * MIN + 7000)).toMatchObject({ whitethink: 10 * MIN, elapsed: 7000 });
    room.ok({ type: 'move', by: 2, point: 'dp', step: 2 }, 3 * MIN + 7000);
    expect(room.sent('pos')[0]).toMatchObject({ whitethink: 10 * MIN - 7000, wcost: 7000 });
  });

  it('in a handicap game white moves first: that move is free and black’s clock runs from it', () => {
    const room = new TestRoom({ blackFirst: false, handicap: 2, prepos: { black: ['pd', 'dp'], white: [] } });
    expect(room.send({ type: 'move', by: 1, point: 'dd', step: 1 }, 1000)).toBe('NOT_YOUR_TURN');
    room.ok({ type: 'move', by: 2, point: 'pp', step: 1 }, 2 * MIN);
    expect(room.sent('pos')[0]).toMatchObject({ whitethink: 10 * MIN, wcost: 0 });
    room.ok({ type: 'move', by: 1, point: 'dd', step: 2 }, 2 * MIN + 4000);
    expect(room.sent('pos')[0]).toMatchObject({ blackthink: 10 * MIN - 4000, bcost: 4000 });
  });

  it('no byo-yomi announcement and no flag before the first move, even with no main time', () => {
    const room = new TestRoom({ mainMs: 0, periodMs: 10_000, periods: 2 });
    expect(nextWakeAt(room.state)).toBe(5 * MIN);
    room.ok({ type: 'tick' }, 4 * MIN);
    expect(room.out).toEqual([]);
    expect(room.state.status).toBe('playing');
    room.ok({ type: 'move', by: 1, point: 'pd', step: 1 }, 4 * MIN);
    expect(room.sent('end_miao_tip')).toEqual([]);
    // White, in byo-yomi from the start of its turn, flags after its two periods.
    expect(nextWakeAt(room.state)).toBe(4 * MIN + 10_000);
    room.ok({ type: 'tick' }, 4 * MIN + 20_000);
    expect(room.sent('timeout_resp')).toEqual([
      { cmd: 'timeout_resp', color: 2, result: 1, wintype: 3, winnumber: 0 },
    ]);
  });

  it('a take-back to before the first move leaves the clocks running', () => {
    const room = new TestRoom();
    room.ok({ type: 'move', by: 1, point: 'pd', step: 1 }, 1000);
    room.ok({ type: 'takeBack', by: 1, depth: 1 }, 2000);
    room.ok({ type: 'takeBackAnswer', by: 2, agree: true }, 3000);
    expect(room.state.moves).toEqual([]);
    room.ok({ type: 'move', by: 1, point: 'dd', step: 1 }, 8000);
    expect(room.sent('pos')[0]).toMatchObject({ bcost: 5000 });
  });
});

describe('the first move never comes', () => {
  it('both players here: the first mover forfeits at the deadline, by abstention', () => {
    const room = new TestRoom({ absenceMs: 5 * MIN });
    expect(nextWakeAt(room.state)).toBe(5 * MIN);
    room.ok({ type: 'tick' }, 5 * MIN - 1);
    expect(room.state.status).toBe('playing');
    room.ok({ type: 'tick' }, 5 * MIN);
    expect(room.sent('qiquan_resp')).toEqual([
      { cmd: 'qiquan_resp', color: 1, result: 2, wintype: 4, winnumber: 0 },
    ]);
    expect(room.state.finish).toMatchObject({ winner: 2, wintype: 4, text: 'W+F' });
    expect(nextWakeAt(room.state)).toBeNull();
  });

  it('in a handicap game it is white who keeps the game waiting, and forfeits', () => {
    const room = new TestRoom({ blackFirst: false, absenceMs: MIN });
    room.ok({ type: 'tick' }, MIN);
    expect(room.sent('qiquan_resp')[0]).toMatchObject({ color: 2, result: 1, wintype: 4 });
    expect(room.state.finish?.text).toBe('B+F');
  });

  it('a move at the last moment starts the game, and the deadline is gone', () => {
    const room = new TestRoom({ absenceMs: MIN });
    room.ok({ type: 'move', by: 1, point: 'pd', step: 1 }, MIN - 1);
    expect(nextWakeAt(room.state)).toBe(MIN - 1 + 10 * MIN);
    room.ok({ type: 'tick' }, 2 * MIN);
    expect(room.state.status).toBe('playing');
  });

  it('the wait counts from the start: after the pre-start countdown, or from an early start', () => {
    const scheduled = new TestRoom({ startAt: 10 * MIN, absenceMs: MIN });
    expect(nextWakeAt(scheduled.state)).toBe(10 * MIN);
    scheduled.ok({ type: 'tick' }, 10 * MIN);
    expect(nextWakeAt(scheduled.state)).toBe(11 * MIN);

    const early = new TestRoom({ startAt: 10 * MIN, absenceMs: MIN });
    early.ok({ type: 'startNow', by: 1 }, 1000);
    early.ok({ type: 'startNowAnswer', by: 2, agree: true }, 2000);
    expect(nextWakeAt(early.state)).toBe(2000 + MIN);
    early.ok({ type: 'tick' }, 2000 + MIN);
    expect(early.sent('qiquan_resp')[0]).toMatchObject({ color: 1, wintype: 4 });
  });

  it('a restart before the first move moves the deadline by the time the server was down', () => {
    const room = new TestRoom({ absenceMs: MIN });
    room.ok({ type: 'resume', downSince: 20_000 }, 50_000);
    expect(nextWakeAt(room.state)).toBe(MIN + 30_000);
    room.ok({ type: 'tick' }, MIN + 29_999);
    expect(room.state.status).toBe('playing');
  });
});
