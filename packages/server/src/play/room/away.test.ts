/**
 * Away players and the claim of the win against one (docs/game-page.md, "Away players and
 * claiming the win"): the room records who left and when; a claim is accepted only from the
 * present player, against an opponent away long enough, on the opponent's turn.
 */
import { describe, expect, it } from 'vitest';
import { TestRoom } from '../../testing/test-room.ts';
import { awayTips } from './away.ts';
import { createRoom, type RoomState } from './room-state.ts';
import { step } from './step.ts';

const MIN = 60_000;
const CLAIM = 3 * MIN;

/** A game under way (black's first move at 1 s, white to move) whose white left at `leftAt`. */
function whiteLeft(leftAt: number): TestRoom {
  const room = new TestRoom({ awayClaimMs: CLAIM });
  room.ok({ type: 'move', by: 1, point: 'pd', step: 1 }, 1000);
  room.ok({ type: 'leave', by: 2 }, leftAt);
  return room;
}

describe('who is away', () => {
  it('a player who leaves is away from then, told to the room; coming back is told too', () => {
    const room = whiteLeft(10_000);
    expect(room.out).toEqual([
      { to: 'room', message: { cmd: 'away_tip', color: 2, away: true, awayms: 0, claimms: CLAIM } },
    ]);
    expect(awayTips(room.state, 10_000 + 83_000)).toEqual([
      { cmd: 'away_tip', color: 1, away: false, awayms: 0, claimms: 0 },
      { cmd: 'away_tip', color: 2, away: true, awayms: 83_000, claimms: CLAIM - 83_000 },
    ]);
    room.ok({ type: 'join', by: 2 }, 100_000);
    expect(room.sent('away_tip')).toEqual([
      { cmd: 'away_tip', color: 2, away: false, awayms: 0, claimms: 0 },
    ]);
    expect(room.state.awaySince[2]).toBeNull();
  });

  it('leaving twice, a spectator leaving, or leaving a finished game changes nothing', () => {
    const room = whiteLeft(10_000);
    const before = room.state;
    room.ok({ type: 'leave', by: 2 }, 20_000);
    room.ok({ type: 'leave', by: 0 }, 20_000);
    expect(room.state).toBe(before);
    expect(room.out).toEqual([]);

    const over = new TestRoom();
    over.ok({ type: 'verdict', winner: 1 }, 1000);
    const finished = over.state;
    over.ok({ type: 'leave', by: 1 }, 2000);
    expect(over.state).toBe(finished);
  });

  it('a player who never came is away since the start', () => {
    const room = new TestRoom({ awayClaimMs: CLAIM }, { present: false });
    room.ok({ type: 'join', by: 1 }, 0);
    expect(awayTips(room.state, 30_000)[1]).toEqual({
      cmd: 'away_tip',
      color: 2,
      away: true,
      awayms: 30_000,
      claimms: CLAIM - 30_000,
    });
  });

  it('the leave of a player whose join never reached the game tells the room, and changes nothing', () => {
    const room = new TestRoom({ awayClaimMs: CLAIM }, { present: false });
    room.ok({ type: 'join', by: 1 }, 0);
    const before = room.state;
    room.ok({ type: 'leave', by: 2 }, 40_000);
    expect(room.state).toBe(before);
    expect(room.sent('away_tip')).toEqual([
      { cmd: 'away_tip', color: 2, away: true, awayms: 40_000, claimms: CLAIM - 40_000 },
    ]);
  });
});

describe('claiming the win', () => {
  it('once the opponent has been away long enough on their turn, the present player wins by abstention', () => {
    const room = whiteLeft(10_000);
    room.ok({ type: 'claim', by: 1 }, 10_000 + CLAIM);
    expect(room.out).toEqual([
      { to: 'room', message: { cmd: 'qiquan_resp', color: 2, result: 1, wintype: 4, winnumber: 0 } },
    ]);
    expect(room.state.status).toBe('finished');
    expect(room.state.finish).toEqual({ winner: 1, wintype: 4, winnumber: 0, text: 'B+F' });
    expect(awayTips(room.state, 10_000 + CLAIM)[1]).toMatchObject({ away: false });
  });

  it.each<[string, (room: TestRoom) => number, string]>([
    ['a spectator', () => 0, 'NOT_ALLOWED'],
    ['the away player’s opponent, too early', () => 1, 'CLAIM_TOO_EARLY'],
    ['the away player against the present one', () => 2, 'OPPONENT_PRESENT'],
  ])('a claim by %s is refused (%s) and changes nothing', (_name, who, code) => {
    const room = whiteLeft(10_000);
    const before = room.state;
    expect(room.send({ type: 'claim', by: who(room) as 0 | 1 | 2 }, 10_000 + CLAIM - 1)).toBe(code);
    expect(room.state).toBe(before);
  });

  it('a claim against a present opponent is refused', () => {
    const room = new TestRoom({ awayClaimMs: CLAIM });
    room.ok({ type: 'move', by: 1, point: 'pd', step: 1 }, 1000);
    expect(room.send({ type: 'claim', by: 1 }, 10 * MIN)).toBe('OPPONENT_PRESENT');
  });

  it('a claim on one’s own turn is refused: the claimant moves first, then may claim', () => {
    const room = new TestRoom({ awayClaimMs: CLAIM });
    room.ok({ type: 'leave', by: 2 }, 500);
    expect(room.send({ type: 'claim', by: 1 }, 500 + CLAIM)).toBe('CLAIM_TOO_EARLY');
    room.ok({ type: 'move', by: 1, point: 'pd', step: 1 }, 500 + CLAIM + 1000);
    room.ok({ type: 'claim', by: 1 }, 500 + CLAIM + 2000);
    expect(room.state.finish).toMatchObject({ winner: 1, wintype: 4 });
  });

  it('a player who came back cannot be claimed against; leaving again starts the wait again', () => {
    const room = whiteLeft(10_000);
    room.ok({ type: 'join', by: 2 }, 60_000);
    room.ok({ type: 'leave', by: 2 }, 70_000);
    expect(room.send({ type: 'claim', by: 1 }, 10_000 + CLAIM)).toBe('CLAIM_TOO_EARLY');
    room.ok({ type: 'claim', by: 1 }, 70_000 + CLAIM);
  });

  it('before the start, and after the end, nothing can be claimed', () => {
    const waiting = new TestRoom({ startAt: 10 * MIN, awayClaimMs: CLAIM });
    waiting.ok({ type: 'leave', by: 2 }, 1000);
    expect(waiting.send({ type: 'claim', by: 1 }, 1000 + CLAIM)).toBe('NOT_STARTED');

    const room = whiteLeft(10_000);
    room.ok({ type: 'verdict', winner: 2 }, 20_000);
    expect(room.send({ type: 'claim', by: 1 }, 10_000 + CLAIM)).toBe('GAME_FINISHED');
  });

  it('a flag that fell before the claim stands: the claim meets a finished game', () => {
    const room = new TestRoom({ mainMs: MIN, periodMs: 0, periods: 0, awayClaimMs: CLAIM });
    room.ok({ type: 'move', by: 1, point: 'pd', step: 1 }, 1000);
    room.ok({ type: 'leave', by: 2 }, 2000);
    expect(room.send({ type: 'claim', by: 1 }, 2000 + CLAIM)).toBe('GAME_FINISHED');
    expect(room.state.finish).toMatchObject({ winner: 1, wintype: 3 });
  });

  it('the stored commands rebuild the same game: away times and the claim', () => {
    const room = whiteLeft(10_000);
    room.ok({ type: 'claim', by: 1 }, 10_000 + CLAIM);
    let rebuilt: RoomState = createRoom(room.state.config);
    for (const { command, at } of room.accepted) {
      const result = step(rebuilt, command, at);
      if (!result.ok) throw new Error(result.refusal.message);
      rebuilt = result.state;
    }
    expect(rebuilt.finish).toEqual(room.state.finish);
    expect(rebuilt.awaySince).toEqual(room.state.awaySince);
  });
});
