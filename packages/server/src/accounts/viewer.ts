/**
 * Who is asking: a signed-in user (a valid `Authorization: JWT <token>`) or a guest (no
 * header). A header that is present but malformed, forged, expired or revoked is always a
 * 401, even on routes open to guests, so a client learns that its login ended.
 */
import { err, ok, type Result } from '@tengen/core';
import { type RouteSpec, tokenOf } from '@tengen/protocol';
import { failure, type HttpFailure } from '../http/failure.ts';
import type { User } from '../storage/types.ts';
import type { Accounts, AuthError } from './accounts.ts';

export type SignedInViewer = { readonly kind: 'user'; readonly user: User; readonly tokenId: string };
export type Viewer = SignedInViewer | { readonly kind: 'guest' };

const AUTH_MESSAGES: Readonly<Record<AuthError, string>> = {
  MALFORMED: 'the token is malformed',
  BAD_SIGNATURE: 'the token is not valid',
  EXPIRED: 'the token has expired, log in again',
  REVOKED: 'the token was revoked (logged out), log in again',
  IDLE: 'the session was unused too long, log in again',
  NO_SUCH_USER: 'the token names no user',
};

export async function viewerOf(
  accounts: Accounts,
  auth: RouteSpec['auth'],
  header: string | undefined,
): Promise<Result<Viewer, HttpFailure>> {
  if (auth === 'none') return ok({ kind: 'guest' });
  if (header === undefined || header.trim() === '') {
    return auth === 'optional' ? ok({ kind: 'guest' }) : err(failure('UNAUTHORIZED', 'log in first'));
  }
  const token = tokenOf(header);
  if (token === null) return err(failure('UNAUTHORIZED', 'expected the header Authorization: JWT <token>'));
  const signedIn = await accounts.authenticate(token);
  if (!signedIn.ok) return err(failure('UNAUTHORIZED', AUTH_MESSAGES[signedIn.error]));
  return ok({ kind: 'user', user: signedIn.value.user, tokenId: signedIn.value.tokenId });
}
