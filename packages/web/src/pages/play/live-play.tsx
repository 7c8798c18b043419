import type { HostPageData, PlayInfo } from '@tengen/protocol';
import { useEffect, useMemo, useState } from 'react';
import { AnalysisProvider } from '../../components/analysis/analysis-context.tsx';
import { ChatSlot } from '../../components/play/chat-slot.tsx';
import { ConnectionBanner } from '../../components/play/connection-banner.tsx';
import { EnergyBar, EnergyToast } from '../../components/play/energy-bar.tsx';
import { GameBoard } from '../../components/play/game-board.tsx';
import { GameProvider } from '../../components/play/game-context.tsx';
import { GameStatus } from '../../components/play/game-status.tsx';
import { PanelButtons } from '../../components/play/panel-buttons.tsx';
import { PlayControls } from '../../components/play/play-controls.tsx';
import { PlayUiProvider } from '../../components/play/play-ui.tsx';
import { PlayersPanel } from '../../components/play/players-panel.tsx';
import { PreStartMask } from '../../components/play/pre-start-mask.tsx';
import { RoundHeader } from '../../components/play/round-header.tsx';
import { ToolbarSlot } from '../../components/play/toolbar-slot.tsx';
import { UsersSlot } from '../../components/play/users-slot.tsx';
import { createApiClient } from '../../lib/api/api-client.ts';
import { GameController } from '../../lib/game/controller.ts';
import { showsEnergyBar } from '../../lib/game/energy.ts';
import { useSettings } from '../../lib/settings.ts';
import { usePageLayout } from './layout-mode.ts';
import {
  AnalysisPanel,
  GameOverlays,
  GuestResult,
  InvitationList,
  JudgementResult,
  MoveToast,
  ResearchSlot,
  ReviewSlot,
} from './lazy-panels.tsx';
import { PlayLayout } from './play-layout.tsx';

/**
 * A game being shown: one controller for the page's life (socket, state, timers), the page's
 * own state beside it (PlayUiProvider), and the layout with every panel in its place. Leaving
 * for another play goes through a full page load, so the server writes that play's data into
 * the page.
 */
export function LivePlay({ play, host }: { play: PlayInfo; host: HostPageData }) {
  const layout = usePageLayout();
  const [settings] = useSettings();
  const [controller, setController] = useState<GameController | null>(null);
  const api = useMemo(() => createApiClient({ baseUrl: '', token: host.token }), [host.token]);

  useEffect(() => {
    const c = new GameController({
      play,
      api,
      navigate: (to) => window.location.assign(to),
      reload: () => window.location.reload(),
    });
    c.start();
    setController(c);
    return () => c.dispose();
  }, [play, api]);

  if (!controller) return null;
  const phone = layout.mode === 'mobile';
  const energy = showsEnergyBar(play.isHp, settings.showHp)
    ? { black: <EnergyBar color={1} />, white: <EnergyBar color={2} /> }
    : undefined;
  return (
    <GameProvider controller={controller}>
      <PlayUiProvider api={api} signedIn={host.user !== null} phone={phone} platform={host.platform}>
        <AnalysisProvider>
          <PlayLayout
            mode={layout.mode}
            header={<RoundHeader {...play} />}
            players={<PlayersPanel soundEffect={settings.soundEffect} energy={energy} />}
            board={
              <>
                <GameBoard size={layout.boardSize} />
                <PreStartMask />
                <EnergyToast />
                <MoveToast />
              </>
            }
            status={
              <>
                <GameStatus />
                <GuestResult />
                <JudgementResult />
              </>
            }
            messages={
              <>
                <ConnectionBanner />
                <InvitationList />
              </>
            }
            controls={
              <>
                <PlayControls />
                <PanelButtons />
              </>
            }
            slots={{
              toolbar: <ToolbarSlot />,
              reviewControls: (
                <>
                  <ReviewSlot />
                  <AnalysisPanel />
                </>
              ),
              chat: phone ? null : <ChatSlot />,
              users: phone ? null : <UsersSlot />,
              researchWindow: <ResearchSlot />,
              overlays: <GameOverlays />,
            }}
          />
        </AnalysisProvider>
      </PlayUiProvider>
    </GameProvider>
  );
}
