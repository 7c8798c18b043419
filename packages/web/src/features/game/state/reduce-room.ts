/** The reducer's part for the room: who is here, chat, invitations, refusals, the end of the game. */
import type { CountingBlockCode, GameEndMessage, OnlineUser, ServerMessageOf } from '@tengen/protocol';
import { countingMinMoves } from '@tengen/protocol';
import type { GameOutcome, GameState } from './game-state.ts';
import { addNotice, refuseMove } from './notices.ts';

/** How many chat entries the page keeps (the server keeps 200 for late joiners too). */
export const CHAT_KEPT = 200;

export function onConnected(state: GameState, m: ServerMessageOf<'connected'>): GameState {
  return { ...state, viewer: { username: m.username, role: m.role, seat: m.color }, synced: false };
}

function withUser(users: readonly OnlineUser[], user: OnlineUser): OnlineUser[] {
  return [...users.filter((u) => u.username !== user.username), user];
}

export function onUserLogin(state: GameState, m: ServerMessageOf<'user_login'>): GameState {
  return { ...state, users: withUser(state.users, m.user) };
}

export function onExit(state: GameState, m: ServerMessageOf<'exit'>): GameState {
  return { ...state, users: state.users.filter((u) => u.username !== m.username) };
}

export function onAddChat(state: GameState, m: ServerMessageOf<'addchat'>): GameState {
  if (state.chats.some((c) => c.id === m.chat.id)) return state;
  return { ...state, chats: [...state.chats, m.chat].slice(-CHAT_KEPT) };
}

export function onDeleteChat(state: GameState, m: ServerMessageOf<'deletechat'>): GameState {
  return { ...state, chats: state.chats.filter((c) => c.id !== m.id) };
}

export function onForbid(state: GameState, m: ServerMessageOf<'forbid_resp'>): GameState {
  if (state.chatForbidden.includes(m.username)) return state;
  return { ...state, chatForbidden: [...state.chatForbidden, m.username] };
}

export function onPlayReq(state: GameState, m: ServerMessageOf<'play_req'>): GameState {
  return { ...state, invitations: [...state.invitations.filter((i) => i.id !== m.id), m] };
}

/**
 * A game of the viewer's started from another of their windows (the one that accepted or sent
 * the invitation moves there): this page stays on its game, its copy of the invitation goes, and
 * a notice links to the new game.
 */
export function onGameStartedElsewhere(state: GameState, m: ServerMessageOf<'play_start_tip'>): GameState {
  const next = { ...state, invitations: state.invitations.filter((i) => i.id !== m.id) };
  return addNotice(next, { kind: 'gameStartedElsewhere', playid: m.playid, opponent: m.opponent });
}

/** An invitation ended (cancelled, refused, timed out, accepted); its inviter hears of a refusal. */
export function onInvitationEnded(
  state: GameState,
  m: ServerMessageOf<'cancel_play_resp' | 'reject_play_resp' | 'play_timeout' | 'agree_play_resp'>,
): GameState {
  const invitation = state.invitations.find((i) => i.id === m.id);
  const next = { ...state, invitations: state.invitations.filter((i) => i.id !== m.id) };
  const mine = invitation !== undefined && invitation.from === state.viewer?.username;
  return m.cmd === 'reject_play_resp' && mine
    ? addNotice(next, { kind: 'message', message: 'invitationRefused' })
    : next;
}

const COUNTING_CODES: readonly string[] = [
  'COUNTING_LIMIT',
  'COUNTING_TOO_EARLY',
  'COUNTING_NEEDS_MOVE',
  'COUNTING_WAIT',
] satisfies CountingBlockCode[];

/**
 * The server refused something this page sent: say so. A refused move (a ko the page could not
 * know of, a move after the turn passed) is told beside the board like the page's own refusals,
 * and the move on its way is dropped, so its ghost stone goes.
 */
export function onError(state: GameState, m: ServerMessageOf<'error'>): GameState {
  const replyTo = m.replyTo ?? null;
  if (replyTo === 'pos_stone' || replyTo === 'pass_req') {
    return refuseMove({ ...state, pendingMove: null }, m.code);
  }
  if (COUNTING_CODES.includes(m.code)) {
    const code = m.code as CountingBlockCode;
    return addNotice(state, { kind: 'countingBlocked', code, minMoves: countingMinMoves(state.setup.size) });
  }
  return addNotice(state, { kind: 'refused', code: m.code, replyTo });
}

/** Any of the seven endings: the clocks stop where they are, pending requests go, the result shows. */
export function onGameEnd(state: GameState, m: GameEndMessage, at: number): GameState {
  // After the end only an appeal man's new result changes it (a complaint accepted).
  const amended =
    m.cmd === 'audit_resp' &&
    state.finish !== null &&
    (state.finish.winner !== m.result || state.finish.wintype !== m.wintype);
  if (state.finish && state.finish.cause !== 'initdata' && !amended) return state;
  const finish: GameOutcome = {
    winner: m.result,
    wintype: m.wintype,
    winnumber: m.winnumber,
    cause: m.cmd,
    color: 'color' in m ? m.color : null,
    count: 'count' in m ? m.count : null,
    at,
  };
  const next: GameState = {
    ...state,
    status: 'finished',
    finish,
    startsAt: null,
    takeBack: null,
    counting: null,
    proposal: null,
    earlyStart: null,
    pendingMove: null,
    refusedMove: null,
    lastActivityAt: at,
  };
  return state.finish && !amended
    ? { ...next, finish: { ...finish, at: state.finish.at } }
    : addNotice(next, { kind: 'result', finish });
}
