import { useTranslation } from 'react-i18next';
import { Button } from '../controls/index.ts';
import { useGameController, useGameSlice } from './game-context.tsx';
import './connection-banner.css';

/**
 * The link's state: connecting; lost, with a reconnect button (overlay 35; the page also retries
 * by itself); logged in elsewhere (36), after which the page leaves for the competition page.
 */
export function ConnectionBanner() {
  const { t } = useTranslation(['play', 'errors']);
  const controller = useGameController();
  const connection = useGameSlice((s) => s.connection);
  const synced = useGameSlice((s) => s.synced);
  if (connection === 'joined' && synced) return null;
  if (connection === 'replaced') {
    return (
      <div className="connection-banner connection-banner--replaced" role="alert">
        {t('errors:messages.loggedInElsewhere')}
      </div>
    );
  }
  if (connection === 'lost') {
    return (
      <div className="connection-banner connection-banner--lost" role="alert">
        <span>{t('errors:messages.networkDisconnected')}</span>
        <Button variant="primary" onClick={() => controller.reconnect()}>
          {t('play:connection.reconnect')}
        </Button>
      </div>
    );
  }
  if (connection === 'closed') return null;
  return (
    <div className="connection-banner" role="status">
      {t('play:status.connecting')}
    </div>
  );
}
