import type { ProblemCollectionsResponse } from '@tengen/protocol';
import { useTranslation } from 'react-i18next';
import { callRoute, failureMessageKey } from '../../common/api/call-route.ts';
import { useCall } from '../../common/api/use-call.ts';
import { useHost } from '../../common/host/host-context.tsx';
import { PageLayout } from '../../common/layout/page-layout.tsx';
import { collectionText } from './collection-text.ts';
import './problems.css';

/** /problems/: the collections, with the signed-in user's progress in each. */
export default function ProblemsPage() {
  const { t, i18n } = useTranslation(['problems', 'common']);
  const { user, token } = useHost();
  const answer = useCall<ProblemCollectionsResponse>(
    () => callRoute('getProblemCollections', { token }),
    user?.username ?? '',
  );
  return (
    <PageLayout title={t('problems:title')}>
      <p className="tg-problems__intro">{t('problems:intro')}</p>
      {!user ? <p className="tg-problem__guest">{t('problems:guestNote')}</p> : null}
      {answer.kind === 'loading' ? <p className="tg-empty">{t('common:loading')}</p> : null}
      {answer.kind === 'failed' ? (
        <p className="tg-notice tg-notice--error">{t(`common:${failureMessageKey(answer.failure)}`)}</p>
      ) : null}
      {answer.kind === 'done' && answer.value.collections.length === 0 ? (
        <p className="tg-card tg-empty">{t('problems:list.empty')}</p>
      ) : null}
      {answer.kind === 'done' ? (
        <ul className="tg-problems">
          {answer.value.collections.map((c) => (
            <li key={c.id} className="tg-card tg-problems__item" data-collection={c.id}>
              <a className="tg-problems__name" href={`/problems/${c.id}/`}>
                {collectionText(i18n, c).name}
              </a>
              <p className="tg-problems__description">{collectionText(i18n, c).description}</p>
              <p className="tg-problems__facts">
                {c.solved !== null && c.attempted !== null ? (
                  <span className="tg-problems__mine" data-solved={c.solved}>
                    {t('problems:list.mine', { solved: c.solved, total: c.problems, attempted: c.attempted })}
                  </span>
                ) : (
                  t('problems:list.count', { count: c.problems })
                )}
              </p>
              <p className="tg-problems__source">
                {t('problems:list.source', { source: c.source })} ·{' '}
                {t('problems:list.licence', { licence: c.licence })}
              </p>
            </li>
          ))}
        </ul>
      ) : null}
    </PageLayout>
  );
}
