import type { AssignmentResponse } from '@tengen/protocol';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callRoute } from '../../common/api/call-route.ts';
import { useCall } from '../../common/api/use-call.ts';
import { Button } from '../../common/controls/button.tsx';
import { Modal } from '../../common/controls/modal.tsx';
import { useHost } from '../../common/host/host-context.tsx';
import { PageLayout } from '../../common/layout/page-layout.tsx';
import { SignInPrompt } from '../../common/layout/sign-in-prompt.tsx';
import { useParams } from '../../common/router/router-hooks.ts';
import { useNow } from '../../common/use-now.ts';
import { promptWords } from '../../common/words/prompt-words.ts';
import { AssignmentForm } from './assignment-form.tsx';
import { homeworkFailureText } from './homework-failure.ts';
import { formatWhen } from './homework-time.ts';
import { ResultsTable } from './results-table.tsx';
import './homework.css';

/**
 * /homework/:assignmentid/: an assignment (GET /jwt/homework/assignment/{id}/): its problems,
 * each opening the solving page with ?assignment=<id>; for its teacher who solved what, and
 * the forms to change or close it.
 */
export default function AssignmentPage() {
  const { t, i18n } = useTranslation(['homework', 'common']);
  const { t: tProblems } = useTranslation('problems');
  const { user, token } = useHost();
  const assignmentid = Number(useParams().assignmentid);
  const [version, setVersion] = useState(0);
  const [closing, setClosing] = useState(false);
  /** Closing is final: the teacher is asked first. */
  const [asking, setAsking] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const now = useNow(true, 60_000);
  const answer = useCall<AssignmentResponse>(
    user && assignmentid > 0 ? () => callRoute('getAssignment', { params: { assignmentid }, token }) : null,
    `${assignmentid}-${version}`,
  );
  const value = answer.kind === 'done' ? answer.value : null;
  const a = value?.assignment;

  const close = async () => {
    setAsking(false);
    setClosing(true);
    setRefusal(null);
    const done = await callRoute('closeAssignment', { form: { assignmentid }, token });
    setClosing(false);
    if (done.ok) setVersion((v) => v + 1);
    else setRefusal(homeworkFailureText(t, done.error));
  };

  const when = a ? formatWhen(a.due, i18n.language) : '';
  return (
    <PageLayout title={a?.title ?? t('homework:title')}>
      {!user ? <SignInPrompt message={t('homework:signIn')} /> : null}
      {answer.kind === 'loading' && version === 0 ? <p className="tg-empty">{t('common:loading')}</p> : null}
      {answer.kind === 'failed' ? (
        <p className="tg-notice tg-notice--error">{homeworkFailureText(t, answer.failure)}</p>
      ) : null}
      {value && a ? (
        <div className="tg-hw">
          <p className="tg-hw-head">
            <span>{t('homework:assignment.facts', { group: a.groupname, teacher: a.teacher })}</span>
            <span className={a.closed === null && a.due < now ? 'tg-hw-late' : undefined}>
              {a.closed !== null
                ? t('homework:closed')
                : a.due < now
                  ? t('homework:overdue', { when })
                  : t('homework:due', { when })}
            </span>
            {value.mine ? null : (
              <span>{t('homework:mine.solved', { solved: a.solved, total: a.problems })}</span>
            )}
          </p>
          {a.closed !== null ? <p className="tg-notice">{t('homework:assignment.closedNote')}</p> : null}
          <section className="tg-hw-section" aria-label={t('homework:assignment.problemsTitle')}>
            <h2 className="tg-hw-section__title">{t('homework:assignment.problemsTitle')}</h2>
            <ol className="tg-hw-problems">
              {value.problems.map((p) => (
                <li key={p.problemid} className="tg-card tg-hw-problems__item" data-state={p.mine}>
                  <a
                    className="tg-hw-problems__link"
                    href={`/problems/${encodeURIComponent(p.collection)}/${p.number}/?assignment=${a.assignmentid}`}
                  >
                    {t('homework:assignment.problemLabel', { number: p.number })}
                    <span className="tg-hw-problems__collection">{p.collection}</span>
                  </a>
                  <span className="tg-hw-problems__prompt">
                    {promptWords(p.prompt, tProblems) ?? p.prompt}
                  </span>
                  {value.mine ? null : (
                    <span className={`tg-hw-badge tg-hw-badge--${p.mine}`}>
                      {t(`homework:assignment.state.${p.mine}`)}
                    </span>
                  )}
                </li>
              ))}
            </ol>
          </section>
          {value.results ? (
            <section className="tg-hw-section">
              <h2 className="tg-hw-section__title">{t('homework:results.title')}</h2>
              <ResultsTable problems={value.problems} results={value.results} />
            </section>
          ) : null}
          {value.mine && a.closed === null ? (
            <section className="tg-hw-section tg-hw-manage">
              <AssignmentForm
                key={version}
                assignment={{ assignmentid: a.assignmentid, title: a.title, picks: value.picks, due: a.due }}
                onDone={() => setVersion((v) => v + 1)}
              />
              {refusal ? (
                <p className="tg-notice tg-notice--error" role="alert">
                  {refusal}
                </p>
              ) : null}
              <div>
                <Button variant="danger" busy={closing} onClick={() => setAsking(true)}>
                  {closing ? t('homework:assignment.closing') : t('homework:assignment.closeAction')}
                </Button>
              </div>
              {asking ? (
                <Modal
                  role="alertdialog"
                  title={t('homework:assignment.closeConfirmTitle')}
                  onClose={() => setAsking(false)}
                  actions={
                    <>
                      <Button variant="danger" onClick={() => void close()}>
                        {t('homework:assignment.closeConfirm')}
                      </Button>
                      <Button variant="secondary" onClick={() => setAsking(false)}>
                        {t('homework:assignment.closeCancel')}
                      </Button>
                    </>
                  }
                >
                  <p>{t('homework:assignment.closeQuestion', { title: a.title })}</p>
                </Modal>
              ) : null}
            </section>
          ) : null}
        </div>
      ) : null}
    </PageLayout>
  );
}
