/**
 * The status line's words as keys of the `play` namespace, from the game state alone: the move
 * being waited for, then whose it is — and after a pass, who passed, so a pass is never silent:
 * "Move 7 · White passed — your move", "Move 7 · You passed — opponent's move", and for someone
 * watching "Move 7 · White passed — Black to play". While a count after two passes is proposed,
 * nobody is to move: "Moves played: 120 · Both passed: the count is proposed".
 */
import type { GameState } from '../state/game-state.ts';
import { colorOfMove } from '../state/live-position.ts';
import { isOwnTurn } from '../state/rules.ts';

export type StatusPart =
  | { readonly key: 'status.moveNumber' | 'status.movesPlayed'; readonly count: number }
  | {
      readonly key:
        | 'status.gameOver'
        | 'status.countProposed'
        | 'status.waiting'
        | 'status.sending'
        | 'status.yourTurn'
        | 'status.opponentTurn'
        | 'status.blackToPlay'
        | 'status.whiteToPlay'
        | 'status.blackPassedYourMove'
        | 'status.whitePassedYourMove'
        | 'status.youPassed'
        | 'status.blackPassedWhiteToPlay'
        | 'status.whitePassedBlackToPlay';
    };

/** Who passed with the last move, or null when the last move was not a pass. */
export function lastPasser(state: GameState): 1 | 2 | null {
  const n = state.moves.length;
  return n > 0 && state.moves[n - 1] === 'tt' ? colorOfMove(state.setup, n) : null;
}

function turnPart(state: GameState): StatusPart {
  const seat = state.viewer?.seat ?? 0;
  const passer = lastPasser(state);
  if (state.pendingMove) return { key: 'status.sending' };
  if (seat !== 0) {
    if (passer === seat) return { key: 'status.youPassed' };
    if (passer !== null && isOwnTurn(state))
      return { key: passer === 1 ? 'status.blackPassedYourMove' : 'status.whitePassedYourMove' };
    return { key: isOwnTurn(state) ? 'status.yourTurn' : 'status.opponentTurn' };
  }
  if (passer !== null)
    return { key: passer === 1 ? 'status.blackPassedWhiteToPlay' : 'status.whitePassedBlackToPlay' };
  return { key: state.nextColor === 1 ? 'status.blackToPlay' : 'status.whiteToPlay' };
}

export function statusParts(state: GameState): StatusPart[] {
  const played = state.moves.length;
  if (state.finish) return [{ key: 'status.gameOver' }, { key: 'status.movesPlayed', count: played }];
  if (state.status === 'waiting') return [{ key: 'status.waiting' }];
  if (state.proposal) return [{ key: 'status.movesPlayed', count: played }, { key: 'status.countProposed' }];
  return [{ key: 'status.moveNumber', count: played + 1 }, turnPart(state)];
}
