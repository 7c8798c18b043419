/**
 * The sessions list's view of a session: the token id stays on the server (with the signature
 * it is the login), so the list names each session by a hash of it instead.
 */
import { createHash } from 'node:crypto';
import type { AccountSession } from '@tengen/protocol';
import type { Session } from '../storage/types.ts';
import { deviceOf } from './session-device.ts';

/** The name of a session in the list: 128 bits of SHA-256 of its token id. */
export function publicSessionId(tokenId: string): string {
  return createHash('sha256').update(`session:${tokenId}`).digest('base64url').slice(0, 22);
}

export function accountSessionOf(session: Session, currentTokenId: string): AccountSession {
  return {
    sessionid: publicSessionId(session.tokenId),
    device: deviceOf(session.userAgent),
    address: session.address,
    createdAt: session.createdAt,
    lastSeenAt: session.lastSeenAt,
    current: session.tokenId === currentTokenId,
  };
}
