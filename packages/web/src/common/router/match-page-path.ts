/** The values of a route's `:name` segments, decoded. */
export type PageParams = Readonly<Record<string, string>>;

/** The pattern that matches every address (the not-found page). */
export const CATCH_ALL = '*';

/** The segments between slashes; trailing slashes are dropped, so `/a/b`, `/a/b/` and `/a/b//` agree. */
function segmentsOf(path: string): string[] {
  const inner = path.replace(/^\//, '').replace(/\/+$/, '');
  return inner === '' ? [] : inner.split('/');
}

/** `%E6%9D%8E` → `李`; a malformed escape (`100%`) is kept as written rather than refusing the address. */
function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/**
 * Matches an address's pathname against a pattern such as `/u/:username/`. Fixed segments compare
 * without regard to case, a `:name` segment takes any non-empty segment, and the trailing slash is
 * optional on both sides: the behaviour the site had with React Router. `*` matches everything.
 * (The protocol's `matchPath` is the API's: `{name}` patterns, matched exactly.)
 */
export function matchPagePath(pattern: string, pathname: string): PageParams | null {
  if (pattern === CATCH_ALL) return {};
  const wanted = segmentsOf(pattern);
  const given = segmentsOf(pathname);
  if (wanted.length !== given.length) return null;
  const params: Record<string, string> = {};
  for (let i = 0; i < wanted.length; i++) {
    const value = decodeSegment(given[i]);
    if (wanted[i].startsWith(':')) {
      if (value === '') return null;
      params[wanted[i].slice(1)] = value;
    } else if (wanted[i].toLowerCase() !== value.toLowerCase()) {
      return null;
    }
  }
  return params;
}
