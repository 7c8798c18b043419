import { useState } from 'react';
import { callRoute } from '../../common/api/call-route.ts';
import { UNREAD_POLL_MS, usePolling } from './polling.ts';

/** The signed-in user's unread private messages, polled (null until known, and for guests). */
export function useUnreadCount(token: string | null, signedIn: boolean): number | null {
  const [unread, setUnread] = useState<number | null>(null);
  usePolling(
    async () => {
      const answer = await callRoute('getUnreadCount', { token });
      if (answer.ok) setUnread(answer.value.unread);
    },
    UNREAD_POLL_MS,
    { enabled: signedIn && token !== null, onChange: true },
  );
  return unread;
}
