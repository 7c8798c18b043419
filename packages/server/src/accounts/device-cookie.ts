/**
 * The device cookie (OWASP's "device cookies" against online guessing): a browser that signed in
 * to an account gets a cookie naming that account, `<username>.<device id>.<signature>`, the
 * signature an HMAC of both with the server secret, so it cannot be forged or moved to another
 * account. A sign-in that presents a valid one for the account it names is known to have
 * succeeded from this browser before, and auth-limits.ts spares it the lockout that failures
 * from elsewhere put on the account. Nothing is stored: the device id only keys that browser's
 * own failure count.
 *
 * One cookie per browser, for the account signed in last; HttpOnly, sent only to the sign-in
 * route, and kept for a year (a browser that has not signed in for longer meets the lockout as
 * any new one would).
 */
import { randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { hasValidSignature, sign } from './signing.ts';

export const DEVICE_COOKIE = 'tengen_device';

const PURPOSE = 'device';
const MAX_AGE_SECONDS = 365 * 24 * 60 * 60;
const COOKIE_VALUE = /^([a-z0-9_]{1,40})\.([A-Za-z0-9_-]{22})\.([A-Za-z0-9_-]{43})$/;

export interface KnownDevice {
  /** The account it signed in to, lower case, as the store compares names. */
  readonly username: string;
  readonly deviceId: string;
}

/** Sets a new device cookie for the account just signed in to; `path` is the sign-in route's. */
export function setDeviceCookie(reply: FastifyReply, secret: Buffer, username: string, path: string): void {
  const name = username.toLowerCase();
  const deviceId = randomBytes(16).toString('base64url');
  const value = `${name}.${deviceId}.${sign(secret, PURPOSE, `${name}.${deviceId}`)}`;
  const secure = reply.request.protocol === 'https' ? '; Secure' : '';
  reply.header(
    'set-cookie',
    `${DEVICE_COOKIE}=${value}; Path=${path}; Max-Age=${MAX_AGE_SECONDS}; HttpOnly; SameSite=Strict${secure}`,
  );
}

/** The device of a valid cookie for `username` (lower case), or null: none, forged, or another account's. */
export function knownDeviceOf(request: FastifyRequest, secret: Buffer, username: string): KnownDevice | null {
  const match = COOKIE_VALUE.exec(cookieValue(request.headers.cookie, DEVICE_COOKIE) ?? '');
  if (match === null) return null;
  const [, name, deviceId, signature] = match as unknown as [string, string, string, string];
  if (name !== username) return null;
  if (!hasValidSignature(secret, PURPOSE, `${name}.${deviceId}`, signature)) return null;
  return { username: name, deviceId };
}

function cookieValue(header: string | undefined, cookie: string): string | null {
  if (header === undefined) return null;
  for (const pair of header.split(';')) {
    const at = pair.indexOf('=');
    if (at >= 0 && pair.slice(0, at).trim() === cookie) return pair.slice(at + 1).trim();
  }
  return null;
}
