/** Keeps keyboard focus inside an open dialog and gives it back to where it was on close. */
import { type RefObject, useEffect } from 'react';

const FOCUSABLE =
  'button:not([disabled]), [href], input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * Where Tab (or Shift+Tab when `backwards`) goes among `count` focusable elements, from the one
 * at `current` (-1: focus is outside them). It wraps around at both ends.
 */
export function nextFocusIndex(current: number, count: number, backwards: boolean): number {
  if (count === 0) return -1;
  if (current < 0) return backwards ? count - 1 : 0;
  return backwards ? (current - 1 + count) % count : (current + 1) % count;
}

/**
 * While `active`, focuses the element marked `data-autofocus` (else the first focusable one),
 * keeps Tab inside `container`, and on deactivation restores the focus it found.
 */
export function useFocusTrap(container: RefObject<HTMLElement | null>, active: boolean): void {
  useEffect(() => {
    const root = container.current;
    if (!active || !root) return;
    const before = document.activeElement as HTMLElement | null;
    const focusables = () => Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE));
    const first = root.querySelector<HTMLElement>('[data-autofocus]') ?? focusables()[0] ?? root;
    first.focus();

    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Tab') return;
      const list = focusables();
      const next = nextFocusIndex(
        list.indexOf(document.activeElement as HTMLElement),
        list.length,
        event.shiftKey,
      );
      event.preventDefault();
      (list[next] ?? root).focus();
    };
    root.addEventListener('keydown', onKey);
    return () => {
      root.removeEventListener('keydown', onKey);
      if (before && document.contains(before)) before.focus();
    };
  }, [container, active]);
}
