/** The viewer's own list of blocked players, each with a button to unblock them (their profile page). */
import { useTranslation } from 'react-i18next';
import { Button } from '../controls/index.ts';
import { useHost } from '../host/host-context.tsx';
import { setBlocked, useBlockedPlayers } from './blocked-players-store.ts';

export function BlockedPlayers() {
  const { t } = useTranslation('friends');
  const { token } = useHost();
  const blocked = useBlockedPlayers(token);
  if (!token || blocked === null) return null;
  return (
    <section className="tg-card tg-blocked" aria-labelledby="tg-blocked-title">
      <h2 id="tg-blocked-title">{t('block.title')}</h2>
      <p>{t('block.explain')}</p>
      {blocked.length === 0 ? (
        <p className="tg-empty">{t('block.empty')}</p>
      ) : (
        <ul className="tg-blocked__list">
          {blocked.map((b) => (
            <li key={b.userid}>
              <a href={`/u/${encodeURIComponent(b.username)}/`}>{b.username}</a>{' '}
              <Button onClick={() => void setBlocked(token, b, false)}>
                {t('block.unblockName', { name: b.username })}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
