/**
 * The lobby page's state as a pure reducer over the lobby socket's messages (seed 000 section
 * 4, "Invitation"): who is online, the invitations sent and received with their countdowns,
 * the notice to show, and the game to go to once an invitation is accepted.
 */
import type {
  InviteColor,
  LiveGame,
  OnlineUser,
  QuickMatchPresetId,
  Seek,
  ServerMessage,
  SiteUser,
  SocketErrorCode,
} from '@tengen/protocol';
import type { ConnectionState } from '../../common/socket/socket-connection.ts';
import { deadlineOf, isStale } from './invitation-deadline.ts';

/**
 * The seed's invitation dialog types: 1 sent, 2 received game invitation; 3 sent, 4 received
 * level challenge (a `play_req` with `challenge: true`: a ranked even game).
 */
export type InvitationDialogType = 1 | 2 | 3 | 4;

/** The dialog type of a `play_req` as its inviter (`sent`) or target sees it. */
export function dialogTypeOf(sent: boolean, challenge: boolean): InvitationDialogType {
  if (challenge) return sent ? 3 : 4;
  return sent ? 1 : 2;
}

/** Types 3 and 4: the invitation is a level challenge. */
export function isLevelChallenge(invitation: Pick<LobbyInvitation, 'dialogType'>): boolean {
  return invitation.dialogType === 3 || invitation.dialogType === 4;
}

export interface LobbyInvitation {
  readonly id: number;
  readonly direction: 'sent' | 'received';
  readonly dialogType: InvitationDialogType;
  readonly opponent: string;
  readonly opponentLevel: string;
  /** The inviter's colour; `guess` is nigiri. */
  readonly inviterColor: InviteColor;
  readonly size: number;
  readonly time: number;
  readonly byoyomi: number;
  readonly handicap: number;
  /** The game will have the move-choice panel; absent: off. */
  readonly stepselect?: boolean;
  /** Unix ms when the countdown reaches 0. */
  readonly deadline: number;
  /** An answer (accept, reject, cancel) has been sent; the buttons wait for the server. */
  readonly answering: boolean;
}

export type LobbyNotice =
  | { readonly kind: 'refused'; readonly opponent: string }
  | { readonly kind: 'withdrawn'; readonly opponent: string }
  | { readonly kind: 'expired'; readonly direction: 'sent' | 'received'; readonly opponent: string }
  | { readonly kind: 'error'; readonly code: SocketErrorCode; readonly message: string }
  /** A new game of this player started from another of their tabs; this tab stays. */
  | { readonly kind: 'startedElsewhere'; readonly playId: number; readonly opponent: string };

export interface LobbyState {
  readonly connection: ConnectionState;
  /** The name the server took this socket for; null until `connected`. */
  readonly me: string | null;
  readonly users: readonly OnlineUser[];
  readonly invitations: readonly LobbyInvitation[];
  readonly notice: LobbyNotice | null;
  /** Set by `agree_play_resp`, `seek_agree_resp` or `quick_match_resp`: the page goes to /play/p/{playId}/. */
  readonly playId: number | null;
  /** The open challenges, oldest first. */
  readonly seeks: readonly Seek[];
  /** The quick-match queue this tab waits in. */
  readonly waitingIn: QuickMatchPresetId | null;
  /** Everyone signed in on the site and where they are; null until the server sent it. */
  readonly siteUsers: readonly SiteUser[] | null;
  /** The games in progress, newest first. */
  readonly liveGames: readonly LiveGame[];
  /** The seek this tab last asked to accept (dropped from the list if the server says it is gone). */
  readonly acceptingSeek: number | null;
}

export const INITIAL_LOBBY_STATE: LobbyState = {
  connection: 'connecting',
  me: null,
  users: [],
  invitations: [],
  notice: null,
  playId: null,
  seeks: [],
  waitingIn: null,
  siteUsers: null,
  liveGames: [],
  acceptingSeek: null,
};

export type LobbyAction =
  | { readonly type: 'message'; readonly message: ServerMessage; readonly now: number }
  | { readonly type: 'connection'; readonly state: ConnectionState }
  | { readonly type: 'answering'; readonly id: number }
  | { readonly type: 'acceptingSeek'; readonly id: number }
  | { readonly type: 'tick'; readonly now: number }
  | { readonly type: 'dismissNotice' };

function without(state: LobbyState, id: number): [LobbyState, LobbyInvitation | undefined] {
  const invitation = state.invitations.find((i) => i.id === id);
  return [{ ...state, invitations: state.invitations.filter((i) => i.id !== id) }, invitation];
}

function onMessage(state: LobbyState, message: ServerMessage, now: number): LobbyState {
  switch (message.cmd) {
    case 'connected':
      return { ...state, me: message.username };
    case 'onlineuser':
      return { ...state, users: message.userlist };
    case 'user_login':
      return {
        ...state,
        users: [...state.users.filter((u) => u.username !== message.user.username), message.user],
      };
    case 'exit':
      return { ...state, users: state.users.filter((u) => u.username !== message.username) };
    case 'play_req': {
      const sent = message.from === state.me;
      const invitation: LobbyInvitation = {
        id: message.id,
        direction: sent ? 'sent' : 'received',
        dialogType: dialogTypeOf(sent, message.challenge === true),
        opponent: sent ? message.target : message.from,
        opponentLevel: sent ? message.targetlevelname : message.fromlevelname,
        inviterColor: message.color,
        size: message.size,
        time: message.time,
        byoyomi: message.byoyomi,
        handicap: message.handicap,
        ...(message.stepselect ? { stepselect: true } : {}),
        deadline: deadlineOf(now, message.countdown),
        answering: false,
      };
      return { ...state, invitations: [...state.invitations.filter((i) => i.id !== message.id), invitation] };
    }
    case 'cancel_play_resp': {
      const [next, ended] = without(state, message.id);
      return ended?.direction === 'received'
        ? { ...next, notice: { kind: 'withdrawn', opponent: ended.opponent } }
        : next;
    }
    case 'reject_play_resp': {
      const [next, ended] = without(state, message.id);
      return ended?.direction === 'sent'
        ? { ...next, notice: { kind: 'refused', opponent: ended.opponent } }
        : next;
    }
    case 'play_timeout': {
      const [next, ended] = without(state, message.id);
      return ended
        ? { ...next, notice: { kind: 'expired', direction: ended.direction, opponent: ended.opponent } }
        : next;
    }
    case 'agree_play_resp':
      return { ...without(state, message.id)[0], playId: message.playid };
    case 'play_start_tip': {
      const next = message.id === undefined ? state : without(state, message.id)[0];
      return {
        ...next,
        waitingIn: null,
        notice: { kind: 'startedElsewhere', playId: message.playid, opponent: message.opponent },
      };
    }
    case 'siteuser_list':
      return { ...state, siteUsers: message.users };
    case 'live_games':
      return { ...state, liveGames: message.games };
    case 'seek_list':
      return { ...state, seeks: message.seeks };
    case 'seek_add':
      return { ...state, seeks: [...state.seeks.filter((s) => s.id !== message.seek.id), message.seek] };
    case 'seek_remove':
      return { ...state, seeks: state.seeks.filter((s) => s.id !== message.id) };
    case 'seek_agree_resp':
      return { ...state, playId: message.playid };
    case 'quick_match_wait':
      return { ...state, waitingIn: message.preset };
    case 'quick_match_cancel_resp':
      return { ...state, waitingIn: null };
    case 'quick_match_resp':
      return { ...state, waitingIn: null, playId: message.playid };
    case 'error':
      return {
        ...state,
        // A refused answer: the invitation is gone on the server (accepted elsewhere, timed out).
        invitations:
          message.code === 'NO_SUCH_INVITATION'
            ? state.invitations.filter((i) => !i.answering)
            : state.invitations.map((i) => ({ ...i, answering: false })),
        // An accepted seek that is gone (taken first by another player, withdrawn) leaves the list now.
        seeks:
          message.code === 'NO_SUCH_SEEK' && message.replyTo === 'accept_seek_req'
            ? state.seeks.filter((s) => s.id !== state.acceptingSeek)
            : state.seeks,
        notice: { kind: 'error', code: message.code, message: message.message },
      };
    default:
      // Game messages never come to a lobby socket.
      return state;
  }
}

export function lobbyReducer(state: LobbyState, action: LobbyAction): LobbyState {
  // Once a game is on, the page is leaving: nothing else matters.
  if (state.playId !== null) return state;
  switch (action.type) {
    case 'message':
      return onMessage(state, action.message, action.now);
    case 'connection':
      // Invitations and a quick-match wait live only as long as the link that heard of them (the
      // server ends a wait when its socket closes); a new link starts clean and gets the seeks again.
      return action.state === 'joined' || state.connection === action.state
        ? { ...state, connection: action.state }
        : { ...state, connection: action.state, invitations: [], waitingIn: null };
    case 'acceptingSeek':
      return { ...state, acceptingSeek: action.id };
    case 'answering':
      return {
        ...state,
        invitations: state.invitations.map((i) => (i.id === action.id ? { ...i, answering: true } : i)),
      };
    case 'tick': {
      const stale = state.invitations.find((i) => isStale(i.deadline, action.now));
      if (!stale) return state;
      return {
        ...state,
        invitations: state.invitations.filter((i) => !isStale(i.deadline, action.now)),
        notice: { kind: 'expired', direction: stale.direction, opponent: stale.opponent },
      };
    }
    case 'dismissNotice':
      return { ...state, notice: null };
  }
}

/** The invitation the dialog shows: received ones first (they need an answer), then the oldest. */
export function shownInvitation(state: LobbyState): LobbyInvitation | null {
  return state.invitations.find((i) => i.direction === 'received') ?? state.invitations[0] ?? null;
}
