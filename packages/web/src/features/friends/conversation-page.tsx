import type { UserCardResponse } from '@tengen/protocol';
import { useTranslation } from 'react-i18next';
import { callRoute, failureMessageKey } from '../../common/api/call-route.ts';
import { useCall } from '../../common/api/use-call.ts';
import { useHost } from '../../common/host/host-context.tsx';
import { signInHref } from '../../common/layout/account-menu.tsx';
import { PageLayout } from '../../common/layout/page-layout.tsx';
import { useParams } from '../../common/router/router-hooks.ts';
import { ConversationView } from './conversation-view.tsx';
import { conversationBlock } from './message-rules.ts';
import './friends.css';

/**
 * /messages/{username}/: the private conversation with one user. The name is looked up with
 * the user card (GET /jwt/getuserplayinfo/{username}/) for the id the message calls take.
 */
export default function ConversationPage() {
  const { t } = useTranslation(['friends', 'common']);
  const { user, token } = useHost();
  const username = useParams().username ?? '';
  const block = conversationBlock(user?.username ?? null, username);
  const card = useCall<UserCardResponse>(
    block === null ? () => callRoute('getUserCard', { params: { username }, token }) : null,
    username,
  );
  const other = card.kind === 'done' ? card.value.playinfo : null;
  const name = other?.username ?? username;
  return (
    <PageLayout
      title={t('conversation.title', { name })}
      aside={
        <>
          {other ? (
            <a className="tg-friends__link" href={`/u/${encodeURIComponent(other.username)}/`}>
              {t('page.profile')}
            </a>
          ) : null}
          <a className="tg-friends__link" href="/friends/">
            {t('page.title')}
          </a>
        </>
      }
    >
      {block === 'signIn' ? (
        <p className="tg-notice">
          <a href={signInHref(`/messages/${encodeURIComponent(username)}/`)}>{t('conversation.signIn')}</a>
        </p>
      ) : null}
      {block === 'guest' || block === 'self' ? (
        <p className="tg-notice tg-notice--error" role="alert">
          {t(`conversation.${block}`)}
        </p>
      ) : null}
      {card.kind === 'loading' ? <p className="tg-empty">{t('common:loading')}</p> : null}
      {card.kind === 'failed' ? (
        <p className="tg-notice tg-notice--error" role="alert">
          {card.failure.kind === 'api' && card.failure.error === 'NOT_FOUND'
            ? t('conversation.noSuchUser', { name: username })
            : t(`common:${failureMessageKey(card.failure)}`)}
        </p>
      ) : null}
      {other && user && token ? (
        <div className="tg-card">
          <ConversationView
            other={{ userid: other.userid, username: other.username }}
            viewer={user.username}
            token={token}
          />
        </div>
      ) : null}
    </PageLayout>
  );
}
