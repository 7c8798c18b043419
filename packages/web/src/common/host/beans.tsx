/** The page's one Weidou balance (beans-store.ts): the header shows it, any feature announces a new one. */
import { createContext, type ReactNode, useContext, useSyncExternalStore } from 'react';
import { type BeansStore, createBeansStore } from './beans-store.ts';

const BeansContext = createContext<BeansStore>(createBeansStore(null));

/** Gives `store` to everything below; HostProvider makes one from the host data. */
export function BeansProvider({ store, children }: { store: BeansStore; children: ReactNode }) {
  return <BeansContext.Provider value={store}>{children}</BeansContext.Provider>;
}

/** The signed-in user's balance now (null for a guest); the component renders again when it changes. */
export function useBeans(): number | null {
  const store = useContext(BeansContext);
  return useSyncExternalStore(store.subscribe, store.get, store.get);
}

/** Tells the page a balance the server answered, so the header and every view of it follow. */
export function useAnnounceBeans(): (beans: number) => void {
  return useContext(BeansContext).announce;
}
