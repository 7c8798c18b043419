import {
  isGuestName,
  membershipTier,
  type UserCardResponse,
  type UserRatingResponse,
} from '@tengen/protocol';
import { useTranslation } from 'react-i18next';
import { callRoute, failureMessageKey } from '../../common/api/call-route.ts';
import { isMissingRoute, useCall } from '../../common/api/use-call.ts';
import { BlockedPlayers } from '../../common/blocks/blocked-players.tsx';
import { useHost } from '../../common/host/host-context.tsx';
import { PageLayout } from '../../common/layout/page-layout.tsx';
import { useParams } from '../../common/router/router-hooks.ts';
import { FollowActions } from '../friends/follow-actions.tsx';
import { ProblemProgressSection } from '../problems/problem-progress-section.tsx';
import { ProfileCard, type ProfileFacts } from './profile-card.tsx';
import './profile-page.css';
import { RatingPanel } from './rating-panel.tsx';

/**
 * /u/{username}/: the user card (GET /jwt/getuserplayinfo/{username}/), or what this page knows,
 * and the rating with its history (GET /jwt/getuserratinglist/{username}/).
 */
export default function ProfilePage() {
  const { t } = useTranslation(['pages', 'common', 'rating', 'security']);
  const { user, token } = useHost();
  const username = useParams().username ?? '';
  const guest = isGuestName(username);
  const card = useCall<UserCardResponse>(
    guest ? null : () => callRoute('getUserCard', { params: { username }, token }),
    username,
  );
  const rating = useCall<UserRatingResponse>(
    guest ? null : () => callRoute('getUserRating', { params: { username }, token }),
    username,
  );
  const mine = user?.username === username;
  const facts: ProfileFacts | null =
    card.kind === 'done'
      ? {
          ...card.value.playinfo,
          tier: membershipTier(card.value.playinfo.usertype),
          beans: mine ? user.beans : null,
        }
      : mine
        ? {
            username: user.username,
            gamelevelname: user.gamelevelname,
            tier: membershipTier(user.usertype),
            beans: user.beans,
            win: null,
            fail: null,
            orgname: '',
            lastplay: [],
          }
        : null;

  return (
    <PageLayout title={t('pages:profile.title', { name: username })}>
      {guest ? <p className="tg-card tg-empty">{t('pages:profile.guestName')}</p> : null}
      {card.kind === 'loading' ? <p className="tg-empty">{t('common:loading')}</p> : null}
      {card.kind === 'failed' && isMissingRoute(card.failure) ? (
        <p className="tg-notice">{t('pages:profile.unavailable')}</p>
      ) : null}
      {card.kind === 'failed' && !isMissingRoute(card.failure) ? (
        <p className="tg-notice tg-notice--error">
          {card.failure.kind === 'api' && card.failure.error === 'NOT_FOUND'
            ? t('pages:profile.noSuchPlayer', { name: username })
            : t(`common:${failureMessageKey(card.failure)}`)}
        </p>
      ) : null}
      {facts && card.kind !== 'loading' ? (
        <ProfileCard facts={facts} mine={mine}>
          {card.kind === 'done' ? (
            <FollowActions
              userid={card.value.playinfo.userid}
              username={card.value.playinfo.username}
              following={card.value.playinfo.attion}
            />
          ) : null}
        </ProfileCard>
      ) : null}
      {/* The account area (password, sessions; /account/security/: e-mail, two-factor), from one's own profile: the header has no room left. */}
      {mine ? (
        <p>
          <a href="/account/">{t('security:menu')}</a>
        </p>
      ) : null}
      {mine ? <BlockedPlayers /> : null}
      {rating.kind === 'done' ? <RatingPanel answer={rating.value} /> : null}
      {rating.kind === 'failed' && card.kind === 'done' ? (
        <p className="tg-notice tg-notice--error">{t('rating:profile.failed')}</p>
      ) : null}
      {card.kind === 'done' ? <ProblemProgressSection username={username} /> : null}
    </PageLayout>
  );
}
