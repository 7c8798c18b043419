/**
 * Shows the overlay the queue picked (see overlay-queue.ts), by its name in the protocol's
 * OVERLAYS (the seed's numbers). Each window is a Modal (role dialog or alertdialog,
 * aria-modal, focus kept inside and given back); Escape and the backdrop close only the
 * windows nobody waits on (see overlay-rules.ts).
 */
import { OVERLAYS } from '@tengen/protocol';
import {
  ApplyCountingConfirm,
  PassConfirm,
  RefereeVerdictChoice,
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
import { slotOf } from './overlay-queue.ts';
import type { OverlayRequest } from './overlay-request.ts';
import { type OverlayPanels, PanelOverlay } from './panel-overlays.tsx';
import { CountingRequestReceived, EarlyStartReceived, TakeBackReceived } from './request-overlays.tsx';
import './overlay.css';

export interface OverlayHostProps {
  /** The overlay on screen (shownOverlay of the queue), or null. */
  readonly shown: OverlayRequest | null;
  /** Takes the overlay out of the queue (its slot): after any answer, or Escape where allowed. */
  readonly onClose: (slot: string) => void;
  readonly panels?: OverlayPanels;
}

export function OverlayHost({ shown, onClose, panels = {} }: OverlayHostProps) {
  if (!shown) return null;
  const close = () => onClose(slotOf(shown));
  // The key remounts the window when another overlay takes its place, so focus moves to it.
  const key = slotOf(shown);
  switch (shown.overlay) {
    case OVERLAYS.resignConfirm:
      return <ResignConfirm key={key} request={shown} onClose={close} />;
    case OVERLAYS.winMessage:
    case OVERLAYS.lossMessage:
      return <ResultNotice key={key} request={shown} onClose={close} />;
    case OVERLAYS.infoMessage:
      return <InfoNotice key={key} request={shown} onClose={close} />;
    case OVERLAYS.passConfirm:
      return <PassConfirm key={key} request={shown} onClose={close} />;
    case OVERLAYS.countingResultA:
    case OVERLAYS.countingResultB:
    case OVERLAYS.countingResultC:
      return <CountingResult key={key} request={shown} onClose={close} />;
    case OVERLAYS.applyCountingConfirm:
      return <ApplyCountingConfirm key={key} request={shown} onClose={close} />;
    case OVERLAYS.countingRequestReceived:
      return <CountingRequestReceived key={key} request={shown} onClose={close} />;
    case OVERLAYS.countingRefused:
      return <CountingRefused key={key} request={shown} onClose={close} />;
    case OVERLAYS.countingResultToAccept:
      return <CountingResultToAccept key={key} request={shown} onClose={close} />;
    case OVERLAYS.countingResultRefused:
    case OVERLAYS.takeBackRefused:
    case OVERLAYS.earlyStartSent:
      return <SimpleNotice key={key} request={shown} onClose={close} />;
    case OVERLAYS.takeBackConfirm:
      return <TakeBackConfirm key={key} request={shown} onClose={close} />;
    case OVERLAYS.takeBackReceived:
      return <TakeBackReceived key={key} request={shown} onClose={close} />;
    case OVERLAYS.refereeVerdictChoice:
      return <RefereeVerdictChoice key={key} request={shown} onClose={close} />;
    case OVERLAYS.countingBlocked:
      return <CountingBlocked key={key} request={shown} onClose={close} />;
    case OVERLAYS.notEnoughBeans:
      return <NotEnoughBeans key={key} request={shown} onClose={close} />;
    case OVERLAYS.networkDisconnected:
      return <NetworkDisconnected key={key} request={shown} onClose={close} />;
    case OVERLAYS.loggedInElsewhere:
      return <LoggedInElsewhere key={key} request={shown} onClose={close} />;
    case OVERLAYS.earlyStartReceived:
      return <EarlyStartReceived key={key} request={shown} onClose={close} />;
    default:
      return <PanelOverlay key={key} overlay={shown.overlay} panels={panels} onClose={close} />;
  }
}
