import type {
  ConversationEntry,
  ConversationsResponse,
  FriendEntry,
  FriendsListResponse,
} from '@tengen/protocol';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiFailure } from '../../common/api/api-client.ts';
import { callRoute, failureMessageKey } from '../../common/api/call-route.ts';
import { useHost } from '../../common/host/host-context.tsx';
import { signInHref } from '../../common/layout/account-menu.tsx';
import { PageLayout } from '../../common/layout/page-layout.tsx';
import { UNREAD_POLL_MS, usePolling } from '../../common/polling.ts';
import { Avatar } from './conversation-view.tsx';
import { conversationHref } from './follow-actions.tsx';
import './friends.css';
import { useLevelName } from '../../common/level-name.ts';

/**
 * /friends/: whom the user follows and where each is now (GET /jwt/getfriends/), and their
 * conversations with what is unread (GET /jwt/getconversations/); both asked again every
 * UNREAD_POLL_MS while the page shows, and at once when a message is read or sent.
 */
export default function FriendsPage() {
  const { t } = useTranslation(['friends', 'common']);
  const { user, token } = useHost();
  const [friends, setFriends] = useState<FriendsListResponse | null>(null);
  const [talks, setTalks] = useState<ConversationsResponse | null>(null);
  const [failure, setFailure] = useState<ApiFailure | null>(null);
  usePolling(
    async () => {
      const [f, c] = await Promise.all([
        callRoute('getFriends', { token }),
        callRoute('getConversations', { token }),
      ]);
      if (f.ok) setFriends(f.value);
      if (c.ok) setTalks(c.value);
      setFailure(!f.ok ? f.error : !c.ok ? c.error : null);
    },
    UNREAD_POLL_MS,
    { enabled: user !== null && token !== null, onChange: true },
  );

  if (!user) {
    return (
      <PageLayout title={t('page.title')}>
        <p className="tg-notice">
          <a href={signInHref('/friends/')}>{t('page.signIn')}</a>
        </p>
      </PageLayout>
    );
  }
  return (
    <PageLayout title={t('page.title')}>
      {failure ? (
        <p className="tg-notice tg-notice--error" role="alert">
          {t('page.failed', { reason: t(`common:${failureMessageKey(failure)}`) })}
        </p>
      ) : null}
      <div className="tg-friends">
        <section className="tg-card" aria-labelledby="tg-following">
          <h2 id="tg-following" className="tg-friends__title">
            {t('page.following')}
          </h2>
          <p className="tg-friends__hint">{t('page.followingHint')}</p>
          {friends === null ? <p className="tg-empty">{t('common:loading')}</p> : null}
          {friends?.friends.length === 0 ? <p className="tg-empty">{t('page.noneFollowed')}</p> : null}
          <ul className="tg-friends__list">
            {friends?.friends.map((f) => (
              <FriendRow key={f.userid} friend={f} />
            ))}
          </ul>
        </section>
        <section className="tg-card" aria-labelledby="tg-conversations">
          <h2 id="tg-conversations" className="tg-friends__title">
            {t('page.conversations')}
          </h2>
          {talks === null ? <p className="tg-empty">{t('common:loading')}</p> : null}
          {talks?.conversations.length === 0 ? <p className="tg-empty">{t('page.noConversations')}</p> : null}
          <ul className="tg-friends__list">
            {talks?.conversations.map((c) => (
              <ConversationRow key={c.userid} talk={c} viewer={user.username} />
            ))}
          </ul>
        </section>
      </div>
    </PageLayout>
  );
}

function FriendRow({ friend }: { readonly friend: FriendEntry }) {
  const { t } = useTranslation('friends');
  const levelName = useLevelName();
  const online = friend.where !== 'offline';
  return (
    <li className="tg-friends__row" data-friend={friend.username} data-where={friend.where}>
      <div className="tg-friends__who">
        <Avatar src={friend.headpath} name={friend.username} />
        <div className="tg-friends__text">
          <span className="tg-friends__name">
            {friend.username} <span className="tg-friends__level">{levelName(friend.gamelevelname)}</span>
          </span>
          <span className={online ? 'tg-friends__detail tg-friends__online' : 'tg-friends__detail'}>
            {t(`where.${friend.where}`)}
            {friend.followsyou ? ` · ${t('page.followsYou')}` : ''}
            {friend.unread > 0 ? ` · ${t('page.unread', { count: friend.unread })}` : ''}
          </span>
        </div>
      </div>
      <div className="tg-friends__actions">
        {(friend.where === 'playing' || friend.where === 'watching') && friend.playid !== undefined ? (
          <a className="tg-friends__link" href={`/play/p/${friend.playid}/`}>
            {t('page.openGame')}
          </a>
        ) : null}
        <a className="tg-friends__link" href={`/u/${encodeURIComponent(friend.username)}/`}>
          {t('page.profile')}
        </a>
        <a className="tg-friends__link" href={conversationHref(friend.username)}>
          {t('page.message')}
        </a>
      </div>
    </li>
  );
}

function ConversationRow({ talk, viewer }: { readonly talk: ConversationEntry; readonly viewer: string }) {
  const { t } = useTranslation('friends');
  const text =
    talk.last.username === viewer ? t('page.fromYou', { text: talk.last.content }) : talk.last.content;
  return (
    <li className="tg-friends__row" data-conversation={talk.username} data-unread={talk.unread}>
      <a className="tg-friends__who tg-friends__link" href={conversationHref(talk.username)}>
        <Avatar src={talk.headpath} name={talk.username} />
        <span className="tg-friends__text">
          <span className="tg-friends__name">{talk.username}</span>
          <span className="tg-friends__detail">{text}</span>
        </span>
      </a>
      {talk.unread > 0 ? (
        <span className="tg-unread">
          <span aria-hidden="true">{talk.unread}</span>
          <span className="tg-visually-hidden">{t('page.unread', { count: talk.unread })}</span>
        </span>
      ) : null}
    </li>
  );
}
