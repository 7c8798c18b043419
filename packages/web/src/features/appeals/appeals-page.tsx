import type { AppealListEntry, AppealListResponse } from '@tengen/protocol';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { callRoute, failureMessageKey } from '../../common/api/call-route.ts';
import { useCall } from '../../common/api/use-call.ts';
import { useAnnounceBeans } from '../../common/host/beans.tsx';
import { useHost } from '../../common/host/host-context.tsx';
import { PageLayout } from '../../common/layout/page-layout.tsx';
import { SignInPrompt } from '../../common/layout/sign-in-prompt.tsx';
import { useWords } from '../../common/words/use-words.ts';
import { REASON_KEYS, STATUS_KEYS } from './complaint-text.ts';
import './appeals-page.css';

/**
 * /appeals/: the signed-in user's complaints and their results, and for an appeal man the
 * complaints under review across the site, each with a link to its game (GET /jwt/appeallist/).
 */
export default function AppealsPage() {
  const { t } = useTranslation(['appeals', 'common']);
  const { user, token } = useHost();
  const list = useCall<AppealListResponse>(
    user ? () => callRoute('listAppeals', { token }) : null,
    String(user?.userid ?? 0),
  );
  const announceBeans = useAnnounceBeans();
  useEffect(() => {
    if (list.kind === 'done') announceBeans(list.value.beans);
  }, [list, announceBeans]);
  return (
    <PageLayout title={t('appeals:page.title')}>
      {!user ? <SignInPrompt message={t('appeals:page.signIn')} /> : null}
      {list.kind === 'loading' ? <p className="tg-empty">{t('common:loading')}</p> : null}
      {list.kind === 'failed' ? (
        <p className="tg-notice tg-notice--error">{t(`common:${failureMessageKey(list.failure)}`)}</p>
      ) : null}
      {list.kind === 'done' && list.value.isappealman ? (
        <AppealList
          title={t('appeals:page.reviewing')}
          empty={t('appeals:page.noneReviewing')}
          entries={list.value.reviewing}
          showUser
        />
      ) : null}
      {list.kind === 'done' ? (
        <AppealList
          title={t('appeals:page.mine')}
          empty={t('appeals:page.noneMine')}
          entries={list.value.mine}
        />
      ) : null}
    </PageLayout>
  );
}

function AppealList(props: {
  readonly title: string;
  readonly empty: string;
  readonly entries: readonly AppealListEntry[];
  readonly showUser?: boolean;
}) {
  const { t, i18n } = useTranslation(['appeals', 'common']);
  const words = useWords();
  const date = new Intl.DateTimeFormat(i18n.language.replace('_', '-'), {
    dateStyle: 'medium',
    timeStyle: 'short',
  });
  return (
    <section className="tg-appeals" aria-label={props.title}>
      <h2 className="tg-appeals__title">{props.title}</h2>
      {props.entries.length === 0 ? <p className="tg-card tg-empty">{props.empty}</p> : null}
      <ul className="tg-appeals__list">
        {props.entries.map((a) => (
          <li key={a.id} className="tg-card tg-appeals__item" data-aid={a.id}>
            <p className="tg-appeals__game">
              <a href={`/play/p/${a.playid}/`}>
                {t('appeals:page.game', { black: a.blackname, white: a.whitename })}
              </a>
              <span className="tg-appeals__result">{words.result(a)}</span>
            </p>
            <p>
              {props.showUser ? <strong>{t('appeals:judge.by', { name: a.user })} · </strong> : null}
              {t(`appeals:${REASON_KEYS[a.reason]}`)}
            </p>
            {a.content ? <p className="tg-appeals__content">{a.content}</p> : null}
            <p className={`tg-appeals__status tg-appeals__status--${a.status}`}>
              {t('appeals:own.status', { status: t(`appeals:${STATUS_KEYS[a.status]}`) })}
              {a.round === 2 ? ` · ${t('appeals:own.secondLook')}` : ''}
            </p>
            <p className="tg-appeals__filed">{t('appeals:page.filed', { date: date.format(a.at) })}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
