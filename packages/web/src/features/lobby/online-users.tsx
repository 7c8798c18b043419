import { isGuestName, type OnlineUser } from '@tengen/protocol';
import { useTranslation } from 'react-i18next';
import { Button } from '../../common/controls/button.tsx';

/** Signed-in users, strongest first, then by name; guests are only counted. */
export function listedUsers(users: readonly OnlineUser[]): { players: OnlineUser[]; guests: number } {
  const players = users
    .filter((u) => !isGuestName(u.username))
    .sort((a, b) => b.level - a.level || a.username.localeCompare(b.username));
  return { players, guests: users.length - players.length };
}

export interface OnlineUsersProps {
  readonly users: readonly OnlineUser[];
  readonly me: string | null;
  /** Null for a guest: no invite buttons. */
  readonly onInvite: ((username: string) => void) | null;
}

/** Who is in the game room: name (to the profile), level, record, and an invite button. */
export function OnlineUsers({ users, me, onInvite }: OnlineUsersProps) {
  const { t } = useTranslation(['lobby', 'common']);
  const { players, guests } = listedUsers(users);
  const others = players.filter((u) => u.username !== me);
  return (
    <section className="tg-card tg-online" aria-labelledby="tg-online-title">
      <h2 id="tg-online-title" className="tg-online__title">
        {t('lobby:online')}
      </h2>
      <p className="tg-online__count">
        {t('lobby:onlineCount', { count: players.length })}
        {guests > 0 ? ` ${t('lobby:guestsCount', { count: guests })}` : ''}
      </p>
      <ul className="tg-online__list">
        {players.map((user) => (
          <li key={user.username} className="tg-online__row">
            <div className="tg-online__who">
              <a href={`/u/${encodeURIComponent(user.username)}/`} className="tg-online__name">
                {user.username}
              </a>
              {user.username === me ? <span className="tg-online__you">({t('lobby:you')})</span> : null}
              <span className="tg-online__level">
                {t('common:levelAndRecord', { level: user.levelname, win: user.win, fail: user.fail })}
              </span>
            </div>
            {onInvite && user.username !== me ? (
              <Button
                onClick={() => onInvite(user.username)}
                aria-label={t('lobby:inviteWho', { name: user.username })}
              >
                {t('lobby:invite')}
              </Button>
            ) : null}
          </li>
        ))}
      </ul>
      {others.length === 0 ? <p className="tg-empty">{t('lobby:nobodyElse')}</p> : null}
    </section>
  );
}
