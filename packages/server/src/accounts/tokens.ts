/**
 * Login tokens: `<userId>.<tokenId>.<expiresAt>.<signature>`, an HMAC-SHA256 (keyed by the
 * server secret) over the first three. The token id names a session row, so logout revokes
 * the token before it expires; the signature lets a forged or altered token be refused
 * before any database read. Clients treat the token as opaque.
 */
import { randomBytes } from 'node:crypto';
import { err, ok, type Result } from '@tengen/core';
import { hasValidSignature, sign } from './signing.ts';

export interface TokenClaims {
  readonly userId: number;
  /** 128 random bits, base64url. */
  readonly tokenId: string;
  /** Unix ms. */
  readonly expiresAt: number;
}

export type TokenError = 'MALFORMED' | 'BAD_SIGNATURE' | 'EXPIRED';

const PURPOSE = 'token';
const SHAPE = /^([1-9]\d{0,14})\.([A-Za-z0-9_-]{22})\.(\d{1,15})\.([A-Za-z0-9_-]{43})$/;

export function newTokenId(): string {
  return randomBytes(16).toString('base64url');
}

export function signToken(secret: Buffer, claims: TokenClaims): string {
  const text = `${claims.userId}.${claims.tokenId}.${claims.expiresAt}`;
  return `${text}.${sign(secret, PURPOSE, text)}`;
}

/** The claims of a well-formed, correctly signed, unexpired token. Revocation is the caller's check. */
export function readToken(secret: Buffer, token: string, now: number): Result<TokenClaims, TokenError> {
  const match = SHAPE.exec(token);
  if (match === null) return err('MALFORMED');
  const [, userId, tokenId, expiresAt, signature] = match;
  if (!hasValidSignature(secret, PURPOSE, `${userId}.${tokenId}.${expiresAt}`, signature)) {
    return err('BAD_SIGNATURE');
  }
  if (Number(expiresAt) <= now) return err('EXPIRED');
  return ok({ userId: Number(userId), tokenId, expiresAt: Number(expiresAt) });
}
