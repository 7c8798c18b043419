/** Where the page is: the parts of the address the pages read. */
export interface RouterLocation {
  readonly pathname: string;
  /** With its `?`, or '' (as `window.location.search`). */
  readonly search: string;
  readonly hash: string;
}

/** The source of the location: the browser's address bar, or a fixed list of entries in tests. */
export interface RouterHistory {
  /** The same object until the location changes (a snapshot for `useSyncExternalStore`). */
  location(): RouterLocation;
  /** Goes to `to` (a path on this site, resolved against the current address) as a new entry. */
  push(to: string): void;
  /** Calls `listener` after every change of location; returns the way to stop. */
  subscribe(listener: () => void): () => void;
}

export function locationOf(url: URL): RouterLocation {
  return { pathname: url.pathname, search: url.search, hash: url.hash };
}
