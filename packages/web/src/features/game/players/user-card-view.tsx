/**
 * A user's card: avatar (headpath), name, level, membership, organisation, the last 10
 * results, wins and losses, and the friend flag. The card data comes in; the page fetches it
 * only when mayFetchProfile allows (never for guests).
 */
import type { UserCard } from '@tengen/protocol';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../common/controls/index.ts';
import { cardTier, mayFetchProfile, recentResults } from './user-rules.ts';
import './users.css';
import { useLevelName } from '../../../common/level-name.ts';

export interface UserCardViewProps {
  readonly username: string;
  /** Null while loading (or for a guest, who has none). */
  readonly card: UserCard | null;
  /** Why the card could not be fetched, in words; shown instead of "loading". */
  readonly error?: string | null;
  /** Sets the friend flag (`attion`) to the given value. */
  readonly onFriendChange?: (friend: boolean) => void;
  readonly onMessage?: () => void;
  readonly onInvite?: () => void;
  /** Under the actions: the private chat window while open, a refusal in words. */
  readonly footer?: ReactNode;
}

export function UserCardView({
  username,
  card,
  error = null,
  onFriendChange,
  onMessage,
  onInvite,
  footer,
}: UserCardViewProps) {
  const { t } = useTranslation('overlays');
  const levelName = useLevelName();
  if (!mayFetchProfile(username)) {
    return (
      <section className="tg-card" aria-label={t('card.label')}>
        <h3 className="tg-card__name">{username}</h3>
        <p className="tg-card__note">{t('card.guest')}</p>
      </section>
    );
  }
  if (!card && error) {
    return (
      <section className="tg-card" aria-label={t('card.label')}>
        <h3 className="tg-card__name">{username}</h3>
        <p className="tg-card__note" role="status">
          {error}
        </p>
      </section>
    );
  }
  if (!card) {
    return (
      <section className="tg-card" aria-label={t('card.label')} aria-busy="true">
        <h3 className="tg-card__name">{username}</h3>
        <p className="tg-card__note">{t('card.loading')}</p>
      </section>
    );
  }
  const recent = recentResults(card);
  return (
    <section className="tg-card" aria-label={t('card.label')}>
      <div className="tg-card__head">
        {card.headpath ? (
          <img className="tg-card__avatar" src={card.headpath} alt="" width={64} height={64} />
        ) : null}
        <div>
          <h3 className="tg-card__name">
            {card.username}
            {card.attion ? <span className="tg-card__friend">{t('card.friend')}</span> : null}
          </h3>
          <p className="tg-card__record">{t('card.record', { win: card.win, fail: card.fail })}</p>
        </div>
      </div>
      <dl className="tg-card__facts">
        <dt>{t('card.level')}</dt>
        <dd>{levelName(card.gamelevelname)}</dd>
        <dt>{t('card.membership')}</dt>
        <dd>{t(`card.tier.${cardTier(card)}`)}</dd>
        <dt>{t('card.organisation')}</dt>
        <dd>{card.orgname || t('card.none')}</dd>
      </dl>
      {recent.length > 0 ? (
        <div className="tg-card__recent">
          <span>{t('card.recent', { count: recent.length })}</span>
          <ol className="tg-card__results">
            {recent.map((won, i) => (
              <li
                // biome-ignore lint/suspicious/noArrayIndexKey: results have no id; the position is the identity
                key={i}
                className={won ? 'tg-card__won' : 'tg-card__lost'}
                title={won ? t('card.won') : t('card.lost')}
              >
                <span className="tg-visually-hidden">{won ? t('card.won') : t('card.lost')}</span>
              </li>
            ))}
          </ol>
        </div>
      ) : null}
      <div className="tg-card__actions">
        {onFriendChange ? (
          <Button onClick={() => onFriendChange(!card.attion)}>
            {card.attion ? t('card.removeFriend') : t('card.addFriend')}
          </Button>
        ) : null}
        {onMessage ? <Button onClick={onMessage}>{t('card.message')}</Button> : null}
        {onInvite ? (
          <Button variant="primary" onClick={onInvite}>
            {t('card.invite')}
          </Button>
        ) : null}
      </div>
      {footer}
    </section>
  );
}
