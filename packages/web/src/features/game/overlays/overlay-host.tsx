/**
 * Shows the overlay the queue picked (see overlay-queue.ts), by its seed number. Each window
 * is a Modal (role dialog or alertdialog, aria-modal, focus kept inside and given back);
 * Escape and the backdrop close only the windows nobody waits on (see overlay-rules.ts).
 */
import type { OverlayId } from '@tengen/protocol';
import {
  ApplyCountingConfirm,
  PassConfirm,
  RefereeVerdict,
  ResignConfirm,
  TakeBackConfirm,
} from './confirm-overlays.tsx';
import { CountingResult, CountingResultToAccept } from './counting-overlays.tsx';
import {
  CountingBlocked,
  CountingRefused,
  InfoNotice,
  LoggedInElsewhere,
  NetworkDisconnected,
  NotEnoughBeans,
  ResultNotice,
  SimpleNotice,
} from './notice-overlays.tsx';
import type { OverlayRequest } from './overlay-request.ts';
import { type OverlayPanels, PanelOverlay } from './panel-overlays.tsx';
import { CountingRequestReceived, EarlyStartReceived, TakeBackReceived } from './request-overlays.tsx';
import './overlay.css';

export interface OverlayHostProps {
  /** The overlay on screen (shownOverlay of the queue), or null. */
  readonly shown: OverlayRequest | null;
  /** Takes the overlay out of the queue: after any answer, or Escape where allowed. */
  readonly onClose: (overlay: OverlayId) => void;
  readonly panels?: OverlayPanels;
}

export function OverlayHost({ shown, onClose, panels = {} }: OverlayHostProps) {
  if (!shown) return null;
  const close = () => onClose(shown.overlay);
  // The key remounts the window when another overlay takes its place, so focus moves to it.
  const key = String(shown.overlay);
  switch (shown.overlay) {
    case 7:
      return <ResignConfirm key={key} request={shown} onClose={close} />;
    case 8:
    case 9:
      return <ResultNotice key={key} request={shown} onClose={close} />;
    case 10:
      return <InfoNotice key={key} request={shown} onClose={close} />;
    case 11:
      return <PassConfirm key={key} request={shown} onClose={close} />;
    case '13a':
    case '13b':
    case 14:
      return <CountingResult key={key} request={shown} onClose={close} />;
    case 18:
      return <ApplyCountingConfirm key={key} request={shown} onClose={close} />;
    case 19:
      return <CountingRequestReceived key={key} request={shown} onClose={close} />;
    case 20:
      return <CountingRefused key={key} request={shown} onClose={close} />;
    case 21:
      return <CountingResultToAccept key={key} request={shown} onClose={close} />;
    case 22:
    case 29:
    case 53:
      return <SimpleNotice key={key} request={shown} onClose={close} />;
    case 27:
      return <TakeBackConfirm key={key} request={shown} onClose={close} />;
    case 28:
      return <TakeBackReceived key={key} request={shown} onClose={close} />;
    case 31:
      return <RefereeVerdict key={key} request={shown} onClose={close} />;
    case 32:
      return <CountingBlocked key={key} request={shown} onClose={close} />;
    case 33:
      return <NotEnoughBeans key={key} request={shown} onClose={close} />;
    case 35:
      return <NetworkDisconnected key={key} request={shown} onClose={close} />;
    case 36:
      return <LoggedInElsewhere key={key} request={shown} onClose={close} />;
    case 54:
      return <EarlyStartReceived key={key} request={shown} onClose={close} />;
    default:
      return <PanelOverlay key={key} overlay={shown.overlay} panels={panels} onClose={close} />;
  }
}
