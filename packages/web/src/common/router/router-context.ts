import { createContext } from 'react';
import type { PageParams } from './match-page-path.ts';
import type { RouterHistory, RouterLocation } from './router-history.ts';

export interface RouterState {
  readonly history: RouterHistory;
  readonly location: RouterLocation;
}

/** Set by `<Router>`; null outside one. */
export const RouterContext = createContext<RouterState | null>(null);

/** Set by `<Routes>` around the page it chose. */
export const ParamsContext = createContext<PageParams>({});
