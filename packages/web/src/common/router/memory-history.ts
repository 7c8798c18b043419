import { locationOf, type RouterHistory } from './router-history.ts';

// Any origin serves: only the path, query and fragment are kept.
const BASE = 'http://memory.invalid';

/** A history that lives in memory, starting at `url` (a path such as `/u/cho/?tab=1`): for tests and server rendering. */
export function createMemoryHistory(url = '/'): RouterHistory & { readonly entries: readonly string[] } {
  const entries: string[] = [];
  const listeners = new Set<() => void>();
  let current = locationOf(new URL(url, BASE));
  const record = () => entries.push(current.pathname + current.search + current.hash);
  record();
  return {
    entries,
    location: () => current,
    push(to) {
      current = locationOf(new URL(to, BASE + current.pathname + current.search));
      record();
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
