/** The profile's rating: rank, rating and rated games now, the history chart and the latest games. */
import type { RatingPoint, UserRatingResponse } from '@tengen/protocol';
import { lazy, Suspense, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLevelName } from '../../common/level-name.ts';
import { Link } from '../../common/router/link.tsx';
import { ratingSeries } from './rating-series.ts';
import './rating-panel.css';

const RatingChart = lazy(() => import('./rating-chart.tsx'));

/** The latest rated games listed under the chart. */
const RECENT_SHOWN = 10;

export function RatingPanel({ answer }: { readonly answer: UserRatingResponse }) {
  const { t } = useTranslation('rating');
  const levelName = useLevelName();
  const series = useMemo(() => ratingSeries(answer), [answer]);
  const now = answer.rating;
  return (
    <section className="tg-card tg-rating-panel" aria-labelledby="tg-rating-panel-title">
      <h2 id="tg-rating-panel-title" className="tg-rating-panel__title">
        {t('profile.title')}
      </h2>
      {now === null ? (
        <p className="tg-rating-panel__unrated">{t('profile.unrated')}</p>
      ) : (
        <>
          <dl className="tg-rating-panel__facts">
            <dt>{t('profile.rank')}</dt>
            <dd className="tg-rating-panel__rank">{levelName(now.gamelevelname)}</dd>
            <dt>{t('profile.rating')}</dt>
            <dd className="tg-rating-panel__rating">
              {t('profile.ratingValue', { rating: now.rating, rd: now.rd })}
            </dd>
            <dt>{t('profile.games')}</dt>
            <dd>{now.games}</dd>
          </dl>
          {now.provisional ? (
            <p className="tg-rating-panel__provisional">
              {t('profile.provisional', { total: now.provisionalgames, games: now.games })}
            </p>
          ) : null}
        </>
      )}
      {series[0].length > 0 ? (
        <figure className="tg-rating-panel__chart">
          <figcaption>{t('profile.chartTitle')}</figcaption>
          <Suspense fallback={<div className="tg-rating-panel__plot" />}>
            <RatingChart series={series} />
          </Suspense>
        </figure>
      ) : null}
      {answer.history.length > 0 ? (
        <RecentGames history={answer.history.slice(-RECENT_SHOWN).reverse()} />
      ) : null}
    </section>
  );
}

function RecentGames({ history }: { readonly history: readonly RatingPoint[] }) {
  const { t } = useTranslation('rating');
  const levelName = useLevelName();
  const outcome = (score: number) =>
    score === 1 ? t('profile.won') : score === 0 ? t('profile.lost') : t('profile.draw');
  return (
    <>
      <h3 className="tg-rating-panel__recent-title">{t('profile.recentTitle')}</h3>
      <table className="tg-rating-panel__recent">
        <thead>
          <tr>
            <th scope="col">{t('profile.opponent')}</th>
            <th scope="col">{t('profile.outcome')}</th>
            <th scope="col">{t('profile.change')}</th>
            <th scope="col">{t('profile.rankAfter')}</th>
          </tr>
        </thead>
        <tbody>
          {history.map((h) => (
            <tr key={h.playid}>
              <td>
                <Link to={`/u/${encodeURIComponent(h.opponent)}/`}>{h.opponent}</Link>
              </td>
              <td>
                <Link to={`/play/p/${h.playid}/`}>{outcome(h.score)}</Link>
              </td>
              <td className={h.delta >= 0 ? 'tg-rating-panel__up' : 'tg-rating-panel__down'}>
                {h.delta > 0 ? `+${h.delta}` : h.delta === 0 ? '±0' : h.delta} ({h.rating})
              </td>
              <td>{levelName(h.gamelevelname)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}
