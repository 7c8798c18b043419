import { describe, expect, it } from 'vitest';
import { awayDuration, mayClaim, NOBODY_AWAY, withAwayTip } from './away-state.ts';

const tip = (color: 1 | 2, away: boolean, awayms = 0, claimms = 0) =>
  ({ cmd: 'away_tip', color, away, awayms, claimms }) as const;

describe('away marks', () => {
  it('a tip marks a player away since it says, in the page’s clock; coming back clears it', () => {
    const marks = withAwayTip(NOBODY_AWAY, tip(2, true, 83_000, 97_000), 1_000_000);
    expect(marks[2]).toEqual({ since: 1_000_000 - 83_000, claimFrom: 1_000_000 + 97_000 });
    expect(marks[1]).toBeNull();
    expect(withAwayTip(marks, tip(2, false), 1_001_000)).toEqual(NOBODY_AWAY);
  });

  it('a tip that changes nothing keeps the same marks (no new render)', () => {
    expect(withAwayTip(NOBODY_AWAY, tip(1, false), 5)).toBe(NOBODY_AWAY);
    const marks = withAwayTip(NOBODY_AWAY, tip(1, true, 0, 1000), 100);
    expect(withAwayTip(marks, tip(1, true, 50, 950), 150)).toBe(marks);
  });

  it('only the other player may claim, on the away player’s turn, once the wait is over, in a live game', () => {
    const marks = withAwayTip(NOBODY_AWAY, tip(2, true, 0, 1000), 0);
    const game = { seat: 1, nextColor: 2, live: true } as const;
    expect(mayClaim(marks, 2, 999, game)).toBe(false);
    expect(mayClaim(marks, 2, 1000, game)).toBe(true);
    expect(mayClaim(marks, 2, 1000, { ...game, seat: 0 })).toBe(false);
    expect(mayClaim(marks, 2, 1000, { ...game, seat: 2 })).toBe(false);
    expect(mayClaim(marks, 2, 1000, { ...game, nextColor: 1 })).toBe(false);
    expect(mayClaim(marks, 2, 1000, { ...game, live: false })).toBe(false);
    expect(mayClaim(marks, 1, 1000, game)).toBe(false);
  });

  it('durations read m:ss, and h:mm:ss from an hour', () => {
    expect(awayDuration(83_400)).toBe('1:23');
    expect(awayDuration(0)).toBe('0:00');
    expect(awayDuration(3_725_000)).toBe('1:02:05');
  });
});
