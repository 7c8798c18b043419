import type { BoardSize } from '@tengen/protocol';
import type { NewPlay } from '../storage/types.ts';

/** What a seek or a quick match agreed on: an even game, colours by nigiri. */
export interface EvenGameTerms {
  readonly size: BoardSize;
  readonly time: number;
  readonly byoyomi: number;
  readonly periods: number;
  readonly ranked: boolean;
  /** The move-choice panel; off unless a seek asked for it (quick match never does). */
  readonly stepSelect?: boolean;
}

/**
 * The play of an even game between two players (user ids), black drawn by `nigiri` (true: the
 * first is black). A ranked game has no take-backs, as a level challenge: its result is the game
 * as played.
 */
export function evenGame(
  players: readonly [number, number],
  terms: EvenGameTerms,
  now: number,
  nigiri: () => boolean,
): NewPlay {
  const [black, white] = nigiri() ? players : [players[1], players[0]];
  return {
    blackId: black,
    whiteId: white,
    boardSize: terms.size,
    mainMinutes: terms.time,
    byoyomiSeconds: terms.byoyomi,
    byoyomiPeriods: terms.periods,
    handicap: 0,
    blackFirst: true,
    presetStones: { black: [], white: [] },
    undoAllowed: !terms.ranked,
    ranked: terms.ranked,
    stepSelect: terms.stepSelect === true,
    earlyStartAllowed: false,
    judgeCallsAllowed: false,
    chatEnabled: true,
    // Guests and other non-players chat only when a player opens it (change_chat_req guestenable).
    guestsMayChat: false,
    startsAt: now,
    createdAt: now,
  };
}
