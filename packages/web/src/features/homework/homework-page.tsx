import type { HomeworkResponse } from '@tengen/protocol';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callRoute } from '../../common/api/call-route.ts';
import { useCall } from '../../common/api/use-call.ts';
import { useHost } from '../../common/host/host-context.tsx';
import { PageLayout } from '../../common/layout/page-layout.tsx';
import { SignInPrompt } from '../../common/layout/sign-in-prompt.tsx';
import { homeworkFailureText } from './homework-failure.ts';
import { HomeworkList } from './homework-list.tsx';
import { TeacherPanel } from './teacher-panel.tsx';
import './homework.css';

/** /homework/: a student's assignments (GET /jwt/homework/), open ones first; a teacher's groups and assignments. */
export default function HomeworkPage() {
  const { t } = useTranslation(['homework', 'common']);
  const { user, token } = useHost();
  const [version, setVersion] = useState(0);
  const answer = useCall<HomeworkResponse>(
    user ? () => callRoute('getHomework', { token }) : null,
    `homework-${version}`,
  );
  return (
    <PageLayout title={t('homework:title')}>
      {!user ? <SignInPrompt message={t('homework:signIn')} /> : null}
      {answer.kind === 'loading' && version === 0 ? <p className="tg-empty">{t('common:loading')}</p> : null}
      {answer.kind === 'failed' ? (
        <p className="tg-notice tg-notice--error">{homeworkFailureText(t, answer.failure)}</p>
      ) : null}
      {answer.kind === 'done' ? (
        <div className="tg-hw">
          {/* A teacher who is no one's student sees their teaching alone. */}
          {answer.value.assignments.length > 0 || !answer.value.teacher ? (
            <section className="tg-hw-section" aria-label={t('homework:mine.title')}>
              <h2 className="tg-hw-section__title">{t('homework:mine.title')}</h2>
              <HomeworkList
                assignments={answer.value.assignments}
                empty={t('homework:mine.empty')}
                as="student"
              />
            </section>
          ) : null}
          <TeacherPanel homework={answer.value} reload={() => setVersion((v) => v + 1)} />
        </div>
      ) : null}
    </PageLayout>
  );
}
