/** Auto-play: one step every 500 ms (seed 000 section 9), stopping at the end. */
import { REVIEW } from '@tengen/protocol';
import { useEffect, useRef, useState } from 'react';

export interface AutoPlayer {
  stop(): void;
}

export interface AutoPlayOptions {
  readonly step: () => void;
  readonly atEnd: () => boolean;
  /** Called once when play stops by itself at the end (not when stopped). */
  readonly onEnd: () => void;
  readonly intervalMs?: number;
}

export function startAutoPlay({
  step,
  atEnd,
  onEnd,
  intervalMs = REVIEW.autoplayStepMs,
}: AutoPlayOptions): AutoPlayer {
  if (atEnd()) {
    onEnd();
    return { stop() {} };
  }
  const timer = setInterval(() => {
    if (!atEnd()) step();
    if (atEnd()) {
      clearInterval(timer);
      onEnd();
    }
  }, intervalMs);
  return { stop: () => clearInterval(timer) };
}

/**
 * Whether auto-play runs, and a setter. While it runs, `step` is called every 500 ms; it
 * stops by itself once `atEnd` is true.
 */
export function useAutoPlay(step: () => void, atEnd: boolean): [boolean, (on: boolean) => void] {
  const [playing, setPlaying] = useState(false);
  const latest = useRef({ step, atEnd });
  latest.current = { step, atEnd };
  useEffect(() => {
    if (!playing) return;
    const player = startAutoPlay({
      step: () => latest.current.step(),
      atEnd: () => latest.current.atEnd,
      onEnd: () => setPlaying(false),
    });
    return () => player.stop();
  }, [playing]);
  useEffect(() => {
    if (playing && atEnd) setPlaying(false);
  }, [playing, atEnd]);
  return [playing, setPlaying];
}
