/**
 * Which overlay shows when several are asked for. One window shows at a time:
 * 1. the highest tier wins (connection, decision, result, notice, confirm, panel);
 * 2. within a tier, the one asked first (a queue, so notices are read in order);
 * 3. asking again for a slot already waiting (by default an overlay's number, see
 *    overlay-request.ts) replaces its data in place;
 * 4. there is at most one confirmation and one panel: a new one replaces the old;
 * 5. the end of the game drops everything about play: requests, confirmations and the notices
 *    not yet read (a refusal, a count blocked), so the result is the one window left to read;
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

/** A request's place in the queue: its own slot, else its overlay number. */
export function slotOf(request: OverlayRequest): string {
  return request.slot ?? String(request.overlay);
}

/** The slots of the windows that tell the game's result (see `endsGame`). */
export const RESULT_SLOTS: readonly string[] = [...GAME_END_OVERLAYS.map(String), 'result'];

/** The window that tells the game's result: 8, 9, 13b, 14, or 10 saying a draw. */
export function endsGame(request: OverlayRequest): boolean {
  return GAME_END_OVERLAYS.includes(request.overlay) || 'result' in request;
}

export function openOverlay(queue: OverlayQueue, request: OverlayRequest, role: Role): OverlayQueue {
  const id = request.overlay;
  if (!canOpen(id, role)) return queue;
  if (id === OVERLAYS.loggedInElsewhere) return [request];
  const slot = slotOf(request);
  const index = queue.findIndex((r) => slotOf(r) === slot);
  if (index >= 0) return queue.map((r, i) => (i === index ? request : r));
  const { tier } = overlayRule(id);
  let kept = queue;
  if (SINGLE_TIERS.has(tier)) kept = kept.filter((r) => overlayRule(r.overlay).tier !== tier);
  if (endsGame(request))
    kept = kept.filter((r) => endsGame(r) || !OBSOLETE_AFTER_GAME_END.includes(r.overlay));
  return [...kept, request];
}

/** Closes what waits in a slot (an overlay's number closes the request of that number). */
export function closeOverlay(queue: OverlayQueue, slot: OverlayId | string): OverlayQueue {
  const name = String(slot);
  return queue.some((r) => slotOf(r) === name) ? queue.filter((r) => slotOf(r) !== name) : queue;
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
  | { readonly type: 'close'; readonly slot: OverlayId | string }
  | { readonly type: 'clear' };

export function overlayReducer(queue: OverlayQueue, action: OverlayAction): OverlayQueue {
  switch (action.type) {
    case 'open':
      return openOverlay(queue, action.request, action.role);
    case 'close':
      return closeOverlay(queue, action.slot);
    case 'clear':
      return queue.length === 0 ? queue : EMPTY_QUEUE;
  }
}
