/**
 * The game page's state as a pure reducer: every server message of seed 000 section 4 that the
 * protocol defines, plus what the page itself did (a move sent, a notice read, the link's
 * state). `at` is the page's clock when it happened; nothing here reads a clock or does I/O.
 */
import type { ServerMessage } from '@tengen/protocol';
import type { ConnectionState } from '../../../shared/socket/socket-connection.ts';
import { type NoticeData } from './notices.ts';
import type { GameState } from './state.ts';
export type GameAction =
  | {
      readonly type: 'received';
      readonly message: ServerMessage;
      readonly at: number;
    }
  | {
      readonly type: 'connection';
      readonly state: ConnectionState;
    }
  /** The viewer's move or pass (`tt`) went to the server as move number `step`. */
  | {
      readonly type: 'moveSent';
      readonly pos: string;
      readonly step: number;
      readonly at: number;
    }
  /** A notice the page raised itself (a request it would not send, say). */
  | {
      readonly type: 'notice';
      readonly notice: NoticeData;
    }
  | {
      readonly type: 'noticeClosed';
      readonly id: number;
    };
export declare function gameReducer(state: GameState, action: GameAction): GameState;
