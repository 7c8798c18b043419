/**
 * The users in the room (onlineuser, user_login, exit) and the card of the one picked, fetched
 * with GET /jwt/getuserplayinfo/{username}/ (never for guests); a failed fetch is said plainly.
 */
import type { UserCard } from '@tengen/protocol';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCardFriendActions } from '../../friends/private-chat-window.tsx';
import { failureText } from '../failure-text.ts';
import { useGameSlice } from '../game-context.tsx';
import { usePlayUi } from '../play-ui.tsx';
import type { OnlineUserListProps } from './online-user-list.tsx';
import type { UserCardViewProps } from './user-card-view.tsx';
import { mayFetchProfile } from './user-rules.ts';

type Card = { readonly username: string; readonly card: UserCard | null; readonly error: string | null };

export function useUsersPanel(): OnlineUserListProps & { readonly card: UserCardViewProps | null } {
  const { t } = useTranslation('play');
  const { api } = usePlayUi();
  const users = useGameSlice((s) => s.users);
  const [selected, setSelected] = useState<string | null>(null);
  const [card, setCard] = useState<Card | null>(null);
  const friendActions = useCardFriendActions(card?.card ?? null, (attion) =>
    setCard((c) => (c?.card ? { ...c, card: { ...c.card, attion } } : c)),
  );

  useEffect(() => {
    if (selected === null) return;
    setCard({ username: selected, card: null, error: null });
    if (!mayFetchProfile(selected)) return;
    let live = true;
    void api.call('getUserCard', { params: { username: selected } }).then((answer) => {
      if (!live) return;
      setCard({
        username: selected,
        card: answer.ok ? answer.value.playinfo : null,
        error: answer.ok ? null : failureText(t, answer.error),
      });
    });
    return () => {
      live = false;
    };
  }, [api, selected, t]);

  return useMemo(
    () => ({
      users,
      selected,
      onSelect: (username: string) => setSelected((s) => (s === username ? null : username)),
      card: selected && card?.username === selected ? { ...card, ...friendActions } : null,
    }),
    [users, selected, card, friendActions],
  );
}
