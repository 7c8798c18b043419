/** The reducer's part for the room: who is here, chat, invitations, refusals, the end of the game. */
import type { GameEndMessage, ServerMessageOf } from '@tengen/protocol';
import type { GameState } from './state.ts';
/** How many chat entries the page keeps (the server keeps 200 for late joiners too). */
export declare const CHAT_KEPT = 200;
export declare function onConnected(state: GameState, m: ServerMessageOf<'connected'>): GameState;
export declare function onUserLogin(state: GameState, m: ServerMessageOf<'user_login'>): GameState;
export declare function onExit(state: GameState, m: ServerMessageOf<'exit'>): GameState;
export declare function onAddChat(state: GameState, m: ServerMessageOf<'addchat'>): GameState;
export declare function onDeleteChat(state: GameState, m: ServerMessageOf<'deletechat'>): GameState;
export declare function onForbid(state: GameState, m: ServerMessageOf<'forbid_resp'>): GameState;
export declare function onPlayReq(state: GameState, m: ServerMessageOf<'play_req'>): GameState;
/** An invitation ended (cancelled, refused, timed out, accepted); its inviter hears of a refusal. */
export declare function onInvitationEnded(
  state: GameState,
  m: ServerMessageOf<'cancel_play_resp' | 'reject_play_resp' | 'play_timeout' | 'agree_play_resp'>,
): GameState;
/** The server refused something this page sent: say so, and drop the move that was on its way. */
export declare function onError(state: GameState, m: ServerMessageOf<'error'>): GameState;
/** Any of the seven endings: the clocks stop where they are, pending requests go, the result shows. */
export declare function onGameEnd(state: GameState, m: GameEndMessage, at: number): GameState;
