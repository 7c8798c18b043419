/**
 * Keyboard stepping in review: ← and → one move, Home and End the first and last, PageUp and
 * PageDown five. Keys typed into a field (the chat) are left alone. A click on the board gives
 * it the focus, and the board's keyboard cursor would take these keys for itself; in review they
 * step instead (heard before the board, in the capture phase), as on OGS and lichess. The
 * board's cursor still moves to a typed point name ("D4").
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

/** Whether a key went to the game board (its focusable canvas, after a click or Tab). */
function isOnBoard(target: EventTarget | null): boolean {
  return (
    typeof Element !== 'undefined' && target instanceof Element && target.closest('.tg-game-board') !== null
  );
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
    const onBoardKey = (event: KeyboardEvent) => {
      if (!isOnBoard(event.target)) return;
      onKey(event);
      // Stepped: the board's cursor does not move as well.
      if (event.defaultPrevented) event.stopPropagation();
    };
    window.addEventListener('keydown', onBoardKey, { capture: true });
    window.addEventListener('keydown', onKey);
    return () => {
      window.removeEventListener('keydown', onBoardKey, { capture: true });
      window.removeEventListener('keydown', onKey);
    };
  }, [enabled]);
}
