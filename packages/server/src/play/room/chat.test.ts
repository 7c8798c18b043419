import { describe, expect, it } from 'vitest';
import { sender, TestRoom } from '../../testing/test-room.ts';

const alice = sender('alice');
const guest = sender('guest_123456789', { role: 'guest' });
const judge = sender('judge1', { role: 'judge' });
const moderator = sender('mod', { role: 'other', userLevel: 3 });

describe('chat', () => {
  it('a message goes to the whole room with its id, sender, level and time', () => {
    const room = new TestRoom();
    expect(room.ok({ type: 'chat', sender: alice, text: '  good game  ' }, 5000)).toEqual([
      {
        to: 'room',
        message: { cmd: 'addchat', chat: { id: 1, User: 'alice', Content: 'good game', Level: 0, T: 5000 } },
      },
    ]);
    expect(room.state.chat.entries).toHaveLength(1);
  });

  it.each([
    ['empty after trimming', '   ', 'CHAT_EMPTY'],
    ['over 100 characters', 'a'.repeat(101), 'CHAT_TOO_LONG'],
    ['with a special symbol', 'hello!', 'CHAT_FORBIDDEN_SYMBOL'],
    ['with angle brackets', '<script>', 'CHAT_FORBIDDEN_SYMBOL'],
    ['with a quote', 'it"s', 'CHAT_FORBIDDEN_SYMBOL'],
  ])('blocked when %s', (_n, text, code) => {
    const room = new TestRoom();
    expect(room.send({ type: 'chat', sender: alice, text }, 1000)).toBe(code);
    expect(room.state.chat.entries).toHaveLength(0);
  });

  it('100 characters of CJK text pass', () => {
    const room = new TestRoom();
    room.ok({ type: 'chat', sender: alice, text: '好'.repeat(100) }, 1000);
  });

  it('one message per 5 s per sender', () => {
    const room = new TestRoom();
    room.ok({ type: 'chat', sender: alice, text: 'one' }, 1000);
    expect(room.send({ type: 'chat', sender: alice, text: 'two' }, 5999)).toBe('CHAT_THROTTLED');
    room.ok({ type: 'chat', sender: sender('bob'), text: 'other sender' }, 2000);
    room.ok({ type: 'chat', sender: alice, text: 'two' }, 6000);
  });

  it('guests only with guestenable; users marked bad never', () => {
    expect(new TestRoom({ guestEnable: false }).send({ type: 'chat', sender: guest, text: 'hi' }, 1000)).toBe(
      'GUEST_NOT_ALLOWED',
    );
    new TestRoom({ guestEnable: true }).ok({ type: 'chat', sender: guest, text: 'hi' }, 1000);
    expect(
      new TestRoom().send({ type: 'chat', sender: sender('x', { markedBad: true }), text: 'hi' }, 1000),
    ).toBe('CHAT_NOT_ALLOWED');
  });

  it('a player switching chat off stops everyone but the judge', () => {
    const room = new TestRoom();
    expect(room.ok({ type: 'changeChat', by: 2, enable: false }, 1000)).toEqual([
      {
        to: 'room',
        message: { cmd: 'change_chat_resp', black_chat: true, white_chat: false, guestenable: true },
      },
    ]);
    expect(room.send({ type: 'chat', sender: alice, text: 'hi' }, 2000)).toBe('CHAT_NOT_ALLOWED');
    room.ok({ type: 'chat', sender: judge, text: 'the referee speaks' }, 2000);
    expect(room.send({ type: 'changeChat', by: 0, enable: true }, 3000)).toBe('NOT_ALLOWED');
    room.ok({ type: 'changeChat', by: 2, enable: true }, 3000);
    room.ok({ type: 'chat', sender: alice, text: 'hi' }, 4000);
  });

  it('chat off for the game: only the judge', () => {
    const room = new TestRoom({ enableChat: false });
    expect(room.send({ type: 'chat', sender: alice, text: 'hi' }, 1000)).toBe('CHAT_NOT_ALLOWED');
    room.ok({ type: 'chat', sender: judge, text: 'hi' }, 1000);
  });

  it('deleting: own messages, lower levels, or anything at level 3', () => {
    const room = new TestRoom();
    room.ok({ type: 'chat', sender: sender('low', { userLevel: 1 }), text: 'one' }, 1000);
    room.ok({ type: 'chat', sender: sender('high', { userLevel: 2 }), text: 'two' }, 1000);
    expect(room.send({ type: 'deleteChat', sender: sender('low', { userLevel: 1 }), id: 2 }, 2000)).toBe(
      'NOT_ALLOWED',
    );
    room.ok({ type: 'deleteChat', sender: sender('high', { userLevel: 2 }), id: 1 }, 2000);
    expect(room.sent('deletechat')).toEqual([{ cmd: 'deletechat', id: 1 }]);
    room.ok({ type: 'deleteChat', sender: moderator, id: 2 }, 2000);
    expect(room.send({ type: 'deleteChat', sender: moderator, id: 2 }, 2000)).toBe('NO_SUCH_CHAT');
    expect(room.state.chat.entries).toEqual([]);
  });

  it('forbidding a user needs level 3 and silences them', () => {
    const room = new TestRoom();
    expect(room.send({ type: 'forbidChat', sender: alice, username: 'bob' }, 1000)).toBe('NOT_ALLOWED');
    room.ok({ type: 'forbidChat', sender: moderator, username: 'bob' }, 1000);
    expect(room.sent('forbid_resp')).toEqual([{ cmd: 'forbid_resp', username: 'bob' }]);
    expect(room.send({ type: 'chat', sender: sender('bob'), text: 'hi' }, 2000)).toBe('CHAT_NOT_ALLOWED');
  });

  it('a player opens chat to guests and closes it; nobody else may', () => {
    const room = new TestRoom({ guestEnable: false });
    expect(room.send({ type: 'chat', sender: guest, text: 'hi' }, 1000)).toBe('GUEST_NOT_ALLOWED');
    expect(room.send({ type: 'changeGuestChat', by: 0, enable: true }, 1000)).toBe('NOT_ALLOWED');
    room.ok({ type: 'changeGuestChat', by: 1, enable: true }, 1000);
    room.ok({ type: 'chat', sender: guest, text: 'hi' }, 1000);
    room.ok({ type: 'changeGuestChat', by: 2, enable: false }, 7000);
    expect(room.sent('change_chat_resp').at(-1)).toMatchObject({ guestenable: false });
    expect(room.send({ type: 'chat', sender: guest, text: 'hi again' }, 7000)).toBe('GUEST_NOT_ALLOWED');
  });
});
