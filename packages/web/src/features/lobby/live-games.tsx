import type { LiveGame } from '@tengen/protocol';
import { useTranslation } from 'react-i18next';
import { BoardThumbnail } from '../../common/board/board-thumbnail.tsx';

/** The games in progress on the site, each a small board kept up with its moves, linking to its page. */
export function LiveGames({ games }: { readonly games: readonly LiveGame[] }) {
  const { t } = useTranslation(['lobby']);
  return (
    <section className="tg-card tg-live-games" aria-labelledby="tg-live-games-title">
      <h2 id="tg-live-games-title" className="tg-seeks__title">
        {t('lobby:liveGames.title')}
      </h2>
      {games.length === 0 ? <p className="tg-empty">{t('lobby:liveGames.none')}</p> : null}
      <ul className="tg-live-games__list">
        {games.map((game) => (
          <li key={game.playid} className="tg-live-games__item">
            <a
              className="tg-live-games__link"
              href={`/play/p/${game.playid}/`}
              aria-label={t('lobby:liveGames.watchGame', { black: game.black, white: game.white })}
            >
              <BoardThumbnail
                boardSize={game.size}
                prepos={game.prepos}
                blackFirst={game.black_first}
                moves={game.pos}
                className="tg-live-games__board"
              />
              <span className="tg-live-games__players">
                <span className="tg-live-games__player tg-live-games__player--black">
                  {game.black} <span className="tg-live-games__level">{game.blacklevelname}</span>
                </span>
                <span className="tg-live-games__player tg-live-games__player--white">
                  {game.white} <span className="tg-live-games__level">{game.whitelevelname}</span>
                </span>
              </span>
              <span className="tg-live-games__meta">
                {t('lobby:liveGames.moves', { count: game.pos.length })} ·{' '}
                {t('lobby:liveGames.watchers', { count: game.watchers })}
              </span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
