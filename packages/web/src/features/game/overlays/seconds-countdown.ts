/** A whole-second countdown (the early-start answer window), with a React hook around it. */
import { useEffect, useRef, useState } from 'react';

export interface Countdown {
  stop(): void;
}

/**
 * Calls `onTick` with the seconds left after each second, and `onDone` once when they reach 0.
 * A start at 0 or less is done at once.
 */
export function startCountdown(
  seconds: number,
  onTick: (left: number) => void,
  onDone: () => void,
): Countdown {
  let left = Math.max(0, Math.floor(seconds));
  if (left === 0) {
    onDone();
    return { stop() {} };
  }
  const timer = setInterval(() => {
    left -= 1;
    onTick(left);
    if (left === 0) {
      clearInterval(timer);
      onDone();
    }
  }, 1000);
  return { stop: () => clearInterval(timer) };
}

/** Seconds left of a countdown that starts when the component mounts (or `seconds` changes). */
export function useCountdown(seconds: number, onDone: () => void): number {
  const [left, setLeft] = useState(seconds);
  const done = useRef(onDone);
  done.current = onDone;
  useEffect(() => {
    setLeft(seconds);
    const countdown = startCountdown(seconds, setLeft, () => done.current());
    return () => countdown.stop();
  }, [seconds]);
  return left;
}
