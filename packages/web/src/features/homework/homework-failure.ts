/** The words for a refused homework call: the homework's own reasons first, else the common ones. */
import { HOMEWORK_LIMITS } from '@tengen/protocol';
import type { TFunction } from 'i18next';
import type { ApiFailure } from '../../common/api/api-client.ts';
import { failureMessageKey } from '../../common/api/call-route.ts';

/** The page's `t` (homework first, then common). */
export type HomeworkT = TFunction<readonly ['homework', 'common']>;

const REASONS = [
  [/^only teachers/, 'notTeacher'],
  [/^no (assignment|group) /, 'notFound'],
  [/^students: you cannot be your own student/, 'ownStudent'],
  [/^students: at most/, 'tooManyStudents'],
  [/^you already have \d+ groups/, 'groupLimit'],
  [/^you already have \d+ open assignments/, 'assignmentLimit'],
  [/^(name|title): it is empty/, 'emptyName'],
  [/^(name|title): longer than/, 'longName'],
  [/^(name|title): a control character/, 'badName'],
  [/^due: the due date has passed/, 'duePassed'],
  [/^due: at most/, 'dueFar'],
  [/^problems: pick at least one/, 'noProblems'],
  [/^problems: at most/, 'tooManyProblems'],
  [/^problems: "/, 'badPicks'],
  [/is closed/, 'closed'],
] as const;

export function homeworkFailureText(t: HomeworkT, failure: ApiFailure): string {
  if (failure.kind === 'api') {
    const users = /^students: no user (.+)$/.exec(failure.message);
    if (users) return t('homework:failures.unknownUsers', { names: users[1] });
    const problems = /^problems: no problem (.+)$/.exec(failure.message);
    if (problems) return t('homework:failures.unknownProblems', { names: problems[1] });
    const reason = REASONS.find(([pattern]) => pattern.test(failure.message));
    if (reason)
      return t(`homework:failures.${reason[1]}`, {
        limit:
          reason[1] === 'tooManyStudents'
            ? HOMEWORK_LIMITS.students
            : reason[1] === 'longName'
              ? HOMEWORK_LIMITS.nameLength
              : HOMEWORK_LIMITS.problems,
        days: HOMEWORK_LIMITS.dueDays,
      });
  }
  return t(`common:${failureMessageKey(failure)}`);
}
