import { describe, expect, it } from 'vitest';
import { newGuestName } from './guests.ts';
import { newTokenId, readToken, signToken } from './tokens.ts';
import { readUserKey, userKeyFor } from './userkey.ts';

const secret = Buffer.from('a'.repeat(64));
const other = Buffer.from('b'.repeat(64));

describe('tokens', () => {
  const claims = { userId: 42, tokenId: newTokenId(), expiresAt: 10_000 };
  const token = signToken(secret, claims);

  it('read back before they expire', () => {
    expect(readToken(secret, token, 9_999)).toEqual({ ok: true, value: claims });
  });

  it.each([
    ['expired', token, 10_000, 'EXPIRED'],
    ['signed with another secret', signToken(other, claims), 0, 'BAD_SIGNATURE'],
    ['with another user id', token.replace(/^42\./, '43.'), 0, 'BAD_SIGNATURE'],
    ['with a later expiry', token.replace('.10000.', '.99999.'), 0, 'BAD_SIGNATURE'],
    ['empty', '', 0, 'MALFORMED'],
    ['not a token', 'hello', 0, 'MALFORMED'],
    ['cut short', token.slice(0, -1), 0, 'MALFORMED'],
    ['with a space', `${token} x`, 0, 'MALFORMED'],
  ])('refused when %s', (_, text, now, error) => {
    expect(readToken(secret, text, now)).toEqual({ ok: false, error });
  });

  it('token ids are 128 random bits', () => {
    const ids = new Set(Array.from({ length: 100 }, newTokenId));
    expect(ids.size).toBe(100);
    for (const id of ids) expect(id).toMatch(/^[\w-]{22}$/);
  });
});

describe('userkeys', () => {
  const user = { kind: 'user', userId: 7, tokenId: newTokenId() } as const;
  const guest = { kind: 'guest', username: 'guest_000123456' } as const;

  it('name their subject for one play', () => {
    expect(readUserKey(secret, 5, userKeyFor(secret, 5, user))).toEqual({ ok: true, value: user });
    expect(readUserKey(secret, 5, userKeyFor(secret, 5, guest))).toEqual({ ok: true, value: guest });
  });

  it.each([
    ['for another play', (k: string) => k, 6],
    ['with another user id', (k: string) => k.replace(/^u\.7\./, 'u.8.'), 5],
    ['signed with another secret', () => userKeyFor(other, 5, user), 5],
    ['a login token', () => signToken(secret, { userId: 7, tokenId: user.tokenId, expiresAt: 1e12 }), 5],
    ['garbage', () => 'u.7.x.y', 5],
  ])('refused %s', (_, alter, playId) => {
    expect(readUserKey(secret, playId, alter(userKeyFor(secret, 5, user)))).toEqual({
      ok: false,
      error: 'BAD_USERKEY',
    });
  });

  it('a guest key cannot be turned into another guest', () => {
    const key = userKeyFor(secret, 5, guest).replace('guest_000123456', 'guest_000123457');
    expect(readUserKey(secret, 5, key).ok).toBe(false);
  });
});

describe('guest names', () => {
  it('are guest_ and nine digits', () => {
    expect(newGuestName(() => 42)).toBe('guest_000000042');
    expect(newGuestName(() => 999_999_999)).toBe('guest_999999999');
    expect(newGuestName()).toMatch(/^guest_\d{9}$/);
  });
});
