/**
 * The short signed texts of recovery: a reset link's token (`<id>.<signature>`, the id names a
 * stored link by its hash) and a sign-in ticket between the password and the code
 * (`<userId>.<expiresAt>.<nonce>.<signature>`, not stored). Each has its own signing purpose, so
 * neither passes for the other, for a login token or a userkey.
 */
import { createHash, randomBytes } from 'node:crypto';
import { err, ok, type Result } from '@tengen/core';
import { hasValidSignature, sign } from '../signing.ts';

const RESET_PURPOSE = 'password-reset';
const TICKET_PURPOSE = 'login-ticket';
const RESET_SHAPE = /^([A-Za-z0-9_-]{22})\.([A-Za-z0-9_-]{43})$/;
const TICKET_SHAPE = /^([1-9]\d{0,14})\.(\d{1,15})\.([A-Za-z0-9_-]{16})\.([A-Za-z0-9_-]{43})$/;

/** A new reset token and the hash it is stored under. */
export function newResetToken(secret: Buffer): { token: string; idHash: string } {
  const id = randomBytes(16).toString('base64url');
  return { token: `${id}.${sign(secret, RESET_PURPOSE, id)}`, idHash: hashId(id) };
}

/** The stored hash a well-formed, correctly signed token names. */
export function resetTokenHash(secret: Buffer, token: string): Result<string, 'BAD_LINK'> {
  const match = RESET_SHAPE.exec(token);
  if (match === null || !hasValidSignature(secret, RESET_PURPOSE, match[1], match[2])) return err('BAD_LINK');
  return ok(hashId(match[1]));
}

export function signTicket(secret: Buffer, userId: number, expiresAt: number): string {
  const text = `${userId}.${expiresAt}.${randomBytes(12).toString('base64url')}`;
  return `${text}.${sign(secret, TICKET_PURPOSE, text)}`;
}

/** The user a ticket names, if it is signed and unexpired. */
export function readTicket(secret: Buffer, ticket: string, now: number): Result<number, 'BAD_TICKET'> {
  const match = TICKET_SHAPE.exec(ticket);
  if (match === null) return err('BAD_TICKET');
  const [, userId, expiresAt, nonce, signature] = match;
  if (!hasValidSignature(secret, TICKET_PURPOSE, `${userId}.${expiresAt}.${nonce}`, signature)) {
    return err('BAD_TICKET');
  }
  return Number(expiresAt) > now ? ok(Number(userId)) : err('BAD_TICKET');
}

function hashId(id: string): string {
  return createHash('sha256').update(id).digest('base64url');
}
