import { describe, expect, it } from 'vitest';
import {
  CHAT_FORBIDDEN_SYMBOLS,
  chatWaitMs,
  chatWaitSeconds,
  checkChatMessage,
  validateChat,
} from './chat.ts';

describe('validateChat', () => {
  it.each([
    ['plain text', 'good game', 'good game'],
    ['trimmed', '  hello  ', 'hello'],
    ['Chinese', '下得好', '下得好'],
    ['full-width punctuation', '好棋！真的？', '好棋！真的？'],
    [
      'ordinary punctuation',
      'ok, well played. 3-3 invasion: nice; +1 = /',
      'ok, well played. 3-3 invasion: nice; +1 = /',
    ],
    ['100 characters', 'a'.repeat(100), 'a'.repeat(100)],
    ['100 Chinese characters', '棋'.repeat(100), '棋'.repeat(100)],
    ['100 characters after trimming', ` ${'a'.repeat(100)} `, 'a'.repeat(100)],
    ['100 emoji (code points)', '😀'.repeat(100), '😀'.repeat(100)],
    ['zero-width characters stripped', 'ali\u200Bce\u2060 \uFEFF', 'alice'],
    ['an emoji sequence kept whole', '👨\u200D👩\u200D👧', '👨\u200D👩\u200D👧'],
  ])('accepts %s', (_, text, sent) => {
    expect(validateChat(text)).toEqual({ ok: true, value: sent });
  });

  it.each([
    ['empty', '', 'EMPTY'],
    ['only spaces', '   \t ', 'EMPTY'],
    ['101 characters', 'a'.repeat(101), 'TOO_LONG'],
    ['101 emoji', '😀'.repeat(101), 'TOO_LONG'],
    ['a newline inside', 'line\nbreak', 'FORBIDDEN_SYMBOL'],
    ['a NUL', 'a\u0000b', 'FORBIDDEN_SYMBOL'],
    ['a right-to-left override', 'photo\u202Egnp.exe', 'HIDDEN_CHARACTER'],
    ['a left-to-right isolate', 'a\u2066b', 'HIDDEN_CHARACTER'],
    ['a right-to-left mark', 'a\u200Fb', 'HIDDEN_CHARACTER'],
    ['only zero-width characters', '\u200B\u200C', 'EMPTY'],
    ['too long and a symbol: length first', `${'a'.repeat(101)}!`, 'TOO_LONG'],
  ])('refuses %s', (_, text, error) => {
    expect(validateChat(text)).toEqual({ ok: false, error });
  });

  it.each(Array.from(CHAT_FORBIDDEN_SYMBOLS))('refuses the symbol %s', (symbol) => {
    expect(validateChat(`nice ${symbol} move`)).toEqual({ ok: false, error: 'FORBIDDEN_SYMBOL' });
  });

  it('forbids exactly the seed’s symbols, with quote and bracket read broadly', () => {
    expect([...CHAT_FORBIDDEN_SYMBOLS].sort().join('')).toBe(
      [...'`~!@#$%^&*()_<>?\\\'"[]{}'].sort().join(''),
    );
  });
});

describe('chatWaitMs', () => {
  it.each([
    [null, 1000, 0],
    [0, 4999, 1],
    [0, 5000, 0],
    [1000, 2000, 4000],
    [1000, 99_999, 0],
  ])('last sent %s, now %i → wait %i ms', (last, now, wait) => {
    expect(chatWaitMs(last, now)).toBe(wait);
  });
});

describe('checkChatMessage', () => {
  const now = 1_000_000;
  it.each<[string, string, number | null, unknown]>([
    ['a plain message', ' good game ', null, { ok: true, value: 'good game' }],
    ['empty after trimming', '   ', null, { ok: false, error: { code: 'EMPTY' } }],
    ['101 characters', 'a'.repeat(101), null, { ok: false, error: { code: 'TOO_LONG' } }],
    ['100 Chinese characters', '好'.repeat(100), null, { ok: true, value: '好'.repeat(100) }],
    ['a forbidden symbol', 'nice move!', null, { ok: false, error: { code: 'FORBIDDEN_SYMBOL' } }],
    ['full-width punctuation', '好棋！', null, { ok: true, value: '好棋！' }],
    ['sent 2 s ago', 'hello', now - 2_000, { ok: false, error: { code: 'THROTTLED', seconds: 3 } }],
    ['sent 4.2 s ago', 'hello', now - 4_200, { ok: false, error: { code: 'THROTTLED', seconds: 1 } }],
    ['sent 5 s ago', 'hello', now - 5_000, { ok: true, value: 'hello' }],
    ['the text is checked before the throttle', '', now - 1_000, { ok: false, error: { code: 'EMPTY' } }],
  ])('%s', (_name, text, lastSentAt, expected) => {
    expect(checkChatMessage(text, lastSentAt, now)).toEqual(expected);
  });

  it('counts whole seconds to wait', () => {
    expect(chatWaitSeconds(null, 5)).toBe(0);
    expect(chatWaitSeconds(0, 1)).toBe(5);
  });
});
