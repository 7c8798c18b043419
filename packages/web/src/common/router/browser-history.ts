import { locationOf, type RouterHistory, type RouterLocation } from './router-history.ts';

/**
 * The browser's address bar: `push` adds an entry with `history.pushState`, and back and forward
 * (`popstate`) are reported like a push, so the page matching the new address is rendered.
 */
export function createBrowserHistory(): RouterHistory {
  const listeners = new Set<() => void>();
  const notify = () => {
    for (const listener of listeners) listener();
  };
  let href = '';
  let current: RouterLocation = { pathname: '/', search: '', hash: '' };
  return {
    // Read from the address bar each time, so a change made while nobody listened is not missed.
    location() {
      if (window.location.href !== href) {
        href = window.location.href;
        current = locationOf(new URL(href));
      }
      return current;
    },
    push(to) {
      window.history.pushState(null, '', to);
      // As a link followed by a full load would: the new page starts at its top.
      window.scrollTo(0, 0);
      notify();
    },
    subscribe(listener) {
      if (listeners.size === 0) window.addEventListener('popstate', notify);
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) window.removeEventListener('popstate', notify);
      };
    },
  };
}
