import type { BoardApi } from '@tengen/board';
import { BoardView } from '@tengen/board/react';
import { type ClassVote, EMPTY_CLASS_RECORD } from '@tengen/protocol';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { failureMessageKey } from '../../common/api/call-route.ts';
import { useBoardLabels } from '../../common/board/board-labels.ts';
import { useHost } from '../../common/host/host-context.tsx';
import { PageLayout } from '../../common/layout/page-layout.tsx';
import { useParams } from '../../common/router/router-hooks.ts';
import { choiceName } from './class-board.ts';
import { ClassChat } from './class-chat.tsx';
import { ClassPeople } from './class-people.tsx';
import { TeacherTools } from './teacher-tools.tsx';
import { useClass } from './use-class.ts';
import './classroom.css';

/** /class/:classid/: the live class: the teacher's board on every student's, votes and the pen. */
export default function ClassPage() {
  const { t } = useTranslation(['classroom', 'common', 'errors']);
  const { user } = useHost();
  const classId = Number(useParams().classid);
  const live = useClass(classId);
  const { info, failure, view, link } = live;
  const labels = useBoardLabels();
  // The board is made once; the class state then drives it through its API.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the events read refs, made once per role
  const config = useMemo(
    () => ({
      labels,
      record: { ...EMPTY_CLASS_RECORD, content: [[], []] as [string[], string[]], pos: [] },
      clickMode: live.teacher ? ('play' as const) : ('disabled' as const),
      showCoor: true,
      keyboard: live.teacher,
      events: live.boardEvents,
    }),
    [live.teacher, labels],
  );

  if (failure)
    return (
      <PageLayout title={t('classroom:list.title')}>
        <p className="tg-notice tg-notice--error">
          {failure.kind === 'api' && failure.error === 'NOT_FOUND'
            ? t('classroom:class.notFound')
            : t(`common:${failureMessageKey(failure)}`)}
        </p>
      </PageLayout>
    );
  if (!info)
    return (
      <PageLayout title={t('classroom:list.title')}>
        {<p className="tg-empty">{t('common:loading')}</p>}
      </PageLayout>
    );

  const vote = view.vote;
  return (
    <PageLayout title={info.name}>
      <div
        className="tg-class"
        data-role={info.isTeacher ? 'teacher' : live.guest ? 'guest' : 'student'}
        data-joined={view.joined}
        data-seq={view.seq}
        data-size={view.size}
        data-stones={view.stones}
        data-move={view.move}
        data-strokes={view.strokes}
        data-vote={vote ? JSON.stringify(vote) : ''}
      >
        <div className="tg-class__board tg-game-board">
          <BoardView key={info.isTeacher ? 'teacher' : 'student'} config={config} onApi={live.onApi} />
        </div>
        <aside className="tg-class__side">
          <p className="tg-class__facts">
            {t('classroom:class.teacher', { name: info.teacher })}
            {' · '}
            {t('classroom:class.move', { n: view.move })}
          </p>
          {link === 'lost' || link === 'connecting' ? (
            <p className="tg-notice" role="status">
              {link === 'lost' ? t('classroom:class.lost') : t('classroom:class.connecting')}
            </p>
          ) : null}
          {view.refused ? (
            <p className="tg-notice tg-notice--error" role="alert">
              {t(`errors:refused.${view.refused}` as 'errors:refused.INTERNAL')}
            </p>
          ) : null}
          <VoteStatus vote={vote} api={live.api.current} teacher={info.isTeacher} guest={live.guest} />
          {info.isTeacher ? (
            <>
              <p>{t('classroom:class.youTeach')}</p>
              <p className="tg-class__link">
                {t('classroom:class.link')}: <code>{`${window.location.origin}/class/${info.classid}/`}</code>
              </p>
              <TeacherTools api={live.api.current} vote={vote} send={live.send} />
            </>
          ) : live.guest ? (
            <p>{t('classroom:class.watching')}</p>
          ) : (
            <p>{t('classroom:class.following')}</p>
          )}
          <ClassPeople people={live.people} teacher={info.isTeacher} send={live.send} />
          <ClassChat
            entries={live.chats}
            username={live.guest || !user ? '' : user.username}
            muted={live.people.some((p) => p.username === user?.username && p.muted)}
            lastSentAt={live.lastSentAt}
            onSend={live.sendChat}
          />
        </aside>
      </div>
    </PageLayout>
  );
}

function VoteStatus({
  vote,
  api,
  teacher,
  guest,
}: {
  vote: ClassVote | null;
  api: BoardApi | null;
  teacher: boolean;
  guest: boolean;
}) {
  const { t } = useTranslation('classroom');
  if (!vote) return null;
  const counts = Object.entries(vote.counts ?? {}).sort((a, b) => b[1] - a[1]);
  const total = counts.reduce((sum, [, n]) => sum + n, 0);
  return (
    <div className="tg-card tg-class__vote" aria-live="polite">
      {vote.open && teacher ? <p>{t('vote.open', { no: vote.no, count: total })}</p> : null}
      {vote.open && !teacher && !guest && vote.mine === '' ? (
        <p className="tg-class__prompt">{t('vote.prompt')}</p>
      ) : null}
      {vote.mine !== '' ? <p>{t('vote.mine', { point: choiceName(api, vote, vote.mine) })}</p> : null}
      {!vote.open ? <p>{t('vote.ended', { no: vote.no })}</p> : null}
      {!vote.open && vote.answer !== '' ? (
        <p className="tg-class__answer">{t('vote.answer', { point: choiceName(api, vote, vote.answer) })}</p>
      ) : null}
      {counts.length > 0 ? (
        <ul className="tg-class__counts">
          {counts.map(([point, n]) => (
            <li key={point}>{t('vote.count', { point: choiceName(api, vote, point), count: n })}</li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
