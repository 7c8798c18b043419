/**
 * The game page's state as a pure reducer: every server message of seed 000 section 4 that the
 * protocol defines, plus what the page itself did (a move sent, a notice read, the link's
 * state). `at` is the page's clock when it happened; nothing here reads a clock or does I/O.
 */
import type { ServerMessage, SocketErrorCode } from '@tengen/protocol';
import type { ConnectionState } from '../../../common/socket/socket-connection.ts';
import type { GameState } from './game-state.ts';
import { addNotice, type NoticeData, refuseMove } from './notices.ts';
import {
  onClockPause,
  onCountProposal,
  onCountProposalRefused,
  onInitData,
  onMiaoTip,
  onPos,
  onRestoreRet,
} from './reduce-moves.ts';
import {
  onCalcScoreTip,
  onCalcStoneTip,
  onCallJudgeTip,
  onCountRejected,
  onRestoreTip,
  onScoreTip,
  onStartNowNo,
  onStartNowTip,
  onStartNowYes,
} from './reduce-requests.ts';
import {
  onAddChat,
  onConnected,
  onDeleteChat,
  onError,
  onExit,
  onForbid,
  onGameEnd,
  onGameStartedElsewhere,
  onInvitationEnded,
  onPlayReq,
  onUserLogin,
} from './reduce-room.ts';

export type GameAction =
  | { readonly type: 'received'; readonly message: ServerMessage; readonly at: number }
  | { readonly type: 'connection'; readonly state: ConnectionState }
  /** The viewer's move or pass (`tt`) went to the server as move number `step`. */
  | { readonly type: 'moveSent'; readonly pos: string; readonly step: number; readonly at: number }
  /** A move of the viewer that the page would not send (ko, suicide, occupied, not their turn). */
  | { readonly type: 'moveRefused'; readonly code: SocketErrorCode }
  /** A notice the page raised itself (a request it would not send, say). */
  | { readonly type: 'notice'; readonly notice: NoticeData }
  | { readonly type: 'noticeClosed'; readonly id: number };

export function gameReducer(state: GameState, action: GameAction): GameState {
  switch (action.type) {
    case 'received':
      return receive(state, action.message, action.at);
    case 'connection':
      return action.state === state.connection
        ? state
        : { ...state, connection: action.state, synced: action.state === 'joined' && state.synced };
    case 'moveSent':
      return { ...state, pendingMove: { pos: action.pos, step: action.step }, lastActivityAt: action.at };
    case 'moveRefused':
      return refuseMove(state, action.code);
    case 'notice':
      return addNotice(state, action.notice);
    case 'noticeClosed':
      return state.notices.some((n) => n.id === action.id)
        ? { ...state, notices: state.notices.filter((n) => n.id !== action.id) }
        : state;
  }
}

function receive(state: GameState, m: ServerMessage, at: number): GameState {
  switch (m.cmd) {
    case 'connected':
      return onConnected(state, m);
    case 'ping_resp':
      return state;
    case 'onlineuser':
      return { ...state, users: m.userlist };
    case 'initdata':
      return onInitData(state, m, at);
    case 'user_login':
      return onUserLogin(state, m);
    case 'exit':
      return onExit(state, m);
    case 'pos':
      return onPos(state, m, at);
    case 'restore_tip':
      return onRestoreTip(state, m, at);
    case 'restore_ret':
      return onRestoreRet(state, m, at);
    case 'clock_pause':
      return onClockPause(state, m, at);
    case 'miao_tip':
      return onMiaoTip(state, m, at);
    case 'end_miao_tip':
      return { ...state, lastActivityAt: at };
    case 'calcstone_tip':
      return onCalcStoneTip(state, m, at);
    case 'calc_score_tip':
      return onCalcScoreTip(state, m, at);
    case 'calc_stone_no_result_tip':
      return onCountRejected(state, m, at);
    case 'count_proposal':
      return onCountProposal(state, m, at);
    case 'count_proposal_refused':
      return onCountProposalRefused(state, m, at);
    case 'score_tip':
      return onScoreTip(state, m);
    case 'call_judge_tip':
      return onCallJudgeTip(state, m, at);
    case 'start_now_tip':
      return onStartNowTip(state, m, at);
    case 'startnow_yes_resp':
      return onStartNowYes(state, at);
    case 'startnow_no_resp':
      return onStartNowNo(state, m, at);
    case 'sendfail_resp':
    case 'sendheqi_resp':
    case 'calc_stone_yes_result_tip':
    case 'qiquan_resp':
    case 'timeout_resp':
    case 'autofinish':
    case 'audit_resp':
      return onGameEnd(state, m, at);
    case 'addchat':
      return onAddChat(state, m);
    case 'deletechat':
      return onDeleteChat(state, m);
    case 'forbid_resp':
      return onForbid(state, m);
    case 'change_chat_resp':
      return {
        ...state,
        chatAllowed: {
          black: m.black_chat,
          white: m.white_chat,
          guests: m.guestenable ?? state.chatAllowed.guests,
        },
      };
    case 'play_req':
      return onPlayReq(state, m);
    case 'cancel_play_resp':
    case 'reject_play_resp':
    case 'play_timeout':
    case 'agree_play_resp':
      return onInvitationEnded(state, m);
    case 'play_start_tip':
      return onGameStartedElsewhere(state, m);
    case 'error':
      return onError(state, m);
    default:
      // Messages this reducer does not keep (another feature's, such as presence or the lobby's).
      return state;
  }
}
