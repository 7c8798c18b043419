/**
 * How the friends pages and the header's unread count hear of new messages: by asking again (docs/social.md, "Live"). A
 * visible page polls; a hidden one waits until it shows again and then asks at once. Reading
 * a conversation tells the header at once through a window event.
 */
import { useEffect, useRef } from 'react';

/** An open conversation asks for its newest page this often. */
export const CONVERSATION_POLL_MS = 3_000;
/** The header's unread count, and the friends page, ask this often. */
export const UNREAD_POLL_MS = 15_000;
/** Fired on window when messages were read or sent here: the unread count asks again now. */
export const MESSAGES_CHANGED = 'tengen:messages-changed';

export function announceMessagesChanged(): void {
  window.dispatchEvent(new Event(MESSAGES_CHANGED));
}

/**
 * Runs `poll` now, then every `intervalMs` while the page is visible, again when it becomes
 * visible, and on MESSAGES_CHANGED when `onChange` is set. One poll at a time; stops with the
 * component, or at once when `enabled` is false.
 */
export function usePolling(
  poll: () => Promise<void>,
  intervalMs: number,
  options: { readonly enabled: boolean; readonly onChange?: boolean },
): void {
  const latest = useRef(poll);
  latest.current = poll;
  const { enabled, onChange = false } = options;
  useEffect(() => {
    if (!enabled) return;
    let running = false;
    let stopped = false;
    const run = () => {
      if (running || stopped || document.visibilityState === 'hidden') return;
      running = true;
      void latest.current().finally(() => {
        running = false;
      });
    };
    run();
    const timer = window.setInterval(run, intervalMs);
    document.addEventListener('visibilitychange', run);
    if (onChange) window.addEventListener(MESSAGES_CHANGED, run);
    return () => {
      stopped = true;
      window.clearInterval(timer);
      document.removeEventListener('visibilitychange', run);
      window.removeEventListener(MESSAGES_CHANGED, run);
    };
  }, [enabled, intervalMs, onChange]);
}
