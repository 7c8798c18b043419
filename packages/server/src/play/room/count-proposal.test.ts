import { describe, expect, it } from 'vitest';
import { TestRoom } from '../../testing/test-room.ts';
import { WALLED_NINE_DEAD_STONE } from '../../testing/test-walled-game.ts';
import { createRoom } from './room-state.ts';
import { step } from './step.ts';
import { nextWakeAt } from './timing.ts';
import { initData } from './view.ts';

const PROPOSAL_MS = 60_000;

/** The game up to the second pass, at `t`, with the engine's marks `dead`: the count is proposed. */
function proposed(t = 100_000, dead = ['hc']) {
  const room = new TestRoom({ size: 9, proposalMs: PROPOSAL_MS });
  room.play(WALLED_NINE_DEAD_STONE);
  room.ok({ type: 'pass', by: room.nextColor(), step: room.state.moves.length + 1, dead }, t);
  return room;
}

function replayed(room: TestRoom) {
  let state = createRoom(room.state.config);
  for (const { command, at } of room.accepted) {
    const r = step(state, command, at);
    if (r.ok) state = r.state;
  }
  return state;
}

describe('the count after two passes is a proposal', () => {
  it('is shown to the whole room with the engine marks, the clocks stopped, and does not end the game', () => {
    const room = proposed();
    expect(room.state.status).toBe('playing');
    const [proposal] = room.sent('count_proposal');
    expect(proposal).toMatchObject({ lapse: 60, black: false, white: false });
    expect(proposal.count.dead).toEqual(['hc']);
    expect(proposal.count.wterritory).toContain('ia');
    expect(room.out.find((o) => o.message.cmd === 'count_proposal')?.to).toBe('room');
    expect(room.sent('clock_pause')[0]).toMatchObject({ paused: true, lapse: 60 });
    expect(room.sent('autofinish')).toEqual([]);
    expect(initData(room.state, 130_000).proposal).toMatchObject({ lapse: 30, count: proposal.count });
    expect(nextWakeAt(room.state)).toBe(100_000 + PROPOSAL_MS);
  });

  it('ends the game when both accept, with the proposed count', () => {
    const room = proposed();
    const { count } = room.sent('count_proposal')[0];
    room.ok({ type: 'countProposalAnswer', by: 2, agree: true }, 101_000);
    expect(room.sent('count_proposal')[0]).toMatchObject({ black: false, white: true });
    expect(room.state.status).toBe('playing');
    room.ok({ type: 'countProposalAnswer', by: 1, agree: true }, 102_000);
    const [end] = room.sent('autofinish');
    expect(end).toMatchObject({ wintype: 2, count });
    expect(room.state.finish?.count).toEqual(count);
  });

  it('silence accepts when the time runs out', () => {
    const room = proposed();
    room.ok({ type: 'tick' }, 100_000 + PROPOSAL_MS - 1);
    expect(room.state.status).toBe('playing');
    room.ok({ type: 'tick' }, 100_000 + PROPOSAL_MS);
    expect(room.sent('autofinish')).toHaveLength(1);
    expect(room.state.status).toBe('finished');
  });

  it('a refusal resumes play with the side to move after the passes, on the clocks of the passes', () => {
    const room = proposed();
    const clocksAtPass = room.state.clocks;
    const mover = room.nextColor();
    room.ok({ type: 'countProposalAnswer', by: 1, agree: false }, 110_000);
    expect(room.sent('count_proposal_refused')[0]).toMatchObject({ color: 1, nextcolor: mover, elapsed: 0 });
    expect(room.sent('clock_pause')[0]).toMatchObject({ paused: false });
    expect(room.state.proposal).toBeNull();
    expect(room.state.clocks).toEqual(clocksAtPass);
    // the 10 s of the proposal are charged to nobody: the mover pays for 2 s of thinking
    const costBefore = room.state.costs[mover];
    room.ok({ type: 'move', by: mover, point: 'ia', step: room.state.moves.length + 1 }, 112_000);
    expect(room.state.costs[mover] - costBefore).toBe(2000);
    expect(replayed(room).costs).toEqual(room.state.costs);
  });

  it('after a refusal one pass does not propose again; a new pair does', () => {
    const room = proposed();
    room.ok({ type: 'countProposalAnswer', by: 2, agree: false }, 110_000);
    room.ok({ type: 'pass', by: room.nextColor(), step: room.state.moves.length + 1 }, 111_000);
    expect(room.sent('count_proposal')).toEqual([]);
    room.ok({ type: 'pass', by: room.nextColor(), step: room.state.moves.length + 1, dead: [] }, 112_000);
    expect(room.sent('count_proposal')[0].count.dead).toEqual([]);
  });

  it('refuses moves, requests and answers that do not fit while it is open, and changes nothing', () => {
    const room = proposed();
    const before = room.state;
    const by = room.nextColor();
    expect(room.send({ type: 'move', by, point: 'ia', step: before.moves.length + 1 }, 101_000)).toBe(
      'REQUEST_PENDING',
    );
    expect(room.send({ type: 'pass', by, step: before.moves.length + 1 }, 101_000)).toBe('REQUEST_PENDING');
    expect(room.send({ type: 'takeBack', by: 1, depth: 1 }, 101_000)).toBe('REQUEST_PENDING');
    expect(room.send({ type: 'countProposalAnswer', by: 0, agree: false }, 101_000)).toBe('NOT_ALLOWED');
    expect(room.state).toBe(before);
    const plain = new TestRoom();
    expect(plain.send({ type: 'countProposalAnswer', by: 1, agree: true }, 1000)).toBe('NO_PENDING_REQUEST');
  });

  it('survives a restart: replayed, and its time left moves with the outage', () => {
    const room = proposed();
    room.ok({ type: 'countProposalAnswer', by: 1, agree: true }, 110_000);
    const rebuilt = replayed(room);
    expect(rebuilt.proposal).toEqual(room.state.proposal);
    // down from 120 s to 200 s: 40 s were left, so 40 s are left after the restart
    const resumed = step(rebuilt, { type: 'resume', downSince: 120_000 }, 200_000);
    if (!resumed.ok) throw new Error('resume refused');
    expect(initData(resumed.state, 200_000).proposal).toMatchObject({ lapse: 40, black: true, white: false });
    const lapsed = step(resumed.state, { type: 'tick' }, 240_000);
    expect(lapsed.ok && lapsed.state.status).toBe('finished');
  });

  it('a resignation while it is open ends the game by resignation', () => {
    const room = proposed();
    room.ok({ type: 'resign', by: 1 }, 101_000);
    expect(room.state.finish?.wintype).toBe(1);
    expect(room.state.proposal).toBeNull();
  });
});
