import { type ReactNode, useMemo, useSyncExternalStore } from 'react';
import { RouterContext } from './router-context.ts';
import type { RouterHistory } from './router-history.ts';

/** Gives the pages below the current location, and re-renders them when it changes. */
export function Router({ history, children }: { history: RouterHistory; children?: ReactNode }) {
  const location = useSyncExternalStore(history.subscribe, history.location, history.location);
  const state = useMemo(() => ({ history, location }), [history, location]);
  return <RouterContext.Provider value={state}>{children}</RouterContext.Provider>;
}
