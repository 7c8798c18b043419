import { describe, expect, it } from 'vitest';
import { type ChatRightsInput, chatBlock, mayDeleteChat, mayForbidChat } from './chat-rights.ts';

const open: ChatRightsInput = {
  role: 'member',
  markedBad: false,
  forbidden: false,
  enablechat: true,
  blackChat: true,
  whiteChat: true,
  guestenable: false,
};

describe('chatBlock', () => {
  it.each<[string, Partial<ChatRightsInput>, ReturnType<typeof chatBlock>]>([
    ['a member in an open room', {}, null],
    ['a guest without guestenable', { role: 'guest' }, 'GUESTS_DISABLED'],
    ['a guest with guestenable', { role: 'guest', guestenable: true }, null],
    ['another user without guestenable', { role: 'other' }, 'GUESTS_DISABLED'],
    ['another user with guestenable', { role: 'other', guestenable: true }, null],
    ['a user marked bad', { markedBad: true }, 'MARKED_BAD'],
    ['a forbidden user', { forbidden: true }, 'FORBIDDEN'],
    ['chat disabled', { enablechat: false }, 'CHAT_DISABLED'],
    ['black forbids chat', { blackChat: false }, 'PLAYERS_DISABLED'],
    ['white forbids chat', { whiteChat: false }, 'PLAYERS_DISABLED'],
    ['a judge with chat disabled', { role: 'judge', enablechat: false, blackChat: false }, null],
    ['a judge marked bad', { role: 'judge', markedBad: true }, null],
  ])('%s', (_, change, expected) => {
    expect(chatBlock({ ...open, ...change })).toBe(expected);
  });
});

describe('deleting and forbidding', () => {
  it.each([
    ['own message', { username: 'a', userlevel: 0 }, { User: 'a', Level: 0 }, true],
    ['a lower level', { username: 'a', userlevel: 2 }, { User: 'b', Level: 1 }, true],
    ['the same level', { username: 'a', userlevel: 2 }, { User: 'b', Level: 2 }, false],
    ['a higher level', { username: 'a', userlevel: 1 }, { User: 'b', Level: 3 }, false],
    ['level 3 deletes anyone', { username: 'a', userlevel: 3 }, { User: 'b', Level: 3 }, true],
  ])('%s', (_, actor, entry, allowed) => {
    expect(mayDeleteChat(actor, entry)).toBe(allowed);
  });

  it('only user level 3 forbids', () => {
    expect(mayForbidChat({ username: 'a', userlevel: 3 })).toBe(true);
    expect(mayForbidChat({ username: 'a', userlevel: 2 })).toBe(false);
  });
});
