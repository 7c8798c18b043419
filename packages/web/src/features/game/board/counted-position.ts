/**
 * Which count the board shows: the count that ended the game, or a counted result waiting for
 * the opponent's acceptance. Either belongs to the position after every move of the game, so
 * in review it shows only at the end of the game's moves, not on earlier moves or tried ones.
 */
import { endsWithTwoPasses } from '@tengen/core';
import type { CountResult } from '@tengen/protocol';
import type { ReviewState } from '../review/review-navigation.ts';
import type { GameOutcome, GameState } from '../state/game-state.ts';

/** How the counted position came about. */
export type CountCause = 'bothPassed' | 'agreed' | 'proposed';

export interface CountedPosition {
  readonly count: CountResult;
  readonly cause: CountCause;
}

/**
 * The count to show: the final one once the game is over, else the one waiting for acceptance.
 * A page opened on a finished game was not told how it ended; two passes at the end say it.
 */
export function countedPositionOf(
  finish: GameOutcome | null,
  pending: { readonly state: string; readonly count?: CountResult } | null,
  moves: readonly string[],
): CountedPosition | null {
  if (finish) {
    if (!finish.count) return null;
    const passed =
      finish.cause === 'autofinish' ||
      (finish.cause !== 'calc_stone_yes_result_tip' && endsWithTwoPasses(moves));
    return { count: finish.count, cause: passed ? 'bothPassed' : 'agreed' };
  }
  if ((pending?.state === 'result' || pending?.state === 'proposed') && pending.count)
    return { count: pending.count, cause: 'proposed' };
  return null;
}

/**
 * The count waiting for acceptance as this viewer may see it: the proposal after two passes,
 * which the whole room is shown, else the counting negotiation, the players' only. The server
 * tells only them of a counted request, so a watcher whose page joined meanwhile (and read it
 * in `initdata`) does not see it either; everyone sees the final count.
 */
export function countingSeenBy(state: GameState): GameState['counting'] | GameState['proposal'] {
  if (state.proposal) return state.proposal;
  return state.viewer && state.viewer.seat !== 0 ? state.counting : null;
}

/** Whether the review shows the counted position: the end of the game's moves, nothing tried. */
export function reviewShowsCount(review: ReviewState | null): boolean {
  return review === null || (review.shown === 0 && review.step === review.record.mainLine.length);
}
