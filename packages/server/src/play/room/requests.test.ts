import { boardToRows } from '@tengen/core';
import { MESSAGES } from '@tengen/protocol';
import { describe, expect, it } from 'vitest';
import { quietMoves, TestRoom } from '../../testing/test-room.ts';
import { boardOf } from './room-state.ts';

describe('take-back', () => {
  it('depth 1: the asker takes back its own last move once the opponent agrees', () => {
    const room = new TestRoom();
    room.play(['pd', 'dp', 'pp']);
    const before = boardToRows(boardOf(room.state));
    expect(room.ok({ type: 'takeBack', by: 1, depth: 1 }, 10_000)).toEqual([
      { to: 'players', message: { cmd: 'restore_tip', color: 1, depth: 1 } },
      { to: 'room', message: expect.objectContaining({ cmd: 'clock_pause', paused: true, lapse: 30 }) },
    ]);
    const out = room.ok({ type: 'takeBackAnswer', by: 2, agree: true }, 12_000);
    expect(out[0].message).toMatchObject({
      cmd: 'restore_ret',
      agree: true,
      depth: 1,
      stepcount: 2,
      nextcolor: 1,
    });
    expect(room.state.moves).toEqual(['pd', 'dp']);
    expect(boardToRows(boardOf(room.state))).not.toEqual(before);
    expect(boardOf(room.state).get({ x: 15, y: 15 })).toBe(0);
    room.ok({ type: 'move', by: 1, point: 'qq', step: 3 }, 13_000);
  });

  it('depth 2: the asker to move takes back its move and the reply', () => {
    const room = new TestRoom();
    room.play(['pd', 'dp']);
    room.ok({ type: 'takeBack', by: 1, depth: 2 }, 5000);
    room.ok({ type: 'takeBackAnswer', by: 2, agree: true }, 6000);
    expect(room.state.moves).toEqual([]);
    expect(boardOf(room.state).emptyCount).toBe(361);
  });

  it('a refusal changes nothing on the board', () => {
    const room = new TestRoom();
    room.play(['pd', 'dp', 'pp']);
    room.ok({ type: 'takeBack', by: 1, depth: 1 }, 10_000);
    const out = room.ok({ type: 'takeBackAnswer', by: 2, agree: false }, 11_000);
    expect(out[0].message).toMatchObject({ cmd: 'restore_ret', agree: false, depth: 0, stepcount: 3 });
    expect(room.state.moves).toHaveLength(3);
    expect(room.state.takeBack).toBeNull();
  });

  it('rewinding restores captured stones', () => {
    const room = new TestRoom({ size: 9 });
    room.play(['ba', 'aa', 'ee', 'ff']);
    room.play(['ab']); // black captures aa
    expect(boardOf(room.state).get({ x: 0, y: 0 })).toBe(0);
    room.ok({ type: 'takeBack', by: 1, depth: 1 }, 20_000);
    room.ok({ type: 'takeBackAnswer', by: 2, agree: true }, 21_000);
    expect(boardOf(room.state).get({ x: 0, y: 0 })).toBe(2);
    expect(boardOf(room.state).captures[1]).toBe(0);
  });

  it.each([
    ['not allowed in this game', { canRestore: false }, ['pd'], 1, 1, 'UNDO_NOT_ALLOWED'],
    ['the wrong depth for the asker', {}, ['pd', 'dp'], 1, 1, 'BAD_DEPTH'],
    ['more moves than were played', {}, ['pd'], 2, 2, 'BAD_DEPTH'],
    ['from a spectator', {}, ['pd'], 0, 1, 'NOT_ALLOWED'],
  ] as const)('refused when %s', (_n, config, moves, by, depth, code) => {
    const room = new TestRoom(config);
    room.play([...moves]);
    expect(room.send({ type: 'takeBack', by, depth }, 9000)).toBe(code);
  });

  it('one request at a time, answered only by the opponent; a move drops it', () => {
    const room = new TestRoom();
    room.play(['pd', 'dp', 'pp']);
    room.ok({ type: 'takeBack', by: 1, depth: 1 }, 10_000);
    expect(room.send({ type: 'takeBack', by: 1, depth: 1 }, 10_500)).toBe('REQUEST_PENDING');
    expect(room.send({ type: 'takeBackAnswer', by: 1, agree: true }, 10_600)).toBe('NO_PENDING_REQUEST');
    room.ok({ type: 'move', by: 2, point: 'dd', step: 4 }, 11_000);
    expect(room.sent('restore_ret')[0]).toMatchObject({ agree: false, depth: 0, stepcount: 4, nextcolor: 1 });
    expect(room.send({ type: 'takeBackAnswer', by: 2, agree: true }, 11_500)).toBe('NO_PENDING_REQUEST');
  });
});

describe('counting', () => {
  const ready = (config = {}) => {
    const room = new TestRoom(config);
    const t = room.play(quietMoves(150), 1000, 100);
    return { room, t };
  };

  it('the whole flow: ask, agree, see the count, accept', () => {
    const { room, t } = ready();
    expect(room.ok({ type: 'count', by: 1 }, t)).toEqual([
      { to: 'players', message: { cmd: 'calcstone_tip', state: 'asked', color: 1 } },
      { to: 'room', message: expect.objectContaining({ cmd: 'clock_pause', paused: true, lapse: 30 }) },
    ]);
    const counted = room.ok({ type: 'countAnswer', by: 2, agree: true, reason: 0 }, t + 1000);
    expect(counted[0].message).toMatchObject({ cmd: 'calc_score_tip', color: 1 });
    const end = room.ok({ type: 'countResultAnswer', by: 2, agree: true }, t + 2000);
    expect(end[0].message).toMatchObject({ cmd: 'calc_stone_yes_result_tip', color: 2, wintype: 2 });
    expect(room.state.status).toBe('finished');
  });

  it('a refused request, and a rejected result, let play go on', () => {
    const { room, t } = ready();
    room.ok({ type: 'count', by: 1 }, t);
    expect(room.ok({ type: 'countAnswer', by: 2, agree: false, reason: 2 }, t + 1000)).toEqual([
      { to: 'players', message: { cmd: 'calcstone_tip', state: 'refused', color: 1, reason: 2 } },
      { to: 'room', message: expect.objectContaining({ cmd: 'clock_pause', paused: false, lapse: 0 }) },
    ]);
    room.play(['jj', 'jk'], t + 2000);
    room.ok({ type: 'count', by: 1 }, t + 40_000);
    room.ok({ type: 'countAnswer', by: 2, agree: true, reason: 0 }, t + 41_000);
    const out = room.ok({ type: 'countResultAnswer', by: 2, agree: false }, t + 42_000);
    expect(out).toEqual([
      { to: 'players', message: { cmd: 'calc_stone_no_result_tip', color: 2 } },
      { to: 'room', message: expect.objectContaining({ cmd: 'clock_pause', paused: false }) },
    ]);
    expect(room.state.status).toBe('playing');
    expect(room.state.counting).toBeNull();
  });

  it.each([
    [19, 149, MESSAGES.countingTooEarly.replace('{{num}}', '150')],
    [13, 59, MESSAGES.countingTooEarly.replace('{{num}}', '60')],
    [9, 19, MESSAGES.countingTooEarly.replace('{{num}}', '20')],
  ])('on a board of %i, not with only %i moves played', (size, moves, message) => {
    const room = new TestRoom({ size });
    const letters = 'abcdefghijklmnopqrs';
    const points = Array.from({ length: moves }, (_, i) => letters[i % size] + letters[Math.floor(i / size)]);
    const t = room.play(points, 1000, 100);
    const r = room.send({ type: 'count', by: room.nextColor() }, t);
    expect(r).toBe('COUNTING_TOO_EARLY');
    expect(message).toMatch(/^Counting must be requested after \d+ moves$/);
  });

  it('30 s between requests, a move first, at most 5 in competition games', () => {
    const { room, t } = ready({ isCompetition: true });
    let now = t;
    for (let i = 0; i < 5; i++) {
      room.ok({ type: 'count', by: 1 }, now);
      room.ok({ type: 'countAnswer', by: 2, agree: false, reason: 1 }, now + 100);
      expect(room.send({ type: 'count', by: 1 }, now + 200)).toBe(
        i < 4 ? 'COUNTING_NEEDS_MOVE' : 'COUNTING_LIMIT',
      );
      const step = room.state.moves.length + 1;
      room.ok({ type: 'move', by: 1, point: 'jj'.replace('j', 'abcde'[i]), step }, now + 300);
      expect(room.send({ type: 'count', by: 2 }, now + 400)).toBe(i < 4 ? 'COUNTING_WAIT' : 'COUNTING_LIMIT');
      room.ok({ type: 'move', by: 2, point: `${'abcde'[i]}k`, step: step + 1 }, now + 500);
      if (i < 4) expect(room.send({ type: 'count', by: 1 }, now + 600)).toBe('COUNTING_WAIT');
      now += 30_000;
    }
    expect(room.send({ type: 'count', by: 1 }, now)).toBe('COUNTING_LIMIT');
  });

  it('a move cancels a counting negotiation', () => {
    const { room, t } = ready();
    room.ok({ type: 'count', by: 2 }, t);
    room.ok({ type: 'move', by: 1, point: 'jj', step: 151 }, t + 100);
    expect(room.state.counting).toBeNull();
    expect(room.send({ type: 'countAnswer', by: 1, agree: true, reason: 0 }, t + 200)).toBe(
      'NO_PENDING_REQUEST',
    );
  });
});

describe('referee and early start', () => {
  it('the referee can be called twice per player, only where allowed', () => {
    const room = new TestRoom();
    expect(room.ok({ type: 'callJudge', by: 1 }, 1000)[0].message).toEqual({
      cmd: 'call_judge_tip',
      color: 1,
      remaining: 1,
    });
    room.ok({ type: 'callJudge', by: 1 }, 2000);
    expect(room.send({ type: 'callJudge', by: 1 }, 3000)).toBe('JUDGE_LIMIT');
    expect(new TestRoom({ callJudge: false }).send({ type: 'callJudge', by: 1 }, 1000)).toBe(
      'JUDGE_NOT_ALLOWED',
    );
    expect(room.send({ type: 'callJudge', by: 0 }, 1000)).toBe('NOT_ALLOWED');
  });

  it('an early start accepted starts the game at once', () => {
    const room = new TestRoom({ startAt: 10 * 60_000 });
    room.ok({ type: 'startNow', by: 2 }, 1000);
    expect(room.sent('start_now_tip')).toEqual([{ cmd: 'start_now_tip', color: 2, countdown: 10 }]);
    expect(room.send({ type: 'startNowAnswer', by: 2, agree: true }, 2000)).toBe('NO_PENDING_REQUEST');
    room.ok({ type: 'startNowAnswer', by: 1, agree: true }, 3000);
    expect(room.sent('startnow_yes_resp')).toHaveLength(1);
    // The game is on: the first move starts the clocks, and white's runs from it.
    room.ok({ type: 'move', by: 1, point: 'pd', step: 1 }, 4000);
    expect(room.sent('pos')[0]).toMatchObject({ bcost: 0 });
    room.ok({ type: 'move', by: 2, point: 'dp', step: 2 }, 5000);
    expect(room.sent('pos')[0]).toMatchObject({ wcost: 1000 });
  });

  it('refused, or left unanswered for 10 s', () => {
    const room = new TestRoom({ startAt: 10 * 60_000 });
    room.ok({ type: 'startNow', by: 1 }, 1000);
    room.ok({ type: 'startNowAnswer', by: 2, agree: false }, 2000);
    expect(room.sent('startnow_no_resp')).toEqual([{ cmd: 'startnow_no_resp', color: 2 }]);
    room.ok({ type: 'startNow', by: 1 }, 5000);
    room.ok({ type: 'tick' }, 15_000);
    expect(room.sent('startnow_no_resp')).toEqual([{ cmd: 'startnow_no_resp', color: 2 }]);
    expect(room.state.status).toBe('waiting');
  });

  it('only when the game allows it, and only before the start', () => {
    expect(
      new TestRoom({ startAt: 60_000, canStartBefore: false }).send({ type: 'startNow', by: 1 }, 0),
    ).toBe('EARLY_START_NOT_ALLOWED');
    expect(new TestRoom().send({ type: 'startNow', by: 1 }, 1000)).toBe('EARLY_START_NOT_ALLOWED');
  });
});
