/**
 * Which overlay shows when several are asked for. One window shows at a time:
 * 1. the highest tier wins (connection, decision, result, notice, confirm, panel);
 * 2. within a tier, the one asked first (a queue, so notices are read in order);
 * 3. asking again for an overlay already waiting replaces its data in place;
 * 4. there is at most one confirmation and one panel: a new one replaces the old;
 * 5. the end of the game drops requests and confirmations about play;
 * 6. "logged in elsewhere" (36) drops everything else: the page is leaving.
 * An overlay the viewer's role may not open (see canOpen) is refused and changes nothing.
 */
import { OVERLAYS, type OverlayId, type Role } from '@tengen/protocol';
import type { OverlayRequest } from './overlay-request.ts';
import {
  canOpen,
  GAME_END_OVERLAYS,
  OBSOLETE_AFTER_GAME_END,
  OVERLAY_TIERS,
  overlayRule,
} from './overlay-rules.ts';

export type OverlayQueue = readonly OverlayRequest[];

export const EMPTY_QUEUE: OverlayQueue = [];

const SINGLE_TIERS = new Set(['confirm', 'panel']);

export function openOverlay(queue: OverlayQueue, request: OverlayRequest, role: Role): OverlayQueue {
  const id = request.overlay;
  if (!canOpen(id, role)) return queue;
  if (id === OVERLAYS.loggedInElsewhere) return [request];
  const index = queue.findIndex((r) => r.overlay === id);
  if (index >= 0) return queue.map((r, i) => (i === index ? request : r));
  const { tier } = overlayRule(id);
  let kept = queue;
  if (SINGLE_TIERS.has(tier)) kept = kept.filter((r) => overlayRule(r.overlay).tier !== tier);
  if (GAME_END_OVERLAYS.includes(id)) kept = kept.filter((r) => !OBSOLETE_AFTER_GAME_END.includes(r.overlay));
  return [...kept, request];
}

export function closeOverlay(queue: OverlayQueue, overlay: OverlayId): OverlayQueue {
  return queue.some((r) => r.overlay === overlay) ? queue.filter((r) => r.overlay !== overlay) : queue;
}

/** The overlay on screen, or null. */
export function shownOverlay(queue: OverlayQueue): OverlayRequest | null {
  for (const tier of OVERLAY_TIERS) {
    const first = queue.find((r) => overlayRule(r.overlay).tier === tier);
    if (first) return first;
  }
  return null;
}

export type OverlayAction =
  | { readonly type: 'open'; readonly request: OverlayRequest; readonly role: Role }
  | { readonly type: 'close'; readonly overlay: OverlayId }
  | { readonly type: 'clear' };

export function overlayReducer(queue: OverlayQueue, action: OverlayAction): OverlayQueue {
  switch (action.type) {
    case 'open':
      return openOverlay(queue, action.request, action.role);
    case 'close':
      return closeOverlay(queue, action.overlay);
    case 'clear':
      return queue.length === 0 ? queue : EMPTY_QUEUE;
  }
}
