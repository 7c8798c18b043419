import { useTranslation } from 'react-i18next';
import { OnlineUserList } from './online-user-list.tsx';
import { useUsersPanel } from './use-users-panel.ts';
import { UserCardView } from './user-card-view.tsx';

/** The users in the room beside the board, with the card of the one picked (tablets and desktops). */
export function UsersSlot() {
  const { t } = useTranslation('overlays');
  const panel = useUsersPanel();
  return (
    <section className="tg-users-slot" aria-label={t('users.label')}>
      <h2 className="tg-users-slot__title">{t('title.userList', { count: panel.users.length })}</h2>
      <OnlineUserList users={panel.users} selected={panel.selected} onSelect={panel.onSelect} />
      {panel.card && <UserCardView {...panel.card} />}
    </section>
  );
}
