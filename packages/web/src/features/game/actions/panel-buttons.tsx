import { OVERLAYS } from '@tengen/protocol';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../common/controls/index.ts';
import { useGameSlice } from '../game-context.tsx';
import { usePlayUi } from '../play-ui.tsx';
import './play-panels.css';

/**
 * Buttons that open panel windows: game details (41) and study (51, guests too); on phones also
 * the chat (46) and the users in the room (42), which sit beside the board on larger screens.
 */
export function PanelButtons() {
  const { t } = useTranslation('play');
  const { overlays, phone } = usePlayUi();
  const users = useGameSlice((s) => s.users.length);
  const chats = useGameSlice((s) => s.chats.length);
  return (
    <div className="tg-panel-buttons">
      <Button variant="quiet" onClick={() => overlays.open({ overlay: OVERLAYS.gameDetails })}>
        {t('panels.details')}
      </Button>
      <Button variant="quiet" onClick={() => overlays.open({ overlay: OVERLAYS.studyPanel })}>
        {t('panels.study')}
      </Button>
      {phone && (
        <Button variant="quiet" onClick={() => overlays.open({ overlay: OVERLAYS.mobileChat })}>
          {t('panels.chat', { count: chats })}
        </Button>
      )}
      {phone && (
        <Button variant="quiet" onClick={() => overlays.open({ overlay: OVERLAYS.userList })}>
          {t('panels.users', { count: users })}
        </Button>
      )}
    </div>
  );
}
