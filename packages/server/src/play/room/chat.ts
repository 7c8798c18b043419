import { BLACK } from '@tengen/core';
import {
  type ChatBlock,
  chatBlock,
  chatWaitMs,
  HIDDEN_CHARACTER_TEXT,
  mayDeleteChat,
  mayForbidChat,
  validateChat,
} from '@tengen/protocol';
import { accept, type ChatSender, refuse, type StepResult } from './commands.ts';
import { CHAT_HISTORY, type RoomState, type Seat } from './room-state.ts';

const BLOCK_TEXT: Record<ChatBlock, string> = {
  MARKED_BAD: 'you may not chat',
  FORBIDDEN: 'you were forbidden to chat in this room',
  CHAT_DISABLED: 'chat is off in this game',
  PLAYERS_DISABLED: 'a player has switched chat off',
  GUESTS_DISABLED: 'only the players may chat in this game',
};

/** The refusal of each text error of validateChat (the class chat answers the same). */
export const CHAT_TEXT_REFUSALS = {
  EMPTY: ['CHAT_EMPTY', 'the message is empty'],
  TOO_LONG: ['CHAT_TOO_LONG', 'the message is longer than 100 characters'],
  FORBIDDEN_SYMBOL: ['CHAT_FORBIDDEN_SYMBOL', 'the message contains a symbol that is not allowed'],
  HIDDEN_CHARACTER: ['CHAT_HIDDEN_CHARACTER', HIDDEN_CHARACTER_TEXT],
} as const;

export function addChat(state: RoomState, sender: ChatSender, text: string, now: number): StepResult {
  const c = state.chat;
  const block = chatBlock({
    role: sender.role,
    markedBad: sender.markedBad,
    forbidden: c.forbidden.includes(sender.username),
    enablechat: state.config.enableChat,
    blackChat: c.blackEnabled,
    whiteChat: c.whiteEnabled,
    guestenable: c.guestEnable,
  });
  if (sender.role === 'guest' && !c.guestEnable)
    return refuse('GUEST_NOT_ALLOWED', BLOCK_TEXT.GUESTS_DISABLED);
  if (block) return refuse('CHAT_NOT_ALLOWED', BLOCK_TEXT[block]);
  const checked = validateChat(text);
  if (!checked.ok) {
    const [code, message] = CHAT_TEXT_REFUSALS[checked.error];
    return refuse(code, message);
  }
  const wait = chatWaitMs(c.lastAt[sender.username] ?? null, now);
  if (wait > 0) return refuse('CHAT_THROTTLED', `wait ${Math.ceil(wait / 1000)} s before the next message`);
  const entry = {
    id: c.nextId,
    User: sender.username,
    Content: checked.value,
    Level: sender.userLevel,
    T: now,
  };
  const entries = [...c.entries, entry].slice(-CHAT_HISTORY);
  return accept(
    {
      ...state,
      chat: { ...c, entries, nextId: c.nextId + 1, lastAt: { ...c.lastAt, [sender.username]: now } },
    },
    [{ to: 'room', message: { cmd: 'addchat', chat: entry } }],
  );
}

export function deleteChat(state: RoomState, sender: ChatSender, id: number): StepResult {
  const entry = state.chat.entries.find((e) => e.id === id);
  if (!entry) return refuse('NO_SUCH_CHAT', `no message ${id}`);
  if (!mayDeleteChat({ username: sender.username, userlevel: sender.userLevel }, entry)) {
    return refuse('NOT_ALLOWED', 'you may delete your own messages or those of a lower level');
  }
  const entries = state.chat.entries.filter((e) => e.id !== id);
  return accept({ ...state, chat: { ...state.chat, entries } }, [
    { to: 'room', message: { cmd: 'deletechat', id } },
  ]);
}

export function forbidChat(state: RoomState, sender: ChatSender, username: string): StepResult {
  if (!mayForbidChat({ username: sender.username, userlevel: sender.userLevel })) {
    return refuse('NOT_ALLOWED', 'only user level 3 may forbid chat');
  }
  const forbidden = state.chat.forbidden.includes(username)
    ? state.chat.forbidden
    : [...state.chat.forbidden, username];
  return accept({ ...state, chat: { ...state.chat, forbidden } }, [
    { to: 'room', message: { cmd: 'forbid_resp', username } },
  ]);
}

/** A player switches chat on or off for the game; both must allow it for anyone to chat. */
export function changeChat(state: RoomState, by: Seat, enable: boolean): StepResult {
  if (by === 0) return refuse('NOT_ALLOWED', 'only the players may switch chat');
  const chat =
    by === BLACK ? { ...state.chat, blackEnabled: enable } : { ...state.chat, whiteEnabled: enable };
  return accept({ ...state, chat }, [chatSwitches(chat)]);
}

/** A player opens the game's chat to guests and other non-players, or closes it (guestenable). */
export function changeGuestChat(state: RoomState, by: Seat, enable: boolean): StepResult {
  if (by === 0) return refuse('NOT_ALLOWED', 'only the players may open chat to guests');
  const chat = { ...state.chat, guestEnable: enable };
  return accept({ ...state, chat }, [chatSwitches(chat)]);
}

function chatSwitches(chat: RoomState['chat']) {
  return {
    to: 'room',
    message: {
      cmd: 'change_chat_resp',
      black_chat: chat.blackEnabled,
      white_chat: chat.whiteEnabled,
      guestenable: chat.guestEnable,
    },
  } as const;
}
