/** The users present in the game room: name, level, wins and losses; a click opens the card. */
import type { OnlineUser } from '@tengen/protocol';
import { useTranslation } from 'react-i18next';
import './users.css';
import { useLevelName } from '../../../common/level-name.ts';

export interface OnlineUserListProps {
  readonly users: readonly OnlineUser[];
  readonly onSelect: (username: string) => void;
  /** The user whose card is open, if any. */
  readonly selected?: string | null;
}

export function OnlineUserList({ users, onSelect, selected = null }: OnlineUserListProps) {
  const { t } = useTranslation('overlays');
  const levelName = useLevelName();
  if (users.length === 0) return <p className="tg-users__empty">{t('users.empty')}</p>;
  return (
    <ul className="tg-users" aria-label={t('users.label')}>
      {users.map((user) => (
        <li key={user.username}>
          <button
            type="button"
            className="tg-users__row"
            aria-label={t('users.open', { user: user.username })}
            aria-pressed={selected === user.username}
            onClick={() => onSelect(user.username)}
          >
            <span className="tg-users__name">{user.username}</span>
            <span className="tg-users__level">{levelName(user.levelname)}</span>
            <span className="tg-users__record">{t('users.record', { win: user.win, fail: user.fail })}</span>
          </button>
        </li>
      ))}
    </ul>
  );
}
