import type { CompetitionPlay, CompetitionPlayer, CompetitionPlaysResponse } from '@tengen/protocol';
import { useTranslation } from 'react-i18next';
import { useWords } from '../../common/words/use-words.ts';
import '../../common/styles/records-table.css';
import './competition-rounds.css';
import { useLevelName } from '../../common/level-name.ts';

/** A competition's rounds, each a table of its games in play-index order, each game linked to its page. */
export function CompetitionRounds({
  competition,
  now = Date.now(),
}: {
  readonly competition: CompetitionPlaysResponse;
  /** To tell a game not started yet; the page's render time. */
  readonly now?: number;
}) {
  const { t } = useTranslation(['pages', 'common']);
  const { rounds } = competition;
  if (rounds.length === 0) return <p className="tg-card tg-empty">{t('pages:competition.empty')}</p>;
  return (
    <div className="tg-competition">
      <p>{t('pages:competition.intro', { count: rounds.length })}</p>
      {rounds.map((round) => (
        <section key={round.round} className="tg-competition__round" aria-labelledby={`round-${round.round}`}>
          <h2 id={`round-${round.round}`}>{t('pages:competition.round', { round: round.round })}</h2>
          <div className="tg-records">
            <table className="tg-records__table">
              <thead>
                <tr>
                  <th scope="col">{t('pages:competition.columns.game')}</th>
                  <th scope="col">{t('pages:competition.columns.black')}</th>
                  <th scope="col">{t('pages:competition.columns.white')}</th>
                  <th scope="col">{t('pages:competition.columns.board')}</th>
                  <th scope="col">{t('pages:competition.columns.result')}</th>
                  <th scope="col">
                    <span className="tg-visually-hidden">{t('pages:competition.columns.open')}</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {round.plays.map((play) => (
                  <PlayRow key={play.playid} play={play} now={now} />
                ))}
              </tbody>
            </table>
          </div>
        </section>
      ))}
    </div>
  );
}

function PlayRow({ play, now }: { readonly play: CompetitionPlay; readonly now: number }) {
  const { t, i18n } = useTranslation(['pages', 'common']);
  const words = useWords();
  const levelName = useLevelName();
  const player = (p: CompetitionPlayer) =>
    p.levelname
      ? t('pages:competition.player', { name: p.username, level: levelName(p.levelname) })
      : p.username;
  const starts = new Intl.DateTimeFormat(i18n.language.replace('_', '-'), {
    dateStyle: 'medium',
    timeStyle: 'short',
  });
  const result =
    play.status === 0 && play.starttime > now
      ? t('pages:competition.notStarted', { date: starts.format(play.starttime) })
      : words.result(play);
  return (
    <tr>
      <td data-label={t('pages:competition.columns.game')}>
        {t('pages:competition.gameNumber', { index: play.playindex })}
      </td>
      <td data-label={t('pages:competition.columns.black')}>{player(play.black)}</td>
      <td data-label={t('pages:competition.columns.white')}>{player(play.white)}</td>
      <td data-label={t('pages:competition.columns.board')}>
        {t('pages:competition.boardValue', { size: play.lu })}
      </td>
      <td data-label={t('pages:competition.columns.result')}>{result}</td>
      <td>
        <a className="tg-button tg-button--secondary" href={`/play/p/${play.playid}/`}>
          {t('pages:competition.open', { id: play.playid })}
        </a>
      </td>
    </tr>
  );
}
