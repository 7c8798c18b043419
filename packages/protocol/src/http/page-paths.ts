/**
 * The addresses of the site's pages: the web router renders a page for each (in this order, the
 * first match winning) and the server answers each with the app page and a 200. Any other
 * address a browser asks for gets the app page's not-found page with a 404. `:name` is one
 * non-empty path segment.
 */
export const PAGE_PATHS = [
  '/',
  '/play/p/:playid/',
  '/game/:gameid/',
  '/play/room/',
  '/yxy/playdoor/',
  '/play/my/',
  '/u/:username/',
  '/pay/',
  '/book/create/',
  '/book/',
  '/book/:bookid/',
  '/friends/',
  '/messages/:username/',
  '/appeals/',
  '/problems/',
  '/problems/:collection/',
  '/problems/:collection/:number/',
  '/homework/',
  '/homework/:assignmentid/',
  '/class/',
  '/class/:classid/',
  '/login/',
  '/register/',
  '/forgot/',
  '/reset/',
  '/account/security/',
  '/account/',
  '/rules/',
] as const;

export type PagePath = (typeof PAGE_PATHS)[number];
