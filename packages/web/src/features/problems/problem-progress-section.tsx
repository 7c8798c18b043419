import type { ProblemProgressResponse } from '@tengen/protocol';
import { useTranslation } from 'react-i18next';
import { callRoute } from '../../common/api/call-route.ts';
import { useCall } from '../../common/api/use-call.ts';
import { useHost } from '../../common/host/host-context.tsx';
import { collectionText } from './collection-text.ts';
import './problems.css';

/** The profile's problems section: per collection tried, solved of all, not yet, attempts and time. */
export function ProblemProgressSection({ username }: { readonly username: string }) {
  const { t, i18n } = useTranslation('problems');
  const { token } = useHost();
  const answer = useCall<ProblemProgressResponse>(
    () => callRoute('getProblemProgress', { params: { username }, token }),
    username,
  );
  if (answer.kind !== 'done') return null;
  const rows = answer.value.collections;
  return (
    <section className="tg-card tg-problem-progress" aria-labelledby="tg-problem-progress-title">
      <h2 id="tg-problem-progress-title" className="tg-problem-progress__title">
        {t('profile.title')}
      </h2>
      {rows.length === 0 ? <p className="tg-empty">{t('profile.empty')}</p> : null}
      <ul className="tg-problem-progress__list">
        {rows.map((r) => (
          <li key={r.collection} data-collection={r.collection} data-solved={r.solved}>
            <a className="tg-problem-progress__name" href={`/problems/${r.collection}/`}>
              {collectionText(i18n, { id: r.collection, name: r.name }).name}
            </a>
            <span className="tg-problem-progress__facts">
              {t('profile.row', {
                solved: r.solved,
                problems: r.problems,
                failed: r.failed,
                attempts: r.attempts,
                time:
                  r.ms < 60_000
                    ? t('profile.seconds', { count: Math.round(r.ms / 1000) })
                    : t('profile.minutes', { count: Math.round(r.ms / 60_000) }),
              })}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
