import { type Seek, seekIneligibility } from '@tengen/protocol';
import { useTranslation } from 'react-i18next';
import { Button } from '../../common/controls/button.tsx';
import { useLevelName } from '../../common/level-name.ts';
import { seekTerms } from './seek-terms.ts';

export interface SeekListProps {
  readonly seeks: readonly Seek[];
  readonly me: string | null;
  /** The viewer's rank label; null for a guest (no buttons). */
  readonly myLevel: string | null;
  /** Null for a guest. */
  readonly onPost: (() => void) | null;
  readonly onAccept: (id: number) => void;
  readonly onCancel: (id: number) => void;
}

/** The open challenges of every lobby: one click accepts one (when the viewer's rank is in its range). */
export function SeekList({ seeks, me, myLevel, onPost, onAccept, onCancel }: SeekListProps) {
  const { t } = useTranslation(['lobby', 'common', 'choices']);
  const levelName = useLevelName();
  const mine = seeks.some((s) => s.username === me);
  return (
    <section className="tg-card tg-seeks" aria-labelledby="tg-seeks-title">
      <div className="tg-seeks__head">
        <h2 id="tg-seeks-title" className="tg-seeks__title">
          {t('lobby:seeks.title')}
        </h2>
        {onPost && !mine ? (
          <Button variant="primary" onClick={onPost}>
            {t('lobby:seeks.post')}
          </Button>
        ) : null}
      </div>
      {seeks.length === 0 ? <p className="tg-empty">{t('lobby:seeks.none')}</p> : null}
      <ul className="tg-seeks__list">
        {seeks.map((seek) => {
          const why = me && myLevel ? seekIneligibility(seek, me, myLevel) : null;
          return (
            <li key={seek.id} className="tg-seeks__row">
              <div className="tg-seeks__who">
                <a href={`/u/${encodeURIComponent(seek.username)}/`} className="tg-seeks__name">
                  {seek.username}
                </a>
                <span className="tg-seeks__level">{levelName(seek.levelname)}</span>
                <span className="tg-seeks__terms">{seekTerms(seek, t, levelName)}</span>
              </div>
              {myLevel === null ? null : why === 'OWN' ? (
                <Button onClick={() => onCancel(seek.id)}>{t('lobby:seeks.cancel')}</Button>
              ) : why === 'OUT_OF_RANGE' ? (
                <span className="tg-seeks__why">{t('lobby:seeks.outOfRange')}</span>
              ) : (
                <Button
                  variant="primary"
                  onClick={() => onAccept(seek.id)}
                  aria-label={t('lobby:seeks.acceptWho', { name: seek.username })}
                >
                  {t('lobby:seeks.accept')}
                </Button>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
