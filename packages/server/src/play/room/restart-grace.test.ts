import { describe, expect, it } from 'vitest';
import { TestRoom } from '../../testing/test-room.ts';
import { nextWakeAt } from './timing.ts';
import { initData } from './view.ts';

const GRACE = 30_000;

/** Black played at 10 s; white thinks 5 s, the server is down from 15 s to 75 s. */
function restarted() {
  const room = new TestRoom({ restartGraceMs: GRACE });
  room.ok({ type: 'move', by: 1, point: 'pd', step: 1 }, 10_000);
  room.ok({ type: 'resume', downSince: 15_000 }, 75_000);
  return room;
}

describe('the restart grace: the side to move is not charged until back', () => {
  it('charges nothing while white is not back, then runs from the moment white joins', () => {
    const room = restarted();
    expect(initData(room.state, 90_000)).toMatchObject({ elapsed: 5000, paused: 15 });
    expect(nextWakeAt(room.state)).toBe(75_000 + GRACE);
    room.ok({ type: 'leave', by: 2 }, 75_000);
    room.ok({ type: 'join', by: 2 }, 95_000);
    expect(room.sent('clock_pause')[0]).toMatchObject({ paused: false, elapsed: 5000 });
    room.ok({ type: 'move', by: 2, point: 'dp', step: 2 }, 98_000);
    // 5 s before the outage and 3 s after joining: never the 20 s before the page was back
    expect(room.sent('pos')[0]).toMatchObject({ wcost: 8000 });
  });

  it('is bounded: after the grace the clock runs though white is still away', () => {
    const room = restarted();
    room.ok({ type: 'tick' }, 75_000 + GRACE);
    expect(room.sent('clock_pause')[0]).toMatchObject({ paused: false });
    expect(room.state.grace).toBeNull();
    room.ok({ type: 'join', by: 2 }, 75_000 + GRACE + 10_000);
    room.ok({ type: 'move', by: 2, point: 'dp', step: 2 }, 75_000 + GRACE + 12_000);
    expect(room.sent('pos')[0]).toMatchObject({ wcost: 5000 + 12_000 });
  });

  it('the opponent joining, chatting or sending a refused move does not end it', () => {
    const room = restarted();
    room.ok({ type: 'join', by: 1 }, 76_000);
    const before = room.state;
    expect(room.send({ type: 'move', by: 1, point: 'dd', step: 2 }, 77_000)).toBe('NOT_YOUR_TURN');
    expect(room.state).toBe(before);
    expect(room.state.grace).not.toBeNull();
  });

  it('a second outage during the grace: the grace starts again from the new restart', () => {
    const room = restarted();
    room.ok({ type: 'resume', downSince: 80_000 }, 100_000);
    room.ok({ type: 'join', by: 2 }, 110_000);
    room.ok({ type: 'move', by: 2, point: 'dp', step: 2 }, 111_000);
    expect(room.sent('pos')[0]).toMatchObject({ wcost: 6000 });
  });

  it('a grace of 0 charges from the restart on', () => {
    const room = new TestRoom({ restartGraceMs: 0 });
    room.ok({ type: 'move', by: 1, point: 'pd', step: 1 }, 10_000);
    room.ok({ type: 'resume', downSince: 15_000 }, 75_000);
    expect(room.state.grace).toBeNull();
  });
});
