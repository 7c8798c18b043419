import type { PlayRatingChange } from '@tengen/protocol';
import { useTranslation } from 'react-i18next';
import { useLevelName } from '../../../common/level-name.ts';
import { changeDirection, changeValues } from './rank-change-text.ts';
import './rating-result.css';

/** Each player's rank and rating change of a rated game, as of after it: `ann 2K → 1K, +79`. */
export function RatingResultView({
  changes,
  provisionalGames,
}: {
  readonly changes: readonly PlayRatingChange[];
  readonly provisionalGames: number;
}) {
  const { t } = useTranslation('rating');
  const levelName = useLevelName();
  if (changes.length === 0) return null;
  return (
    <section className="tg-rating-result" aria-label={t('result.title')}>
      <h3 className="tg-rating-result__title">{t('result.title')}</h3>
      <ul className="tg-rating-result__list">
        {changes.map((change) => (
          <li
            key={change.userid}
            className={`tg-rating-result__player tg-rating-result__player--${changeDirection(change.delta)}`}
          >
            <span
              className={`tg-rating-result__stone tg-rating-result__stone--${change.color === 1 ? 'black' : 'white'}`}
            />
            <span className="tg-rating-result__name">{change.username}</span>
            <span className="tg-rating-result__change">
              {t('result.change', changeValues(change, levelName))}
            </span>
            <span className="tg-rating-result__rating">
              {t('result.rating', { rating: change.after.rating })}
            </span>
            {change.provisional ? (
              <span className="tg-rating-result__provisional">
                {t('result.provisional', { games: change.games, total: provisionalGames })}
              </span>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
