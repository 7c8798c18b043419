/** The React hook that reads a slice of a GameController's state, so panels re-render only for theirs. */
import { useSyncExternalStore } from 'react';
import type { GameController } from './controller.ts';
import type { GameState } from './game-state.ts';

/**
 * A slice of the game state. The selector must return a value that stays the same (===) while
 * its slice does: a field of the state, or a primitive computed from it.
 */
export function useGame<T>(controller: GameController, select: (state: GameState) => T): T {
  return useSyncExternalStore(
    controller.subscribe,
    () => select(controller.getState()),
    () => select(controller.getState()),
  );
}
