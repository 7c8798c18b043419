/**
 * The page learnt that its sign-in ended (a socket closed with SESSION_ENDED_CLOSE): why, for the
 * header to say so. Framework-free; `useSessionEnded` reads it in React.
 */
import type { SessionEndReason } from '@tengen/protocol';
import { useSyncExternalStore } from 'react';

let ended: SessionEndReason | null = null;
const listeners = new Set<() => void>();

/** The first reason heard wins: the page's sign-in ends once. */
export function announceSessionEnded(reason: SessionEndReason): void {
  if (ended !== null) return;
  ended = reason;
  for (const listener of [...listeners]) listener();
}

export function sessionEndedReason(): SessionEndReason | null {
  return ended;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function useSessionEnded(): SessionEndReason | null {
  return useSyncExternalStore(subscribe, sessionEndedReason, () => null);
}
