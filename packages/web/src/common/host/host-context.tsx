import type { HostPageData } from '@tengen/protocol';
import { createContext, type ReactNode, useContext, useState } from 'react';
import { BeansProvider } from './beans.tsx';
import { createBeansStore } from './beans-store.ts';
import { EMPTY_HOST_DATA } from './host-data.ts';

const HostContext = createContext<HostPageData>(EMPTY_HOST_DATA);

/** The host data, and the balance store it starts (beans.tsx). */
export function HostProvider({ host, children }: { host: HostPageData; children: ReactNode }) {
  const [beans] = useState(() => createBeansStore(host.user?.beans ?? null));
  return (
    <HostContext.Provider value={host}>
      <BeansProvider store={beans}>{children}</BeansProvider>
    </HostContext.Provider>
  );
}

/** The host-page data the server wrote into this page. */
export function useHost(): HostPageData {
  return useContext(HostContext);
}
