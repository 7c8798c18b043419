import { createContext, type ReactNode, useContext } from 'react';
import type { GameController } from '../../lib/game/controller.ts';
import { useGame } from '../../lib/game/hooks.ts';
import type { GameState } from '../../lib/game/state.ts';

const GameContext = createContext<GameController | null>(null);

export function GameProvider({ controller, children }: { controller: GameController; children: ReactNode }) {
  return <GameContext.Provider value={controller}>{children}</GameContext.Provider>;
}

/** The page's game controller; the play page provides it. */
export function useGameController(): GameController {
  const controller = useContext(GameContext);
  if (!controller) throw new Error('useGameController: no GameProvider above');
  return controller;
}

/** A slice of the game state of the page's controller (see lib/game/hooks.ts). */
export function useGameSlice<T>(select: (state: GameState) => T): T {
  return useGame(useGameController(), select);
}
