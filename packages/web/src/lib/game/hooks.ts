/** Small React hooks that read slices of a GameController's state, so panels re-render only for theirs. */
import { useEffect, useState, useSyncExternalStore } from 'react';
import type { GameController } from './controller.ts';
import type { GameState } from './state.ts';

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

/** The page's clock, ticking every `intervalMs` while `running`, for countdowns. */
export function useNow(intervalMs: number, running = true): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!running) return;
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs, running]);
  return now;
}
