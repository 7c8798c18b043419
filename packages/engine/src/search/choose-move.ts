import { BLACK } from '@tengen/core';
import { PASS_POINT } from '../position/pass-point.ts';
import type { PositionState } from '../position/position-state.ts';
import { countFinal } from './final-count.ts';
import { whiteScoreNow } from './terminal-value.ts';

/**
 * The side to move's margin if the game ended now: with the dead stones (by the tree's
 * ownership) taken off where the rules let a pass end the game with dead stones on the board
 * (friendlyPassOk), every stone counted alive otherwise.
 */
function marginIfGameEndsNow(state: PositionState, whiteOwnership: ArrayLike<number>): number {
  const white =
    state.rules.friendlyPassOk === true
      ? countFinal(state, whiteOwnership).whiteScore
      : whiteScoreNow(state).score;
  return state.toMove === BLACK ? -white : white;
}

/**
 * The move to play from the ranked candidates (by visits, or by the network's prior when no
 * child has a visit yet, as after a one-visit search), with KataGo's "friendly" pass handling, where it
 * is cheap, under area scoring:
 * - after the opponent's pass, pass if that ends the game with a win on the count (no filling
 *   of one's own area), and never pass if it ends it with a loss;
 * - when the search likes a pass that the opponent could answer with a pass and win on the
 *   count, play on while the search believes the game is won (the count is lost only to dead
 *   stones still on the board, which must be taken off).
 */
export function chooseMove(
  state: PositionState,
  moves: readonly { readonly move: number }[],
  winrate: number,
  whiteOwnership: ArrayLike<number>,
): number {
  const best = moves[0];
  if (!best) return PASS_POINT;
  if (state.rules.scoring !== 'AREA') return best.move;
  const opponentPassed = state.passes >= 1 && state.passWouldEndPhase();
  const margin = marginIfGameEndsNow(state, whiteOwnership);
  const bestOther = moves.find((m) => m.move !== PASS_POINT);
  if (opponentPassed) {
    if (margin > 0) return PASS_POINT;
    if (best.move === PASS_POINT && bestOther) return bestOther.move;
    return best.move;
  }
  if (best.move === PASS_POINT && margin < 0 && winrate > 0.5 && bestOther) return bestOther.move;
  return best.move;
}
