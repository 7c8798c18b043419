import type { HomeworkSummary } from '@tengen/protocol';
import { useTranslation } from 'react-i18next';
import { useNow } from '../../common/use-now.ts';
import { formatWhen } from './homework-time.ts';

/** Assignments as links with their due date or closed mark, and (for a student) how many are solved. */
export function HomeworkList(props: {
  readonly assignments: readonly HomeworkSummary[];
  readonly empty: string;
  readonly as: 'student' | 'teacher';
}) {
  const { t, i18n } = useTranslation(['homework', 'common']);
  const now = useNow(true, 60_000);
  if (props.assignments.length === 0) return <p className="tg-card tg-empty">{props.empty}</p>;
  return (
    <ul className="tg-hw-list">
      {props.assignments.map((a) => {
        const when = formatWhen(a.due, i18n.language);
        const state =
          a.closed !== null
            ? t('homework:closed')
            : a.due < now
              ? t('homework:overdue', { when })
              : t('homework:due', { when });
        return (
          <li
            key={a.assignmentid}
            className={`tg-card tg-hw-list__item${a.closed !== null ? ' tg-hw-list__item--closed' : ''}`}
            data-assignmentid={a.assignmentid}
          >
            <a className="tg-hw-list__title" href={`/homework/${a.assignmentid}/`}>
              {a.title}
            </a>
            <span className="tg-hw-list__facts">
              {props.as === 'student'
                ? t('homework:mine.facts', { teacher: a.teacher, group: a.groupname })
                : a.groupname}
            </span>
            <span className={`tg-hw-list__due${a.closed === null && a.due < now ? ' tg-hw-late' : ''}`}>
              {state}
            </span>
            <span className="tg-hw-list__count">
              {props.as === 'student'
                ? t('homework:mine.solved', { solved: a.solved, total: a.problems })
                : t('homework:teach.problems', { count: a.problems })}
            </span>
          </li>
        );
      })}
    </ul>
  );
}
