import { useSyncExternalStore } from 'react';
import { callRoute } from '../api/call-route.ts';
import { UNREAD_POLL_MS, usePolling } from '../polling.ts';

/** The page's last known count: one poll (the header's Friends link) feeds every badge. */
let known: number | null = null;
const watchers = new Set<() => void>();

function subscribe(watcher: () => void): () => void {
  watchers.add(watcher);
  return () => watchers.delete(watcher);
}

function publish(count: number): void {
  if (count === known) return;
  known = count;
  for (const watch of watchers) watch();
}

/** The signed-in user's unread private messages, polled (null until known, and for guests). */
export function useUnreadCount(token: string | null, signedIn: boolean): number | null {
  usePolling(
    async () => {
      const answer = await callRoute('getUnreadCount', { token });
      if (answer.ok) publish(answer.value.unread);
    },
    UNREAD_POLL_MS,
    { enabled: signedIn && token !== null, onChange: true },
  );
  return useKnownUnreadCount();
}

/** The count the page's poll last heard, without polling (the phone menu button's badge). */
export function useKnownUnreadCount(): number | null {
  return useSyncExternalStore(
    subscribe,
    () => known,
    () => null,
  );
}
