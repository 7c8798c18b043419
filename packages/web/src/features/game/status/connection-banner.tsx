import { useTranslation } from 'react-i18next';
import { Button } from '../../../common/controls/index.ts';
import { useGameController, useGameSlice } from '../game-context.tsx';
import { usePlayUi } from '../play-ui.tsx';
import './connection-banner.css';

/**
 * The link's state in a line: connecting for everyone; for guests, who get no overlay windows,
 * also a lost link (with a reconnect button; the page retries by itself) and "logged in
 * elsewhere". Other viewers see those two in overlays 35 and 36.
 */
export function ConnectionBanner() {
  const { t } = useTranslation(['play', 'errors']);
  const controller = useGameController();
  const connection = useGameSlice((s) => s.connection);
  const synced = useGameSlice((s) => s.synced);
  const { role } = usePlayUi();
  if (connection === 'joined' && synced) return null;
  if (role !== 'guest' && (connection === 'lost' || connection === 'replaced')) return null;
  if (connection === 'replaced') {
    return (
      <div className="tg-connection-banner tg-connection-banner--replaced" role="alert">
        {t('errors:messages.loggedInElsewhere')}
      </div>
    );
  }
  if (connection === 'lost') {
    return (
      <div className="tg-connection-banner tg-connection-banner--lost" role="alert">
        <span>{t('errors:messages.networkDisconnected')}</span>
        <Button variant="primary" onClick={() => controller.reconnect()}>
          {t('play:connection.reconnect')}
        </Button>
      </div>
    );
  }
  if (connection === 'closed') return null;
  return (
    <div className="tg-connection-banner" role="status">
      {t('play:status.connecting')}
    </div>
  );
}
