/**
 * What the page must do besides showing a message: reload, go elsewhere, ask the server again.
 * A pure function of the message and the states before and after it; the controller runs them.
 */
import { type ClientMessage, COUNTDOWNS, type ServerMessage } from '@tengen/protocol';
import type { GameState } from './game-state.ts';
import { SECOND_GAME_DELAY_MS, secondGameApplies } from './second-game.ts';

export type GameEffect =
  | { readonly type: 'reload'; readonly afterMs: number }
  | { readonly type: 'navigate'; readonly to: string; readonly afterMs: number }
  | { readonly type: 'send'; readonly message: ClientMessage }
  | { readonly type: 'querySecondGame'; readonly afterMs: number };

/**
 * How long the "logged in elsewhere" notice (36) shows before the page leaves for
 * competitionPath. The socket's `replaced` state starts it (see controller.ts), whether the
 * `exit` message or only the close code arrived.
 */
export const LEAVE_AFTER_ELSEWHERE_MS = 3_000;

/** The competition page for a game of a competition, else the game room lobby. */
export function competitionPath(gameid: number): string {
  return gameid > 0 ? `/game/${gameid}/` : '/play/room/';
}

export function effectsOf(message: ServerMessage, before: GameState, after: GameState): GameEffect[] {
  const effects: GameEffect[] = [];
  if (after.needsResync && !before.needsResync)
    effects.push({ type: 'send', message: { cmd: 'getinitdata' } });
  switch (message.cmd) {
    case 'startnow_yes_resp':
      effects.push({ type: 'reload', afterMs: COUNTDOWNS.earlyStartReloadMs });
      break;
    case 'agree_play_resp':
      effects.push({ type: 'navigate', to: `/play/p/${message.playid}/`, afterMs: 0 });
      break;
  }
  const ended = after.finish !== null && after.finish.cause !== 'initdata' && before.finish === null;
  if (ended && secondGameApplies(after.play)) {
    effects.push({ type: 'querySecondGame', afterMs: SECOND_GAME_DELAY_MS });
  }
  return effects;
}
