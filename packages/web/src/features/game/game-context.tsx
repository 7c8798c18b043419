import { createContext, type ReactNode, useContext } from 'react';
import type { GameController } from './state/controller.ts';
import type { GameState } from './state/game-state.ts';
import { useGame } from './state/use-game.ts';

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

/** A slice of the game state of the page's controller (see state/use-game.ts). */
export function useGameSlice<T>(select: (state: GameState) => T): T {
  return useGame(useGameController(), select);
}
