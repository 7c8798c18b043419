import { describe, expect, it } from 'vitest';
import { quietMoves, TestRoom } from '../../testing/test-room.ts';
import { nextWakeAt } from './timing.ts';
import { initData } from './view.ts';

describe('an open request stops both clocks', () => {
  it('a take-back left waiting costs the asker to move nothing: it is charged only its own thinking', () => {
    const room = new TestRoom();
    const t = room.play(['pd', 'dp'], 1000, 1000); // black to move from t - 1000
    room.ok({ type: 'takeBack', by: 1, depth: 2 }, t + 4000);
    expect(room.sent('clock_pause')[0]).toMatchObject({ paused: true, lapse: 30, elapsed: 5000 });
    // The opponent sits on it for 20 s: the asker's clock stands still.
    const refused = room.ok({ type: 'takeBackAnswer', by: 2, agree: false }, t + 24_000);
    expect(refused.map((o) => o.message.cmd)).toEqual(['restore_ret', 'clock_pause']);
    expect(room.sent('clock_pause')[0]).toMatchObject({ paused: false, lapse: 0, elapsed: 5000 });
    room.ok({ type: 'move', by: 1, point: 'pp', step: 3 }, t + 29_000);
    // Black's first move cost nothing (the clocks start with it); this one 5 s before and 5 s after the stop.
    expect(room.sent('pos')[0]).toMatchObject({ bcost: 10_000, blackthink: 600_000 - 10_000 });
  });

  it('an unanswered request lapses as refused after 30 s; the room is woken for it', () => {
    const room = new TestRoom();
    const t = room.play(['pd', 'dp', 'pp'], 1000, 1000);
    room.ok({ type: 'takeBack', by: 1, depth: 1 }, t);
    expect(nextWakeAt(room.state)).toBe(t + 30_000);
    room.ok({ type: 'tick' }, t + 29_999);
    expect(room.state.takeBack).not.toBeNull();
    const lapsed = room.ok({ type: 'tick' }, t + 30_000);
    expect(lapsed.map((o) => o.message)).toEqual([
      expect.objectContaining({ cmd: 'restore_ret', agree: false, depth: 0, stepcount: 3, nextcolor: 2 }),
      expect.objectContaining({ cmd: 'clock_pause', paused: false }),
    ]);
    expect(room.state.takeBack).toBeNull();
    expect(room.state.pause).toBeNull();
    // White, to move since t - 1000, was charged the second before the request only.
    room.ok({ type: 'move', by: 2, point: 'dd', step: 4 }, t + 31_000);
    expect(room.sent('pos')[0]).toMatchObject({ wcost: 1000 + 2000 });
  });

  it('no flag falls while the clocks stand still; after the lapse the time left runs out', () => {
    const room = new TestRoom({ mainMs: 10_000, periodMs: 0, periods: 0 });
    const t = room.play(['pd', 'dp'], 1000, 1000); // black to move, 10 s left, from t - 1000
    room.ok({ type: 'takeBack', by: 1, depth: 2 }, t + 4000);
    room.ok({ type: 'tick' }, t + 20_000);
    expect(room.state.status).toBe('playing');
    room.ok({ type: 'tick' }, t + 34_000);
    expect(room.state.pause).toBeNull();
    // 5 s were used before the request; the other 5 run from the lapse.
    expect(nextWakeAt(room.state)).toBe(t + 34_000 + 5000);
    room.ok({ type: 'tick' }, t + 38_999);
    expect(room.state.status).toBe('playing');
    room.ok({ type: 'tick' }, t + 39_000);
    expect(room.sent('timeout_resp')).toHaveLength(1);
  });

  it('a counting request and its result keep the clocks stopped, each answer due in full time', () => {
    const room = new TestRoom();
    const t = room.play(quietMoves(150), 1000, 100);
    room.ok({ type: 'count', by: 1 }, t);
    room.ok({ type: 'countAnswer', by: 2, agree: true, reason: 0 }, t + 20_000);
    expect(room.sent('clock_pause')[0]).toMatchObject({ paused: true, lapse: 30 });
    expect(initData(room.state, t + 35_000).paused).toBe(15);
    room.ok({ type: 'tick' }, t + 49_999);
    expect(room.state.counting?.stage).toBe('result');
    const lapsed = room.ok({ type: 'tick' }, t + 50_000);
    expect(lapsed.map((o) => o.message)).toEqual([
      { cmd: 'calc_stone_no_result_tip', color: 2 },
      expect.objectContaining({ cmd: 'clock_pause', paused: false }),
    ]);
    expect(room.state.counting).toBeNull();
    expect(initData(room.state, t + 50_000).paused).toBeNull();
  });

  it('an unanswered counting request lapses as refused', () => {
    const room = new TestRoom();
    const t = room.play(quietMoves(150), 1000, 100);
    room.ok({ type: 'count', by: 2 }, t);
    const lapsed = room.ok({ type: 'tick' }, t + 30_000);
    expect(lapsed[0].message).toEqual({ cmd: 'calcstone_tip', state: 'refused', color: 2, reason: 0 });
  });

  it('a move instead of an answer ends the stop; the mover is charged up to the request', () => {
    const room = new TestRoom();
    const t = room.play(['pd', 'dp', 'pp'], 1000, 1000); // white to move from t - 1000
    room.ok({ type: 'takeBack', by: 1, depth: 1 }, t + 1000);
    const out = room.ok({ type: 'move', by: 2, point: 'dd', step: 4 }, t + 20_000);
    expect(out.map((o) => o.message.cmd)).toEqual(['pos', 'restore_ret', 'clock_pause']);
    expect(room.sent('pos')[0]).toMatchObject({ wcost: 1000 + 2000 });
  });

  it('after a restart the stop and its lapse move later by the outage', () => {
    const room = new TestRoom();
    const t = room.play(['pd', 'dp', 'pp'], 1000, 1000);
    room.ok({ type: 'takeBack', by: 1, depth: 1 }, t);
    room.ok({ type: 'resume', downSince: t + 10_000 }, t + 70_000);
    expect(room.state.pause).toEqual({ since: t + 60_000, lapseAt: t + 90_000 });
    expect(room.state.takeBack).not.toBeNull();
  });
});
