/**
 * Keyboard stepping in review: ← and → one move, Home and End the first and last, PageUp and
 * PageDown five. Keys typed into a field (the chat) are left alone.
 */
import { useEffect, useRef } from 'react';
import { NAVIGATION, type ReviewAction } from './review-navigation.ts';

const KEYS: Readonly<Record<string, ReviewAction>> = {
  ArrowLeft: NAVIGATION.back1,
  ArrowRight: NAVIGATION.forward1,
  Home: NAVIGATION.toStart,
  End: NAVIGATION.toEnd,
  PageUp: NAVIGATION.back5,
  PageDown: NAVIGATION.forward5,
};

export function reviewActionForKey(key: string, target: EventTarget | null): ReviewAction | null {
  const el = target as { tagName?: string; isContentEditable?: boolean } | null;
  const tag = el?.tagName?.toLowerCase();
  if (tag === 'input' || tag === 'textarea' || tag === 'select' || el?.isContentEditable) return null;
  return KEYS[key] ?? null;
}

export function useReviewKeys(dispatch: ((action: ReviewAction) => void) | null): void {
  const latest = useRef(dispatch);
  latest.current = dispatch;
  const enabled = dispatch !== null;
  useEffect(() => {
    if (!enabled) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.altKey || event.ctrlKey || event.metaKey) return;
      const action = reviewActionForKey(event.key, event.target);
      if (!action || !latest.current) return;
      event.preventDefault();
      latest.current(action);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [enabled]);
}
