import { BoardView } from '@tengen/board/react';
import type { ProblemResponse } from '@tengen/protocol';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callRoute, failureMessageKey } from '../../common/api/call-route.ts';
import { useCall } from '../../common/api/use-call.ts';
import { Button } from '../../common/controls/button.tsx';
import { useHost } from '../../common/host/host-context.tsx';
import { PageLayout } from '../../common/layout/page-layout.tsx';
import { useNavigate, useParams, useSearchParams } from '../../common/router/router-hooks.ts';
import { useProblemSteps } from '../homework/assignment-steps.ts';
import { AnswerViewer } from './answer-viewer.tsx';
import { collectionText } from './collection-text.ts';
import { ProblemResult } from './problem-result.tsx';
import './problems.css';
import { promptWords } from '../../common/words/prompt-words.ts';
import { useProblemSolving } from './use-problem-solving.ts';

/** The widest the board is drawn, in CSS pixels; a phone gets its width less the page's margins. */
const BOARD_MAX = 520;

function boardSide(): number {
  return Math.min(BOARD_MAX, typeof window === 'undefined' ? BOARD_MAX : window.innerWidth - 32);
}

/** /problems/:collection/:number/: solving one problem on the board. */
export default function ProblemPage() {
  const { t, i18n } = useTranslation(['problems', 'common']);
  const { t: tProblems } = useTranslation('problems');
  const { user, token } = useHost();
  const navigate = useNavigate();
  const params = useParams();
  const collection = params.collection ?? '';
  const number = Number(params.number ?? '0');
  const search = useSearchParams();
  const assignmentText = search.get('assignment');
  const asked = assignmentText !== null && /^\d{1,15}$/.test(assignmentText) ? Number(assignmentText) : null;
  const answer = useCall<ProblemResponse>(
    () => callRoute('getProblem', { params: { collection, number }, token }),
    `${collection}/${number}`,
  );
  const problem = answer.kind === 'done' ? answer.value : null;
  // Previous and next follow the assignment's problems; one the problem is not in is dropped.
  const steps = useProblemSteps(
    problem && {
      collection: problem.collection.id,
      number: problem.number,
      previous: problem.previous,
      next: problem.next,
    },
    asked,
    token,
  );
  const assignment = steps.assignment;
  const [side] = useState(boardSide);
  const solving = useProblemSolving(problem, side, { token, signedIn: user !== null, assignment });
  const [panel, setPanel] = useState<'solve' | 'answer' | 'trial'>('solve');

  // A new problem opens on solving.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the problem changing is what resets the panel.
  useEffect(() => setPanel('solve'), [problem]);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
      const target = event.target as HTMLElement | null;
      // The board's own keyboard cursor and text fields keep their arrows.
      if (target?.closest('.tg-problem__board, input, textarea, select')) return;
      const to = event.key === 'ArrowLeft' ? steps.previous : steps.next;
      if (to === null) return;
      event.preventDefault();
      navigate(to);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  });

  const backToSolving = () => {
    setPanel('solve');
    solving.retry();
  };
  const startTrial = () => {
    solving.api?.enterTrial(() => {});
    setPanel('trial');
  };
  const leaveTrial = () => {
    solving.api?.leaveTrial();
    setPanel('solve');
  };

  const title = problem
    ? t('problems:solve.title', {
        collection: collectionText(i18n, problem.collection).name,
        number: problem.number,
      })
    : t('problems:title');
  const solved = solving.result === 'correct' || solving.result === 'variation';
  const toPlay = problem?.data.blackfirst === false ? 'whiteToPlay' : 'blackToPlay';
  // An open assignment's problem: the server keeps its answers and judges each move, so the
  // page has no answer to show and no free trial play (which would take the board's moves).
  const judgedByServer = problem !== null && problem.assignment !== null;

  // The collection's own prompt, in the reader's words when the site wrote it; not said twice.
  const mainPrompt = problem
    ? problem.kind === 'answer'
      ? t(`problems:solve.${toPlay}`)
      : t(`problems:kind.${problem.kind}`)
    : '';
  const sourcePrompt = problem
    ? (promptWords(problem.prompt, tProblems) ?? t('problems:solve.sourcePrompt', { prompt: problem.prompt }))
    : '';
  return (
    <PageLayout title={title}>
      {assignment !== null ? (
        <a className="tg-problem__assignment" href={`/homework/${assignment}/`}>
          {t('problems:solve.assignment')}
        </a>
      ) : null}
      {answer.kind === 'loading' ? <p className="tg-empty">{t('common:loading')}</p> : null}
      {answer.kind === 'failed' ? (
        <p className="tg-notice tg-notice--error">
          {answer.failure.kind === 'api' && answer.failure.error === 'NOT_FOUND'
            ? t('problems:notFound')
            : t(`common:${failureMessageKey(answer.failure)}`)}
        </p>
      ) : null}
      {problem ? (
        <div
          className="tg-problem"
          data-problemid={problem.problemid}
          data-kind={problem.kind}
          data-judged={judgedByServer ? 'server' : 'page'}
        >
          <div
            className="tg-problem__board"
            style={{ width: side, height: side }}
            data-played={solving.played.join(' ')}
          >
            <BoardView config={solving.config} onApi={solving.setApi} />
          </div>
          <div className="tg-problem__side">
            <p className="tg-problem__prompt">{mainPrompt}</p>
            <p className="tg-problem__hint">{t(`problems:solve.hint.${problem.kind}`)}</p>
            {sourcePrompt !== mainPrompt ? <p className="tg-problem__source-prompt">{sourcePrompt}</p> : null}
            {user && problem.status !== 'none' ? (
              <p className="tg-problem__before" data-before={problem.status}>
                {t(`problems:solve.before.${problem.status}`)}
              </p>
            ) : null}
            <ProblemResult result={solving.result} save={solving.save} trial={panel === 'trial'} />
            {!user ? <p className="tg-problem__guest">{t('problems:guestNote')}</p> : null}
            {panel === 'answer' && solving.api ? (
              <AnswerViewer api={solving.api} data={problem.data} onClose={backToSolving} />
            ) : (
              <div className="tg-problem__actions">
                {problem.kind === 'replay' && panel === 'solve' ? (
                  <Button variant="secondary" onClick={() => solving.api?.playSolution()}>
                    {t('problems:solve.showMoves')}
                  </Button>
                ) : null}
                <Button
                  variant={solving.result === 'wrong' ? 'primary' : 'secondary'}
                  onClick={backToSolving}
                >
                  {t('problems:solve.retry')}
                </Button>
                {problem.kind === 'answer' && !judgedByServer ? (
                  <Button variant="secondary" onClick={() => setPanel('answer')}>
                    {t('problems:solve.showAnswer')}
                  </Button>
                ) : null}
                {judgedByServer ? null : panel === 'trial' ? (
                  <Button variant="secondary" onClick={leaveTrial}>
                    {t('problems:solve.leaveTrial')}
                  </Button>
                ) : (
                  <Button variant="secondary" onClick={startTrial}>
                    {t('problems:solve.trial')}
                  </Button>
                )}
              </div>
            )}
            <nav
              className="tg-problem__nav"
              aria-label={t('problems:solve.toCollection', {
                collection: collectionText(i18n, problem.collection).name,
              })}
            >
              <Button
                variant="secondary"
                disabled={steps.previous === null}
                onClick={() => steps.previous !== null && navigate(steps.previous)}
              >
                {t('problems:solve.previous')}
              </Button>
              <Button
                variant={solved ? 'primary' : 'secondary'}
                disabled={steps.next === null}
                onClick={() => steps.next !== null && navigate(steps.next)}
              >
                {t('problems:solve.next')}
              </Button>
            </nav>
            <p className="tg-problem__keys">{t('problems:solve.keys')}</p>
            <a className="tg-problem__collection" href={`/problems/${collection}/`}>
              {t('problems:solve.toCollection', {
                collection: collectionText(i18n, problem.collection).name,
              })}
            </a>
            <p className="tg-problem__source">
              {t('problems:solve.source', { source: problem.collection.source })}
            </p>
          </div>
        </div>
      ) : null}
    </PageLayout>
  );
}
