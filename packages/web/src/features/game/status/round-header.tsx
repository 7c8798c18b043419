import { useTranslation } from 'react-i18next';
import { Link } from '../../../common/router/link.tsx';
import { RankedGameName } from '../rating/ranked-game-name.tsx';
import './round-header.css';

export interface RoundHeaderProps {
  readonly playid: number;
  readonly gameid: number;
  readonly gamename: string;
  /** This play's number within its round, from 1. */
  readonly playindex: number;
  readonly gameprevid: number;
  readonly gamenextid: number;
  /** The round's play ids: Game 1, 2 … */
  readonly playlist: readonly number[];
  /** A ranked game (a level challenge's). */
  readonly ranked?: boolean;
}

const playPath = (id: number) => `/play/p/${id}/`;

/** The round header: game name (to the competition page), match number, previous and next match, the round's games. */
export function RoundHeader(p: RoundHeaderProps) {
  const { t } = useTranslation('play');
  if (p.gameid === 0) {
    return (
      <header className="tg-round-header">
        <h1 className="tg-round-header__name">
          {p.gamename || (p.ranked ? <RankedGameName /> : t('round.freeGame'))}
        </h1>
      </header>
    );
  }
  return (
    <header className="tg-round-header">
      <h1 className="tg-round-header__name">
        <Link to={`/game/${p.gameid}/`}>{p.gamename}</Link>
      </h1>
      <nav className="tg-round-header__nav" aria-label={t('round.games')}>
        {p.gameprevid > 0 && <Link to={playPath(p.gameprevid)}>{t('round.previous')}</Link>}
        <span className="tg-round-header__match">{t('round.match', { index: p.playindex })}</span>
        {p.gamenextid > 0 && <Link to={playPath(p.gamenextid)}>{t('round.next')}</Link>}
        {p.playlist.length > 1 &&
          p.playlist.map((id, i) =>
            id === p.playid ? (
              <span key={id} className="tg-round-header__game" aria-current="page">
                {t('round.game', { index: i + 1 })}
              </span>
            ) : (
              <Link key={id} className="tg-round-header__game" to={playPath(id)}>
                {t('round.game', { index: i + 1 })}
              </Link>
            ),
          )}
      </nav>
    </header>
  );
}
