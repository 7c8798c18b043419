import { useEffect, useState } from 'react';

/**
 * The page's clock for countdowns on screen: the time of the last tick, ticking every
 * `intervalMs` while `running`. While stopped it keeps the time of its last tick.
 */
export function useNow(running: boolean, intervalMs: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!running) return;
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(timer);
  }, [running, intervalMs]);
  return now;
}
