import { moveToGtp, sgfToMove } from '@tengen/core';
import type { HomeworkCell, HomeworkProblem, HomeworkStudentResults } from '@tengen/protocol';
import { useTranslation } from 'react-i18next';
import { formatWhen } from './homework-time.ts';

/** The wrong attempt's moves as board coordinates (`C7 D7`). */
export function movesText(moves: string, size: number): string {
  return moves
    .split(',')
    .filter((p) => p !== '')
    .map((p) => {
      const move = sgfToMove(p, size);
      return move.ok ? moveToGtp(move.value, size) : p;
    })
    .join(' ');
}

/** The teacher's table: a row per student, a column per problem, scrolled sideways on a phone. */
export function ResultsTable(props: {
  readonly problems: readonly HomeworkProblem[];
  readonly results: readonly HomeworkStudentResults[];
}) {
  const { t } = useTranslation(['homework', 'common']);
  if (props.results.length === 0) return <p className="tg-card tg-empty">{t('homework:results.empty')}</p>;
  return (
    // Focusable so a keyboard can scroll the table sideways on a narrow screen.
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolled region must be reachable by keyboard
    <section className="tg-hw-results" aria-label={t('homework:results.title')} tabIndex={0}>
      <table className="tg-hw-results__table">
        <thead>
          <tr>
            <th scope="col">{t('homework:results.student')}</th>
            {props.problems.map((p, i) => (
              <th key={p.problemid} scope="col" title={`${p.collection}:${p.number}`}>
                {i + 1}
              </th>
            ))}
            <th scope="col">{t('homework:results.solvedColumn')}</th>
          </tr>
        </thead>
        <tbody>
          {props.results.map((row) => (
            <tr key={row.userid} data-student={row.username}>
              <th scope="row">{row.username}</th>
              {row.cells.map((cell, i) => (
                <ResultCell key={props.problems[i].problemid} cell={cell} size={props.problems[i].size} />
              ))}
              <td className="tg-hw-results__total">
                {row.solved}/{props.problems.length}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

function ResultCell({ cell, size }: { readonly cell: HomeworkCell; readonly size: number }) {
  const { t, i18n } = useTranslation(['homework', 'common']);
  const wrong =
    cell.wrongMoves.length > 0
      ? t('homework:results.wrongMoves', {
          moves: cell.wrongMoves.map((m) => movesText(m, size)).join(' · '),
        })
      : null;
  return (
    <td className={`tg-hw-cell tg-hw-cell--${cell.state}`} data-state={cell.state}>
      <span className="tg-hw-cell__state">
        {cell.state === 'solved' ? '✓' : cell.state === 'wrong' ? '✗' : '–'}
        <span className="tg-visually-hidden">{t(`homework:assignment.state.${cell.state}`)}</span>
      </span>
      {cell.solvedAt !== null ? (
        <span className="tg-hw-cell__when">
          {t('homework:results.solvedAt', { when: formatWhen(cell.solvedAt, i18n.language) })}
          {cell.late ? <span className="tg-hw-late"> {t('homework:results.late')}</span> : null}
        </span>
      ) : null}
      {wrong ? <span className="tg-hw-cell__wrong">{wrong}</span> : null}
      {cell.attempts > 0 ? (
        <span className="tg-hw-cell__attempts">
          {t('homework:results.attempts', { count: cell.attempts })}
        </span>
      ) : (
        <span className="tg-hw-cell__attempts">{t('homework:results.notTried')}</span>
      )}
    </td>
  );
}
