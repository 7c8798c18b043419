/**
 * The numbered overlay windows of the game page, fed by the game: each notice the reducer raises
 * is handed to the queue once (and cleared from the state), and the standing requests (19, 21,
 * 28, 54, the viewer's own 10 "request sent", 13a and 53, and 35, 36) open while the state asks
 * for them and close when it stops. The queue refuses what the viewer's role may not open
 * (guests: all but 51); see GuestStatus for what guests see.
 */
import { useEffect, useMemo, useRef } from 'react';
import { ChatConsent } from '../chat/chat-consent.tsx';
import { useChatPanel } from '../chat/use-chat-panel.ts';
import { useGameController, useGameSlice } from '../game-context.tsx';
import { MoveListSlot } from '../move-list/move-list-slot.tsx';
import { usePlayUi } from '../play-ui.tsx';
import { useUsersPanel } from '../players/use-users-panel.ts';
import { useStudyPanels } from '../research/use-study-panels.ts';
import { competitionPath } from '../state/effects.ts';
import { useToolbar } from '../toolbar/use-toolbar.ts';
import { ComplaintSlot } from './complaint-slot.tsx';
import { detailsFromPlayInfo } from './game-details.tsx';
import { noticeRequests, type OverlayActions, standingKey, standingOverlays } from './overlay-adapter.ts';
import { OverlayHost } from './overlay-host.tsx';
import { slotOf } from './overlay-queue.ts';

export function GameOverlays() {
  const controller = useGameController();
  const { overlays } = usePlayUi();
  const notices = useGameSlice((s) => s.notices);
  const seat = useGameSlice((s) => s.viewer?.seat ?? 0);
  const standing = useGameSlice((s) => standingKey(s, Date.now()));

  const actions = useMemo<OverlayActions>(
    () => ({
      answerTakeBack: (accept) => void controller.answerTakeBack(accept),
      answerCounting: (accept, reason) => void controller.answerCounting(accept, reason),
      answerCountResult: (accept) => void controller.answerCountResult(accept),
      answerStartNow: (accept) => void controller.answerStartNow(accept),
      reconnect: () => controller.reconnect(),
      leave: () => window.location.assign(competitionPath(controller.getState().play.gameid)),
    }),
    [controller],
  );

  useEffect(() => {
    for (const notice of notices) {
      for (const request of noticeRequests(notice, seat)) overlays.open(request);
      controller.closeNotice(notice.id);
    }
  }, [notices, seat, overlays.open, controller]);

  // Standing windows by slot: each opens when its key is new and closes when the state drops it,
  // so "request sent" closes the moment the answer (or the end) comes, and the answer shows.
  const shownStanding = useRef(new Map<string, string>());
  // biome-ignore lint/correctness/useExhaustiveDependencies: `standing` is the key of what the state asks for
  useEffect(() => {
    const wanted = standingOverlays(controller.getState(), Date.now(), actions);
    const before = shownStanding.current;
    const now = new Map(wanted.map((o) => [slotOf(o.request), o.key] as const));
    for (const slot of before.keys()) if (!now.has(slot)) overlays.close(slot);
    for (const o of wanted) if (before.get(slotOf(o.request)) !== o.key) overlays.open(o.request);
    shownStanding.current = now;
  }, [standing, controller, actions, overlays.open, overlays.close]);

  const play = useGameSlice((s) => s.play);
  const chat = useChatPanel();
  const users = useUsersPanel();
  const toolbar = useToolbar();
  const { study, trial } = useStudyPanels();
  const panels = {
    gameDetails: detailsFromPlayInfo(play),
    userList: users,
    moreButtons: { tools: toolbar.tools, status: toolbar.status },
    chat: { ...chat, consent: <ChatConsent /> },
    study,
    trial,
  };
  return (
    <>
      {/* Before the host: a window the game opens (a new result) shows above the complaint box. */}
      <ComplaintSlot />
      <OverlayHost shown={overlays.shown} onClose={overlays.close} panels={panels} />
      <MoveListSlot />
    </>
  );
}
