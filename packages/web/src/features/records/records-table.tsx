import type { PlayListRow } from '@tengen/protocol';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useWords } from '../../common/words/use-words.ts';
import '../../common/styles/records-table.css';

/** A game's time setting: basic minutes, and byo-yomi when it has one. */
export function timeText(
  play: Pick<PlayListRow, 'timecount' | 'dumiao' | 'ducount'>,
  t: TFunction<['pages', 'common']>,
): string {
  return play.dumiao > 0
    ? t('pages:myRecords.timeByoyomi', {
        minutes: play.timecount,
        seconds: play.dumiao,
        periods: play.ducount,
      })
    : t('pages:myRecords.timeFixed', { minutes: play.timecount });
}

/** The user record table: players, moves, board size, time, ranked or free, result, date, and a link to each game. */
export function RecordsTable({ plays }: { readonly plays: readonly PlayListRow[] }) {
  const { t, i18n } = useTranslation(['pages', 'common']);
  const words = useWords();
  const date = new Intl.DateTimeFormat(i18n.language.replace('_', '-'), {
    dateStyle: 'medium',
    timeStyle: 'short',
  });
  return (
    <div className="tg-records">
      <table className="tg-records__table">
        <thead>
          <tr>
            <th scope="col">{t('pages:myRecords.columns.black')}</th>
            <th scope="col">{t('pages:myRecords.columns.white')}</th>
            <th scope="col">{t('pages:myRecords.columns.moves')}</th>
            <th scope="col">{t('pages:myRecords.columns.board')}</th>
            <th scope="col">{t('pages:myRecords.columns.time')}</th>
            <th scope="col">{t('pages:myRecords.columns.kind')}</th>
            <th scope="col">{t('pages:myRecords.columns.result')}</th>
            <th scope="col">{t('pages:myRecords.columns.date')}</th>
            <th scope="col">
              <span className="tg-visually-hidden">{t('pages:myRecords.columns.open')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {plays.map((play) => (
            <tr key={play.id}>
              <td data-label={t('pages:myRecords.columns.black')}>{play.blackname}</td>
              <td data-label={t('pages:myRecords.columns.white')}>{play.whitename}</td>
              <td data-label={t('pages:myRecords.columns.moves')}>{play.step}</td>
              <td data-label={t('pages:myRecords.columns.board')}>
                {t('pages:myRecords.boardSize', { size: play.lu })}
              </td>
              <td data-label={t('pages:myRecords.columns.time')}>{timeText(play, t)}</td>
              <td data-label={t('pages:myRecords.columns.kind')}>
                {play.ranked ? t('pages:myRecords.ranked') : t('pages:myRecords.free')}
              </td>
              <td data-label={t('pages:myRecords.columns.result')}>{words.result(play)}</td>
              <td data-label={t('pages:myRecords.columns.date')}>{date.format(play.lasttime)}</td>
              <td>
                <a className="tg-button tg-button--secondary" href={`/play/p/${play.id}/`}>
                  {t('pages:myRecords.open')}
                </a>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
