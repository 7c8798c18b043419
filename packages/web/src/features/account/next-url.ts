/** Where to go after signing in: the `next` query parameter when it is a path on this site. */

export const AFTER_SIGN_IN_DEFAULT = '/play/room/';

const ACCOUNT_PAGES = ['/login/', '/register/'];

/**
 * `next` if it is a path of this site (one leading slash, no scheme, no backslash tricks) and
 * not the sign-in or registration page itself; otherwise the game room lobby.
 */
export function nextAfterSignIn(search: string): string {
  const next = new URLSearchParams(search).get('next');
  if (next === null || !next.startsWith('/') || next.startsWith('//')) return AFTER_SIGN_IN_DEFAULT;
  if (/[\\\s]/.test(next)) return AFTER_SIGN_IN_DEFAULT;
  const url = new URL(next, 'https://site.invalid');
  if (url.origin !== 'https://site.invalid') return AFTER_SIGN_IN_DEFAULT;
  if (ACCOUNT_PAGES.some((page) => url.pathname === page || `${url.pathname}/` === page)) {
    return AFTER_SIGN_IN_DEFAULT;
  }
  return url.pathname + url.search + url.hash;
}
