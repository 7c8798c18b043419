import type { ReactNode } from 'react';
import { matchPagePath } from './match-page-path.ts';
import { ParamsContext } from './router-context.ts';
import { useLocation } from './router-hooks.ts';

export interface RouteEntry {
  /** `/play/p/:playid/`, or `*` for every address (put it last). */
  readonly path: string;
  readonly element: ReactNode;
}

/** Renders the element of the first route whose path matches the address; nothing when none does. */
export function Routes({ routes }: { routes: readonly RouteEntry[] }) {
  const { pathname } = useLocation();
  for (const route of routes) {
    const params = matchPagePath(route.path, pathname);
    if (params !== null)
      return <ParamsContext.Provider value={params}>{route.element}</ParamsContext.Provider>;
  }
  return null;
}
