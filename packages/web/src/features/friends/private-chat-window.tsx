/**
 * The game page's private chat (seed 000: the user card's "private chat" window): the same
 * conversation as /messages/{username}/, in a window over the game, and the card's follow
 * switch. `useCardFriendActions` gives the card its buttons, for another signed-in user only.
 */
import type { UserCard } from '@tengen/protocol';
import { type ReactNode, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { failureMessageKey } from '../../common/api/call-route.ts';
import { Button, ButtonLink, Modal } from '../../common/controls/index.ts';
import { useHost } from '../../common/host/host-context.tsx';
import { ConversationView } from './conversation-view.tsx';
import { conversationHref, mayBefriend } from './follow-actions.tsx';
import { useFollow } from './use-follow.ts';

export function PrivateChatWindow({
  other,
  onClose,
}: {
  readonly other: { readonly userid: number; readonly username: string };
  readonly onClose: () => void;
}) {
  const { t } = useTranslation('friends');
  const { user, token } = useHost();
  if (!user || !token) return null;
  return (
    <Modal
      title={t('conversation.title', { name: other.username })}
      onClose={onClose}
      actions={
        <>
          <ButtonLink href={conversationHref(other.username)} target="_blank" rel="noopener">
            {t('conversation.openPage')}
          </ButtonLink>
          <Button onClick={onClose}>{t('conversation.close')}</Button>
        </>
      }
    >
      <ConversationView other={other} viewer={user.username} token={token} />
    </Modal>
  );
}

export interface CardFriendActions {
  readonly onFriendChange?: (friend: boolean) => void;
  readonly onMessage?: () => void;
  /** The private chat window while open, and a follow that failed, in words. */
  readonly footer?: ReactNode;
}

/** The user card's follow and message buttons and what they open; none for oneself, guests or guest names. */
export function useCardFriendActions(
  card: UserCard | null,
  onFollowing: (following: boolean) => void,
): CardFriendActions {
  const { t } = useTranslation(['friends', 'common']);
  const { user, token } = useHost();
  const [chatOpen, setChatOpen] = useState(false);
  const follow = useFollow(card?.userid ?? 0, card?.attion ?? false, token, onFollowing);
  const allowed = card !== null && mayBefriend(user?.username ?? null, card.username);
  const userid = card?.userid ?? 0;
  const username = card?.username ?? '';
  const { toggle, failure } = follow;
  return useMemo(() => {
    if (!allowed) return {};
    return {
      onFriendChange: () => toggle(),
      onMessage: () => setChatOpen(true),
      footer: (
        <>
          {failure ? (
            <p className="tg-card__note" role="alert">
              {t('follow.failed', { reason: t(`common:${failureMessageKey(failure)}`) })}
            </p>
          ) : null}
          {chatOpen ? (
            <PrivateChatWindow other={{ userid, username }} onClose={() => setChatOpen(false)} />
          ) : null}
        </>
      ),
    };
  }, [allowed, toggle, failure, chatOpen, userid, username, t]);
}
