/**
 * Follow / unfollow (POST /jwt/addfriend/, the card's `attion`), a link to the conversation and
 * block / unblock (common/blocks/),
 * for another signed-in user's profile. Nothing for oneself, guests or guest names.
 */
import { isGuestName } from '@tengen/protocol';
import { useTranslation } from 'react-i18next';
import { failureMessageKey } from '../../common/api/call-route.ts';
import { BlockButton } from '../../common/blocks/block-button.tsx';
import { Button, ButtonLink } from '../../common/controls/index.ts';
import { useHost } from '../../common/host/host-context.tsx';
import { useFollow } from './use-follow.ts';
import './friends.css';

export interface FollowActionsProps {
  readonly userid: number;
  readonly username: string;
  /** The card's `attion` when it was fetched. */
  readonly following: boolean;
}

export function FollowActions({ userid, username, following }: FollowActionsProps) {
  const { t } = useTranslation(['friends', 'common']);
  const { user, token } = useHost();
  const follow = useFollow(userid, following, token);
  if (!mayBefriend(user?.username ?? null, username)) return null;
  return (
    <div className="tg-follow">
      <Button
        variant={follow.following ? 'secondary' : 'primary'}
        busy={follow.busy}
        onClick={follow.toggle}
        aria-pressed={follow.following}
      >
        {follow.following ? t('follow.unfollow') : t('follow.follow')}
      </Button>
      <ButtonLink href={conversationHref(username)}>{t('follow.message')}</ButtonLink>
      <BlockButton userid={userid} username={username} />
      {follow.following ? <span role="status">{t('follow.following', { name: username })}</span> : null}
      {follow.failure ? (
        <p className="tg-follow__problem" role="alert">
          {t('follow.failed', { reason: t(`common:${failureMessageKey(follow.failure)}`) })}
        </p>
      ) : null}
    </div>
  );
}

/** Whether the viewer may follow or write to `username`: signed in, not a guest name, not oneself. */
export function mayBefriend(viewer: string | null, username: string): boolean {
  return viewer !== null && !isGuestName(viewer) && !isGuestName(username) && viewer !== username;
}

export function conversationHref(username: string): string {
  return `/messages/${encodeURIComponent(username)}/`;
}
