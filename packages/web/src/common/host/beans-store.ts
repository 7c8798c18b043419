/**
 * The signed-in user's Weidou balance as the page knows it now: it starts from the host data
 * and follows every answer that tells a new one (docs/pay.md, "The header's balance").
 */
export interface BeansStore {
  /** The balance; null for a guest, who has none. */
  get(): number | null;
  /** A new balance learnt from the server; a guest's store and nonsense numbers ignore it. */
  announce(beans: number): void;
  /** Called after each change; answers the way to stop. */
  subscribe(listener: () => void): () => void;
}

export function createBeansStore(initial: number | null): BeansStore {
  let beans = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => beans,
    announce: (next) => {
      if (beans === null || !Number.isSafeInteger(next) || next < 0 || next === beans) return;
      beans = next;
      for (const listener of [...listeners]) listener();
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}
