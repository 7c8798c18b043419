import type { OverlayId, Role } from '@tengen/protocol';
import { useCallback, useMemo, useReducer } from 'react';
import { EMPTY_QUEUE, overlayReducer, shownOverlay } from './overlay-queue.ts';
import type { OverlayRequest } from './overlay-request.ts';

export interface Overlays {
  /** The overlay on screen, for OverlayHost. */
  readonly shown: OverlayRequest | null;
  /** Asks for an overlay; refused without a trace when the role may not open it. */
  readonly open: (request: OverlayRequest) => void;
  /** Closes what waits in a slot: a request's `slot`, or an overlay's number. */
  readonly close: (slot: OverlayId | string) => void;
  readonly clear: () => void;
}

/** The page's overlay queue for a viewer of `role`. */
export function useOverlays(role: Role): Overlays {
  const [queue, dispatch] = useReducer(overlayReducer, EMPTY_QUEUE);
  const open = useCallback((request: OverlayRequest) => dispatch({ type: 'open', request, role }), [role]);
  const close = useCallback((slot: OverlayId | string) => dispatch({ type: 'close', slot }), []);
  const clear = useCallback(() => dispatch({ type: 'clear' }), []);
  return useMemo(() => ({ shown: shownOverlay(queue), open, close, clear }), [queue, open, close, clear]);
}
