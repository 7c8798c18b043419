import { useTranslation } from 'react-i18next';
import { useHost } from '../host/host-context.tsx';
import { useKnownUnreadCount, useUnreadCount } from './use-unread-count.ts';
import './friends-link.css';

/** The header's link to /friends/ with the unread private messages, for a signed-in user. */
export function FriendsLink() {
  const { t } = useTranslation('friends');
  const { user, token } = useHost();
  const unread = useUnreadCount(token, user !== null);
  if (!user) return null;
  const count = unread ?? 0;
  return (
    <a className="tg-header__link tg-friends-link" href="/friends/">
      {t('nav.link')}
      {count > 0 ? (
        <span className="tg-unread" data-unread={count}>
          <span aria-hidden="true">{count}</span>
          <span className="tg-visually-hidden">{t('nav.unread', { count })}</span>
        </span>
      ) : null}
    </a>
  );
}

/** On phones, where the header folds its links into a menu: the unread count on the menu button. */
export function MenuUnreadBadge() {
  const { t } = useTranslation('friends');
  const count = useKnownUnreadCount() ?? 0;
  if (count === 0) return null;
  return (
    <span className="tg-unread tg-unread--menu" data-unread={count}>
      <span aria-hidden="true">{count}</span>
      <span className="tg-visually-hidden">{t('nav.unread', { count })}</span>
    </span>
  );
}
