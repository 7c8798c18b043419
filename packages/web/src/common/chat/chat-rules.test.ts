import { type ChatEntry, checkChatMessage } from '@tengen/protocol';
import { describe, expect, it } from 'vitest';
import { RESOURCES } from '../../i18n/resources.ts';
import {
  type ChatRoom,
  type ChatViewer,
  chatInputBlock,
  chatLength,
  formatChatTime,
  JUDGE_PHRASES,
  messageActions,
} from './chat-rules.ts';

const open: ChatRoom = { enablechat: true, blackChat: true, whiteChat: true, guestenable: true };
const viewer = (over: Partial<ChatViewer> = {}): ChatViewer => ({
  username: 'lee',
  userlevel: 0,
  role: 'member',
  markedBad: false,
  forbidden: false,
  ...over,
});

describe('chatInputBlock', () => {
  it.each<[string, Partial<ChatViewer>, Partial<ChatRoom>, string | null]>([
    ['a player in an open room', {}, {}, null],
    ['a spectator when guests may chat', { role: 'other' }, {}, null],
    [
      'a guest with a guest name when guests may chat',
      { role: 'guest', username: 'guest_123456789' },
      {},
      null,
    ],
    ['a viewer with no name at all', { role: 'guest', username: '' }, {}, 'GUEST'],
    ['a spectator when guests may not chat', { role: 'other' }, { guestenable: false }, 'GUESTS_DISABLED'],
    [
      'a guest when guests may not chat',
      { role: 'guest', username: 'guest_123456789' },
      { guestenable: false },
      'GUESTS_DISABLED',
    ],
    ['a player when guests may not chat', {}, { guestenable: false }, null],
    ['a user marked bad', { markedBad: true }, {}, 'MARKED_BAD'],
    ['a user muted in the room', { forbidden: true }, {}, 'FORBIDDEN'],
    ['chat disabled', {}, { enablechat: false }, 'CHAT_DISABLED'],
    ['black forbids chat', {}, { blackChat: false }, 'PLAYERS_DISABLED'],
    ['white forbids chat', {}, { whiteChat: false }, 'PLAYERS_DISABLED'],
    ['the judge with chat disabled', { role: 'judge' }, { enablechat: false, blackChat: false }, null],
    ['the judge marked bad', { role: 'judge', markedBad: true }, {}, null],
  ])('%s', (_name, v, room, block) => {
    expect(chatInputBlock(viewer(v), { ...open, ...room })).toBe(block);
  });
});

describe('chatLength', () => {
  it('counts characters as the limit does', () => {
    expect(chatLength(' 好棋 ')).toBe(2);
    expect(chatLength('👍👍')).toBe(2);
  });
});

describe('messageActions', () => {
  const entry = (User: string, Level: number): ChatEntry => ({ id: 1, User, Content: 'hi', Level, T: 0 });
  it.each<[string, { username: string; userlevel: number }, ChatEntry, boolean, boolean]>([
    ['own message', { username: 'lee', userlevel: 0 }, entry('lee', 0), true, false],
    ['a lower level', { username: 'lee', userlevel: 2 }, entry('kim', 1), true, false],
    ['the same level', { username: 'lee', userlevel: 1 }, entry('kim', 1), false, false],
    ['a higher level', { username: 'lee', userlevel: 1 }, entry('kim', 3), false, false],
    ['a moderator, anyone', { username: 'mod', userlevel: 3 }, entry('kim', 3), true, true],
    ['a moderator, own message', { username: 'mod', userlevel: 3 }, entry('mod', 3), true, false],
    ['no name', { username: '', userlevel: 0 }, entry('', 0), false, false],
  ])('%s', (_name, actor, e, canDelete, canForbid) => {
    expect(messageActions(actor, e)).toEqual({ canDelete, canForbid });
  });
});

describe('formatChatTime', () => {
  it.each([
    [Date.UTC(2024, 0, 1, 9, 5), 0, '09:05'],
    [Date.UTC(2024, 0, 1, 23, 59), 480, '07:59'],
    [Date.UTC(2024, 0, 1, 0, 30), -60, '23:30'],
  ])('%s at offset %s → %s', (t, offset, text) => {
    expect(formatChatTime(t, offset)).toBe(text);
  });
});

describe("the judge's phrases", () => {
  it.each(Object.entries(RESOURCES))('pass the chat rules in %s', (_lang, messages) => {
    for (const key of JUDGE_PHRASES) {
      const text = messages.overlays.chat.phrase[key];
      expect(checkChatMessage(text, null, 0), text).toEqual({ ok: true, value: text });
    }
  });
});
