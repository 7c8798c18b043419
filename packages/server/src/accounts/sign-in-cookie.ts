/**
 * The sign-in cookie: register and login set it, logout clears it. It holds the same token as
 * the `Authorization: JWT` header, but only page rendering reads it (site-host-data.ts); the API
 * authenticates by the header alone, so a cross-site request carrying the cookie gains nothing.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { publicOrigin } from '../http/public-origin.ts';

export const SIGN_IN_COOKIE = 'tengen_token';

export function setSignInCookie(reply: FastifyReply, token: string, maxAgeSeconds: number): void {
  reply.header('set-cookie', cookieText(reply, token, Math.max(0, Math.floor(maxAgeSeconds))));
}

export function clearSignInCookie(reply: FastifyReply): void {
  reply.header('set-cookie', cookieText(reply, '', 0));
}

/** The cookie's token, or null when the request carries none. */
export function signInCookieOf(request: FastifyRequest): string | null {
  const header = request.headers.cookie;
  if (header === undefined) return null;
  for (const pair of header.split(';')) {
    const at = pair.indexOf('=');
    if (at < 0 || pair.slice(0, at).trim() !== SIGN_IN_COOKIE) continue;
    const value = pair.slice(at + 1).trim();
    return value === '' ? null : value;
  }
  return null;
}

function cookieText(reply: FastifyReply, value: string, maxAgeSeconds: number): string {
  const secure = publicOrigin(reply.request).startsWith('https:') ? '; Secure' : '';
  return `${SIGN_IN_COOKIE}=${value}; Path=/; Max-Age=${maxAgeSeconds}; HttpOnly; SameSite=Lax${secure}`;
}
