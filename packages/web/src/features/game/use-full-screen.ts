import { useCallback, useEffect, useState } from 'react';

/** Whether the page is full screen, and a toggle (the toolbar's full-screen button). */
export function useFullScreen(): [boolean, () => void] {
  const [on, setOn] = useState(() => document.fullscreenElement !== null);
  useEffect(() => {
    const onChange = () => setOn(document.fullscreenElement !== null);
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, []);
  const toggle = useCallback(() => {
    // A browser that refuses (no gesture, not allowed) leaves the page as it is.
    if (document.fullscreenElement) void document.exitFullscreen().catch(() => {});
    else void document.documentElement.requestFullscreen().catch(() => {});
  }, []);
  return [on, toggle];
}
