/**
 * Whether the counted position's territory is drawn on the board: one switch for the page, shared
 * by the board and the count's explanation. On by default.
 */
import { useSyncExternalStore } from 'react';

let shown = true;
const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function setCountTerritoryShown(on: boolean): void {
  if (on === shown) return;
  shown = on;
  for (const listener of listeners) listener();
}

export function useCountTerritoryShown(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => shown,
    () => shown,
  );
}
