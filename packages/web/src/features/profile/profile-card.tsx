import type { MembershipTier } from '@tengen/protocol';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLevelName } from '../../common/level-name.ts';

/** What a profile shows; null where this page does not know it. */
export interface ProfileFacts {
  readonly username: string;
  readonly gamelevelname: string;
  readonly tier: MembershipTier;
  readonly win: number | null;
  readonly fail: number | null;
  readonly orgname: string;
  readonly lastplay: readonly { readonly iswin: boolean }[];
  /** Only on one's own profile. */
  readonly beans: number | null;
}

export function ProfileCard({
  facts,
  mine,
  children,
}: {
  readonly facts: ProfileFacts;
  readonly mine: boolean;
  /** Actions under the facts (follow, message). */
  readonly children?: ReactNode;
}) {
  const { t } = useTranslation(['pages', 'common']);
  const levelName = useLevelName();
  return (
    <section className="tg-card tg-profile">
      {mine ? <p className="tg-profile__mine">{t('pages:profile.yours')}</p> : null}
      <dl className="tg-profile__facts">
        <dt>{t('pages:profile.level')}</dt>
        <dd>{levelName(facts.gamelevelname)}</dd>
        {facts.win !== null && facts.fail !== null ? (
          <>
            <dt>{t('pages:profile.record')}</dt>
            <dd>{t('common:record', { win: facts.win, fail: facts.fail })}</dd>
          </>
        ) : null}
        <dt>{t('pages:profile.membership')}</dt>
        <dd>{t(`pages:profile.tiers.${facts.tier}`)}</dd>
        {facts.orgname ? (
          <>
            <dt>{t('pages:profile.organisation')}</dt>
            <dd>{facts.orgname}</dd>
          </>
        ) : null}
        {facts.beans !== null ? (
          <>
            <dt>{t('pages:profile.beans')}</dt>
            <dd>
              <a href="/pay/">{facts.beans}</a>
            </dd>
          </>
        ) : null}
      </dl>
      {facts.lastplay.length > 0 ? (
        <>
          <h2 className="tg-profile__recent-title">{t('pages:profile.recent')}</h2>
          <ol className="tg-profile__recent">
            {facts.lastplay.map((game, i) => (
              // The list is a fixed sequence of results; its order is its identity.
              // biome-ignore lint/suspicious/noArrayIndexKey: see above
              <li key={i} className={game.iswin ? 'tg-profile__win' : 'tg-profile__loss'}>
                {game.iswin ? t('pages:profile.win') : t('pages:profile.loss')}
              </li>
            ))}
          </ol>
        </>
      ) : null}
      {children}
    </section>
  );
}
