import { describe, expect, it } from 'vitest';
import { TestRoom } from '../../testing/test-room.ts';
import { nextWakeAt } from './timing.ts';

const MIN = 60_000;

describe('clocks', () => {
  it('the mover is charged; the other clock waits', () => {
    const room = new TestRoom();
    // The first move starts the clocks: black's 30 s before it cost nothing.
    room.ok({ type: 'move', by: 1, point: 'pd', step: 1 }, 30_000);
    room.ok({ type: 'move', by: 2, point: 'dp', step: 2 }, 40_000);
    room.ok({ type: 'move', by: 1, point: 'pp', step: 3 }, 70_000);
    const pos = room.sent('pos')[0];
    expect(pos).toMatchObject({
      blackthink: 9.5 * MIN,
      whitethink: 10 * MIN - 10_000,
      bcost: 30_000,
      wcost: 10_000,
    });
  });

  it('byo-yomi: entering it, moving inside a period, losing a period, flag fall', () => {
    // White's free first move (a handicap game) at 0 starts black's clock there.
    const room = new TestRoom({ mainMs: MIN, periodMs: 30_000, periods: 3, blackFirst: false });
    room.ok({ type: 'move', by: 2, point: 'aa', step: 1 }, 0);
    expect(nextWakeAt(room.state)).toBe(MIN);
    room.ok({ type: 'tick' }, MIN - 1);
    expect(room.out).toEqual([]);
    room.ok({ type: 'tick' }, MIN);
    expect(room.sent('miao_tip')).toEqual([{ cmd: 'miao_tip', color: 1, ducount: 3 }]);

    // a move 20 s into the first period keeps all three periods
    room.ok({ type: 'move', by: 1, point: 'pd', step: 2 }, MIN + 20_000);
    expect(room.sent('end_miao_tip')).toEqual([{ cmd: 'end_miao_tip', color: 1 }]);
    expect(room.sent('pos')[0]).toMatchObject({ blackthink: 0, bducount: 3 });

    room.ok({ type: 'move', by: 2, point: 'dp', step: 3 }, MIN + 30_000);
    // black is in byo-yomi from the start of its turn: no new announcement until a period goes
    const turn = MIN + 30_000;
    expect(nextWakeAt(room.state)).toBe(turn + 30_000);
    room.ok({ type: 'tick' }, turn + 30_000);
    expect(room.sent('miao_tip')).toEqual([{ cmd: 'miao_tip', color: 1, ducount: 2 }]);
    room.ok({ type: 'move', by: 1, point: 'pp', step: 4 }, turn + 45_000);
    expect(room.sent('pos')[0]).toMatchObject({ bducount: 2 });

    room.ok({ type: 'move', by: 2, point: 'dd', step: 5 }, turn + 46_000);
    const last = turn + 46_000;
    room.ok({ type: 'tick' }, last + 2 * 30_000 - 1);
    expect(room.state.status).toBe('playing');
    room.ok({ type: 'tick' }, last + 2 * 30_000);
    expect(room.sent('timeout_resp')).toEqual([
      { cmd: 'timeout_resp', color: 1, result: 2, wintype: 3, winnumber: 0 },
    ]);
    expect(room.state.finish?.text).toBe('W+T');
    expect(nextWakeAt(room.state)).toBeNull();
  });

  it('fixed time: the flag falls exactly when main time reaches zero', () => {
    const fixed = { mainMs: MIN, periodMs: 0, periods: 0, blackFirst: false };
    const ontime = new TestRoom(fixed);
    ontime.ok({ type: 'move', by: 2, point: 'aa', step: 1 }, 0);
    ontime.ok({ type: 'move', by: 1, point: 'pd', step: 2 }, MIN - 1);
    expect(ontime.state.moves).toEqual(['aa', 'pd']);

    const late = new TestRoom(fixed);
    late.ok({ type: 'move', by: 2, point: 'aa', step: 1 }, 0);
    // The flag fell first: the game ends by timeout and the late move is answered as refused.
    expect(late.send({ type: 'move', by: 1, point: 'pd', step: 2 }, MIN)).toBe('GAME_FINISHED');
    expect(late.state.status).toBe('finished');
    expect(late.state.moves).toEqual(['aa']);
    expect(late.sent('timeout_resp')[0]).toMatchObject({ color: 1, result: 2, wintype: 3 });
  });

  it('the think limit caps each move from the third on', () => {
    const room = new TestRoom({ moveLimitMs: 20_000 });
    room.ok({ type: 'move', by: 1, point: 'pd', step: 1 }, 50_000);
    room.ok({ type: 'move', by: 2, point: 'dp', step: 2 }, 100_000);
    expect(nextWakeAt(room.state)).toBe(120_000);
    room.ok({ type: 'move', by: 1, point: 'pp', step: 3 }, 119_999);
    room.ok({ type: 'tick' }, 119_999 + 20_000 - 1);
    expect(room.state.status).toBe('playing');
    room.ok({ type: 'tick' }, 119_999 + 20_000);
    expect(room.sent('timeout_resp')[0]).toMatchObject({ color: 2, result: 1 });
  });

  it('a restart does not charge the time the server was down', () => {
    const room = new TestRoom({ restartGraceMs: 0 });
    room.ok({ type: 'move', by: 1, point: 'pd', step: 1 }, 10_000);
    // white thinks 5 s, the server dies at 15 s and is back at 75 s
    room.ok({ type: 'resume', downSince: 15_000 }, 75_000);
    room.ok({ type: 'move', by: 2, point: 'dp', step: 2 }, 80_000);
    expect(room.sent('pos')[0]).toMatchObject({ wcost: 10_000, whitethink: 10 * MIN - 10_000 });
  });

  it('a restart during the pre-start countdown: the start is not moved unless it passed', () => {
    const later = new TestRoom({ startAt: 10 * MIN });
    later.ok({ type: 'resume', downSince: MIN }, 2 * MIN);
    expect(later.state.startAt).toBe(10 * MIN);
    const during = new TestRoom({ startAt: 3 * MIN });
    during.ok({ type: 'resume', downSince: 2 * MIN }, 5 * MIN);
    expect(during.state.startAt).toBe(5 * MIN);
  });

  it('the pre-start countdown, then the first move, then the clocks', () => {
    const room = new TestRoom({ startAt: 30_000 });
    expect(nextWakeAt(room.state)).toBe(30_000);
    room.ok({ type: 'tick' }, 30_000);
    expect(room.state.status).toBe('playing');
    room.ok({ type: 'move', by: 1, point: 'pd', step: 1 }, 40_000);
    expect(room.sent('pos')[0]).toMatchObject({ bcost: 0 });
    room.ok({ type: 'move', by: 2, point: 'dp', step: 2 }, 45_000);
    expect(room.sent('pos')[0]).toMatchObject({ wcost: 5_000 });
  });
});

describe('abstention', () => {
  it('a player who never shows up forfeits', () => {
    const room = new TestRoom({ absenceMs: 5 * MIN }, { present: false });
    room.ok({ type: 'join', by: 2 }, 1000);
    room.ok({ type: 'tick' }, 5 * MIN - 1);
    expect(room.state.status).toBe('playing');
    room.ok({ type: 'tick' }, 5 * MIN);
    expect(room.sent('qiquan_resp')).toEqual([
      { cmd: 'qiquan_resp', color: 1, result: 2, wintype: 4, winnumber: 0 },
    ]);
  });

  it('nobody wins when neither shows up', () => {
    const room = new TestRoom({ absenceMs: MIN }, { present: false });
    room.ok({ type: 'tick' }, MIN);
    expect(room.sent('qiquan_resp')[0]).toMatchObject({ result: 3, wintype: 4 });
  });

  it('both present and the game begun: no abstention, and no wake-up for it', () => {
    const room = new TestRoom({ mainMs: 60 * MIN });
    room.ok({ type: 'move', by: 1, point: 'pd', step: 1 }, 1000);
    expect(nextWakeAt(room.state)).toBe(1000 + 60 * MIN);
    room.ok({ type: 'tick' }, 5 * MIN);
    expect(room.state.status).toBe('playing');
  });
});
