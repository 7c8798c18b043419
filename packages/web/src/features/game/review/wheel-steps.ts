/**
 * Wheel stepping: one move per wheel notch (seed 000 section 9). A mouse notch arrives as one
 * event (lines or pages, or ~100 pixels); a trackpad sends many small pixel deltas, which are
 * added up until they make one notch's worth. One event never steps more than once.
 */
import { type RefObject, useEffect, useRef } from 'react';

/** Pixels of trackpad scrolling that count as one notch. */
export const PIXELS_PER_NOTCH = 50;

const DOM_DELTA_PIXEL = 0;

export interface WheelInput {
  readonly deltaY: number;
  /** 0 pixels, 1 lines, 2 pages (WheelEvent.deltaMode). */
  readonly deltaMode: number;
}

/** Given the pixels carried over, what one wheel event does: -1 back, 1 forward, 0 nothing yet. */
export function wheelStep(carried: number, event: WheelInput): { carried: number; step: -1 | 0 | 1 } {
  const dy = event.deltaY;
  if (dy === 0 || !Number.isFinite(dy)) return { carried, step: 0 };
  const sign = dy > 0 ? 1 : -1;
  if (event.deltaMode !== DOM_DELTA_PIXEL || Math.abs(dy) >= PIXELS_PER_NOTCH)
    return { carried: 0, step: sign };
  // Turning back throws away what was gathered the other way.
  const total = Math.sign(carried) === -sign ? dy : carried + dy;
  if (Math.abs(total) < PIXELS_PER_NOTCH) return { carried: total, step: 0 };
  return { carried: total - sign * PIXELS_PER_NOTCH, step: sign };
}

/**
 * Calls `onStep(-1 | 1)` for each notch of wheel over `target` (down is forward), and keeps the
 * page from scrolling meanwhile. Off while `enabled` is false.
 */
export function useWheelSteps(
  target: RefObject<HTMLElement | null>,
  onStep: (step: -1 | 1) => void,
  enabled = true,
): void {
  const latest = useRef(onStep);
  latest.current = onStep;
  useEffect(() => {
    const el = target.current;
    if (!el || !enabled) return;
    let carried = 0;
    const onWheel = (event: WheelEvent) => {
      event.preventDefault();
      const out = wheelStep(carried, event);
      carried = out.carried;
      if (out.step !== 0) latest.current(out.step);
    };
    el.addEventListener('wheel', onWheel, { passive: false });
    return () => el.removeEventListener('wheel', onWheel);
  }, [target, enabled]);
}
