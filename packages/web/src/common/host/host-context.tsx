import type { HostPageData } from '@tengen/protocol';
import { createContext, type ReactNode, useContext } from 'react';
import { EMPTY_HOST_DATA } from './host-data.ts';

const HostContext = createContext<HostPageData>(EMPTY_HOST_DATA);

export function HostProvider({ host, children }: { host: HostPageData; children: ReactNode }) {
  return <HostContext.Provider value={host}>{children}</HostContext.Provider>;
}

/** The host-page data the server wrote into this page. */
export function useHost(): HostPageData {
  return useContext(HostContext);
}
