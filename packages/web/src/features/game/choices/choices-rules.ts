/**
 * Who may open the move-choice panel, from the game state: a player of a game with `stepselect`
 * on, on their own turn, while the game is on and no move of theirs is on its way. The server
 * keeps one set of choices per move, so the panel is the mover's: the opponent's set for the same
 * move would replace it (docs/game-page.md, "Move choices").
 */
import type { GameState } from '../state/game-state.ts';
import { isOwnTurn } from '../state/rules.ts';

export function choicesPanelOpens(state: GameState): boolean {
  return state.play.stepselect && isOwnTurn(state) && state.pendingMove === null;
}
