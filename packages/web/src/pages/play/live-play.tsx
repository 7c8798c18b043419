import type { HostPageData, PlayInfo } from '@tengen/protocol';
import { useEffect, useState } from 'react';
import { ConnectionBanner } from '../../components/play/connection-banner.tsx';
import { GameBoard } from '../../components/play/game-board.tsx';
import { GameProvider } from '../../components/play/game-context.tsx';
import { GameStatus } from '../../components/play/game-status.tsx';
import { NoticeList } from '../../components/play/notice-list.tsx';
import { PlayControls } from '../../components/play/play-controls.tsx';
import { PlayersPanel } from '../../components/play/players-panel.tsx';
import { PreStartMask } from '../../components/play/pre-start-mask.tsx';
import { RequestPanel } from '../../components/play/request-panel.tsx';
import { RoundHeader } from '../../components/play/round-header.tsx';
import { createApiClient } from '../../lib/api/api-client.ts';
import { GameController } from '../../lib/game/controller.ts';
import { usePageLayout } from './layout-mode.ts';
import { PlayLayout } from './play-layout.tsx';

/**
 * A game being shown: one controller for the page's life (socket, state, timers), the layout,
 * and the panels that read it. Leaving for another play goes through a full page load, so the
 * server writes that play's data into the page.
 */
export function LivePlay({ play, host }: { play: PlayInfo; host: HostPageData }) {
  const layout = usePageLayout();
  const [controller, setController] = useState<GameController | null>(null);

  useEffect(() => {
    const c = new GameController({
      play,
      api: createApiClient({ baseUrl: '', token: host.token }),
      navigate: (to) => window.location.assign(to),
      reload: () => window.location.reload(),
    });
    c.start();
    setController(c);
    return () => c.dispose();
  }, [play, host.token]);

  if (!controller) return null;
  return (
    <GameProvider controller={controller}>
      <PlayLayout
        mode={layout.mode}
        header={<RoundHeader {...play} />}
        players={<PlayersPanel soundEffect={host.settings.soundEffect} />}
        board={
          <>
            <GameBoard size={layout.boardSize} settings={host.settings} />
            <PreStartMask />
          </>
        }
        status={<GameStatus />}
        messages={
          <>
            <ConnectionBanner />
            <RequestPanel />
            <NoticeList />
          </>
        }
        controls={<PlayControls />}
      />
    </GameProvider>
  );
}
