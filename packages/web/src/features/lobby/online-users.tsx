import { isGuestName, type OnlineUser, type SiteUser } from '@tengen/protocol';
import { useTranslation } from 'react-i18next';
import { Button } from '../../common/controls/button.tsx';
import { useLevelName } from '../../common/level-name.ts';

/** Signed-in users, strongest first, then by name; guests are only counted. */
export function listedUsers<U extends OnlineUser>(users: readonly U[]): { players: U[]; guests: number } {
  const players = users
    .filter((u) => !isGuestName(u.username))
    .sort((a, b) => b.level - a.level || a.username.localeCompare(b.username));
  return { players, guests: users.length - players.length };
}

/**
 * Everyone to list: the site's signed-in users with where they are, each with the lobby's own
 * entry when they are in it (the freshest profile); before the site's list arrives, the lobby's.
 */
export function everyoneOnline(
  lobby: readonly OnlineUser[],
  site: readonly SiteUser[] | null,
): (OnlineUser & Partial<Pick<SiteUser, 'where' | 'playid'>>)[] {
  if (site === null) return [...lobby];
  const inLobby = new Map(lobby.map((u) => [u.username, u]));
  const listed = site.map((u) => ({ ...u, ...inLobby.get(u.username) }));
  const named = new Set(site.map((u) => u.username));
  // Someone who just came into the lobby, before the next site list.
  for (const u of lobby) if (!named.has(u.username)) listed.push({ ...u, where: 'lobby' });
  return listed;
}

export interface OnlineUsersProps {
  /** The people in the lobby (the guests are counted from it). */
  readonly users: readonly OnlineUser[];
  /** Everyone signed in on the site and where they are; null until it arrives. */
  readonly siteUsers: readonly SiteUser[] | null;
  readonly me: string | null;
  /** Null for a guest: no invite buttons. */
  readonly onInvite: ((username: string) => void) | null;
}

/**
 * Everyone online: name (to the profile), level, record, where they are (a game to watch, the
 * game room), and an invite button.
 */
export function OnlineUsers({ users, siteUsers, me, onInvite }: OnlineUsersProps) {
  const { t } = useTranslation(['lobby', 'common']);
  const levelName = useLevelName();
  const { players } = listedUsers(everyoneOnline(users, siteUsers));
  const { guests } = listedUsers(users);
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
                {t('common:levelAndRecord', {
                  level: levelName(user.levelname),
                  win: user.win,
                  fail: user.fail,
                })}
              </span>
              <Whereabouts user={user} />
            </div>
            {onInvite && user.username !== me ? (
              <Button
                className="tg-online__invite"
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

/** Where a user is: playing or watching (with a link to the game), the game room, elsewhere. */
function Whereabouts({ user }: { readonly user: Partial<Pick<SiteUser, 'where' | 'playid'>> }) {
  const { t } = useTranslation(['lobby']);
  if (!user.where) return null;
  const text = t(`lobby:where.${user.where}`);
  return (
    <span className={`tg-online__where tg-online__where--${user.where}`}>
      {user.playid !== undefined ? (
        <a className="tg-online__watch" href={`/play/p/${user.playid}/`}>
          {text}
        </a>
      ) : (
        text
      )}
    </span>
  );
}
