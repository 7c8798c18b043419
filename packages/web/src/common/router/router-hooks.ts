import { useContext, useMemo } from 'react';
import type { PageParams } from './match-page-path.ts';
import { ParamsContext, RouterContext, type RouterState } from './router-context.ts';
import type { RouterLocation } from './router-history.ts';

function useRouter(): RouterState {
  const router = useContext(RouterContext);
  if (router === null) throw new Error('the router hooks and <Link> need a <Router> around them');
  return router;
}

export function useLocation(): RouterLocation {
  return useRouter().location;
}

/** The `:name` segments of the route that chose this page, decoded; `{}` outside `<Routes>`. */
export function useParams(): Partial<PageParams> {
  return useContext(ParamsContext);
}

/** The address's query, e.g. `useSearchParams().get('booktype')`. */
export function useSearchParams(): URLSearchParams {
  const { search } = useLocation();
  return useMemo(() => new URLSearchParams(search), [search]);
}

/** Goes to a path on this site without loading the page again. */
export function useNavigate(): (to: string) => void {
  return useRouter().history.push;
}
