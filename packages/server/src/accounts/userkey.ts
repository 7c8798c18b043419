/**
 * The play info's `userkey`: what the socket's `init_user` presents to say who it is in one
 * play. It names its subject and is signed for that play only:
 * - a signed-in user: `u.<userId>.<tokenId>.<signature>`; the token id ties it to the login,
 *   so a logout also ends the right to join with it (the socket host checks the session);
 * - a guest: `g.<guest name>.<signature>`, for the guest name issued with that play info.
 * The signature is an HMAC-SHA256 of the play id and the subject with the server secret, so a
 * key cannot be forged, altered, or used for another play. Nothing is stored.
 */
import { err, ok, type Result } from '@tengen/core';
import { isGuestName } from '@tengen/protocol';
import { hasValidSignature, sign } from './signing.ts';

export type KeySubject =
  | { readonly kind: 'user'; readonly userId: number; readonly tokenId: string }
  | { readonly kind: 'guest'; readonly username: string };

const PURPOSE = 'userkey';
const USER_KEY = /^u\.([1-9]\d{0,14})\.([A-Za-z0-9_-]{22})\.([A-Za-z0-9_-]{43})$/;
const GUEST_KEY = /^g\.(guest_\d{9})\.([A-Za-z0-9_-]{43})$/;

function subjectText(subject: KeySubject): string {
  return subject.kind === 'user' ? `u.${subject.userId}.${subject.tokenId}` : `g.${subject.username}`;
}

export function userKeyFor(secret: Buffer, playId: number, subject: KeySubject): string {
  const text = subjectText(subject);
  return `${text}.${sign(secret, PURPOSE, `${playId}|${text}`)}`;
}

/** The subject of a key signed for this play, or BAD_USERKEY. */
export function readUserKey(secret: Buffer, playId: number, key: string): Result<KeySubject, 'BAD_USERKEY'> {
  const user = USER_KEY.exec(key);
  const guest = user === null ? GUEST_KEY.exec(key) : null;
  let subject: KeySubject;
  let signature: string;
  if (user !== null) {
    subject = { kind: 'user', userId: Number(user[1]), tokenId: user[2] };
    signature = user[3];
  } else if (guest !== null && isGuestName(guest[1])) {
    subject = { kind: 'guest', username: guest[1] };
    signature = guest[2];
  } else {
    return err('BAD_USERKEY');
  }
  if (!hasValidSignature(secret, PURPOSE, `${playId}|${subjectText(subject)}`, signature)) {
    return err('BAD_USERKEY');
  }
  return ok(subject);
}
