import { describe, expect, it } from 'vitest';
import { quietMoves, TestRoom } from '../../testing/test-room.ts';
import { WALLED_NINE_DEAD_STONE } from '../../testing/test-walled-game.ts';
import { createRoom } from './room-state.ts';
import { step } from './step.ts';
import { initData } from './view.ts';

/** The room rebuilt from its accepted commands, as a server does when a finished game is opened. */
function reloaded(room: TestRoom) {
  let state = createRoom(room.state.config);
  for (const { command, at } of room.accepted) {
    const r = step(state, command, at);
    if (r.ok) state = r.state;
  }
  return state;
}

describe('the final count stays with the finished game', () => {
  it('both passes: the autofinish count is the finish count, in initdata and after a replay', () => {
    const room = new TestRoom({ size: 9 });
    room.play(WALLED_NINE_DEAD_STONE);
    const t = 100_000;
    room.ok({ type: 'pass', by: room.nextColor(), step: room.state.moves.length + 1, dead: ['hc'] }, t);
    // The proposal shows the same count; silence accepts it when its time runs out.
    expect(initData(room.state, t).proposal?.count.dead).toEqual(['hc']);
    room.ok({ type: 'tick' }, t + room.state.config.proposalMs);
    const sent = room.sent('autofinish')[0];
    expect(sent.count.dead).toEqual(['hc']);
    // the dead black stone's point is white's area, not an empty territory point
    expect(sent.count.wterritory).not.toContain('hc');
    expect(sent.count.wterritory).toContain('ia');
    expect(sent.count.bterritory).toContain('aa');
    expect(room.state.finish?.count).toEqual(sent.count);
    expect(initData(room.state, t).count).toEqual(sent.count);
    expect(initData(reloaded(room), t + 120_000).count).toEqual(sent.count);
  });

  it('an agreed count: the accepted count is in initdata', () => {
    const room = new TestRoom();
    const t = room.play(quietMoves(150), 1000, 100);
    room.ok({ type: 'count', by: 1 }, t);
    room.ok({ type: 'countAnswer', by: 2, agree: true, reason: 0, dead: [] }, t + 1000);
    const pending = room.state.counting;
    expect(pending?.stage).toBe('result');
    // while it waits for acceptance the count is the pending one, not a final one
    expect(initData(room.state, t + 1500).calcscore).toMatchObject({ state: 'result', color: 1 });
    expect(initData(room.state, t + 1500).count).toBeNull();
    room.ok({ type: 'countResultAnswer', by: 2, agree: true }, t + 2000);
    const accepted = room.sent('calc_stone_yes_result_tip')[0];
    expect(initData(room.state, t + 3000).count).toEqual(accepted.count);
    expect(initData(reloaded(room), t + 3000).count).toEqual(accepted.count);
  });

  it('a game that ended otherwise has no count', () => {
    const room = new TestRoom();
    const t = room.play(quietMoves(150), 1000, 100);
    room.ok({ type: 'resign', by: 1 }, t);
    expect(room.state.finish?.wintype).toBe(1);
    expect(initData(room.state, t).count).toBeNull();
  });
});
