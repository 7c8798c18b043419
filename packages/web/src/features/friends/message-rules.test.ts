import type { PrivateMessage } from '@tengen/protocol';
import { describe, expect, it } from 'vitest';
import { conversationBlock, mergeMessages, serverWaitSeconds } from './message-rules.ts';

const message = (id: number, is_read = true): PrivateMessage => ({
  id,
  content: `m${id}`,
  t: id * 1000,
  is_read,
  username: 'bob',
});

describe('conversation rules', () => {
  it('refuses guests, oneself (any case) and visitors who are not signed in', () => {
    expect(conversationBlock('alice', 'guest_123456789')).toBe('guest');
    expect(conversationBlock(null, 'guest_123456789')).toBe('guest');
    expect(conversationBlock(null, 'bob')).toBe('signIn');
    expect(conversationBlock('Alice', 'alice')).toBe('self');
    expect(conversationBlock('alice', 'bob')).toBeNull();
    expect(conversationBlock('alice', 'guest_12345')).toBeNull();
  });

  it('merges pages and polls by id, oldest first, keeping what was first seen', () => {
    const first = mergeMessages([], [message(3, false), message(2), message(1)]);
    expect(first.map((m) => m.id)).toEqual([1, 2, 3]);
    const polled = mergeMessages(first, [message(4), message(3, true)]);
    expect(polled.map((m) => [m.id, m.is_read])).toEqual([
      [1, true],
      [2, true],
      [3, false],
      [4, true],
    ]);
    expect(mergeMessages(polled, [message(4)])).toBe(polled);
  });

  it("reads the server's wait from Retry-After, else from its message", () => {
    const limited = {
      kind: 'api',
      status: 429,
      error: 'RATE_LIMITED',
      message: 'wait 3 s before the next message',
    } as const;
    expect(serverWaitSeconds({ ...limited, retryAfterSeconds: 2 })).toBe(2);
    expect(serverWaitSeconds(limited)).toBe(3);
    expect(serverWaitSeconds({ kind: 'api', status: 400, error: 'BAD_REQUEST', message: 'x' })).toBeNull();
    expect(serverWaitSeconds({ kind: 'network', message: 'down' })).toBeNull();
  });
});
