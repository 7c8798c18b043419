/**
 * Who of the two players is away from the game room, as the server says (`away_tip`), in the
 * page's clock: since when, and from when the opponent may claim the win. The server decides;
 * the page only shows it (docs/game-page.md, "Start, clocks and absent players").
 */
import type { Stone } from '@tengen/core';
import type { ServerMessageOf } from '@tengen/protocol';

export interface AwayMark {
  /** Page time the player left. */
  readonly since: number;
  /** Page time from which the win may be claimed, if it is then the away player's turn. */
  readonly claimFrom: number;
}

/** Each side's mark, read as `marks[color]`; null while the player is here. */
export type AwayMarks = { readonly 1: AwayMark | null; readonly 2: AwayMark | null };

export const NOBODY_AWAY: AwayMarks = { 1: null, 2: null };

/** The marks after an `away_tip` received at page time `at`. */
export function withAwayTip(marks: AwayMarks, tip: ServerMessageOf<'away_tip'>, at: number): AwayMarks {
  const mark = tip.away ? { since: at - tip.awayms, claimFrom: at + tip.claimms } : null;
  const before = marks[tip.color];
  if (mark === null ? before === null : before !== null && before.since === mark.since) return marks;
  return { ...marks, [tip.color]: mark };
}

/** Whether the viewer may claim the win against `color` at page time `now`. */
export function mayClaim(
  marks: AwayMarks,
  color: Stone,
  now: number,
  game: { readonly seat: 0 | Stone; readonly nextColor: Stone; readonly live: boolean },
): boolean {
  const mark = marks[color];
  return (
    mark !== null &&
    game.live &&
    game.seat !== 0 &&
    game.seat !== color &&
    game.nextColor === color &&
    now >= mark.claimFrom
  );
}

/** How long someone has been away: `m:ss`, or `h:mm:ss` from an hour. */
export function awayDuration(ms: number): string {
  const total = Math.max(0, Math.floor(ms / 1000));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = String(total % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${seconds}` : `${minutes}:${seconds}`;
}
