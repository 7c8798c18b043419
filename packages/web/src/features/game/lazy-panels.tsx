/**
 * The panels of later-panels.tsx, loaded after the page so a first visit downloads less before
 * the board is interactive. Each renders nothing until the chunk has arrived; the chunk is asked
 * for as soon as the page first renders, so it is there long before anyone can open a panel,
 * and its panels then catch up with the game (overlays open for the notices raised meanwhile).
 * If it cannot be fetched, the page goes on without them and asks again when the browser is
 * back online.
 */
import { useEffect, useState } from 'react';

type Later = typeof import('./later-panels.tsx');
type PanelName = { [K in keyof Later]: Later[K] extends () => unknown ? K : never }[keyof Later];

let loaded: Later | null = null;
let loading: Promise<Later> | null = null;

/** The chunk of later-panels.tsx, fetched once (again after a failure). */
export function loadLater(): Promise<Later> {
  loading ??= import('./later-panels.tsx').then(
    (module) => {
      loaded = module;
      return module;
    },
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

function useLater(): Later | null {
  const [later, setLater] = useState(loaded);
  useEffect(() => {
    if (later) return;
    let live = true;
    const attempt = () => {
      loadLater().then(
        (module) => live && setLater(module),
        () => {},
      );
    };
    attempt();
    window.addEventListener('online', attempt);
    return () => {
      live = false;
      window.removeEventListener('online', attempt);
    };
  }, [later]);
  return later;
}

function laterPanel(name: PanelName) {
  function LaterPanel() {
    const later = useLater();
    if (!later) return null;
    const Panel = later[name];
    return <Panel />;
  }
  LaterPanel.displayName = `Later(${name})`;
  return LaterPanel;
}

export const AnalysisPanel = laterPanel('AnalysisPanel');
export const ChoicesBar = laterPanel('ChoicesBar');
export const ChoicesPanel = laterPanel('ChoicesPanel');
export const ChoicesReview = laterPanel('ChoicesReview');
export const GameOverlays = laterPanel('GameOverlays');
export const GuestResult = laterPanel('GuestResult');
export const InvitationList = laterPanel('InvitationList');
export const JudgementResult = laterPanel('JudgementResult');
export const MoveToast = laterPanel('MoveToast');
export const ResearchSlot = laterPanel('ResearchSlot');
export const ResultChangeSlot = laterPanel('ResultChangeSlot');
export const ReviewNav = laterPanel('ReviewNav');
export const ReviewSlot = laterPanel('ReviewSlot');
