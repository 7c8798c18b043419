/**
 * What the page must do besides showing a message: reload, go elsewhere, ask the server again.
 * A pure function of the message and the states before and after it; the controller runs them.
 */
import { type ClientMessage, type ServerMessage } from '@tengen/protocol';
import type { GameState } from './state.ts';
export type GameEffect =
  | {
      readonly type: 'reload';
      readonly afterMs: number;
    }
  | {
      readonly type: 'navigate';
      readonly to: string;
      readonly afterMs: number;
    }
  | {
      readonly type: 'send';
      readonly message: ClientMessage;
    }
  | {
      readonly type: 'querySecondGame';
      readonly afterMs: number;
    };
/**
 * How long the "logged in elsewhere" notice (36) shows before the page leaves for
 * competitionPath. The socket's `replaced` state starts it (see controller.ts), whether the
 * `exit` message or only the close code arrived.
 */
export declare const LEAVE_AFTER_ELSEWHERE_MS = 3000;
/** The competition page for a game of a competition, else the game room lobby. */
export declare function competitionPath(gameid: number): string;
export declare function effectsOf(message: ServerMessage, before: GameState, after: GameState): GameEffect[];
