import type { ProblemCollectionResponse } from '@tengen/protocol';
import { useTranslation } from 'react-i18next';
import { callRoute, failureMessageKey } from '../../common/api/call-route.ts';
import { useCall } from '../../common/api/use-call.ts';
import { useHost } from '../../common/host/host-context.tsx';
import { PageLayout } from '../../common/layout/page-layout.tsx';
import { ProblemThumbnail } from '../../common/pickers/problem-thumbnail.tsx';
import { useParams } from '../../common/router/router-hooks.ts';
import { collectionText } from './collection-text.ts';
import './problems.css';

/** /problems/:collection/: the problems of one collection, numbered, coloured by the user's status. */
export default function CollectionPage() {
  const { t, i18n } = useTranslation(['problems', 'common']);
  const { user, token } = useHost();
  const collection = useParams().collection ?? '';
  const answer = useCall<ProblemCollectionResponse>(
    () => callRoute('getProblemCollection', { params: { collection }, token }),
    collection,
  );
  const title =
    answer.kind === 'done' ? collectionText(i18n, answer.value.collection).name : t('problems:title');
  return (
    <PageLayout title={title}>
      <a className="tg-problems__back" href="/problems/">
        {t('problems:collection.back')}
      </a>
      {!user ? <p className="tg-problem__guest">{t('problems:guestNote')}</p> : null}
      {answer.kind === 'loading' ? <p className="tg-empty">{t('common:loading')}</p> : null}
      {answer.kind === 'failed' ? (
        <p className="tg-notice tg-notice--error">
          {answer.failure.kind === 'api' && answer.failure.error === 'NOT_FOUND'
            ? t('problems:notFound')
            : t(`common:${failureMessageKey(answer.failure)}`)}
        </p>
      ) : null}
      {answer.kind === 'done' ? (
        <>
          <p className="tg-problems__description">
            {collectionText(i18n, answer.value.collection).description}
          </p>
          <ul className="tg-problems__legend" aria-hidden="true">
            {(['solved', 'failed', 'none'] as const).map((s) => (
              <li key={s} className={`tg-problems__legend-item tg-problem-cell--${s}`}>
                {t(`problems:status.${s}`)}
              </li>
            ))}
          </ul>
          <ol className="tg-problems__grid">
            {answer.value.problems.map((p) => (
              <li key={p.problemid}>
                <a
                  className={`tg-problem-cell tg-problem-cell--${p.status}`}
                  href={`/problems/${collection}/${p.number}/`}
                  data-number={p.number}
                  data-status={p.status}
                  aria-label={t('problems:collection.problemLabel', {
                    number: p.number,
                    status: t(`problems:status.${p.status}`),
                  })}
                  title={t(`problems:kind.${p.kind}`)}
                >
                  <ProblemThumbnail data={p.data} pixels={72} />
                  <span className="tg-problem-cell__number">{p.number}</span>
                </a>
              </li>
            ))}
          </ol>
          <p className="tg-problems__source">
            {t('problems:list.source', { source: answer.value.collection.source })} ·{' '}
            {t('problems:list.licence', { licence: answer.value.collection.licence })}
          </p>
        </>
      ) : null}
    </PageLayout>
  );
}
