import type { HostPageData, PlayInfo } from '@tengen/protocol';
import { useEffect, useMemo, useState } from 'react';
import { createApiClient } from '../../common/api/api-client.ts';
import { SiteHeader } from '../../common/layout/site-header.tsx';
import { useSettings } from '../../common/settings/settings.ts';
import { PanelButtons } from './actions/panel-buttons.tsx';
import { PlayControls } from './actions/play-controls.tsx';
import { AnalysisProvider } from './analysis/analysis-context.tsx';
import { GameBoard } from './board/game-board.tsx';
import { PreStartMask } from './board/pre-start-mask.tsx';
import { ChatSlot } from './chat/chat-slot.tsx';
import { showsEnergyBar } from './clocks/energy.ts';
import { EnergyBar, EnergyToast } from './clocks/energy-bar.tsx';
import { GameProvider } from './game-context.tsx';
import { useGameLayout } from './layout-mode.ts';
import {
  AnalysisPanel,
  ChoicesBar,
  ChoicesPanel,
  ChoicesReview,
  GameOverlays,
  GuestResult,
  InvitationList,
  JudgementResult,
  MoveToast,
  ResearchSlot,
  ResultChangeSlot,
  ReviewNav,
  ReviewSlot,
} from './lazy-panels.tsx';
import { PlayLayout } from './play-layout.tsx';
import { PlayUiProvider } from './play-ui.tsx';
import { PlayersPanel } from './players/players-panel.tsx';
import { UsersSlot } from './players/users-slot.tsx';
import { CountProposalPanel } from './proposal/count-proposal-panel.tsx';
import { GameController } from './state/controller.ts';
import { ConnectionBanner } from './status/connection-banner.tsx';
import { GameStatusLine } from './status/game-status-line.tsx';
import { RoundHeader } from './status/round-header.tsx';
import { ToolbarSlot } from './toolbar/toolbar-slot.tsx';

/**
 * A game being shown: one controller for the page's life (socket, state, timers), the page's
 * own state beside it (PlayUiProvider), and the layout with every panel in its place. Leaving
 * for another play goes through a full page load, so the server writes that play's data into
 * the page.
 */
export function LivePlay({ play, host }: { play: PlayInfo; host: HostPageData }) {
  const layout = useGameLayout();
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
            boardSize={layout.boardSize}
            siteHeader={<SiteHeader sticky={false} />}
            header={<RoundHeader {...play} />}
            players={<PlayersPanel soundEffect={settings.soundEffect} energy={energy} />}
            board={
              <>
                <ChoicesBar />
                <GameBoard size={layout.boardSize} />
                <PreStartMask />
                <EnergyToast />
                <MoveToast />
              </>
            }
            status={
              <>
                <CountProposalPanel />
                <GameStatusLine />
                <GuestResult />
                <JudgementResult />
              </>
            }
            messages={
              <>
                <ConnectionBanner />
                <InvitationList />
                <ResultChangeSlot />
              </>
            }
            controls={
              <>
                <PlayControls />
                <ChoicesPanel />
                <PanelButtons />
              </>
            }
            slots={{
              toolbar: <ToolbarSlot />,
              reviewNav: <ReviewNav />,
              reviewControls: (
                <>
                  <ReviewSlot />
                  <ChoicesReview />
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
